/** Renders (cache misses) one client address may cause in a window; beyond it, pages come without a first screen. */
export const RENDERS_PER_ADDRESS = 100;
export const RENDER_WINDOW_MS = 10_000;
/** Addresses remembered at most: the oldest window is forgotten first. */
const ADDRESSES = 10_000;

/**
 * How many server renders a client address may cause (issue 22): a page the cache does not hold
 * costs tens of milliseconds of CPU, and every new query string is a new page. Past the budget
 * the page is still served, with its head, and the browser renders it, so a crawler or a script
 * varying addresses cannot make the server render for it without end.
 */
export class RenderBudget {
  private readonly windows = new Map<string, { from: number; count: number }>();

  constructor(private readonly options: { perWindow?: number; windowMs?: number; now?: () => number } = {}) {}

  /** Counts a render for `address`; false when its budget for the window is spent. */
  take(address: string): boolean {
    const { perWindow = RENDERS_PER_ADDRESS, windowMs = RENDER_WINDOW_MS, now = Date.now } = this.options;
    const at = now();
    let window = this.windows.get(address);
    if (!window || at - window.from >= windowMs) {
      this.windows.delete(address);
      window = { from: at, count: 0 };
      this.windows.set(address, window);
      if (this.windows.size > ADDRESSES) this.windows.delete(this.windows.keys().next().value as string);
    }
    window.count += 1;
    return window.count <= perWindow;
  }
}
