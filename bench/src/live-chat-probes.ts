/// <reference lib="dom" />
/*
 * What the live-chat benchmark measures inside the page (passed to page.evaluate, so each is
 * self-contained: no imports, no outer variables). Times are the page's performance.now().
 */

/** Resolves with the time of the first frame in which `item` shows whole inside its `scroller`. */
export function whenShown({ item, scroller }: { item: string; scroller: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + 30_000;
    const check = () => {
      const element = document.querySelector(item);
      const box = element?.closest(scroller);
      if (element && box) {
        const r = element.getBoundingClientRect();
        const s = box.getBoundingClientRect();
        if (r.height > 0 && r.top >= s.top - 1 && r.bottom <= s.bottom + 1) return resolve(performance.now());
      }
      if (performance.now() > deadline) return reject(new Error(`${item} not shown in 30 s`));
      requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Clicks `target` (the first element matching, or the first whose text has `text`) and waits for
 * `item` to show whole in `scroller`: milliseconds from just before the click to that frame.
 */
export async function clickUntilShown(args: {
  target: string;
  text?: string;
  item: string;
  scroller: string;
}): Promise<number> {
  const candidates = Array.from(document.querySelectorAll<HTMLElement>(args.target));
  const target = args.text ? candidates.find((c) => c.textContent?.includes(args.text!)) : candidates[0];
  if (!target) throw new Error(`nothing to click: ${args.target} ${args.text ?? ''}`);
  const started = performance.now();
  target.click();
  // The same check as whenShown (a page function cannot call another).
  const shownAt = await new Promise<number>((resolve, reject) => {
    const deadline = performance.now() + 30_000;
    const check = () => {
      const element = document.querySelector(args.item);
      const box = element?.closest(args.scroller);
      if (element && box) {
        const r = element.getBoundingClientRect();
        const s = box.getBoundingClientRect();
        if (r.height > 0 && r.top >= s.top - 1 && r.bottom <= s.bottom + 1) return resolve(performance.now());
      }
      if (performance.now() > deadline) return reject(new Error(`${args.item} not shown in 30 s`));
      requestAnimationFrame(check);
    };
    check();
  });
  return shownAt - started;
}

export interface ScrollCost {
  /** Per older page: from scrolling to the top to its rows in the list. */
  pageMs: number[];
  messagesShown: number;
  longTasks: number[];
  /** Gaps between animation frames during the whole scroll, ms. */
  frameGaps: number[];
}

/** Scrolls the list to the top `pages` times, each time waiting for the next 10 older rows. */
export async function scrollOlder({ scroller, pages }: { scroller: string; pages: number }): Promise<ScrollCost> {
  const box = document.querySelector<HTMLElement>(scroller);
  if (!box) throw new Error(`no ${scroller}`);
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
  observer.observe({ type: 'longtask' });
  const frameGaps: number[] = [];
  let framing = true;
  let last = performance.now();
  const frame = (now: number) => {
    frameGaps.push(now - last);
    last = now;
    if (framing) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // The messages the list holds (its rows are virtualized: only those near the view are drawn).
  const count = () => Number(box.querySelector('ol.chat-messages__list')?.getAttribute('data-count') ?? 0);
  const pageMs: number[] = [];
  for (let page = 0; page < pages; page++) {
    const before = count();
    const started = performance.now();
    box.scrollTop = 0;
    await new Promise<void>((resolve, reject) => {
      const deadline = performance.now() + 30_000;
      const check = () => {
        if (count() > before) return resolve();
        if (performance.now() > deadline) return reject(new Error(`page ${page + 1}: no older rows in 30 s`));
        // A reader keeps pushing at the top until the rows come (the list may still have been
        // putting the previous page in place when the scroll began).
        if (box.scrollTop !== 0) box.scrollTop = 0;
        requestAnimationFrame(check);
      };
      check();
    });
    pageMs.push(performance.now() - started);
    // One frame with the rows in place before the next scroll, as a reader's eye would need.
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  framing = false;
  observer.disconnect();
  return { pageMs, messagesShown: count(), longTasks, frameGaps: frameGaps.slice(1) };
}

/**
 * From now on, every click and keydown's time to the next paint (the event's timestamp to a task
 * queued right after the next frame), in `window.__inputToPaint`; long tasks in `window.__longTasks`.
 */
export function watchResponsiveness(): void {
  const w = window as unknown as { __inputToPaint: number[]; __longTasks: number[] };
  w.__inputToPaint = [];
  w.__longTasks = [];
  new PerformanceObserver((list) => w.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
    type: 'longtask',
  });
  for (const type of ['click', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => w.__inputToPaint.push(performance.now() - start);
          channel.port2.postMessage(0);
        });
      },
      { capture: true },
    );
  }
}

/** What watchResponsiveness gathered so far. */
export function responsiveness(): { inputToPaint: number[]; longTasks: number[] } {
  const w = window as unknown as { __inputToPaint: number[]; __longTasks: number[] };
  return { inputToPaint: [...w.__inputToPaint], longTasks: [...w.__longTasks] };
}

/** Resolves with the time the queue shows `size` waiting (its tab's count) and its first row. */
export function whenQueueShown(size: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + 60_000;
    const check = () => {
      const count = document.querySelector('#console-tab-queue .console-tabs__count')?.textContent;
      const row = document.querySelector('[role="list"] .console-row--queued');
      if (count === String(size) && row && row.getBoundingClientRect().height > 0) return resolve(performance.now());
      if (performance.now() > deadline) return reject(new Error(`queue of ${size} not shown in 60 s`));
      requestAnimationFrame(check);
    };
    check();
  });
}
