import { randomUUID } from 'node:crypto';
import {
  Code,
  MessageFlag,
  PM_MESSAGE_PAGE_SIZE,
  PM_SUBJECT_PAGE_SIZE,
  type PmChange,
  type PmMessage,
  type PmSubject,
} from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import { titlesByLanguage, translatedTitles } from '../catalog/goods-titles-repository.ts';
import { prepareBody, type SentBody } from './pm-bodies.ts';
import type { PmParties } from './pm-parties.ts';
import {
  canOpenSubjectWith,
  canReadSubject,
  canWriteSubject,
  otherSide,
  revokeVerdict,
  sideOf,
  type PmActor,
  type Side,
  type SubjectParties,
} from './pm-policy.ts';
import { ChatStore } from '../chat/chat-store.ts';
import {
  PM_KIND,
  PmRepository,
  pmParties,
  pmParty,
  recipientUnreadSql,
  unreadColumn,
  userOfParty,
  type MessageRow,
  type SubjectRow,
  type SubjectWithLastRow,
} from './pm-repository.ts';
import { messageView, subjectView } from './pm-views.ts';

/** The flood limit: messages one user may send per window, over all their conversations. */
export interface PmSendLimit {
  messages: number;
  windowSeconds: number;
}

/** New conversations (`pm.subject.inquiry`) one user, and one client address, may open per window. */
export interface PmInquiryLimit {
  perUser: number;
  perAddress: number;
  windowSeconds: number;
}

/** A conversation's idx and its parties: all a send needs of it. */
type ConversationParties = SubjectParties & Pick<SubjectRow, 'idx'>;

/** Conversations whose parties a process keeps in memory (a few hundred kilobytes). */
const PARTIES_CACHE_SIZE = 5_000;

/** A change of a conversation, with what each party's clients need to hear of it. */
export interface PmChangeResult {
  subject: Pick<SubjectRow, 'idx' | 'buyer_idx' | 'seller_idx'>;
  /** Each party's position for this change. */
  positions: Map<number, number>;
  /** The party whose unread total changed, if any. */
  unreadChangedFor: number | null;
  /** Their new unread total, when the change already knows it. */
  recipientUnread?: number;
}

export interface SentMessage extends PmChangeResult {
  message: MessageRow;
}

export interface RevokedMessage extends PmChangeResult {
  message: MessageRow;
}

export interface ReadMark extends PmChangeResult {
  readerIdx: number;
  /** The newest message marked read; null when only the counter was reset. */
  upToIdx: number | null;
}

/**
 * Private messages between a buyer and a shop's seller (spec 2.4, 4): conversations, sending,
 * read marks, revoking, unread counters and the per-user change log a reconnecting client reads.
 * Knows nothing of sockets or HTTP: events and calls call it and deliver what it returns.
 */
export class PmService {
  private readonly repo: PmRepository;
  /** The chat core over private messages' tables: messages, reads, revokes, the change log. */
  private readonly chat: ChatStore<MessageRow>;
  private readonly partiesCache = new Map<number, ConversationParties>();

  constructor(
    private readonly db: Db,
    private readonly parties: PmParties,
    private readonly limiter: RateLimiter,
    private readonly sendLimit: PmSendLimit,
    private readonly inquiryLimit: PmInquiryLimit = { perUser: 20, perAddress: 60, windowSeconds: 3600 },
  ) {
    this.repo = new PmRepository(db);
    this.chat = new ChatStore<MessageRow>(db, PM_KIND);
  }

  /**
   * The parties of a conversation the actor may write to, for the hot path of sending: parties
   * never change, so each process keeps up to PARTIES_CACHE_SIZE of them (starting over when full). 4004 for any other.
   */
  private async writableSubject(actor: PmActor, subjectIdx: number): Promise<ConversationParties & { side: Side }> {
    let parties = this.partiesCache.get(subjectIdx);
    if (!parties) {
      const row = await this.repo.subject(subjectIdx);
      if (row) {
        parties = { idx: row.idx, buyer_idx: row.buyer_idx, seller_idx: row.seller_idx, shop_idx: row.shop_idx };
        if (this.partiesCache.size >= PARTIES_CACHE_SIZE) this.partiesCache.clear();
        this.partiesCache.set(subjectIdx, parties);
      }
    }
    const side = parties ? sideOf(actor, parties) : null;
    if (!parties || !side || !canWriteSubject(actor, parties)) throw ApiError.notFound();
    return { ...parties, side };
  }

  /** A conversation the actor is a party to; 4004 for any other, as if it did not exist. */
  private async readableSubject(actor: PmActor, subjectIdx: number): Promise<SubjectRow & { side: Side }> {
    const subject = await this.repo.subject(subjectIdx);
    const side = subject ? sideOf(actor, subject) : null;
    if (!subject || !side || !canReadSubject(actor, subject)) throw ApiError.notFound();
    return { ...subject, side };
  }

  /**
   * The conversation with a shop, opened on first use (one per buyer and shop, even when asked
   * twice at once). Opening a new one counts against the user's and the client address's inquiry
   * limits (4029 beyond); one already open is answered without counting.
   */
  async openSubject(actor: PmActor, shopIdx: number, address?: string): Promise<PmSubject> {
    const shop = await this.parties.shop(shopIdx);
    if (!shop) throw ApiError.notFound();
    if (!canOpenSubjectWith(actor, shop)) throw new ApiError(Code.forbidden, 'pmOwnShop');
    let subject = await this.repo.subjectWith(actor.idx, shop.idx);
    if (!subject) {
      await this.countInquiry(actor.idx, address);
      subject = await this.repo.openSubject(actor.idx, shop.ownerIdx, shop.idx);
    }
    return subjectView(subject, actor.idx, { shops: new Map([[shop.idx, shop]]), people: new Map() });
  }

  /** Counts a new conversation against the user's and the address's inquiry windows; 4029 past either. */
  private async countInquiry(userIdx: number, address: string | undefined): Promise<void> {
    const { perUser, perAddress, windowSeconds } = this.inquiryLimit;
    const [mine, fromAddress] = await Promise.all([
      this.limiter.hit(`pm:inquiry:${userIdx}`, windowSeconds),
      address === undefined ? 0 : this.limiter.hit(`pm:inquiry:ip:${address}`, windowSeconds),
    ]);
    if (mine > perUser || fromAddress > perAddress) throw new ApiError(Code.tooManyRequests, 'tooManyRequests');
  }

  async subject(actor: PmActor, subjectIdx: number): Promise<PmSubject> {
    const subject = await this.readableSubject(actor, subjectIdx);
    const [view] = await this.views([subject], actor.idx);
    if (!view) throw ApiError.notFound();
    return view;
  }

  /** A page of the actor's conversations, most recently updated first. */
  async subjects(actor: PmActor, page: number, size = PM_SUBJECT_PAGE_SIZE, kw?: string) {
    const named = kw ? this.parties.named(kw) : undefined;
    const { rows, total } = await this.repo.subjectsOf(actor.idx, page, size, named);
    return { rows: await this.views(rows, actor.idx), paging: { current: page, total, size } };
  }

  private async views(rows: Array<SubjectRow | SubjectWithLastRow>, viewerIdx: number): Promise<PmSubject[]> {
    const asBuyer = rows.filter((row) => row.buyer_idx === viewerIdx).map((row) => row.shop_idx);
    const asSeller = rows.filter((row) => row.buyer_idx !== viewerIdx).map((row) => row.buyer_idx);
    const [shops, people] = await Promise.all([this.parties.shops(asBuyer), this.parties.people(asSeller)]);
    return rows.map((row) => subjectView(row, viewerIdx, { shops, people }));
  }

  /** Messages older than `beforeIdx` (the newest without it), oldest first. */
  async history(actor: PmActor, subjectIdx: number, beforeIdx?: number, lang?: string) {
    await this.readableSubject(actor, subjectIdx);
    const rows = await this.chat.messagesBefore(subjectIdx, beforeIdx, PM_MESSAGE_PAGE_SIZE);
    return this.inLanguage(
      rows.reverse().map((row) => messageView(row, actor.idx)),
      lang,
    );
  }

  /** Page `page` of a conversation counted from the newest, oldest first within it. */
  async messages(actor: PmActor, subjectIdx: number, page: number, size: number, lang?: string) {
    await this.readableSubject(actor, subjectIdx);
    const { rows, total } = await this.chat.messagesPage(subjectIdx, page, size);
    const views = await this.inLanguage(
      rows.reverse().map((row) => messageView(row, actor.idx)),
      lang,
    );
    return { rows: views, paging: { current: page, total, size } };
  }

  /**
   * Goods cards titled in the reader's `lang` where their product has a translation into it, else
   * as stored when sent (issue 20, point 2); one look-up for the whole page.
   */
  private async inLanguage<M extends PmMessage>(views: M[], lang: string | undefined): Promise<M[]> {
    if (lang === undefined) return views;
    const idxs = views.flatMap((view) => (typeof view.body === 'object' ? [view.body.idx] : []));
    const titles = await translatedTitles(this.db, idxs, lang);
    if (titles.size === 0) return views;
    return views.map((view) => {
      if (typeof view.body !== 'object') return view;
      const title = titles.get(view.body.idx);
      return title === undefined ? view : { ...view, body: { ...view.body, title } };
    });
  }

  /** A catch-up's messages with their goods cards in the reader's language (one look-up for them all). */
  private async changesInLanguage(changes: PmChange[], lang: string | undefined): Promise<PmChange[]> {
    const messages = changes.flatMap((change) => (change.kind === 'message' ? [change.message] : []));
    const titled = await this.inLanguage(messages, lang);
    if (titled === messages) return changes;
    const byIdx = new Map(titled.map((message) => [message.idx, message]));
    return changes.map((change) =>
      change.kind === 'message'
        ? { kind: 'message', message: byIdx.get(change.message.idx) ?? change.message }
        : change,
    );
  }

  /**
   * The titles a goods card message shows readers of other languages: its product's translations,
   * by language (empty for any other message, and for a product with none). A live push sends
   * each language's room of a party its own title (pm-delivery.ts).
   */
  async cardTitles(message: MessageRow): Promise<Map<string, string>> {
    if (message.flag !== MessageFlag.goods) return new Map();
    const view = messageView(message, 0);
    if (typeof view.body !== 'object') return new Map();
    return titlesByLanguage(this.db, view.body.idx);
  }

  async setRemark(actor: PmActor, subjectIdx: number, remark: string): Promise<string> {
    const subject = await this.readableSubject(actor, subjectIdx);
    await this.repo.setRemark(subject.idx, subject.side, remark);
    return remark;
  }

  /**
   * Stores a message before anything is acknowledged. A retried send (same sender and client id)
   * stores nothing and answers the message stored the first time (`duplicate`), whoever wins a race:
   * the unique (sender, client id) constraint decides, not a lookup. Past the flood limit (sends per
   * user and window, refused ones included) it refuses with 4029 and stores nothing, except that
   * a resend of a message already stored answers it all the same (its first ack was lost).
   */
  async send(
    actor: PmActor,
    input: { subjectIdx: number; flag?: number; body: SentBody; clientId?: string },
  ): Promise<SentMessage & { duplicate: boolean }> {
    const subject = await this.writableSubject(actor, input.subjectIdx);
    const body = await prepareBody(this.parties, actor, subject, input.flag, input.body);
    const clientId = input.clientId ?? randomUUID();
    const recipientSide = otherSide(subject.side);
    const recipient = recipientSide === 'buyer' ? subject.buyer_idx : subject.seller_idx;
    // The flood-limit hit is part of the storing statement: one round trip.
    const { floodHits, stored } = await this.chat.store({
      subjectIdx: subject.idx,
      values: { ...body, senderIdx: actor.idx, staff: false, clientId },
      unreadColumn: unreadColumn(recipientSide),
      parties: pmParties(subject),
      floods: [
        {
          hit: this.limiter.hitStatement(`pm:${actor.idx}`, this.sendLimit.windowSeconds),
          max: this.sendLimit.messages,
        },
      ],
      extra: recipientUnreadSql(subject.idx, recipient, recipientSide),
    });
    if (stored) {
      return {
        message: stored.message,
        positions: byUser(stored.positions),
        subject,
        unreadChangedFor: recipient,
        recipientUnread: Number(stored.extra ?? 0),
        duplicate: false,
      };
    }
    // Past the limit, a resend of a message already stored still gets its idx (its ack was lost).
    const first = await this.chat.messageByClientId({ senderIdx: actor.idx, subjectIdx: subject.idx }, clientId);
    if (first && first.subject_idx === subject.idx)
      return { message: first, subject, positions: new Map(), unreadChangedFor: null, duplicate: true };
    if ((floodHits[0] ?? 0) > this.sendLimit.messages) throw new ApiError(Code.tooManyRequests, 'pmTooFast');
    // The same client id for another conversation is a client's mistake, not a retry.
    throw ApiError.invalid('clientId');
  }

  /** Revokes the actor's own message within the window; an unread one lowers the other side's unread. */
  async revoke(actor: PmActor, messageIdx: number): Promise<RevokedMessage> {
    const found = await this.chat.message(messageIdx);
    if (!found) throw ApiError.notFound();
    const subject = await this.readableSubject(actor, found.subject_idx);
    return this.db.transaction().execute(async (trx) => {
      const locked = await this.chat.lockSubject<SubjectRow>(subject.idx, trx);
      const message = await this.chat.message(messageIdx, trx);
      if (!locked || !message) throw ApiError.notFound();
      const verdict = revokeVerdict(actor, message);
      if (verdict === 'notSender') throw new ApiError(Code.forbidden, 'pmRevokeNotOwn');
      if (message.revoked_at !== null)
        return { message, subject: locked, positions: new Map(), unreadChangedFor: null };
      if (verdict === 'expired') throw new ApiError(Code.forbidden, 'pmRevokeExpired');
      await this.chat.remove(message.idx, trx);
      const recipientSide = otherSide(subject.side);
      if (!message.readed) await this.chat.uncount(subject.idx, unreadColumn(recipientSide), trx);
      const positions = byUser(
        await this.chat.recordChange(subject.idx, pmParties(locked), { kind: 'remove', messageIdx: message.idx }, trx),
      );
      const recipient = recipientSide === 'buyer' ? locked.buyer_idx : locked.seller_idx;
      return {
        message: { ...message, revoked_at: new Date() },
        subject: locked,
        positions,
        unreadChangedFor: message.readed ? null : recipient,
      };
    });
  }

  /** Marks the messages to the actor read and clears their unread count of the conversation. */
  async markRead(actor: PmActor, subjectIdx: number): Promise<ReadMark> {
    const subject = await this.readableSubject(actor, subjectIdx);
    // One statement: the messages to the reader marked read, their count cleared, the read recorded.
    const read = await this.chat.read({
      subjectIdx: subject.idx,
      fromOther: sql<boolean>`sender_idx <> ${actor.idx}`,
      unreadColumn: unreadColumn(subject.side),
      parties: pmParties(subject),
      readerIdx: actor.idx,
    });
    if (!read) throw ApiError.notFound();
    const changed = read.upToIdx !== null || read.unreadBefore !== 0;
    return {
      subject,
      positions: byUser(read.positions),
      unreadChangedFor: changed ? actor.idx : null,
      readerIdx: actor.idx,
      upToIdx: read.upToIdx,
    };
  }

  /** The user's unread total, with the position they are known to stand at (read when not known). */
  async inboxAt(userIdx: number, position: number | undefined): Promise<{ unread: number; position: number }> {
    if (position === undefined) return this.inbox(userIdx);
    return { unread: await this.repo.unreadTotal(userIdx), position };
  }

  /** Unread messages to the user, as buyer and as seller (one query; the todo poll adds it to notifyPending). */
  async unreadTotal(userIdx: number): Promise<number> {
    return this.repo.unreadTotal(userIdx);
  }

  /** The user's unread total and latest position: what a socket hears when it connects. */
  async inbox(userIdx: number): Promise<{ unread: number; position: number }> {
    const [unread, position] = await Promise.all([
      this.repo.unreadTotal(userIdx),
      this.chat.position(pmParty(userIdx)),
    ]);
    return { unread, position };
  }

  /**
   * What the user missed after `position`, in order: messages (those since revoked are left out:
   * their revoke follows), revokes and read marks. `reset` when the client is ahead of the server
   * (e.g. the database was replaced): it should refetch everything.
   */
  async since(userIdx: number, position: number, lang?: string) {
    const [caughtUp, unread] = await Promise.all([
      this.chat.since(pmParty(userIdx), position, (row): PmChange | undefined => {
        const { message } = row;
        if (row.kind === 'message') {
          // A message revoked since is left out: its revoke follows.
          if (message.revoked_at !== null) return undefined;
          return { kind: 'message', message: { ...messageView(message, userIdx), position: row.position } };
        }
        if (row.kind === 'remove') {
          return {
            kind: 'revoke',
            revoke: {
              idx: message.idx,
              subjectIdx: message.subject_idx,
              readed: message.readed,
              position: row.position,
            },
          };
        }
        if (row.kind === 'read' && row.reader_idx !== null) {
          return {
            kind: 'read',
            read: {
              subjectIdx: message.subject_idx,
              readerIdx: row.reader_idx,
              upToIdx: message.idx,
              position: row.position,
            },
          };
        }
        return undefined;
      }),
      this.repo.unreadTotal(userIdx),
    ]);
    return { ...caughtUp, changes: await this.changesInLanguage(caughtUp.changes, lang), unread };
  }

  /** Whether `viewerIdx` may see a private picture of `ownerIdx`: it was sent to them in a conversation. */
  async pictureSharedWith(url: string, ownerIdx: number, viewerIdx: number): Promise<boolean> {
    return this.repo.pictureSharedWith(url, ownerIdx, viewerIdx);
  }

  /** The message as each party sees it: for the deliveries of a send, a revoke or a read. */
  viewFor(message: MessageRow, viewerIdx: number) {
    return messageView(message, viewerIdx);
  }
}

/** Positions by party key, as positions by user (pm's parties are users). */
const byUser = (positions: Map<string, number>): Map<number, number> =>
  new Map([...positions].map(([party, position]) => [userOfParty(party), position]));
