import { clientEvents, Code, type AckOf, type ClientEventName } from '@storefront/contract';
import type { z } from 'zod';
import type { Access, PrincipalFor } from '../core/principal.ts';
import { ApiError } from '../core/api-error.ts';
import { parsePayload } from '../core/validation.ts';
import type { ServerMessageKey } from '../i18n/server-messages.ts';
import { principalOf, refusalFor, resolveActor, type Actor } from '../core/actor.ts';
import type { RealtimeSocket } from './socket-types.ts';

type Declared<E extends ClientEventName> = (typeof clientEvents)[E];
type AckSchema<E extends ClientEventName> = Declared<E>['ack'];

/** What a handler returns: the acknowledgement's data (as the contract takes it), nothing for an unacknowledged event. */
export type HandlerAnswer<E extends ClientEventName> = AckSchema<E> extends z.ZodType ? z.input<AckSchema<E>> : void;

export interface EventInput<E extends ClientEventName> {
  payload: z.output<Declared<E>['payload']>;
  /** Never null unless the event is declared `from: 'guest'`. */
  principal: PrincipalFor<Declared<E>['from']>;
  actor: Actor;
  socket: RealtimeSocket;
  /**
   * The socket's language, as HTTP handlers get theirs: the handshake's, else the signed-in
   * user's, else Accept-Language's best match. Looked up once per socket, when it connects.
   */
  lang: string;
  /**
   * Runs `emit` right after the acknowledgement is sent (DESIGN.md 4: the handler acknowledges,
   * then emits). Dropped when the handler throws: a refused event emits nothing.
   */
  afterAck(emit: () => void | Promise<void>): void;
}

export interface EventOptions<E extends ClientEventName> {
  /** What a payload that does not parse gets; by default a 4000 naming the field. */
  invalidPayload?: () => ApiError;
  handler: (input: EventInput<E>) => Promise<HandlerAnswer<E>>;
}

/** What the wrapper needs from the server around it. */
export interface EventContext {
  translate(key: ServerMessageKey, lang: string, params?: Record<string, string>): string;
  /**
   * The socket's language, which refusals are worded in and handlers get as `lang`: the
   * handshake's, else the user's, else Accept-Language (kept on the socket once looked up).
   */
  language(socket: RealtimeSocket): Promise<string>;
  /** A fault (never shown to the client beyond code 5000). */
  logFault(error: unknown, details: Record<string, unknown>): void;
  /** Bad input that only the database caught: one line, never a stack. */
  logRefusal?(details: Record<string, unknown>): void;
  /** Tests serve with this on: an acknowledgement that does not match its declaration is a fault. */
  checkAcks?: boolean;
  /** Events being handled (their emits included): closing the server waits for them. */
  inFlight?: Set<Promise<unknown>>;
}

export type AnyAck = { code: number } & Record<string, unknown>;

/** A served event as the socket server keeps it, its types erased. */
export interface SocketEvent {
  name: ClientEventName;
  from: Access;
  /** Serves one emit; resolves to the acknowledgement sent (undefined for an unacknowledged event). Never rejects. */
  handle(socket: RealtimeSocket, context: EventContext, args: unknown[]): Promise<AnyAck | undefined>;
}

/**
 * Serves a client event of the contract, the twin of `defineCall`: checks who may send it,
 * parses the payload with its schema, runs the handler, always acknowledges (when the event has
 * an acknowledgement and the client asked for one) and never throws. An `ApiError` becomes
 * `{ code, message, field? }` in the socket's language; anything else is logged and answered 5000.
 */
export function defineEvent<E extends ClientEventName>(name: E, options: EventOptions<E>): SocketEvent {
  const declared: Declared<E> = clientEvents[name];
  const ackSchema = declared.ack as z.ZodType | null;

  async function run(socket: RealtimeSocket, context: EventContext, raw: unknown, pending: Array<() => unknown>) {
    // The handshake's access token expired: the socket is being cut (session-sockets.ts cutAtExpiry).
    const { expiresAt } = socket.data;
    if (expiresAt !== undefined && Date.now() >= expiresAt) throw new ApiError(Code.notSignedIn, 'sessionExpired');
    const actor = resolveActor(socket.data);
    const refusal = refusalFor(actor, declared.from);
    if (refusal === 'notSignedIn') throw ApiError.notSignedIn();
    if (refusal === 'forbidden') throw ApiError.forbidden();
    let payload: z.output<Declared<E>['payload']>;
    try {
      payload = parsePayload(declared.payload, raw ?? {}) as z.output<Declared<E>['payload']>;
    } catch (error) {
      if (error instanceof ApiError && options.invalidPayload) throw options.invalidPayload();
      throw error;
    }
    const data: unknown = await options.handler({
      payload,
      principal: principalOf<Declared<E>['from']>(actor),
      actor,
      socket,
      lang: await context.language(socket),
      afterAck: (emit) => void pending.push(emit),
    });
    if (ackSchema && context.checkAcks) {
      const checked = ackSchema.safeParse(data);
      if (!checked.success) throw new Error(`${name} acknowledged data that does not match: ${checked.error.message}`);
    }
    return data;
  }

  return {
    name,
    from: declared.from,
    async handle(socket, context, args) {
      // socket.io hands the client's callback as the last argument, when it sent one.
      const last = args.at(-1);
      const callback = typeof last === 'function' ? (last as (answer: unknown) => void) : null;
      const raw = typeof args[0] === 'function' ? undefined : args[0];
      const pending: Array<() => unknown> = [];
      let answer: AnyAck;
      try {
        const data = await run(socket, context, raw, pending);
        answer = { code: Code.ok, ...(data && typeof data === 'object' ? data : {}) };
      } catch (error) {
        pending.length = 0;
        answer = await refusalAck(error, socket, context, name);
      }
      if (callback && ackSchema) {
        try {
          callback(answer);
        } catch (error) {
          context.logFault(error, { event: name, stage: 'ack' });
        }
      }
      for (const emit of pending) {
        try {
          await emit();
        } catch (error) {
          context.logFault(error, { event: name, stage: 'emit' });
        }
      }
      return ackSchema ? answer : undefined;
    },
  };
}

async function refusalAck(
  error: unknown,
  socket: RealtimeSocket,
  context: EventContext,
  event: string,
): Promise<AnyAck> {
  const lang = await context.language(socket).catch(() => 'en');
  if (error instanceof ApiError) {
    const answer: AnyAck = { code: error.code };
    if (error.messageKey !== null) answer.message = context.translate(error.messageKey, lang, error.params);
    const field = (error.data as { field?: unknown } | undefined)?.field;
    if (error.code === Code.invalidInput && typeof field === 'string') answer.field = field;
    return answer;
  }
  if (isDataException(error)) {
    // A value the schemas let through but the database cannot hold: bad input, not a fault. One
    // line, no stack, so a flood of such events cannot flood the log with traces (issue 19).
    context.logRefusal?.({ event, socketId: socket.id, reason: (error as Error).message.slice(0, 200) });
    return { code: Code.invalidInput, message: context.translate('invalidField', lang, { field: 'payload' }) };
  }
  context.logFault(error, { event, socketId: socket.id });
  return { code: Code.serverFault, message: context.translate('serverFault', lang) };
}

/** PostgreSQL's data exceptions (class 22: a number out of range, a malformed value). */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Registers served events on a socket: a listener of unknown arguments fits every event, and `handle` parses them. */
/** Each events list's table by name, made once for every socket that listens with it. */
const tables = new WeakMap<SocketEvent[], Map<string, SocketEvent>>();

/**
 * Serves `events` on the socket through one listener for them all (`onAny`), the table shared by
 * every socket: a listener per event per socket was a few kilobytes of every idle connection
 * (docs/BENCHMARKS.md, "Scale-out"). Names no event declares are ignored, as before.
 */
export function listen(socket: RealtimeSocket, context: EventContext, events: SocketEvent[]): void {
  let table = tables.get(events);
  if (!table) {
    table = new Map(events.map((event) => [event.name, event]));
    tables.set(events, table);
  }
  const byName = table;
  socket.onAny((name: unknown, ...args: unknown[]) => {
    const event = typeof name === 'string' ? byName.get(name) : undefined;
    if (!event) return;
    const work = event.handle(socket, context, args);
    context.inFlight?.add(work);
    void work.finally(() => context.inFlight?.delete(work));
  });
}

/** The acknowledgement type of an event, for tests and callers of `handle`. */
export type AckFor<E extends ClientEventName> = AckOf<E>;
