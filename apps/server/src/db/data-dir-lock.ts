import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded PGlite database serves one process: a second one opening the same folder would
 * corrupt it. The first process writes its pid beside the database; another live process finds
 * it and is refused with what to do instead (issue 23). A pid file left by a process that died is
 * taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.pid');
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `Another process (pid ${holder}) is using the embedded database in ${path.resolve(dataDir)}. ` +
            'The embedded PGlite database serves one process only: stop that one, or run several processes ' +
            'on PostgreSQL and Redis (DATABASE_URL and REDIS_URL; README, "Scale-out").',
        );
      }
      unlinkSync(file);
    }
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
