import type { BrowserContext, Page } from 'playwright-core';

/** A layout shift the visitor did not cause (`hadRecentInput` false), with what moved. */
export interface LayoutShift {
  value: number;
  /** Milliseconds since the page's navigation started. */
  at: number;
  /** The moved elements, as `tag.class`. */
  moved: string[];
}

/**
 * In the page, from its first script on (an init script): keeps every layout shift the visitor
 * did not cause, the buffered ones included, in `window.layoutShifts`.
 */
function recordLayoutShifts(): void {
  interface ShiftEntry extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources?: { node: Node | null }[];
  }
  const shifts: LayoutShift[] = [];
  (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
  const named = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
    const classes = Array.from(node.classList).slice(0, 2);
    return [node.localName, ...classes].join('.');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: (entry.sources ?? []).map((source) => named(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Records the layout shifts of every page the context opens (see `layoutShifts`). */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordLayoutShifts);
}

/** The layout shifts of the page so far; throws when the page records none (no `watchLayoutShifts`). */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts?: LayoutShift[] }).layoutShifts);
  if (!shifts) throw new Error(`${page.url()} records no layout shifts: watchLayoutShifts was not called`);
  return shifts;
}

/** The page's cumulative layout shift: the sum of its shifts (one page, no session windows). */
export const cumulativeShift = (shifts: LayoutShift[]): number => shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Resolves after two animation frames: what the last change did is laid out and painted. */
export const twoFrames = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
