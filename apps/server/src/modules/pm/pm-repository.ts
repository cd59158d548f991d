import { MessageFlag } from '@storefront/contract';
import { sql, type ExpressionBuilder, type RawBuilder, type Selectable } from 'kysely';
import { PREPARED, type Db } from '../../db/database.ts';
import type { Database, PmChangesTable, PmMessagesTable, PmSubjectsTable } from '../../db/schema.ts';
import type { PartiesNamed } from './pm-parties.ts';
import type { Side } from './pm-policy.ts';

export type SubjectRow = Selectable<PmSubjectsTable>;
/** A subject with its latest message not revoked (all null when it has none). */
export type SubjectWithLastRow = SubjectRow & {
  last_flag: number | null;
  last_body: string | null;
  last_at: Date | null;
};
export type MessageRow = Selectable<PmMessagesTable>;
export type ChangeKind = PmChangesTable['kind'];

/** A message just stored, its parties' positions and the recipient's unread total. */
export interface StoredMessage {
  message: MessageRow;
  positions: Map<number, number>;
  recipientUnread: number;
}

/** A change as the catch-up reads it: the change and the message it is about. */
export interface ChangeRow {
  position: number;
  kind: ChangeKind;
  reader_idx: number | null;
  message: MessageRow;
}

/**
 * SQL common to every change: `taken` raises each party's position by one (the rows locked in
 * ascending user order), `recorded` writes the change under those positions. `source` selects the
 * change (kind, message_idx, reader_idx): no row, no change.
 */
function changeCtes(subject: Pick<SubjectRow, 'idx' | 'buyer_idx' | 'seller_idx'>, source: RawBuilder<unknown>) {
  const [first, second] = [subject.buyer_idx, subject.seller_idx].sort((a, b) => a - b);
  return sql`change as (${source}),
      taken as (
        insert into pm_positions (user_idx, position)
        select party, 1 from (values (${first}::integer, 1), (${second}::integer, 2)) as parties (party, ord)
        where exists (select 1 from change)
        order by ord
        on conflict (user_idx) do update set position = pm_positions.position + 1
        returning user_idx, position
      ),
      recorded as (
        insert into pm_changes (user_idx, position, subject_idx, kind, message_idx, reader_idx)
        select taken.user_idx, taken.position, ${subject.idx}, change.kind, change.message_idx, change.reader_idx
        from taken, change
        returning user_idx, position
      )`;
}

/**
 * Every column of a message, named rather than `*` in the prepared send statement: a column added
 * by a later migration must not change the result of a plan prepared before it (PostgreSQL
 * refuses to run such a plan).
 */
const MESSAGE_COLUMNS = [
  'idx',
  'subject_idx',
  'sender_idx',
  'flag',
  'body',
  'staff',
  'readed',
  'client_id',
  'revoked_at',
  'created_at',
] as const satisfies ReadonlyArray<keyof MessageRow>;
// A column of pm_messages missing from the list fails to compile here.
const everyMessageColumn: Record<Exclude<keyof MessageRow, (typeof MESSAGE_COLUMNS)[number]>, never> = {};
void everyMessageColumn;

const messageColumns = (table?: string) =>
  sql.join(MESSAGE_COLUMNS.map((column) => sql.ref(table ? `${table}.${column}` : column)));

const unreadColumn = (side: Side) => (side === 'buyer' ? 'buyer_unread' : 'seller_unread');
const remarkColumn = (side: Side) => (side === 'buyer' ? 'buyer_remark' : 'seller_remark');

/**
 * The private-message tables: pm_subjects, pm_messages, pm_positions and pm_changes. Every method
 * takes an optional transaction (`trx`), so the service composes them into one.
 */
export class PmRepository {
  constructor(private readonly db: Db) {}

  async subject(idx: number, trx: Db = this.db): Promise<SubjectRow | undefined> {
    return trx.selectFrom('pm_subjects').selectAll().where('idx', '=', idx).executeTakeFirst();
  }

  /**
   * Locks a conversation for a change: every change of it begins by locking it (this, or
   * storeMessage's update), then the parties' positions, so none waits on another in a cycle.
   */
  async lockSubject(idx: number, trx: Db): Promise<SubjectRow> {
    return trx.selectFrom('pm_subjects').selectAll().where('idx', '=', idx).forNoKeyUpdate().executeTakeFirstOrThrow();
  }

  /** The conversation of a buyer with a shop, if there is one. */
  async subjectWith(buyerIdx: number, shopIdx: number): Promise<SubjectRow | undefined> {
    return this.db
      .selectFrom('pm_subjects')
      .selectAll()
      .where('buyer_idx', '=', buyerIdx)
      .where('shop_idx', '=', shopIdx)
      .executeTakeFirst();
  }

  /**
   * The conversation of a buyer with a shop, created when there is none. The unique (buyer, shop)
   * index decides between concurrent openings: the loser inserts nothing and reads the winner's.
   */
  async openSubject(buyerIdx: number, sellerIdx: number, shopIdx: number): Promise<SubjectRow> {
    await this.db
      .insertInto('pm_subjects')
      .values({ buyer_idx: buyerIdx, seller_idx: sellerIdx, shop_idx: shopIdx })
      .onConflict((oc) => oc.columns(['buyer_idx', 'shop_idx']).doNothing())
      .execute();
    return this.db
      .selectFrom('pm_subjects')
      .selectAll()
      .where('buyer_idx', '=', buyerIdx)
      .where('shop_idx', '=', shopIdx)
      .executeTakeFirstOrThrow();
  }

  /**
   * A page of a user's conversations as either party, most recently updated first, and how many
   * there are. A seller sees a conversation once it holds a message: a buyer who only opened the
   * chat (or a user opening chats with every shop) puts nothing in the sellers' lists.
   */
  async subjectsOf(
    userIdx: number,
    page: number,
    size: number,
    named?: PartiesNamed,
  ): Promise<{ rows: SubjectWithLastRow[]; total: number }> {
    const mine = (trx: Db) =>
      trx
        .selectFrom('pm_subjects')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('buyer_idx', '=', userIdx),
              ...(named
                ? [eb.or([eb('shop_idx', 'in', named.shops), eb('buyer_remark', 'ilike', named.pattern)])]
                : []),
            ]),
            eb.and([
              eb('seller_idx', '=', userIdx),
              eb.exists(
                eb
                  .selectFrom('pm_messages')
                  .select('pm_messages.idx')
                  .whereRef('pm_messages.subject_idx', '=', 'pm_subjects.idx'),
              ),
              ...(named
                ? [eb.or([eb('buyer_idx', 'in', named.people), eb('seller_remark', 'ilike', named.pattern)])]
                : []),
            ]),
          ]),
        );
    // The latest message not revoked, for the row's preview (pm_messages_subject serves it).
    const latest = (eb: ExpressionBuilder<Database, 'pm_subjects'>) =>
      eb
        .selectFrom('pm_messages as last')
        .whereRef('last.subject_idx', '=', 'pm_subjects.idx')
        .where('last.revoked_at', 'is', null)
        .orderBy('last.idx', 'desc')
        .limit(1);
    const [rows, count] = await Promise.all([
      mine(this.db)
        .selectAll('pm_subjects')
        .select((eb) => [
          latest(eb).select('last.flag').as('last_flag'),
          latest(eb).select('last.body').as('last_body'),
          latest(eb).select('last.created_at').as('last_at'),
        ])
        .orderBy('update_at', 'desc')
        .orderBy('idx', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      mine(this.db)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async setRemark(subjectIdx: number, side: Side, remark: string): Promise<void> {
    await this.db
      .updateTable('pm_subjects')
      .set({ [remarkColumn(side)]: remark })
      .where('idx', '=', subjectIdx)
      .execute();
  }

  /**
   * Stores a message in one statement (one round trip, atomic on its own): the sender's flood-limit
   * hit (`flood.hit`, the limiter's statement), then, when the hits are within `flood.max`, the
   * message, the recipient's unread count and the conversation's place at the top of both lists,
   * and its change for both parties (recordChange's positions). Each step reads the one before,
   * which fixes their order: the conversation is locked before the parties' positions, as in every
   * other change. Answers the window's hits, and, when the message was stored, it with the parties'
   * positions and the recipient's unread total (their other conversations as the statement began,
   * plus this one's new count). Nothing but the hit is written past the limit, or when the sender
   * already stored a message with this client id (a retried send). Prepared once per connection
   * (PREPARED: two shapes, one per recipient side).
   */
  async storeMessage(
    subject: Pick<SubjectRow, 'idx' | 'buyer_idx' | 'seller_idx'>,
    recipient: Side,
    values: { senderIdx: number; flag: number; body: string; clientId: string },
    flood: { hit: RawBuilder<{ hits: number }>; max: number },
  ): Promise<{ floodHits: number; stored: StoredMessage | undefined }> {
    const unread = sql.ref(unreadColumn(recipient));
    const recipientIdx = recipient === 'buyer' ? subject.buyer_idx : subject.seller_idx;
    const { rows } = await sql<
      | (MessageRow & { flood_hits: number; positions: Array<{ user_idx: number; position: number }>; unread: number })
      | { flood_hits: number; idx: null }
    >`${PREPARED}
      with hit as (${flood.hit}),
      message as (
        insert into pm_messages (subject_idx, sender_idx, flag, body, client_id)
        select ${subject.idx}::integer, ${values.senderIdx}::integer, ${values.flag}::integer, ${values.body}::text,
          ${values.clientId}::text
        from hit where hit.hits <= ${flood.max}
        on conflict (sender_idx, client_id) do nothing
        returning ${messageColumns()}
      ),
      subject as (
        update pm_subjects set ${unread} = ${unread} + 1, update_at = now()
        where idx = (select subject_idx from message)
        returning ${unread} as unread
      ),
      ${changeCtes(subject, sql`select 'message'::text as kind, message.idx as message_idx, null::integer as reader_idx from message, subject`)},
      stored as (
        select ${messageColumns('message')},
          (select json_agg(recorded) from recorded) as positions,
          subject.unread
            + (select coalesce(sum(buyer_unread), 0) from pm_subjects where buyer_idx = ${recipientIdx} and idx <> ${subject.idx})
            + (select coalesce(sum(seller_unread), 0) from pm_subjects where seller_idx = ${recipientIdx} and idx <> ${subject.idx})
            as unread
        from message, subject
      )
      select hit.hits as flood_hits, stored.* from hit left join stored on true`.execute(this.db);
    const row = rows[0]!;
    if (row.idx === null) return { floodHits: row.flood_hits, stored: undefined };
    const { flood_hits: floodHits, positions, unread: recipientUnread, ...message } = row;
    return {
      floodHits,
      stored: {
        message,
        positions: new Map(positions.map((p) => [p.user_idx, Number(p.position)])),
        recipientUnread: Number(recipientUnread),
      },
    };
  }

  async messageByClientId(senderIdx: number, clientId: string, trx: Db = this.db): Promise<MessageRow | undefined> {
    return trx
      .selectFrom('pm_messages')
      .selectAll()
      .where('sender_idx', '=', senderIdx)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  async message(idx: number, trx: Db = this.db): Promise<MessageRow | undefined> {
    return trx.selectFrom('pm_messages').selectAll().where('idx', '=', idx).executeTakeFirst();
  }

  /** One unread less for `side` (an unread message to them was revoked). */
  async uncountIncoming(subjectIdx: number, side: Side, trx: Db): Promise<void> {
    const column = unreadColumn(side);
    await trx
      .updateTable('pm_subjects')
      .set({ [column]: sql`greatest(${sql.ref(column)} - 1, 0)` })
      .where('idx', '=', subjectIdx)
      .execute();
  }

  async clearUnread(subjectIdx: number, side: Side, trx: Db): Promise<void> {
    await trx
      .updateTable('pm_subjects')
      .set({ [unreadColumn(side)]: 0 })
      .where('idx', '=', subjectIdx)
      .execute();
  }

  async revoke(messageIdx: number, trx: Db): Promise<void> {
    await trx
      .updateTable('pm_messages')
      .set({ revoked_at: sql`now()` })
      .where('idx', '=', messageIdx)
      .execute();
  }

  /** Marks the messages to `readerIdx` read; returns the newest one marked (undefined when none was unread). */
  async markRead(subjectIdx: number, readerIdx: number, trx: Db): Promise<number | undefined> {
    const rows = await trx
      .updateTable('pm_messages')
      .set({ readed: true })
      .where('subject_idx', '=', subjectIdx)
      .where('sender_idx', '<>', readerIdx)
      .where('readed', '=', false)
      .where('revoked_at', 'is', null)
      .returning('idx')
      .execute();
    return rows.length === 0 ? undefined : Math.max(...rows.map((row) => row.idx));
  }

  /**
   * Writes one change for each party under the party's next position. Returns each party's new
   * position. Always after the conversation's lock (lockSubject).
   */
  async recordChange(
    subject: Pick<SubjectRow, 'idx' | 'buyer_idx' | 'seller_idx'>,
    change: { kind: ChangeKind; messageIdx: number; readerIdx?: number },
    trx: Db,
  ): Promise<Map<number, number>> {
    const { rows } = await sql<{ user_idx: number; position: number }>`
      with ${changeCtes(subject, sql`select ${change.kind}::text as kind, ${change.messageIdx}::integer as message_idx, ${change.readerIdx ?? null}::integer as reader_idx`)}
      select user_idx, position from recorded`.execute(trx);
    return new Map(rows.map((row) => [row.user_idx, Number(row.position)]));
  }

  /** The user's latest position (0 before any change). */
  async position(userIdx: number): Promise<number> {
    const row = await this.db
      .selectFrom('pm_positions')
      .select('position')
      .where('user_idx', '=', userIdx)
      .executeTakeFirst();
    return Number(row?.position ?? 0);
  }

  /** Up to `limit` of the user's changes after `position`, in order, each with its message. */
  async changesSince(userIdx: number, position: number, limit: number): Promise<ChangeRow[]> {
    const rows = await this.db
      .selectFrom('pm_changes as c')
      .innerJoin('pm_messages as m', 'm.idx', 'c.message_idx')
      .select(['c.position', 'c.kind', 'c.reader_idx'])
      .select([
        'm.idx',
        'm.subject_idx',
        'm.sender_idx',
        'm.flag',
        'm.body',
        'm.staff',
        'm.readed',
        'm.client_id',
        'm.revoked_at',
        'm.created_at',
      ])
      .where('c.user_idx', '=', userIdx)
      .where('c.position', '>', position)
      .orderBy('c.position')
      .limit(limit)
      .execute();
    return rows.map(({ position: at, kind, reader_idx, ...message }) => ({
      position: Number(at),
      kind,
      reader_idx,
      message,
    }));
  }

  /** The user's unread messages over all their conversations, as buyer and as seller. */
  async unreadTotal(userIdx: number): Promise<number> {
    const { rows } = await sql<{ unread: string | number }>`
      select
        (select coalesce(sum(buyer_unread), 0) from pm_subjects where buyer_idx = ${userIdx})
        + (select coalesce(sum(seller_unread), 0) from pm_subjects where seller_idx = ${userIdx}) as unread`.execute(
      this.db,
    );
    return Number(rows[0]?.unread ?? 0);
  }

  /** Up to `limit` messages of a conversation older than `beforeIdx` (the newest without it), newest first; revoked ones left out. */
  async messagesBefore(subjectIdx: number, beforeIdx: number | undefined, limit: number): Promise<MessageRow[]> {
    let query = this.db
      .selectFrom('pm_messages')
      .selectAll()
      .where('subject_idx', '=', subjectIdx)
      .where('revoked_at', 'is', null);
    if (beforeIdx !== undefined) query = query.where('idx', '<', beforeIdx);
    return query.orderBy('idx', 'desc').limit(limit).execute();
  }

  /** Page `page` of a conversation's messages counted from the newest, newest first, and how many there are. */
  async messagesPage(subjectIdx: number, page: number, size: number): Promise<{ rows: MessageRow[]; total: number }> {
    const live = this.db
      .selectFrom('pm_messages')
      .where('subject_idx', '=', subjectIdx)
      .where('revoked_at', 'is', null);
    const [rows, count] = await Promise.all([
      live
        .selectAll()
        .orderBy('idx', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Whether a picture was sent (and not revoked) by its owner in a conversation `viewerIdx` is a party to. */
  async pictureSharedWith(url: string, ownerIdx: number, viewerIdx: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('pm_messages as m')
      .innerJoin('pm_subjects as s', 's.idx', 'm.subject_idx')
      .select('m.idx')
      .where('m.body', '=', url)
      .where('m.flag', '=', MessageFlag.image)
      .where('m.sender_idx', '=', ownerIdx)
      .where('m.revoked_at', 'is', null)
      .where((eb) => eb.or([eb('s.buyer_idx', '=', viewerIdx), eb('s.seller_idx', '=', viewerIdx)]))
      .executeTakeFirst();
    return row !== undefined;
  }
}
