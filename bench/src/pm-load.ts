import { io, type Socket } from 'socket.io-client';
import type { ChatPair } from './pm-pairs.ts';

/*
 * The private-message load: every buyer–seller pair sends one message a second, the buyer and the
 * seller in turn, from real socket.io clients, each pair starting at its own moment of the first
 * second so the sends are spread evenly. Measured per message: the ack round trip (emit → ack)
 * and the delivery (emit → the other party's client receives it).
 */

export interface PmLoadSettings {
  /** Seconds of measured sending, after the warm-up. */
  seconds: number;
  warmupSeconds: number;
  /**
   * Milliseconds between two sends of a pair, the buyer's and the seller's in turn: 1000 (the
   * default) is one message a second per pair, 500 one a second per client.
   */
  intervalMs?: number;
  /** Awaited once every client is connected, before the first send. */
  beforeSending?: () => Promise<void>;
  /** Called as the measured seconds begin and as they end (the send-cost probe's window). */
  onMeasureStart?: () => void;
  onMeasureEnd?: () => void;
}

export interface PmLoadResult {
  pairs: number;
  /** Messages sent in the measured seconds, and per second. */
  sent: number;
  perSecond: number;
  ackP50Ms: number;
  ackP99Ms: number;
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  /**
   * Acks that arrived within the measured seconds, whenever sent: the messages the server got
   * through in them (equal to `sent` while it keeps up; fewer when its queue grows).
   */
  answeredInWindow: number;
  /** Sends answered with a refusal instead of an idx. */
  refused: number;
  /** Sends whose ack or delivery never came (10 s after the last send). */
  lost: number;
  connectSeconds: number;
}

/** How one kind of server is spoken to: the storefront's pm event, or the bare echo server's. */
export interface ChatProtocol {
  auth(pair: ChatPair, side: 'buyer' | 'seller'): Record<string, string>;
  send(socket: Socket, pair: ChatPair, body: string): Promise<boolean>;
  /** The event the other party receives a message by, and how to read its body. */
  deliveryEvent: string;
  /**
   * Sides sharing one socket answer the same key (a staff console's tab holds all its agent's
   * conversations); without it every side of every pair has its own.
   */
  socketKey?: (pair: ChatPair, side: 'buyer' | 'seller', n: number) => string;
  /** What the recipient's client answers a delivery that asks for an answer (the live chat's read flag). */
  answer?: (payload: DeliveryPayload, side: 'buyer' | 'seller') => unknown;
}

export interface DeliveryPayload {
  body?: unknown;
  subjectIdx?: unknown;
  staff?: unknown;
}

const ACK_TIMEOUT_MS = 10_000;

export const storefrontProtocol: ChatProtocol = {
  auth: (pair, side) => ({ token: pair[side].token }),
  send: async (socket, pair, body) => {
    const answer = (await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('pm', { subjectIdx: pair.subjectIdx, body, clientId: body })) as { code: number; idx?: number };
    return answer.code === 0 && (answer.idx ?? 0) > 0;
  },
  deliveryEvent: 'pm',
};

export const echoProtocol: ChatProtocol = {
  auth: (pair, side) => ({ room: `user:${pair[side].idx}` }),
  send: async (socket, pair, body) => {
    const answer = (await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('send', { to: [`user:${pair.buyer.idx}`, `user:${pair.seller.idx}`], body })) as { idx?: number };
    return (answer.idx ?? 0) > 0;
  },
  deliveryEvent: 'msg',
};

/** Pairs for the echo server, which keeps no accounts: only the room names matter. */
export const echoPairs = (count: number): ChatPair[] =>
  Array.from({ length: count }, (_, n) => ({
    subjectIdx: n + 1,
    buyer: { idx: 2 * n + 1, token: '' },
    seller: { idx: 2 * n + 2, token: '' },
  }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where each party connects: one server, or a server per party (processes of one site). */
export type PartyUrl = string | ((pair: ChatPair, side: 'buyer' | 'seller') => string);

async function connectAll(url: PartyUrl, pairs: ChatPair[], protocol: ChatProtocol) {
  const urlOf = typeof url === 'string' ? () => url : url;
  const open = (pair: ChatPair, side: 'buyer' | 'seller') =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(urlOf(pair, side), {
        path: '/io/',
        transports: ['websocket'],
        auth: protocol.auth(pair, side),
        reconnection: false,
        forceNew: true,
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) => reject(new Error(`connect: ${error.message}`)));
    });
  const keyOf = protocol.socketKey ?? ((_pair, side, n) => `${side}:${n}`);
  const shared = new Map<string, { socket: Promise<Socket>; side: 'buyer' | 'seller' }>();
  const socketOf = (pair: ChatPair, side: 'buyer' | 'seller', n: number) => {
    const key = keyOf(pair, side, n);
    let entry = shared.get(key);
    if (!entry) {
      entry = { socket: open(pair, side), side };
      shared.set(key, entry);
    }
    return entry.socket;
  };
  const sockets: Array<{ buyer: Socket; seller: Socket }> = [];
  // A few dozen handshakes at a time: the point is the messages, not a connection storm.
  for (let at = 0; at < pairs.length; at += 25) {
    const batch = pairs.slice(at, at + 25);
    sockets.push(
      ...(await Promise.all(
        batch.map(async (pair, k) => ({
          buyer: await socketOf(pair, 'buyer', at + k),
          seller: await socketOf(pair, 'seller', at + k),
        })),
      )),
    );
  }
  const distinct = await Promise.all(
    [...shared.values()].map(async ({ socket, side }) => ({ socket: await socket, side })),
  );
  return { sockets, distinct };
}

const percentile = (sorted: Float64Array, q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Runs the load against one server (or, with a url per party, the processes of one site) and measures it. */
export async function runPmLoad(
  url: PartyUrl,
  pairs: ChatPair[],
  protocol: ChatProtocol,
  settings: PmLoadSettings,
): Promise<PmLoadResult> {
  const connectStarted = performance.now();
  const { sockets, distinct } = await connectAll(url, pairs, protocol);
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await settings.beforeSending?.();

  interface Pending {
    sentAt: number;
    recipient: Socket;
    measured: boolean;
    acked: boolean;
    delivered: boolean;
  }
  const pending = new Map<string, Pending>();
  const acks: number[] = [];
  const deliveries: number[] = [];
  let refused = 0;
  let sent = 0;
  let windowOpen = false;
  let answeredInWindow = 0;

  for (const { socket, side } of distinct) {
    socket.on(protocol.deliveryEvent, (payload: DeliveryPayload, ack?: (answer: unknown) => void) => {
      if (typeof ack === 'function' && protocol.answer) ack(protocol.answer(payload, side));
      const record = typeof payload.body === 'string' ? pending.get(payload.body) : undefined;
      if (!record || record.recipient !== socket || record.delivered) return;
      record.delivered = true;
      if (record.measured) deliveries.push(performance.now() - record.sentAt);
      if (record.acked) pending.delete(payload.body as string);
    });
  }

  const started = performance.now();
  const measureFrom = started + settings.warmupSeconds * 1000;
  const stopAt = measureFrom + settings.seconds * 1000;
  const interval = settings.intervalMs ?? 1000;
  const timers: NodeJS.Timeout[] = [];
  const sending: Promise<void>[] = [];
  pairs.forEach((pair, n) => {
    const { buyer, seller } = sockets[n]!;
    let seq = 0;
    const tick = () => {
      const now = performance.now();
      if (now >= stopAt) return;
      const fromBuyer = seq % 2 === 0;
      const body = `bench-${n}-${seq++}`;
      const record: Pending = {
        sentAt: now,
        recipient: fromBuyer ? seller : buyer,
        measured: now >= measureFrom,
        acked: false,
        delivered: false,
      };
      if (record.measured) sent++;
      pending.set(body, record);
      sending.push(
        protocol
          .send(fromBuyer ? buyer : seller, pair, body)
          .then((ok) => {
            if (!ok) {
              if (record.measured) refused++;
              pending.delete(body);
              return;
            }
            record.acked = true;
            if (windowOpen) answeredInWindow++;
            if (record.measured) acks.push(performance.now() - record.sentAt);
            if (record.delivered) pending.delete(body);
          })
          .catch(() => undefined),
      );
    };
    const start = setTimeout(
      () => {
        tick();
        timers.push(setInterval(tick, interval));
      },
      (n / pairs.length) * interval,
    );
    timers.push(start);
  });

  await sleep(measureFrom - performance.now());
  windowOpen = true;
  settings.onMeasureStart?.();
  await sleep(stopAt - performance.now());
  windowOpen = false;
  settings.onMeasureEnd?.();
  timers.forEach((timer) => clearTimeout(timer));
  // What is still outstanding gets the ack timeout to arrive; after that it is lost.
  const settleBy = performance.now() + ACK_TIMEOUT_MS;
  while ([...pending.values()].some((p) => p.measured) && performance.now() < settleBy) await sleep(100);
  await Promise.allSettled(sending);
  const lost = [...pending.values()].filter((p) => p.measured).length;
  for (const { socket } of distinct) socket.close();

  const ackTimes = Float64Array.from(acks).sort();
  const deliveryTimes = Float64Array.from(deliveries).sort();
  return {
    pairs: pairs.length,
    sent,
    perSecond: sent / settings.seconds,
    ackP50Ms: percentile(ackTimes, 0.5),
    ackP99Ms: percentile(ackTimes, 0.99),
    deliveryP50Ms: percentile(deliveryTimes, 0.5),
    deliveryP99Ms: percentile(deliveryTimes, 0.99),
    answeredInWindow,
    refused,
    lost,
    connectSeconds,
  };
}
