/**
 * The first `Intl` formatter a page makes starts ICU, which takes 40–130 ms of one task in
 * Chromium (measured on the bench machine, docs/ARCHITECTURE.md): a long task in the middle of
 * the start-up. A small worker makes the first screen's formatters instead, off the main thread;
 * the start-up waits for it (it runs beside the app's own loading) before its first formatter.
 * Resolves at once where there are no workers (the server, unit tests), and after `timeoutMs`
 * if the worker cannot start: the main thread then pays the start-up itself, as before.
 */
export function warmUpIntl(lang: string, timeoutMs = 2000): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    try {
      worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(lang);
    } catch {
      done();
    }
  });
}
