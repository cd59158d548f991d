import { MessageFlag } from '@storefront/contract';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { LiveCannedTable, LiveMessagesTable, LiveSubjectsTable } from '../../db/schema.ts';
import { holdUser } from '../accounts/users-repository.ts';
import type { CHAT_MESSAGE_COLUMNS } from '../chat/chat-kind.ts';
import { partyKey, type ChatKind, type PartiesSql } from '../chat/chat-kind.ts';
import { shopperOfSubject, type Shopper } from './livechat-policy.ts';

export type SubjectRow = Selectable<LiveSubjectsTable>;
export type MessageRow = Selectable<LiveMessagesTable>;
export type CannedRow = Selectable<LiveCannedTable>;
/** A conversation with the excerpts the console lists it with. */
export type ConversationRow = SubjectRow & {
  first_message: string | null;
  last_message: string | null;
  last_flag: number | null;
};

/** Which side of a conversation: the shopper's, or the staff's. */
export type LiveSide = 'shopper' | 'staff';

/** Ended conversations the console starts with. */
const CONSOLE_ENDED = 50;

const partyColumn = (shopper: Shopper) =>
  shopper.userIdx !== null ? (['user_idx', shopper.userIdx] as const) : (['guest_id', shopper.guestId] as const);

// The chat core names a message's columns (CHAT_MESSAGE_COLUMNS and the kind's removal column):
// a column of the table it would not name fails to compile here.
const everyMessageColumn: Record<
  Exclude<keyof MessageRow, (typeof CHAT_MESSAGE_COLUMNS)[number] | 'deleted_at'>,
  never
> = {};
void everyMessageColumn;

/** Live chat as a kind of the chat core (modules/chat): its tables, lent to it. */
export const LIVE_KIND: ChatKind = {
  name: 'live',
  subjects: 'live_subjects',
  messages: 'live_messages',
  removedAt: 'deleted_at',
  updatedAt: 'updated_at',
  dedupe: ['subject_idx', 'client_id'],
};

/** A shopper's key in the change log: `live:u:<account>` or `live:g:<guest id>`. */
export const shopperParty = (shopper: Shopper): string =>
  partyKey(LIVE_KIND, shopper.userIdx !== null ? `u:${shopper.userIdx}` : `g:${shopper.guestId}`);
/**
 * The staff's side of one conversation in the change log: `live:c:<subject idx>`. Staff follow
 * conversations, not a log of their own: whoever holds it (or every console while it is queued)
 * catches up per conversation, and an agent with many conversations holds no row every one of
 * them would lock in turn.
 */
export const staffSideParty = (subjectIdx: number): string => partyKey(LIVE_KIND, `c:${subjectIdx}`);

/** A conversation's parties in the change log, from its row: its shopper, and its staff side. */
export const liveParties: PartiesSql = (conversation) => sql<{ party: string }>`
  select 'live:u:' || user_idx as party from ${conversation} where user_idx is not null
  union all select 'live:g:' || guest_id from ${conversation} where user_idx is null and guest_id is not null
  union all select 'live:c:' || idx from ${conversation}`;

/**
 * What the deliveries of a change need besides the conversation's row, computed in the change's
 * own statement (`conversation`: its row): the shopper's unread total over their conversations
 * (this one's as `unread` says, the others' as the statement began), the first message of the
 * shopper and the latest message (for the consoles' row). The shopper's other conversations are
 * summed by account and by guest apart, each on its own index (an `or` of the two is a scan).
 */
export const conversationExtras = (conversation: string, unread: RawBuilder<unknown>) => {
  const row = sql.raw(conversation);
  return sql`(select json_build_object(
      'shopperUnread', ${unread}
        + (select coalesce(sum(o.user_unread), 0) from live_subjects o
          where o.user_idx = ${row}.user_idx and o.idx <> ${row}.idx)
        + (select coalesce(sum(o.user_unread), 0) from live_subjects o
          where o.guest_id = ${row}.guest_id and o.idx <> ${row}.idx),
      'first', (select m.body from live_messages m where m.subject_idx = ${row}.idx and not m.staff
        and m.deleted_at is null order by m.idx limit 1),
      'last', (select json_build_object('body', m.body, 'flag', m.flag) from live_messages m
        where m.subject_idx = ${row}.idx and m.deleted_at is null order by m.idx desc limit 1))
    from ${row})`;
};

/**
 * The live chat's tables: live_subjects, live_messages, live_canned and live_settings (the
 * guest-token secret, guest-tokens.ts). Methods that change several rows take a transaction.
 */
export class LivechatRepository {
  constructor(private readonly db: Db) {}

  async subject(idx: number, trx: Db = this.db): Promise<SubjectRow | undefined> {
    return trx.selectFrom('live_subjects').selectAll().where('idx', '=', idx).executeTakeFirst();
  }

  /** The shopper's conversation that has not ended, if any (there is at most one). */
  async current(shopper: Shopper, trx: Db = this.db): Promise<SubjectRow | undefined> {
    const [column, value] = partyColumn(shopper);
    return trx
      .selectFrom('live_subjects')
      .selectAll()
      .where(column, '=', value)
      .where('status', '<>', 'ended')
      .executeTakeFirst();
  }

  /** The shopper's newest conversation, ended or not. */
  async latest(shopper: Shopper): Promise<SubjectRow | undefined> {
    const [column, value] = partyColumn(shopper);
    return this.db
      .selectFrom('live_subjects')
      .selectAll()
      .where(column, '=', value)
      .orderBy('idx', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * The shopper's conversation that has not ended, created when there is none. The partial unique
   * indexes decide between concurrent begins: the loser inserts nothing and reads the winner's.
   */
  async begin(shopper: Shopper): Promise<SubjectRow> {
    await this.db
      .insertInto('live_subjects')
      .values(shopper.userIdx !== null ? { user_idx: shopper.userIdx } : { guest_id: shopper.guestId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await this.current(shopper);
    if (!row) throw new Error('live chat: no current conversation after begin');
    return row;
  }

  async update(
    idx: number,
    values: Partial<Pick<SubjectRow, 'page' | 'referer' | 'lang' | 'shopper_present' | 'rating' | 'rating_comment'>>,
    trx: Db = this.db,
  ): Promise<SubjectRow | undefined> {
    return trx
      .updateTable('live_subjects')
      .set({ ...values, updated_at: sql`now()` })
      .where('idx', '=', idx)
      .returningAll()
      .executeTakeFirst();
  }

  /** Unread staff messages over all the shopper's conversations. */
  async unreadOf(shopper: Shopper): Promise<number> {
    const [column, value] = partyColumn(shopper);
    const row = await this.db
      .selectFrom('live_subjects')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('user_unread'), eb.lit(0)).as('unread'))
      .where(column, '=', value)
      .executeTakeFirst();
    return Number(row?.unread ?? 0);
  }

  /** Hands a queued (or, with `from`, an assigned) conversation to an agent; undefined when it is no longer so. */
  async assign(subjectIdx: number, staffIdx: number, from: number | null, trx: Db = this.db) {
    let query = trx
      .updateTable('live_subjects')
      .set({ status: 'assigned', staff_idx: staffIdx, assigned_at: sql`now()`, updated_at: sql`now()` })
      .where('idx', '=', subjectIdx);
    query =
      from === null
        ? query.where('status', '=', 'queued')
        : query.where('status', '=', 'assigned').where('staff_idx', '=', from);
    return query.returningAll().executeTakeFirst();
  }

  async end(subjectIdx: number, trx: Db = this.db): Promise<SubjectRow | undefined> {
    return trx
      .updateTable('live_subjects')
      .set({ status: 'ended', ended_at: sql`now()`, updated_at: sql`now()`, shopper_present: false })
      .where('idx', '=', subjectIdx)
      .where('status', '<>', 'ended')
      .returningAll()
      .executeTakeFirst();
  }

  /** Queued conversations, longest waiting first. */
  async queue(): Promise<SubjectRow[]> {
    return this.db
      .selectFrom('live_subjects')
      .selectAll()
      .where('status', '=', 'queued')
      .orderBy('queued_at')
      .orderBy('idx')
      .execute();
  }

  /** 1-based place of a queued conversation. */
  async placeOf(subject: SubjectRow): Promise<number> {
    const row = await this.db
      .selectFrom('live_subjects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'queued')
      .where((eb) =>
        eb.or([
          eb('queued_at', '<', subject.queued_at),
          eb.and([eb('queued_at', '=', subject.queued_at), eb('idx', '<', subject.idx)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n) + 1;
  }

  /** Each agent's open conversations and when they were last assigned one (the longest idle goes first). */
  async agentLoads(): Promise<Map<number, { open: number; lastAssigned: Date | null }>> {
    const rows = await this.db
      .selectFrom('live_subjects')
      .select((eb) => [
        'staff_idx',
        eb.fn.count<number>('idx').filterWhere('status', '=', 'assigned').as('open'),
        eb.fn.max('assigned_at').as('last'),
      ])
      .where('staff_idx', 'is not', null)
      .groupBy('staff_idx')
      .execute();
    return new Map(
      rows.flatMap((row) =>
        row.staff_idx === null
          ? []
          : [[row.staff_idx, { open: Number(row.open), lastAssigned: row.last ? new Date(row.last) : null }] as const],
      ),
    );
  }

  async openCount(staffIdx: number, trx: Db = this.db): Promise<number> {
    const row = await trx
      .selectFrom('live_subjects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_idx', '=', staffIdx)
      .where('status', '=', 'assigned')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Conversations with their first shopper message and their last message, for the console. */
  private conversations(trx: Db = this.db) {
    const excerpt = (column: 'body' | 'flag', order: 'asc' | 'desc', shopperOnly: boolean) =>
      sql`(select m.${sql.ref(column)} from live_messages m where m.subject_idx = s.idx and m.deleted_at is null
        ${shopperOnly ? sql`and not m.staff` : sql``} order by m.idx ${sql.raw(order)} limit 1)`;
    return trx
      .selectFrom('live_subjects as s')
      .selectAll('s')
      .select([
        excerpt('body', 'asc', true).$castTo<string | null>().as('first_message'),
        excerpt('body', 'desc', false).$castTo<string | null>().as('last_message'),
        excerpt('flag', 'desc', false).$castTo<number | null>().as('last_flag'),
      ]);
  }

  async conversation(idx: number): Promise<ConversationRow | undefined> {
    return this.conversations().where('s.idx', '=', idx).executeTakeFirst();
  }

  /**
   * The console's start: every conversation that has not ended, and the newest ended ones. One
   * the shopper never wrote in (still open, or ended so) is nobody's business: never listed.
   */
  async consoleConversations(queuePageSize: number): Promise<{ rows: ConversationRow[]; queueTotal: number }> {
    const [assigned, queued, ended] = await Promise.all([
      this.conversations().where('s.status', '=', 'assigned').orderBy('s.idx').execute(),
      this.queuePage(1, queuePageSize),
      this.endedPage(1, CONSOLE_ENDED),
    ]);
    return { rows: [...queued.rows, ...assigned, ...ended.rows], queueTotal: queued.total };
  }

  /** A page of the queue, longest waiting first, and how many wait in all (the console's queue is paged). */
  async queuePage(page: number, size: number): Promise<{ rows: ConversationRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.conversations()
        .where('s.status', '=', 'queued')
        .orderBy('s.queued_at')
        .orderBy('s.idx')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      this.db
        .selectFrom('live_subjects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'queued')
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async endedPage(page: number, size: number): Promise<{ rows: ConversationRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.conversations()
        .where('s.status', '=', 'ended')
        .where('s.queued_at', 'is not', null)
        .orderBy('s.ended_at', 'desc')
        .orderBy('s.idx', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      this.db
        .selectFrom('live_subjects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'ended')
        .where('queued_at', 'is not', null)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Conversations that have not ended (their shoppers hear when staff come online or leave). */
  async notEnded(): Promise<SubjectRow[]> {
    return this.db.selectFrom('live_subjects').selectAll().where('status', '<>', 'ended').execute();
  }

  /** The shopper's earlier conversations besides `exceptIdx`. */
  async pastCount(subject: SubjectRow): Promise<number> {
    const [column, value] = partyColumn(shopperOfSubject(subject));
    const row = await this.db
      .selectFrom('live_subjects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('idx', '<>', subject.idx)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Moves a guest's conversations to an account (sign-in). The account keeps one conversation
   * that has not ended: when both have one, the older of the two ends. Returns the conversations moved.
   */
  async adopt(guestId: string, userIdx: number): Promise<{ moved: SubjectRow[]; ended: SubjectRow | undefined }> {
    return this.db.transaction().execute(async (trx) => {
      const [guests, mine] = await Promise.all([
        this.current({ kind: 'shopper', userIdx: null, guestId }, trx),
        this.current({ kind: 'shopper', userIdx, guestId: null }, trx),
      ]);
      let ended: SubjectRow | undefined;
      if (guests && mine) ended = await this.end((guests.updated_at > mine.updated_at ? mine : guests).idx, trx);
      const moved = await trx
        .updateTable('live_subjects')
        .set({ user_idx: userIdx, guest_id: null })
        .where('guest_id', '=', guestId)
        .returningAll()
        .execute();
      return { moved, ended };
    });
  }

  /**
   * Whether a picture was sent (and not deleted) in a conversation of this shopper (account or
   * guest): by its agent, or by the shopper (as a guest, before signing in, too). A picture
   * message's address was an upload of its sender when it was sent (livechat-service prepare).
   */
  async pictureSharedWith(url: string, shopper: Shopper): Promise<boolean> {
    const row = await this.db
      .selectFrom('live_messages as m')
      .innerJoin('live_subjects as s', 's.idx', 'm.subject_idx')
      .select('m.idx')
      .where('m.body', '=', url)
      .where('m.flag', '=', MessageFlag.image)
      .where('m.deleted_at', 'is', null)
      .where(
        shopper.userIdx !== null ? 's.user_idx' : 's.guest_id',
        '=',
        shopper.userIdx !== null ? shopper.userIdx : shopper.guestId,
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  async cannedList(): Promise<CannedRow[]> {
    return this.db.selectFrom('live_canned').selectAll().orderBy('shortcut').execute();
  }

  async cannedCount(): Promise<number> {
    const row = await this.db
      .selectFrom('live_canned')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Adds a canned answer; undefined when the shortcut is taken. */
  async cannedAdd(shortcut: string, body: string, createdBy: number): Promise<CannedRow | undefined> {
    return this.db
      .insertInto('live_canned')
      .values({ shortcut, body, created_by: createdBy })
      .onConflict((oc) => oc.column('shortcut').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Changes a canned answer: undefined when there is none, 'taken' when another has the shortcut. */
  async cannedChange(idx: number, shortcut: string, body: string): Promise<CannedRow | 'taken' | undefined> {
    const clash = await this.db
      .selectFrom('live_canned')
      .select('idx')
      .where('shortcut', '=', shortcut)
      .where('idx', '<>', idx)
      .executeTakeFirst();
    if (clash) return 'taken';
    try {
      return await this.db
        .updateTable('live_canned')
        .set({ shortcut, body, updated_at: sql`now()` })
        .where('idx', '=', idx)
        .returningAll()
        .executeTakeFirst();
    } catch (error) {
      // Another save took the shortcut between the check and this update.
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async cannedDelete(idx: number): Promise<void> {
    await this.db.deleteFrom('live_canned').where('idx', '=', idx).execute();
  }

  /**
   * `assign` under the per-agent cap, in one transaction holding the agent's users row: claims and
   * transfers to one agent run one at a time (on every server process), so the count they check
   * is the count they add to (issue 19). 'atCap' when the agent already holds `cap`.
   */
  async assignUnderCap(
    subjectIdx: number,
    staffIdx: number,
    from: number | null,
    cap: number,
  ): Promise<SubjectRow | 'atCap' | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await holdUser(trx, staffIdx);
      if ((await this.openCount(staffIdx, trx)) >= cap) return 'atCap';
      return this.assign(subjectIdx, staffIdx, from, trx);
    });
  }
}
