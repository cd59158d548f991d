import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../../e2e/support/browser.ts';
import {
  clickUntilShown,
  responsiveness,
  whenShown,
  scrollOlder,
  watchResponsiveness,
  whenQueueShown,
  type ScrollCost,
} from './live-chat-probes.ts';
import { growQueue, seedLiveChat, type SeededLiveChat, type SeededPmTalk, type SeededTalk } from './live-chat-seed.ts';
import { startTarget, type Target } from './processes.ts';
import { markdownTable, type Machine } from './report.ts';

/*
 * The live-chat benchmark (issue 13): in Chromium against the real server on a seeded PGlite.
 * A conversation of 10,000 messages must open in the widget and in the console as fast as one of
 * 10 (only the newest page of 10 loads), older pages must scroll in smoothly, and the console must
 * stay responsive with 300 shoppers waiting in its queue (its wait clocks tick every second).
 */

export interface LiveBenchSettings {
  runs: number;
  big: number;
  small: number;
  queue: number;
  queueBaseline: number;
  scrollPages: number;
  /** Issue 19 (15): older pages scrolled in each chat, against a baseline of `deepBaseline`. */
  deepPages: number;
  deepBaseline: number;
}

export const LIVE_BENCH_DEFAULTS: LiveBenchSettings = {
  runs: 5,
  big: 10_000,
  small: 10,
  queue: 300,
  queueBaseline: 3,
  scrollPages: 20,
  deepPages: 100,
  deepBaseline: 10,
};

export interface OpenFigures {
  small: number[];
  big: number[];
}
export interface QueueFigures {
  size: number;
  loadMs: number[];
  clickMs: number[];
  keyMs: number[];
  longTasks: number[];
  /** Long tasks while the queue only ticked, 5 s. */
  idleLongTasks: number[];
}
export interface LiveBenchResult {
  widget: OpenFigures;
  console: OpenFigures;
  widgetScroll: ScrollCost;
  consoleScroll: ScrollCost;
  queues: QueueFigures[];
  loadAverage: [number, number];
}

/** Issue 19 (15): one chat's scroll through many older pages against a few, each from a fresh open. */
export interface DeepScroll {
  chat: string;
  baseline: ScrollCost;
  deep: ScrollCost;
  /** The machine's 1-minute load average before each of the two. */
  loadAverage: [number, number];
}

const PANEL_LIST = '.live-panel .chat-messages';
const CONSOLE_LIST = '.console-conversation .chat-messages';
const PM_LIST = 'dialog[open] .chat-messages';
const TICK_WINDOW_MS = 5000;

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? Number.NaN
    : sorted.length % 2
      ? sorted[middle]!
      : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function newPage(browser: Browser, storage: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  // The bench runs under tsx, whose esbuild names functions with a helper the page lacks.
  await context.addInitScript('window.__name = (f) => f');
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  return page;
}

/** The staff's welcome notice read, so no dialog covers the console; its idx for the page. */
async function readWelcome(baseUrl: string, token: string): Promise<string> {
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api/v1/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; data: { cms: { idx: number } | null } };
  };
  const { data } = await post('todo/inquiry', { idx: 0 });
  if (data.cms) await post('cms/readed', { idx: data.cms.idx });
  return data.cms ? String(data.cms.idx) : '';
}

const newestOf = (talk: SeededTalk) => `li.chat-message[data-idx="${talk.newestIdx}"]`;

/** Widget: a guest holding the talk's token opens the panel; ms to its newest message in view. */
async function widgetOpen(browser: Browser, baseUrl: string, talk: SeededTalk): Promise<{ ms: number; page: Page }> {
  const page = await newPage(browser, { live_guest: talk.guestToken });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^Customer service/ }).waitFor();
  const ms = await page.evaluate(clickUntilShown, {
    target: '.live-trigger',
    item: newestOf(talk),
    scroller: PANEL_LIST,
  });
  return { ms, page };
}

/** Console: the staff click the talk in "Mine"; ms to its newest message in view. */
async function consoleOpen(page: Page, baseUrl: string, talk: SeededTalk): Promise<number> {
  await page.goto(`${baseUrl}/staff`, { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: /^Mine/ }).click();
  await page.getByRole('list', { name: 'Mine' }).getByText(talk.newestText).waitFor();
  return page.evaluate(clickUntilShown, {
    target: '.console-row__open',
    text: talk.newestText,
    item: newestOf(talk),
    scroller: CONSOLE_LIST,
  });
}

async function measureOpens(
  browser: Browser,
  baseUrl: string,
  seeded: SeededLiveChat,
  staffStorage: Record<string, string>,
  settings: LiveBenchSettings,
) {
  const [small, big] = seeded.talks as [SeededTalk, SeededTalk];
  const widget: OpenFigures = { small: [], big: [] };
  const consoleFigures: OpenFigures = { small: [], big: [] };
  // One warm-up of each (the server's first reads, the browser's first compile), then the runs,
  // small and big in turn so that a noisy moment of the machine hits both.
  for (const talk of [small, big]) await (await widgetOpen(browser, baseUrl, talk)).page.context().close();
  for (let run = 0; run < settings.runs; run++) {
    for (const [talk, into] of [
      [small, widget.small],
      [big, widget.big],
    ] as const) {
      const { ms, page } = await widgetOpen(browser, baseUrl, talk);
      into.push(ms);
      await page.context().close();
    }
  }
  const staff = await newPage(browser, staffStorage);
  for (const talk of [small, big]) await consoleOpen(staff, baseUrl, talk);
  for (let run = 0; run < settings.runs; run++) {
    consoleFigures.small.push(await consoleOpen(staff, baseUrl, small));
    consoleFigures.big.push(await consoleOpen(staff, baseUrl, big));
  }
  // Older pages of the 10,000: in the console (open now) and in the widget.
  const consoleScroll = await staff.evaluate(scrollOlder, { scroller: CONSOLE_LIST, pages: settings.scrollPages });
  await staff.context().close();
  const { page } = await widgetOpen(browser, baseUrl, big);
  const widgetScroll = await page.evaluate(scrollOlder, { scroller: PANEL_LIST, pages: settings.scrollPages });
  await page.context().close();
  return { widget, console: consoleFigures, widgetScroll, consoleScroll };
}

/** The pm screen: the bench buyer opens the conversation with the demo shop; its newest message in view. */
async function pmOpen(browser: Browser, baseUrl: string, pm: SeededPmTalk): Promise<Page> {
  const page = await newPage(browser, {
    'x-token': pm.buyerToken,
    cmsLatestIdx: await readWelcome(baseUrl, pm.buyerToken),
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Messages/ })
    .click();
  const screen = page.getByRole('dialog', { name: 'Messages' });
  await screen
    .getByRole('listbox', { name: 'Conversations' })
    .getByRole('option', { name: new RegExp(pm.shopName) })
    .click();
  await page.evaluate(whenShown, { item: `li.chat-message[data-idx="${pm.newestIdx}"]`, scroller: PM_LIST });
  return page;
}

/**
 * Issue 19 (15): in each chat, from a fresh open of the long conversation, `deepBaseline` older
 * pages scrolled in, then (another fresh open) `deepPages`; the long tasks of each.
 */
async function measureDeepScroll(
  browser: Browser,
  baseUrl: string,
  seeded: SeededLiveChat,
  staffStorage: Record<string, string>,
  settings: LiveBenchSettings,
): Promise<DeepScroll[]> {
  const big = seeded.talks[1]!;
  const chats: { chat: string; scroller: string; open: () => Promise<Page> }[] = [
    { chat: 'widget panel', scroller: PANEL_LIST, open: async () => (await widgetOpen(browser, baseUrl, big)).page },
    {
      chat: 'console',
      scroller: CONSOLE_LIST,
      open: async () => {
        const page = await newPage(browser, staffStorage);
        await consoleOpen(page, baseUrl, big);
        return page;
      },
    },
    { chat: 'private messages', scroller: PM_LIST, open: () => pmOpen(browser, baseUrl, seeded.pm!) },
  ];
  const results: DeepScroll[] = [];
  for (const { chat, scroller, open } of chats) {
    const scroll = async (pages: number) => {
      const load = loadavg()[0]!;
      const page = await open();
      const cost = await page.evaluate(scrollOlder, { scroller, pages });
      await page.context().close();
      return { load, cost };
    };
    const baseline = await scroll(settings.deepBaseline);
    const deep = await scroll(settings.deepPages);
    results.push({ chat, baseline: baseline.cost, deep: deep.cost, loadAverage: [baseline.load, deep.load] });
    console.log(
      `${chat}: ${settings.deepPages} pages, longest task ${ms(longest(deep.cost.longTasks))} ms, ${over50(deep.cost.longTasks)} over 50 ms`,
    );
  }
  return results;
}

/** The console with `size` waiting: load to the queue shown; clicks on queued rows and typing while it ticks. */
async function measureQueue(
  browser: Browser,
  baseUrl: string,
  size: number,
  small: SeededTalk,
  staffStorage: Record<string, string>,
  settings: LiveBenchSettings,
): Promise<QueueFigures> {
  const page = await newPage(browser, staffStorage);
  const loadMs: number[] = [];
  for (let run = 0; run <= settings.runs; run++) {
    await page.goto(`${baseUrl}/staff`, { waitUntil: 'commit' });
    const shown = await page.evaluate(whenQueueShown, size);
    if (run > 0) loadMs.push(shown); // the first is the warm-up
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(watchResponsiveness);
  const heard = async (n: number) =>
    page.waitForFunction((k) => (window as unknown as { __inputToPaint: number[] }).__inputToPaint.length >= k, n);
  // Clicks on queued rows (those in view, in turn): each shows that conversation.
  const rows = page.locator('.console-row--queued .console-row__open');
  const inView = Math.min(size, 6);
  const clicks = 12;
  for (let n = 0; n < clicks; n++) {
    await rows.nth(n % inView).click();
    await heard(n + 1);
  }
  // Typing in the reply box of one's own conversation while the queue stays in view and ticks.
  await page.getByRole('tab', { name: /^Mine/ }).click();
  await page.locator('.console-row__open', { hasText: small.newestText }).click();
  await page.getByRole('tab', { name: /^Queue/ }).click();
  await page.locator('.console-row--queued').first().waitFor();
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.click();
  const before = (await page.evaluate(responsiveness)).inputToPaint.length;
  const text = 'Thanks for waiting, checking it now';
  for (const [n, key] of [...text].entries()) {
    await page.keyboard.type(key);
    await heard(before + n + 1);
  }
  const gathered = await page.evaluate(responsiveness);
  const clickMs = gathered.inputToPaint.slice(0, clicks);
  const keyMs = gathered.inputToPaint.slice(before);
  // The queue alone, ticking: what its clocks cost.
  const idleLongTasks = await page.evaluate(async (windowMs) => {
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: 'longtask' });
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    observer.disconnect();
    return tasks;
  }, TICK_WINDOW_MS);
  await page.context().close();
  return { size, loadMs, clickMs, keyMs, longTasks: gathered.longTasks, idleLongTasks };
}

async function startServer(dataDir: string): Promise<Target> {
  return startTarget({
    name: 'storefront (live chat)',
    script: 'apps/server/src/app/main.ts',
    readyPath: '/healthz',
    // Measured once the start-up work (the search index rebuild) is over.
    readyOutput: /search index rebuilt/i,
    readyTimeoutMs: 180_000,
    env: { DATA_DIR: dataDir, SEED: '0', LIVE_ROUTING: 'manual' },
  });
}

export async function runLiveChatBench(settings: LiveBenchSettings): Promise<LiveBenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-live-'));
  let target: Target | undefined;
  let browser: Browser | undefined;
  const started = loadavg()[0]!;
  try {
    const seeding = Date.now();
    const seeded = await seedLiveChat(dataDir, [settings.small, settings.big], settings.queueBaseline);
    console.log(`seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);
    const small = seeded.talks[0]!;
    target = await startServer(dataDir);
    browser = await launchBrowser();
    const staffStorage = {
      'x-token': seeded.staffToken,
      cmsLatestIdx: await readWelcome(target.baseUrl, seeded.staffToken),
    };
    const opens = await measureOpens(browser, target.baseUrl, seeded, staffStorage, settings);
    console.log(
      `widget open: 10 ${median(opens.widget.small).toFixed(0)} ms, 10,000 ${median(opens.widget.big).toFixed(0)} ms`,
    );
    console.log(
      `console open: 10 ${median(opens.console.small).toFixed(0)} ms, 10,000 ${median(opens.console.big).toFixed(0)} ms`,
    );
    const queues = [await measureQueue(browser, target.baseUrl, settings.queueBaseline, small, staffStorage, settings)];
    await target.stop();
    target = undefined;
    await growQueue(dataDir, settings.queueBaseline, settings.queue);
    target = await startServer(dataDir);
    queues.push(await measureQueue(browser, target.baseUrl, settings.queue, small, staffStorage, settings));
    for (const q of queues)
      console.log(
        `queue of ${q.size}: load ${median(q.loadMs).toFixed(0)} ms, click ${median(q.clickMs).toFixed(0)} ms, key ${median(q.keyMs).toFixed(0)} ms`,
      );
    return { ...opens, queues, loadAverage: [started, loadavg()[0]!] };
  } finally {
    await browser?.close();
    await target?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const longest = (list: number[]) => (list.length === 0 ? 0 : Math.max(...list));
const over50 = (list: number[]) => list.filter((d) => d > 50).length;
/**
 * Issue 19 (15), `--only chatscroll`: the widget, the console and the pm screen each scroll a
 * 10,000-message conversation's older pages in, `deepBaseline` then `deepPages`.
 */
export async function runChatScrollBench(
  settings: LiveBenchSettings,
): Promise<{ deep: DeepScroll[]; loadAverage: [number, number] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-scroll-'));
  let target: Target | undefined;
  let browser: Browser | undefined;
  const started = loadavg()[0]!;
  try {
    const seeded = await seedLiveChat(dataDir, [settings.small, settings.big], settings.queueBaseline, settings.big);
    target = await startServer(dataDir);
    browser = await launchBrowser();
    const staffStorage = {
      'x-token': seeded.staffToken,
      cmsLatestIdx: await readWelcome(target.baseUrl, seeded.staffToken),
    };
    const deep = await measureDeepScroll(browser, target.baseUrl, seeded, staffStorage, settings);
    return { deep, loadAverage: [started, loadavg()[0]!] };
  } finally {
    await browser?.close();
    await target?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The "Scrolling long conversations" subsection of docs/BENCHMARKS.md (issue 19, point 15). */
export function chatScrollSection(
  r: { deep: DeepScroll[]; loadAverage: [number, number] },
  s: LiveBenchSettings,
  date: string,
  machine: Machine,
): string {
  const row = (d: DeepScroll) => {
    const rows = (c: ScrollCost) => c.messagesShown.toLocaleString('en-US');
    return [
      d.chat,
      `${rows(d.baseline)} / ${rows(d.deep)}`,
      `${ms(longest(d.baseline.longTasks))} / ${ms(longest(d.deep.longTasks))}`,
      `${over50(d.baseline.longTasks)} / ${over50(d.deep.longTasks)}`,
      longest(d.baseline.longTasks) > 0 ? ratio(longest(d.deep.longTasks), longest(d.baseline.longTasks)) : '—',
      `${ms(median(d.baseline.pageMs))} / ${ms(median(d.deep.pageMs))}`,
      ratio(median(d.deep.pageMs), median(d.baseline.pageMs)),
      `${ms(percentile(d.deep.frameGaps, 95))}`,
      `${d.loadAverage[0].toFixed(2)} / ${d.loadAverage[1].toFixed(2)}`,
    ];
  };
  return [
    `Run of ${date.replace('T', ' ').slice(0, 16)} UTC: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, Chromium headless at 1440 × 900; load average ${r.loadAverage[0].toFixed(2)} at the start, ${r.loadAverage[1].toFixed(2)} at the end (other work shared the machine).`,
    '',
    `Each chat opens its ${s.big.toLocaleString('en-US')}-message conversation afresh and scrolls up ${s.deepBaseline} older pages (baseline), then afresh ${s.deepPages} (to the top, wait for the older rows, one frame, again); long tasks by \`PerformanceObserver('longtask')\` over the whole scroll. Figures are "${s.deepBaseline} pages / ${s.deepPages} pages"; the load average (1 minute) was read before each.`,
    '',
    ...markdownTable(
      [
        'Chat',
        'messages held',
        'longest task ms',
        'tasks > 50 ms',
        'longest: ratio',
        'page median ms',
        'page: ratio',
        `frame gap p95 ms (${s.deepPages})`,
        'load average',
      ],
      r.deep.map(row),
    ),
  ].join('\n');
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(n < 10 ? 1 : 0));
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const tasks = (list: number[]) =>
  list.length === 0
    ? 'none'
    : `${list.length} (total ${ms(list.reduce((s, d) => s + d, 0))} ms, longest ${ms(Math.max(...list))} ms)`;

/** The "Live chat" section of docs/BENCHMARKS.md. */
export function liveChatSection(r: LiveBenchResult, s: LiveBenchSettings, date: string, machine: Machine): string {
  const openRow = (label: string, f: OpenFigures) => [
    label,
    ms(median(f.small)),
    ms(median(f.big)),
    ratio(median(f.big), median(f.small)),
    `${ms(Math.min(...f.big))}–${ms(Math.max(...f.big))}`,
  ];
  const scrollRow = (label: string, c: ScrollCost) => [
    label,
    ms(median(c.pageMs)),
    ms(Math.max(...c.pageMs)),
    ms(percentile(c.frameGaps, 95)),
    ms(Math.max(...c.frameGaps)),
    tasks(c.longTasks),
  ];
  const [base, full] = r.queues as [QueueFigures, QueueFigures];
  const queueRow = (label: string, pick: (q: QueueFigures) => number[]) => [
    label,
    ms(median(pick(base))),
    ms(median(pick(full))),
    ratio(median(pick(full)), median(pick(base))),
    ms(percentile(pick(full), 95)),
  ];
  return [
    `Run of ${date.replace('T', ' ').slice(0, 16)} UTC: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, Chromium headless at 1440 × 900; load average ${r.loadAverage[0].toFixed(2)} at the start, ${r.loadAverage[1].toFixed(2)} at the end (other work shared the machine). ${s.runs} runs of each after one warm-up; medians.`,
    '',
    `Opening a conversation: from the click (the widget's trigger, or the conversation's row in the console's "Mine" list) to the first frame with its newest message whole in view.`,
    '',
    ...markdownTable(
      [
        'Open',
        `${s.small} messages, ms`,
        `${s.big.toLocaleString('en-US')} messages, ms`,
        'ratio',
        `${s.big.toLocaleString('en-US')}: range`,
      ],
      [openRow('widget panel (guest)', r.widget), openRow('console (demo staff)', r.console)],
    ),
    '',
    `Scrolling up ${s.scrollPages} older pages of the ${s.big.toLocaleString('en-US')} (to the top, wait for the 10 older rows, one frame, again): ${r.widgetScroll.messagesShown} and ${r.consoleScroll.messagesShown} messages in the list at the end.`,
    '',
    ...markdownTable(
      ['Scroll up', 'page median ms', 'page max ms', 'frame gap p95 ms', 'frame gap max ms', 'long tasks'],
      [scrollRow('widget panel', r.widgetScroll), scrollRow('console', r.consoleScroll)],
    ),
    '',
    `The console with ${s.queue} shoppers waiting against ${s.queueBaseline} (baseline): load from navigation to the queue shown (its count and first row); then, while the queue is in view and its clocks tick, ${base.clickMs.length} clicks on queued rows (each shows that conversation) and ${base.keyMs.length} keystrokes in the reply box of one's own conversation, each from the input event to the next paint.`,
    '',
    ...markdownTable(
      ['Console', `queue of ${s.queueBaseline}, ms`, `queue of ${s.queue}, ms`, 'ratio', `${s.queue}: p95 ms`],
      [
        queueRow('load to the queue shown', (q) => q.loadMs),
        queueRow('click a queued row → next paint', (q) => q.clickMs),
        queueRow('keystroke → next paint', (q) => q.keyMs),
      ],
    ),
    '',
    `Long tasks during the clicks and typing: queue of ${s.queueBaseline} ${tasks(base.longTasks)}; of ${s.queue} ${tasks(full.longTasks)}. Over ${TICK_WINDOW_MS / 1000} s of the queue only ticking: ${tasks(base.idleLongTasks)} and ${tasks(full.idleLongTasks)}.`,
  ].join('\n');
}
