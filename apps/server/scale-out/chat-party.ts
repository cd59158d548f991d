import { randomUUID } from 'node:crypto';
import type { AckOf, ClientEventName, ClientPayloadOf } from '@storefront/contract';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatSocket } from '../src/modules/pm/pm.test-helpers.ts';

/*
 * One side of a conversation as the web client behaves (web/src/chat/catch-up.ts): it keeps the
 * last change it applied, and after any reconnection asks for every change since, page by page.
 * Sends carry a client id and are retried with it until acknowledged, so a send whose process
 * died before answering is stored once. Where it reconnects is the caller's choice (a load
 * balancer's): `reconnect` takes the address of a live process.
 */

export interface SeenMessage {
  idx: number;
  body: string;
  revoked: boolean;
  /** For live chat: the last edit's body. */
  edited?: string;
  deleted?: boolean;
}

type Kind = 'pm' | 'live';

interface Outgoing {
  clientId: string;
  body: string;
  resolve: (idx: number) => void;
  reject: (error: Error) => void;
}

const ACK_TIMEOUT_MS = 5_000;

export class ChatParty {
  private socket: ChatSocket | null = null;
  /** The last change applied; null until the first connection announces one. */
  position: number | null = null;
  /** The conversation's messages as this side sees them, by idx. */
  readonly messages = new Map<number, SeenMessage>();
  /** Changes applied that were already applied (a catch-up overlapping what came live); must stay harmless. */
  repeats = 0;
  /** Every idx the first time it was applied, in that order. */
  readonly firstSeen: number[] = [];
  /** What the other side read up to (pm reads, live-chat reads). */
  readUpTo = 0;
  private readonly outbox: Outgoing[] = [];
  private draining = false;

  constructor(
    private readonly kind: Kind,
    private readonly subjectIdx: number,
    private readonly auth: { token?: string; guest?: string },
    /** Staff catch up per conversation (`liveChat.since` with its subjectIdx). */
    private readonly perConversation = false,
  ) {}

  get connected(): boolean {
    return this.socket?.connected === true;
  }

  /** Connects to `url` and catches up; resolves once every change since the last applied one is in. */
  async reconnect(url: string): Promise<void> {
    this.socket?.removeAllListeners();
    this.socket?.close();
    const socket: ChatSocket = connect(url, {
      path: '/io/',
      transports: ['websocket'],
      auth: { ...this.auth, lang: 'en' },
      reconnection: false,
      forceNew: true,
    });
    this.socket = socket;
    const untyped = socket as unknown as Socket;
    const announced = new Promise<number>((resolve) => {
      untyped.once(this.kind === 'pm' ? 'pm.init' : 'liveChat.init', (init: { position?: number }) =>
        resolve(init.position ?? 0),
      );
    });
    this.listen(untyped);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    if (this.position === null) this.position = this.perConversation ? 0 : await announced;
    await this.catchUp();
    this.flush();
  }

  /** Drops the connection as a dead process or a lost network would. */
  drop(): void {
    this.socket?.removeAllListeners();
    this.socket?.close();
    this.socket = null;
  }

  private listen(socket: Socket): void {
    if (this.kind === 'pm') {
      socket.on('pm', (message: { idx: number; subjectIdx: number; body: unknown; position: number }) =>
        this.applyMessage(message),
      );
      socket.on('pm.revoke', (revoke: { idx: number; subjectIdx: number; position: number }) =>
        this.applyRevoke(revoke),
      );
      socket.on('pm.readed', (read: { subjectIdx: number; upToIdx: number; position: number }) => this.applyRead(read));
    } else {
      socket.on('liveChat', (message: { idx: number; subjectIdx: number; body: unknown; position?: number }, ack) => {
        if (typeof ack === 'function') (ack as (answer: { readed: boolean }) => void)({ readed: false });
        this.applyMessage(message);
      });
      socket.on('liveChat.edit', (edit: { idx: number; subjectIdx: number; body?: unknown; position?: number }) =>
        this.applyEdit(edit),
      );
      socket.on('liveChat.delete', (deleted: { idx: number; subjectIdx: number; position?: number }) =>
        this.applyDelete(deleted),
      );
      socket.on('liveChat.readed', (read: { subjectIdx: number; upToIdx: number; position?: number }) =>
        this.applyRead(read),
      );
    }
    // A transport closed by the server (Redis came back, a process is stopping) reconnects here too.
    socket.on('disconnect', (reason: string) => {
      if (reason !== 'transport close' && reason !== 'transport error') return;
      this.lost += 1;
      this.onLost?.();
    });
  }

  /** Connections lost from the server's side (a transport closed or broken). */
  lost = 0;
  /** Called when the connection is lost by the server's side; the test reconnects it somewhere. */
  onLost: (() => void) | undefined;

  private advance(position: number | undefined): void {
    if (position !== undefined && (this.position === null || position > this.position)) this.position = position;
  }

  private applyMessage(message: { idx: number; subjectIdx: number; body: unknown; position?: number }): void {
    if (message.subjectIdx !== this.subjectIdx) return;
    if (this.messages.has(message.idx)) this.repeats += 1;
    else {
      this.messages.set(message.idx, { idx: message.idx, body: String(message.body), revoked: false });
      this.firstSeen.push(message.idx);
    }
    this.advance(message.position);
  }

  private applyRevoke(revoke: { idx: number; subjectIdx: number; position: number }): void {
    const seen = this.messages.get(revoke.idx);
    if (seen) seen.revoked = true;
    this.advance(revoke.position);
  }

  private applyEdit(edit: { idx: number; subjectIdx: number; body?: unknown; position?: number }): void {
    const seen = this.messages.get(edit.idx);
    if (seen && edit.body !== undefined) seen.edited = String(edit.body);
    this.advance(edit.position);
  }

  private applyDelete(deleted: { idx: number; subjectIdx: number; position?: number }): void {
    const seen = this.messages.get(deleted.idx);
    if (seen) seen.deleted = true;
    this.advance(deleted.position);
  }

  private applyRead(read: { subjectIdx: number; upToIdx: number; position?: number }): void {
    if (read.subjectIdx === this.subjectIdx) this.readUpTo = Math.max(this.readUpTo, read.upToIdx);
    this.advance(read.position);
  }

  /** Every change after the position held, page after page (spec 4, made exact). */
  async catchUp(): Promise<void> {
    for (;;) {
      const position = this.position ?? 0;
      if (this.kind === 'pm') {
        const answer = await this.ask('pm.since', { position });
        if (answer.code !== 0 || !('changes' in answer)) throw new Error(`pm.since: ${JSON.stringify(answer)}`);
        for (const change of answer.changes) {
          if (change.kind === 'message') this.applyMessage(change.message);
          else if (change.kind === 'revoke') this.applyRevoke(change.revoke);
          else this.applyRead(change.read);
        }
        this.advance(answer.position);
        if (!answer.more) return;
      } else {
        const answer = await this.ask('liveChat.since', {
          position,
          ...(this.perConversation ? { subjectIdx: this.subjectIdx } : {}),
        });
        if (answer.code !== 0 || !('changes' in answer)) throw new Error(`liveChat.since: ${JSON.stringify(answer)}`);
        for (const change of answer.changes) {
          if (change.kind === 'message') this.applyMessage(change.message);
          else if (change.kind === 'edit') this.applyEdit(change.edit);
          else if (change.kind === 'delete') this.applyDelete(change.delete);
          else this.applyRead(change.read);
        }
        this.advance(answer.position);
        if (!answer.more) return;
      }
    }
  }

  async ask<E extends ClientEventName>(event: E, payload: ClientPayloadOf<E>): Promise<AckOf<E>> {
    if (!this.socket) throw new Error('not connected');
    const untyped = this.socket as unknown as Socket;
    return (await untyped.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as AckOf<E>;
  }

  /**
   * Sends `body` (with a client id of its own) and resolves with the stored idx once acknowledged,
   * however many connections that takes: sends go one at a time, in order, each retried with
   * the same client id until a process answers.
   */
  send(body: string): Promise<number> {
    return new Promise((resolve, reject) => {
      // Random, as the web client's: client ids are unique per conversation, whoever sends.
      this.outbox.push({ clientId: randomUUID(), body, resolve, reject });
      this.flush();
    });
  }

  /** Sends what is waiting, one at a time (again after a reconnection). */
  flush(): void {
    if (this.draining) return;
    this.draining = true;
    void this.drain().finally(() => {
      this.draining = false;
      // A send queued while the last answer was being taken.
      if (this.outbox.length > 0 && this.connected) this.flush();
    });
  }

  private async drain(): Promise<void> {
    while (this.outbox.length > 0 && this.connected) {
      const next = this.outbox[0] as Outgoing;
      let ack: { code: number; idx?: number };
      try {
        ack = (await this.ask(this.kind === 'pm' ? 'pm' : 'liveChat', {
          subjectIdx: this.subjectIdx,
          body: next.body,
          clientId: next.clientId,
        })) as { code: number; idx?: number };
      } catch {
        // No answer (the process died, the connection dropped): the same send goes again, now
        // if a new connection is up, else after the next one.
        continue;
      }
      // Past the flood limit: the same send again.
      if (ack.code === 4029) continue;
      this.outbox.shift();
      if (ack.code === 0 && typeof ack.idx === 'number') next.resolve(ack.idx);
      else next.reject(new Error(`send refused: ${JSON.stringify(ack)}`));
    }
  }

  /** Sends still waiting for an acknowledgement. */
  get waiting(): number {
    return this.outbox.length;
  }

  close(): void {
    this.drop();
  }
}
