import { writeFileSync } from 'node:fs';

/**
 * Imported before a server by the idle-socket benchmark (bench/src/idle-sockets.ts): on SIGUSR2
 * it collects garbage (twice, a turn of the event loop apart, so what the first one finalised is
 * gone too) and writes `process.memoryUsage()` to MEMORY_PROBE_FILE as JSON with a snapshot
 * number. The server is started with `--expose-gc` for this; without it the figures are taken
 * without a forced collection and say so (`collected: false`). The server's code is unchanged.
 */
const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  let snapshot = 0;
  const collect = (globalThis as { gc?: () => void }).gc;
  process.on('SIGUSR2', () => {
    collect?.();
    setImmediate(() => {
      collect?.();
      snapshot += 1;
      writeFileSync(file, JSON.stringify({ snapshot, collected: collect !== undefined, ...process.memoryUsage() }));
    });
  });
}
