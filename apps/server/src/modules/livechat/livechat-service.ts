import { randomUUID } from 'node:crypto';
import {
  Code,
  LIVE_CHAT_BODY_MAX_CHARS,
  LIVE_CHAT_PAGE_SIZE,
  LIVE_CANNED_MAX,
  LIVE_PROFILE_ORDERS,
  LIVE_QUEUE_PAGE_SIZE,
  MessageFlag,
  type LiveAgent,
  type LiveCanned,
  type LiveChatState,
  type LiveConversation,
  type LiveProfile,
  type LiveRouting,
  type StaffPresenceStatus,
} from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import { accountProfile, staffCards, userCards } from '../accounts/users-repository.ts';
import type { OrdersService } from '../orders/orders-service.ts';
import { ChatStore } from '../chat/chat-store.ts';
import { preparePicture, prepareText, type StoredBody } from '../chat/message-bodies.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import type { GuestTokens } from './guest-tokens.ts';
import { dropUnwritten, expireQueued } from './livechat-expiry.ts';
import { LiveAddressLimits, type LiveAddressLimitSettings } from './livechat-guards.ts';
import {
  canEndConversation,
  canReadConversation,
  canTransferConversation,
  isShopperOf,
  shopperOfSubject,
  writeRefusal,
  type LiveActor,
  type Shopper,
} from './livechat-policy.ts';
import {
  conversationExtras,
  LIVE_KIND,
  LivechatRepository,
  liveParties,
  shopperParty,
  staffSideParty,
  type CannedRow,
  type ConversationRow,
  type LiveSide,
  type MessageRow,
  type SubjectRow,
} from './livechat-repository.ts';
import { pickAgent } from './livechat-routing.ts';
import {
  conversationView,
  liveChangeView,
  messageView,
  shopperView,
  stateView,
  type People,
} from './livechat-views.ts';
import type { QueuePasses } from './queue-passes.ts';
import type { StaffPresence } from './staff-presence.ts';

/** Ended conversations per page of the console's archive. */
export const ENDED_PAGE_SIZE = 20;

export interface LivechatSettings {
  routing: LiveRouting;
  /** Conversations one agent holds at most. */
  cap: number;
  /** The flood limit: messages one shopper or agent may send per window. */
  sendLimit: { messages: number; windowSeconds: number };
  /** What one client address may do as a guest (livechat-guards.ts). */
  perAddress: LiveAddressLimitSettings;
  /** Minutes a queued conversation waits for an agent before it ends (livechat-expiry.ts). */
  queueExpiryMinutes: number;
}

export interface LivechatDeps {
  db: Db;
  uploads: Pick<UploadsService, 'isOwnUpload' | 'isGuestUpload'>;
  limiter: RateLimiter;
  orders: Pick<OrdersService, 'list'>;
  guests: GuestTokens;
  presence: StaffPresence;
  /** Where queue passes take turns: this process, or every process through Redis. */
  passes: QueuePasses;
}

/**
 * What a change's deliveries need, read in the change's own statement: each party's position, the
 * shopper's unread total, and the consoles' row excerpts (livechat-repository conversationExtras).
 */
export interface LiveChangeResult {
  subject: SubjectRow;
  positions: Map<string, number>;
  extras: ConversationExtras | null;
}

export interface ConversationExtras {
  shopperUnread: number;
  first: string | null;
  last: { body: string; flag: number } | null;
}

export interface SentLiveMessage extends LiveChangeResult {
  message: MessageRow;
  duplicate: boolean;
  /** The shopper's message queued the conversation just now. */
  queued: boolean;
}

export interface ReadMark extends LiveChangeResult {
  reader: LiveSide;
  /** The newest message marked read; null when none was unread. */
  upToIdx: number | null;
}

export interface LiveMessageChange extends LiveChangeResult {
  message: MessageRow;
}

/** Staff names and shoppers' cards the consoles' rows and the widget's state show, kept this long. */
const CARDS_TTL_MS = 60_000;

/**
 * The live customer-service chat (spec 2.5, 4; issue 13): conversations between a shopper and
 * staff, sending, read marks, unread counters, the queue and its routing, canned answers and the
 * shopper's profile. Owner of the live_* tables. Knows nothing of sockets or HTTP: the events and
 * calls ask it, check nothing themselves, and deliver what it returns (livechat-delivery.ts).
 */
export class LivechatService {
  readonly guests: GuestTokens;
  readonly presence: StaffPresence;
  readonly passes: QueuePasses;
  readonly addressLimits: LiveAddressLimits;
  private readonly repo: LivechatRepository;
  /** The chat core over live chat's tables: messages, reads, edits, deletes, the change log. */
  private readonly chat: ChatStore<MessageRow>;
  /** People's cards by idx, with when each was read (names in consoles' rows and shoppers' states). */
  private readonly cards = new Map<number, { card: { name: string; avatar: string }; at: number }>();
  /** Automatic assignments run one at a time in a process; the database's `where status = 'queued'` guards across processes. */
  private routing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: LivechatDeps,
    readonly settings: LivechatSettings,
  ) {
    this.repo = new LivechatRepository(deps.db);
    this.chat = new ChatStore<MessageRow>(deps.db, LIVE_KIND);
    this.guests = deps.guests;
    this.presence = deps.presence;
    this.passes = deps.passes;
    this.addressLimits = new LiveAddressLimits(deps.limiter, settings.perAddress);
  }

  /** Unread staff answers in the user's live chats, ended ones included (the todo poll's count). */
  async unreadTotal(userIdx: number): Promise<number> {
    return this.repo.unreadOf({ kind: 'shopper', userIdx, guestId: null });
  }

  /** A conversation the actor may read; 4004 for any other, as if it did not exist. */
  async readable(actor: LiveActor, subjectIdx: number): Promise<SubjectRow> {
    const subject = await this.repo.subject(subjectIdx);
    if (!subject || !canReadConversation(actor, subject)) throw ApiError.notFound();
    return subject;
  }

  private async writable(actor: LiveActor, subjectIdx: number): Promise<SubjectRow> {
    const subject = await this.repo.subject(subjectIdx);
    if (!subject) throw ApiError.notFound();
    const refusal = writeRefusal(actor, subject);
    if (refusal) throw refusal;
    return subject;
  }

  /** Typing: checked like a send, nothing stored. */
  async typing(actor: LiveActor, subjectIdx: number): Promise<SubjectRow> {
    return this.writable(actor, subjectIdx);
  }

  /**
   * Messages older than `beforeIdx` (the newest without it), oldest first; `ended` when the
   * conversation has; `position`, where the reader's side of the change log stood before the page
   * was read (a later `liveChat.since` from it brings whatever came meanwhile, at worst again).
   */
  async history(actor: LiveActor, subjectIdx: number, beforeIdx?: number) {
    const subject = await this.readable(actor, subjectIdx);
    const position = await this.chat.position(
      actor.kind === 'shopper' ? shopperParty(actor) : staffSideParty(subject.idx),
    );
    const rows = await this.chat.messagesBefore(subject.idx, beforeIdx, LIVE_CHAT_PAGE_SIZE);
    return { ended: subject.status === 'ended', rows: rows.reverse().map((row) => messageView(row, actor)), position };
  }

  // ----- the shopper's side -----

  /** The shopper's unread total and the state of their open (or last ended, unrated) conversation. */
  async init(shopper: Shopper): Promise<{ unread: number; state: LiveChatState | null; position: number }> {
    const [unread, latest, position] = await Promise.all([
      this.repo.unreadOf(shopper),
      this.repo.latest(shopper),
      this.chat.position(shopperParty(shopper)),
    ]);
    const shown = latest && (latest.status !== 'ended' || latest.rating === null) ? latest : undefined;
    return { unread, state: shown ? await this.state(shown) : null, position };
  }

  /**
   * What a change just told of the shopper's side: their unread total (read in the change's
   * statement), the conversation's state and their position, without reading the tables again.
   */
  async initAfter(change: LiveChangeResult): Promise<{ unread: number; state: LiveChatState; position?: number }> {
    const shopper = shopperOfSubject(change.subject);
    const position = change.positions.get(shopperParty(shopper));
    const unread = change.extras?.shopperUnread ?? (await this.repo.unreadOf(shopper));
    return { unread, state: await this.state(change.subject), ...(position === undefined ? {} : { position }) };
  }

  /** People's cards, from this process's memory when read in the last CARDS_TTL_MS. */
  private async cardsOf(idxs: number[]): Promise<People> {
    const now = Date.now();
    const missing = [...new Set(idxs)].filter((idx) => {
      const kept = this.cards.get(idx);
      return !kept || now - kept.at > CARDS_TTL_MS;
    });
    if (missing.length > 0) {
      const read = await userCards(this.deps.db, missing);
      for (const [idx, card] of read) this.cards.set(idx, { card, at: now });
      if (this.cards.size > 10_000) this.cards.clear();
    }
    const people: People = new Map();
    for (const idx of idxs) {
      const kept = this.cards.get(idx);
      if (kept) people.set(idx, kept.card);
    }
    return people;
  }

  /** What the shopper's widget shows of a conversation: queue place, staff online, the agent. */
  async state(subject: SubjectRow): Promise<LiveChatState> {
    const agentIdx = subject.status === 'assigned' ? subject.staff_idx : null;
    const [place, online, agent] = await Promise.all([
      subject.status === 'queued' ? this.repo.placeOf(subject) : null,
      this.presence.online(),
      agentIdx === null ? null : this.cardsOf([agentIdx]),
    ]);
    return stateView(
      subject,
      place,
      online.length > 0,
      agentIdx === null ? null : (agent?.get(agentIdx)?.name ?? null),
    );
  }

  /**
   * Begins the shopper's chat or resumes the one that has not ended (an ended one is never
   * reopened); marks the staff's messages read (unread 0) and records where the shopper is.
   */
  async begin(
    shopper: Shopper,
    context: { page?: string; lang: string; referer?: string },
  ): Promise<{ subject: SubjectRow; created: boolean; read: ReadMark }> {
    const existing = await this.repo.current(shopper);
    const begun = existing ?? (await this.repo.begin(shopper));
    const read = await this.read(begun.idx, 'shopper');
    const subject = await this.updated(begun.idx, {
      shopper_present: true,
      lang: context.lang,
      ...(context.page !== undefined ? { page: context.page } : {}),
      ...(context.referer !== undefined && begun.referer === null ? { referer: context.referer } : {}),
    });
    return { subject, created: !existing, read: { ...read, subject } };
  }

  /**
   * The shopper closing the panel (the conversation stays) or, with `finish`, anyone allowed
   * ending it for good. `ended`: it ended just now (its agent's load fell, the queue may move).
   */
  async end(
    actor: LiveActor,
    subjectIdx: number,
    finish: boolean,
  ): Promise<{ subject: SubjectRow; ended: SubjectRow | null }> {
    const subject = await this.repo.subject(subjectIdx);
    if (!subject || !canEndConversation(actor, subject)) throw ApiError.notFound();
    if (actor.kind === 'shopper' && !finish) {
      return { subject: await this.updated(subject.idx, { shopper_present: false }), ended: null };
    }
    const ended = await this.repo.end(subject.idx);
    return ended ? { subject: ended, ended: subject } : { subject, ended: null };
  }

  async page(shopper: Shopper, subjectIdx: number, page: string): Promise<SubjectRow> {
    const subject = await this.readable(shopper, subjectIdx);
    if (subject.status === 'ended') return subject;
    return this.updated(subject.idx, { page });
  }

  /** Rates an ended conversation of the shopper's (a second rating replaces the first). */
  async rate(shopper: Shopper, subjectIdx: number, score: number, comment?: string): Promise<SubjectRow> {
    const subject = await this.readable(shopper, subjectIdx);
    if (subject.status !== 'ended') throw new ApiError(Code.forbidden, 'liveRateOpen');
    return this.updated(subject.idx, { rating: score, rating_comment: comment ? comment : null });
  }

  private async updated(idx: number, values: Parameters<LivechatRepository['update']>[1]): Promise<SubjectRow> {
    const row = await this.repo.update(idx, values);
    if (!row) throw ApiError.notFound();
    return row;
  }

  // ----- messages, both sides -----

  private async prepare(actor: LiveActor, flag: number | undefined, body: string): Promise<StoredBody> {
    if (flag !== MessageFlag.image) return prepareText(body, LIVE_CHAT_BODY_MAX_CHARS);
    if (body.length > LIVE_CHAT_BODY_MAX_CHARS) return prepareText(body, LIVE_CHAT_BODY_MAX_CHARS);
    const { uploads } = this.deps;
    // A guest's picture is a private upload made with its guest token (uploads-routes.ts).
    if (actor.kind === 'shopper' && actor.userIdx === null) {
      const { guestId } = actor;
      return preparePicture(body, (url) => uploads.isGuestUpload(guestId, url));
    }
    const userIdx = actor.kind === 'staff' ? actor.idx : actor.userIdx;
    return preparePicture(
      body,
      async (url) =>
        (await uploads.isOwnUpload(userIdx, url, 'private')) || uploads.isOwnUpload(userIdx, url, 'public'),
    );
  }

  /**
   * Stores a message before anything is acknowledged, in one statement (the chat core's store):
   * the sender's flood hits (and a guest's client address's), the guard that the conversation is
   * the sender's and has not ended, the message, the other side's unread count, the queueing of
   * an open conversation by the shopper's first message, and the change for each party. A retried
   * client id (per conversation) stores nothing and answers the first message (`duplicate`), even
   * past the flood limit (a resend after a lost ack). Refusals are worked out only when nothing
   * was stored: 4004 outside one's conversations, 4003 to an ended one or another agent's, 4029
   * past the flood limit.
   */
  async send(
    actor: LiveActor,
    input: { subjectIdx: number; flag?: number; body: string; clientId?: string },
    address?: string,
  ): Promise<SentLiveMessage> {
    const body = await this.prepare(actor, input.flag, input.body);
    const clientId = input.clientId ?? randomUUID();
    const staff = actor.kind === 'staff';
    const { messages, windowSeconds } = this.settings.sendLimit;
    const key = staff ? `live:staff:${actor.idx}` : `live:${actor.userIdx ?? actor.guestId}`;
    const floods = [{ hit: this.deps.limiter.hitStatement(key, windowSeconds), max: messages }];
    if (!staff && actor.userIdx === null && address !== undefined) floods.push(this.addressLimits.sendHit(address));
    const { floodHits, stored } = await this.chat.store({
      subjectIdx: input.subjectIdx,
      guard: staff
        ? sql<boolean>`s.status = 'assigned' and s.staff_idx = ${actor.idx}`
        : sql<boolean>`s.status <> 'ended' and ${
            actor.userIdx !== null ? sql`s.user_idx = ${actor.userIdx}` : sql`s.guest_id = ${actor.guestId}`
          }`,
      values: { ...body, senderIdx: staff ? actor.idx : actor.userIdx, staff, clientId },
      unreadColumn: staff ? 'user_unread' : 'staff_unread',
      ...(staff
        ? {}
        : {
            set: sql`status = case when status = 'open' then 'queued' else status end,
              queued_at = case when status = 'open' then now() else queued_at end`,
          }),
      parties: liveParties,
      floods,
      extra: conversationExtras('subject', sql`subject.user_unread`),
    });
    if (stored) {
      const subject = subjectOf(stored.after);
      const extras = extrasOf(stored.extra);
      return {
        message: stored.message,
        subject,
        positions: stored.positions,
        // The message itself is the conversation's latest, and the shopper's first when there was
        // none (the statement's reads began before it).
        extras: extras && {
          ...extras,
          first: extras.first ?? (staff ? null : stored.message.body),
          last: { body: stored.message.body, flag: stored.message.flag },
        },
        duplicate: false,
        queued: stored.before.status === 'open' && subject.status === 'queued',
      };
    }
    const subject = await this.writable(actor, input.subjectIdx);
    const resent = input.clientId === undefined ? undefined : await this.resent(actor, subject, clientId);
    if (resent) return resent;
    if (floodHits.some((hits, index) => hits > (floods[index]?.max ?? 0)))
      throw new ApiError(Code.tooManyRequests, 'pmTooFast');
    // Neither refused nor stored: the conversation changed under the send (it ended, or moved on).
    throw new ApiError(Code.forbidden, 'liveEnded');
  }

  /** The sender's message already stored under this client id in the conversation (a retried send), if any. */
  private async resent(actor: LiveActor, subject: SubjectRow, clientId: string): Promise<SentLiveMessage | undefined> {
    const staff = actor.kind === 'staff';
    const first = await this.chat.messageByClientId({ senderIdx: null, subjectIdx: subject.idx }, clientId);
    const sameSender = first && first.staff === staff && (!staff || first.sender_idx === actor.idx);
    return first && sameSender
      ? { message: first, subject, positions: new Map(), extras: null, duplicate: true, queued: false }
      : undefined;
  }

  /**
   * A side reads a conversation, in one statement (the chat core's read): the other side's
   * messages marked read, the reader's count cleared, the read recorded for both parties.
   */
  private async read(subjectIdx: number, reader: LiveSide): Promise<ReadMark> {
    const read = await this.chat.read({
      subjectIdx,
      fromOther: sql<boolean>`staff = ${reader === 'shopper'}`,
      unreadColumn: reader === 'shopper' ? 'user_unread' : 'staff_unread',
      parties: liveParties,
      readerIdx: null,
      extra: conversationExtras('target', reader === 'shopper' ? sql`0` : sql`target.user_unread`),
    });
    if (!read) throw ApiError.notFound();
    const before = subjectOf(read.before);
    const subject = { ...before, ...(reader === 'shopper' ? { user_unread: 0 } : { staff_unread: 0 }) };
    return { subject, reader, upToIdx: read.upToIdx, positions: read.positions, extras: extrasOf(read.extra) };
  }

  /** Marks the other side's messages read by the actor (the shopper, or its agent). */
  async markRead(actor: LiveActor, subjectIdx: number): Promise<ReadMark> {
    const subject = await this.readable(actor, subjectIdx);
    return this.read(subject.idx, isShopperOf(actor, subject) ? 'shopper' : 'staff');
  }

  /** Marks one delivered message read when the recipient's panel showed it (its delivery ack said so). */
  async readOnDelivery(message: MessageRow): Promise<ReadMark | null> {
    const mark = await this.read(message.subject_idx, message.staff ? 'shopper' : 'staff');
    return mark.upToIdx === null ? null : mark;
  }

  async subject(idx: number): Promise<SubjectRow | undefined> {
    return this.repo.subject(idx);
  }

  /** A staff member's own message: 4004 unknown, 4003 someone else's. */
  private async ownMessage(staffIdx: number, idx: number): Promise<MessageRow> {
    const message = await this.chat.message(idx);
    if (!message || message.deleted_at !== null) throw ApiError.notFound();
    if (!message.staff || message.sender_idx !== staffIdx) throw new ApiError(Code.forbidden, 'liveNotOwnMessage');
    return message;
  }

  /**
   * A change of one message (an edit, a delete) in a transaction: the conversation locked, the
   * change made, then recorded for both parties (the chat core's order of locks).
   */
  private async changeMessage(
    message: MessageRow,
    change: (trx: Db, current: MessageRow) => Promise<MessageRow>,
    kind: 'edit' | 'remove',
  ): Promise<LiveMessageChange> {
    return this.deps.db.transaction().execute(async (trx) => {
      const subject = await this.chat.lockSubject<SubjectRow>(message.subject_idx, trx);
      // Read again under the conversation's lock: a delete or a read that committed meanwhile counts.
      const current = await this.chat.message(message.idx, trx);
      if (!subject || !current || current.deleted_at !== null) throw ApiError.notFound();
      const changed = await change(trx, current);
      const positions = await this.chat.recordChange(subject.idx, liveParties, { kind, messageIdx: message.idx }, trx);
      return { message: changed, subject, positions, extras: null };
    });
  }

  async edit(staffIdx: number, idx: number, body: string): Promise<LiveMessageChange> {
    const message = await this.ownMessage(staffIdx, idx);
    if (message.flag === MessageFlag.image) throw new ApiError(Code.forbidden, 'liveNotOwnMessage');
    const stored = prepareText(body, LIVE_CHAT_BODY_MAX_CHARS);
    return this.changeMessage(message, (trx) => this.chat.edit(message.idx, stored.body, trx), 'edit');
  }

  /** Deletes a staff message; an unread one no longer counts for the shopper. */
  async delete(staffIdx: number, idx: number): Promise<LiveMessageChange> {
    const message = await this.ownMessage(staffIdx, idx);
    return this.changeMessage(
      message,
      async (trx, current) => {
        await this.chat.remove(current.idx, trx);
        if (!current.readed) await this.chat.uncount(current.subject_idx, 'user_unread', trx);
        return current;
      },
      'remove',
    );
  }

  /**
   * What a side missed after `position`, in order: messages (those deleted since are left out:
   * their delete follows), edits, deletes and reads, each as seen from that side. A shopper's over
   * all their conversations; staff's of one conversation (`subjectIdx`, required of staff).
   */
  async since(actor: LiveActor, position: number, subjectIdx?: number) {
    return this.chat.since(await this.sideParty(actor, subjectIdx), position, (row) => liveChangeView(row, actor));
  }

  /** The actor's side in the change log: the shopper's own, or a conversation's staff side (staff). */
  private async sideParty(actor: LiveActor, subjectIdx: number | undefined): Promise<string> {
    if (actor.kind === 'shopper') return shopperParty(actor);
    if (subjectIdx === undefined) throw ApiError.invalid('subjectIdx');
    return staffSideParty((await this.readable(actor, subjectIdx)).idx);
  }

  // ----- the staff's side -----

  private async people(idxs: Array<number | null>): Promise<People> {
    return userCards(
      this.deps.db,
      idxs.filter((idx): idx is number => idx !== null),
    );
  }

  async conversationViews(rows: ConversationRow[]): Promise<LiveConversation[]> {
    const people = await this.people(rows.flatMap((row) => [row.user_idx, row.staff_idx]));
    return rows.map((row) => conversationView(row, people));
  }

  /** A conversation's console row; null when the shopper never wrote in it (the consoles never list it). */
  async conversation(idx: number): Promise<LiveConversation | null> {
    const row = await this.repo.conversation(idx);
    if (!row || row.queued_at === null) return null;
    const [view] = await this.conversationViews([row]);
    return view ?? null;
  }

  /** A conversation's console row that must be there (one just claimed or transferred): 4004 if it is not. */
  async listedConversation(idx: number): Promise<LiveConversation> {
    const view = await this.conversation(idx);
    if (!view) throw ApiError.notFound();
    return view;
  }

  /**
   * The console row after a change whose statement read the row's excerpts (a send, a read):
   * no query but the cards this process has not seen lately. Null as `conversation`.
   */
  async conversationAfter(change: LiveChangeResult): Promise<LiveConversation | null> {
    const { subject, extras } = change;
    if (!extras) return this.conversation(subject.idx);
    if (subject.queued_at === null) return null;
    const people = await this.cardsOf(
      [subject.user_idx, subject.staff_idx].filter((idx): idx is number => idx !== null),
    );
    const row: ConversationRow = {
      ...subject,
      first_message: extras.first,
      last_message: extras.last?.body ?? null,
      last_flag: extras.last?.flag ?? null,
    };
    return conversationView(row, people);
  }

  /** Every staff member with their presence and load. */
  async agents(): Promise<LiveAgent[]> {
    const [staff, loads] = await Promise.all([staffCards(this.deps.db), this.repo.agentLoads()]);
    return Promise.all(
      staff.map(async (agent) => ({
        idx: agent.idx,
        name: agent.name,
        status: await this.presence.get(agent.idx),
        open: loads.get(agent.idx)?.open ?? 0,
      })),
    );
  }

  async console(staffIdx: number) {
    const [{ rows, queueTotal }, agents] = await Promise.all([
      this.repo.consoleConversations(LIVE_QUEUE_PAGE_SIZE),
      this.agents(),
    ]);
    const me = agents.find((agent) => agent.idx === staffIdx) ?? {
      idx: staffIdx,
      name: '',
      status: 'offline',
      open: 0,
    };
    return {
      conversations: await this.conversationViews(rows),
      queueTotal,
      agents,
      me,
      routing: this.settings.routing,
      cap: this.settings.cap,
    };
  }

  async setPresence(staffIdx: number, status: StaffPresenceStatus): Promise<LiveAgent> {
    await this.presence.set(staffIdx, status);
    const agents = await this.agents();
    const me = agents.find((agent) => agent.idx === staffIdx);
    if (!me) throw ApiError.forbidden();
    return me;
  }

  /** Takes a queued conversation: 4003 when another agent took it first, or at the cap. */
  async claim(staffIdx: number, subjectIdx: number): Promise<SubjectRow> {
    const subject = await this.repo.subject(subjectIdx);
    if (!subject) throw ApiError.notFound();
    if (subject.status !== 'queued') throw new ApiError(Code.forbidden, 'liveTaken');
    const claimed = await this.repo.assignUnderCap(subjectIdx, staffIdx, null, this.settings.cap);
    if (claimed === 'atCap') throw new ApiError(Code.forbidden, 'liveAtCap', { max: String(this.settings.cap) });
    if (!claimed) throw new ApiError(Code.forbidden, 'liveTaken');
    return claimed;
  }

  /** Hands a conversation (the caller's, or a queued one) to another agent who is not offline. */
  async transfer(
    staffIdx: number,
    subjectIdx: number,
    toIdx: number,
  ): Promise<{ subject: SubjectRow; from: number | null }> {
    const subject = await this.repo.subject(subjectIdx);
    if (!subject) throw ApiError.notFound();
    if (!canTransferConversation({ kind: 'staff', idx: staffIdx }, subject))
      throw new ApiError(Code.forbidden, 'liveNotYours');
    const staff = await staffCards(this.deps.db);
    if (!staff.some((agent) => agent.idx === toIdx)) throw ApiError.invalid('staffIdx');
    if ((await this.presence.get(toIdx)) === 'offline') throw new ApiError(Code.forbidden, 'liveAgentOffline');
    const from = subject.status === 'assigned' ? subject.staff_idx : null;
    const moved = await this.repo.assignUnderCap(subjectIdx, toIdx, from, this.settings.cap);
    if (moved === 'atCap') throw new ApiError(Code.forbidden, 'liveAgentAtCap', { max: String(this.settings.cap) });
    if (!moved) throw new ApiError(Code.forbidden, 'liveTaken');
    return { subject: moved, from };
  }

  /**
   * Under automatic routing, assigns queued conversations, longest waiting first, each to the
   * online agent with the fewest open ones under the cap (ties: idle longest). Returns those assigned.
   */
  autoAssign(): Promise<SubjectRow[]> {
    if (this.settings.routing !== 'auto') return Promise.resolve([]);
    const run = this.routing.then(async () => {
      const assigned: SubjectRow[] = [];
      for (const queued of await this.repo.queue()) {
        const [online, loads] = await Promise.all([this.presence.online(), this.repo.agentLoads()]);
        const agent = pickAgent(online, loads, this.settings.cap);
        if (agent === null) break;
        const row = await this.repo.assignUnderCap(queued.idx, agent, null, this.settings.cap);
        if (row && row !== 'atCap') assigned.push(row);
      }
      return assigned;
    });
    this.routing = run.catch(() => undefined);
    return run;
  }

  /** Queued conversations (their shoppers' places change when one leaves the queue). */
  queue(): Promise<SubjectRow[]> {
    return this.repo.queue();
  }

  /** Every queued conversation with its shopper's state, places counted from one read of the queue. */
  async queueStates(): Promise<Array<{ subject: SubjectRow; state: LiveChatState }>> {
    const [queue, online] = await Promise.all([this.repo.queue(), this.presence.online()]);
    return queue.map((subject, index) => ({ subject, state: stateView(subject, index + 1, online.length > 0, null) }));
  }

  notEnded(): Promise<SubjectRow[]> {
    return this.repo.notEnded();
  }

  /** Sign-in carry-over: the guest's conversations become the account's (that browser's token only). */
  adopt(guestId: string, userIdx: number) {
    return this.repo.adopt(guestId, userIdx);
  }

  async pictureSharedWith(url: string, shopper: Shopper): Promise<boolean> {
    return this.repo.pictureSharedWith(url, shopper);
  }

  // ----- the console's HTTP calls -----

  /** A page of the queue for the console (its first page is in the snapshot). */
  async queuePage(page: number) {
    const { rows, total } = await this.repo.queuePage(page, LIVE_QUEUE_PAGE_SIZE);
    return {
      rows: await this.conversationViews(rows),
      paging: { current: page, total, size: LIVE_QUEUE_PAGE_SIZE },
    };
  }

  async ended(page: number) {
    const { rows, total } = await this.repo.endedPage(page, ENDED_PAGE_SIZE);
    return { rows: await this.conversationViews(rows), paging: { current: page, total, size: ENDED_PAGE_SIZE } };
  }

  async profile(subjectIdx: number): Promise<LiveProfile> {
    const subject = await this.repo.subject(subjectIdx);
    if (!subject) throw ApiError.notFound();
    const [account, pastConversations] = await Promise.all([
      subject.user_idx === null ? null : accountProfile(this.deps.db, subject.user_idx),
      this.repo.pastCount(subject),
    ]);
    const orders = account ? (await this.deps.orders.list(account.idx, undefined, 1)).rows : [];
    const people: People = account ? new Map([[account.idx, account]]) : new Map();
    return {
      shopper: shopperView(subject, people),
      email: account?.email ?? null,
      memberSince: account ? account.createdAt.toISOString() : null,
      lang: subject.lang,
      page: subject.page,
      referer: subject.referer,
      pastConversations,
      orders: orders.slice(0, LIVE_PROFILE_ORDERS).map((order) => ({
        idx: order.idx,
        status: order.status,
        total: order.total,
        itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
        createdAt: order.createAt,
        url: `/mine/order/detail?idx=${order.idx}`,
      })),
    };
  }

  async cannedList(): Promise<LiveCanned[]> {
    return (await this.repo.cannedList()).map(cannedView);
  }

  async cannedSave(staffIdx: number, input: { idx?: number; shortcut: string; body: string }): Promise<LiveCanned> {
    const taken = () => ApiError.invalid('shortcut', 'liveShortcutTaken');
    if (input.idx !== undefined) {
      const changed = await this.repo.cannedChange(input.idx, input.shortcut, input.body);
      if (changed === 'taken') throw taken();
      if (!changed) throw ApiError.notFound();
      return cannedView(changed);
    }
    if ((await this.repo.cannedCount()) >= LIVE_CANNED_MAX)
      throw new ApiError(Code.invalidInput, 'liveCannedLimit', { max: String(LIVE_CANNED_MAX) });
    const added = await this.repo.cannedAdd(input.shortcut, input.body, staffIdx);
    if (!added) throw taken();
    return cannedView(added);
  }

  async cannedDelete(idx: number): Promise<void> {
    await this.repo.cannedDelete(idx);
  }

  // ----- the queue's expiry (livechat-expiry.ts) -----

  private readonly expiredListeners: Array<(ended: SubjectRow[]) => Promise<void>> = [];

  /** Who tells the clients of conversations this process ended for waiting too long (the socket module). */
  onQueueExpired(listener: (ended: SubjectRow[]) => Promise<void>): void {
    this.expiredListeners.push(listener);
  }

  /**
   * One sweep: ends the queued conversations past LIVE_QUEUE_EXPIRY_MINUTES (their shoppers and
   * the consoles are told) and removes day-old ones never written in. Answers those ended.
   */
  async expireQueue(): Promise<SubjectRow[]> {
    const [ended] = await Promise.all([
      expireQueued(this.deps.db, this.settings.queueExpiryMinutes),
      dropUnwritten(this.deps.db),
    ]);
    if (ended.length > 0) for (const listener of this.expiredListeners) await listener(ended);
    return ended;
  }
}

const cannedView = (row: CannedRow): LiveCanned => ({
  idx: row.idx,
  shortcut: row.shortcut,
  body: row.body,
  updatedAt: row.updated_at.toISOString(),
});

const DATE_COLUMNS = ['created_at', 'updated_at', 'ended_at', 'queued_at', 'assigned_at'] as const;

/** A conversation's row as a statement answered it in JSON (row_to_json): its times as dates again. */
function subjectOf(json: Record<string, unknown>): SubjectRow {
  const row = { ...json };
  for (const column of DATE_COLUMNS) {
    const value = row[column];
    row[column] = typeof value === 'string' ? new Date(value) : null;
  }
  return row as SubjectRow;
}

/** The excerpts a statement read with its change (livechat-repository conversationExtras). */
function extrasOf(json: unknown): ConversationExtras | null {
  if (typeof json !== 'object' || json === null) return null;
  const { shopperUnread, first, last } = json as { shopperUnread?: unknown; first?: unknown; last?: unknown };
  const lastRow = typeof last === 'object' && last !== null ? (last as { body?: unknown; flag?: unknown }) : null;
  return {
    shopperUnread: Number(shopperUnread ?? 0),
    first: typeof first === 'string' ? first : null,
    last: lastRow && typeof lastRow.body === 'string' ? { body: lastRow.body, flag: Number(lastRow.flag ?? 1) } : null,
  };
}
