import type { Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { expect, inject } from 'vitest';
import { call } from './accounts.ts';

/** The demo staff account the seed creates. */
export const DEMO_STAFF = { account: 'staff@demo.shop', password: 'demo1234' } as const;

/** A live-chat message as a client hears it (the fields the journeys read). */
export interface HeardMessage {
  idx: number;
  subjectIdx: number;
  body: string;
  staff: boolean;
}

/**
 * A guest's socket.io client, as the widget connects: a signed guest token from live/chat/guest
 * in the handshake's `auth.guest`. Every live-chat event it hears is kept; incoming messages are
 * acknowledged as read (its panel is open).
 */
export class GuestClient {
  readonly messages: HeardMessage[] = [];
  readonly edits: { idx: number; body?: string }[] = [];
  readonly deletes: number[] = [];
  readonly states: { status: string; subjectIdx: number }[] = [];
  subjectIdx = 0;

  private constructor(readonly socket: Socket) {
    socket.on('liveChat', (message: HeardMessage, ack?: (answer: { readed: boolean }) => void) => {
      this.messages.push(message);
      ack?.({ readed: true });
    });
    socket.on('liveChat.edit', (edit: { idx: number; body?: string }) => this.edits.push(edit));
    socket.on('liveChat.delete', ({ idx }: { idx: number }) => this.deletes.push(idx));
    socket.on('liveChat.state', (state: { status: string; subjectIdx: number }) => this.states.push(state));
  }

  static async connect(): Promise<GuestClient> {
    const minted = await call<{ guestToken: string }>('live/chat/guest', {});
    expect(minted.code).toBe(0);
    const socket = io(inject('baseUrl'), {
      path: '/io/',
      transports: ['websocket'],
      auth: { token: '', lang: 'en', guest: minted.data.guestToken },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return new GuestClient(socket);
  }

  /** Begins a chat on `page` and asks `question` (the first message queues it). */
  async ask(question: string, page = '/'): Promise<number> {
    const begun = (await this.socket.emitWithAck('liveChat.begin', { page })) as { code: number; subjectIdx: number };
    expect(begun.code).toBe(0);
    this.subjectIdx = begun.subjectIdx;
    await this.send(question);
    return begun.subjectIdx;
  }

  async send(body: string): Promise<number> {
    const ack = (await this.socket.emitWithAck('liveChat', {
      subjectIdx: this.subjectIdx,
      body,
      clientId: crypto.randomUUID(),
    })) as { code: number; idx: number };
    expect(ack.code).toBe(0);
    expect(ack.idx).toBeGreaterThan(0);
    return ack.idx;
  }

  typing(text: string): void {
    this.socket.emit('inputing', { subjectIdx: this.subjectIdx, inputing: text !== '', text });
  }

  async rate(score: number, comment: string): Promise<void> {
    const ack = (await this.socket.emitWithAck('liveChat.rate', { subjectIdx: this.subjectIdx, score, comment })) as {
      code: number;
    };
    expect(ack.code).toBe(0);
  }

  close(): void {
    this.socket.close();
  }
}

/** The console's pieces, found by their roles and names. */
export const consoleOf = (page: Page) => ({
  tab: (name: 'Queue' | 'Mine' | 'Ended') => page.getByRole('tab', { name: new RegExp(`^${name}`) }),
  queue: () => page.getByRole('list', { name: 'Queue' }),
  queueRow: (text: string) => page.getByRole('list', { name: 'Queue' }).getByRole('listitem').filter({ hasText: text }),
  mine: () => page.getByRole('list', { name: 'Mine' }),
  ended: () => page.getByRole('list', { name: 'Ended' }),
  messages: (name: string) => page.getByRole('region', { name: `Messages with ${name}` }),
  input: () => page.getByRole('textbox', { name: 'Message' }),
  send: () => page.getByRole('button', { name: 'Send', exact: true }),
  cannedList: () => page.getByRole('listbox', { name: 'Canned answers' }),
});
