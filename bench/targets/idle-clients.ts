import { createInterface } from 'node:readline';
import { io, type Socket } from 'socket.io-client';

/*
 * The clients of the idle-socket benchmark (bench/src/idle-sockets.ts), in a process of their own
 * so that their memory is not the server's. Connects as the web app's guest does
 * (apps/web/src/api/socket-client.ts: path /io/, websocket, `auth: { token: '', lang }`) and
 * holds the sockets, idle. Commands on stdin, one a line: `open <n>` (until n are open, a batch
 * at a time, stopping at the first batch with a failure), `close` (all of them), `exit`. Answers
 * on stdout, one JSON object a line.
 */

const url = process.argv[2];
if (!url) throw new Error('usage: idle-clients.ts <url>');
/** Handshakes in flight at once: a steady stream, not a storm. */
const BATCH = 100;

const sockets: Socket[] = [];
/** Sockets the server closed while they were held (an idle socket must stay up). */
let dropped = 0;

const reply = (answer: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(answer)}\n`);

function connect(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url!, {
      path: '/io/',
      transports: ['websocket'],
      auth: { token: '', lang: 'en' },
      reconnection: false,
      forceNew: true,
      timeout: 30_000,
    });
    socket.once('connect', () => {
      socket.once('disconnect', (reason) => {
        if (reason !== 'io client disconnect') dropped += 1;
      });
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

async function open(count: number): Promise<void> {
  const started = performance.now();
  let failed = 0;
  let error: string | undefined;
  while (sockets.length < count && failed === 0) {
    const batch = Math.min(BATCH, count - sockets.length);
    const results = await Promise.allSettled(Array.from({ length: batch }, connect));
    for (const result of results) {
      if (result.status === 'fulfilled') sockets.push(result.value);
      else {
        failed += 1;
        error ??= result.reason instanceof Error ? result.reason.message : String(result.reason);
      }
    }
  }
  reply({ event: 'opened', open: sockets.length, failed, error, seconds: (performance.now() - started) / 1000 });
}

function close(): void {
  const held = sockets.length;
  for (const socket of sockets.splice(0)) socket.close();
  reply({ event: 'closed', closed: held, dropped });
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [command, argument] = line.trim().split(/\s+/);
  if (command === 'open') void open(Number(argument));
  else if (command === 'close') close();
  else if (command === 'exit') {
    close();
    process.exit(0);
  }
});
lines.on('close', () => process.exit(0));
reply({ event: 'ready' });
