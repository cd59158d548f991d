import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A stand-in for the browser's Worker that records what it was given and answers when told. */
class RecordingWorker {
  static made: RecordingWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    RecordingWorker.made.push(this);
  }
  postMessage(data: unknown) {
    this.posted.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('warmUpIntl', () => {
  it('resolves at once where there are no workers (the server render, unit tests)', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(warmUpIntl('de')).resolves.toBeUndefined();
  });

  it("starts a module worker with the page's language and resolves when it answers, ending it", async () => {
    RecordingWorker.made = [];
    vi.stubGlobal('Worker', RecordingWorker);
    let settled = false;
    const warm = warmUpIntl('th').then(() => (settled = true));
    const [worker] = RecordingWorker.made;
    expect(worker?.options).toEqual({ type: 'module' });
    expect(String(worker?.url)).toMatch(/intl-warm-up\.worker\.ts$/);
    expect(worker?.posted).toEqual(['th']);
    await Promise.resolve();
    expect(settled).toBe(false);
    worker?.onmessage?.();
    await warm;
    expect(worker?.terminated).toBe(true);
  });

  it('does not hold the start-up when the worker fails or never answers', async () => {
    RecordingWorker.made = [];
    vi.stubGlobal('Worker', RecordingWorker);
    const failed = warmUpIntl('en');
    RecordingWorker.made[0]?.onerror?.();
    await expect(failed).resolves.toBeUndefined();

    vi.useFakeTimers();
    const silent = warmUpIntl('en', 2000);
    vi.advanceTimersByTime(2000);
    await expect(silent).resolves.toBeUndefined();
    expect(RecordingWorker.made[1]?.terminated).toBe(true);

    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked');
        }
      },
    );
    await expect(warmUpIntl('en')).resolves.toBeUndefined();
  });
});
