import { sql, type RawBuilder } from 'kysely';
import { PREPARED, type Db } from '../../db/database.ts';
import type { ChatChangesTable } from '../../db/schema.ts';
import { CHAT_MESSAGE_COLUMNS, type ChatKind, type ChatMessageRow, type PartiesSql } from './chat-kind.ts';

export type ChangeKind = ChatChangesTable['kind'];

/** A flood limit counted in the storing statement: the limiter's hit and the most it allows. */
export interface FloodHit {
  hit: RawBuilder<{ hits: number }>;
  max: number;
}

export interface StoreInput {
  subjectIdx: number;
  /**
   * What the conversation's row (`s`) must satisfy for the sender to write to it (live chat: not
   * ended, and the sender's). Nothing is stored when it does not: the caller finds out why.
   */
  guard?: RawBuilder<boolean>;
  values: { senderIdx: number | null; staff: boolean; flag: number; body: string; clientId: string };
  /** The recipient side's unread counter on the conversation's row. */
  unreadColumn: string;
  /** More to set on the conversation's row, after a comma (live chat: the shopper's first message queues it). */
  set?: RawBuilder<unknown>;
  /** The parties the message is recorded for (may read `subject`, the conversation as updated). */
  parties: PartiesSql;
  /** Flood limits: the message is stored only when every hit is within its max. */
  floods: readonly FloodHit[];
  /** A value computed with the message (may read `subject`): pm's recipient unread total. */
  extra?: RawBuilder<unknown>;
}

export interface ReadInput {
  subjectIdx: number;
  /** Which messages the reader reads: the other side's (SQL on the message's columns). */
  fromOther: RawBuilder<boolean>;
  /** The reader's unread counter on the conversation's row, set to 0. */
  unreadColumn: string;
  /** The parties the read is recorded for. */
  parties: PartiesSql;
  readerIdx: number | null;
  /** A value computed with the read (may read `target`): live chat's shopper unread total. */
  extra?: RawBuilder<unknown>;
}

export interface ReadResult {
  /** The newest message marked read; null when none was unread. */
  upToIdx: number | null;
  /** The reader's unread count of the conversation before the read. */
  unreadBefore: number;
  positions: Map<string, number>;
  /** The conversation's row (as JSON) before the read. */
  before: Record<string, unknown>;
  extra: unknown;
}

export interface StoredMessage<M> {
  message: M;
  /** Each party's position for this message. */
  positions: Map<string, number>;
  /** The conversation's row before and after the message (as JSON: dates are strings). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  extra: unknown;
}

/** A change as the catch-up reads it: the change and the message it is about. */
export interface ChangeRow<M> {
  position: number;
  kind: ChangeKind;
  reader_idx: number | null;
  message: M;
}

export interface Change {
  kind: ChangeKind;
  messageIdx: number;
  readerIdx?: number | null;
}

/**
 * The message a row of the storing statement holds: its columns are the kind's message columns
 * (the statement selects them by name), beside the statement's own (flood hits, positions, rows).
 */
function messageOf<M extends ChatMessageRow>(row: Record<string, unknown>): M {
  return row as M;
}

/** Changes one catch-up answers at most; `more` tells the client to ask again. */
export const CATCH_UP_LIMIT = 200;

/**
 * The chat core's store: every statement both chat kinds run on their messages and on the
 * per-party change log, written once over the kind's tables (chat-kind.ts). Owner of
 * chat_positions and chat_changes; the kind's module owns its tables and lends their names.
 *
 * A party's changes are numbered 1, 2, 3… in commit order: each change raises its parties'
 * positions (their rows locked in ascending key order, always after the conversation's row), so a
 * client that reconnects asks "after N" and gets exactly what it missed, by the primary key.
 */
export class ChatStore<M extends ChatMessageRow> {
  private readonly columns: RawBuilder<unknown>;

  constructor(
    private readonly db: Db,
    readonly kind: ChatKind,
  ) {
    this.columns = this.messageColumns();
  }

  private messageColumns(table?: string): RawBuilder<unknown> {
    const columns = [...CHAT_MESSAGE_COLUMNS, this.kind.removedAt];
    return sql.join(columns.map((column) => sql.ref(table ? `${table}.${column}` : column)));
  }

  private get messages() {
    return sql.table(this.kind.messages);
  }

  private get subjects() {
    return sql.table(this.kind.subjects);
  }

  private get removedAt() {
    return sql.ref(this.kind.removedAt);
  }

  /**
   * SQL common to every change: `taken` raises each party's position by one (the rows locked in
   * ascending key order), `recorded` writes the change under those positions. `change` selects
   * (kind, subject_idx, message_idx, reader_idx): no row, no change.
   */
  private changeCtes(parties: PartiesSql, conversation: string, change: RawBuilder<unknown>): RawBuilder<unknown> {
    return sql`change as (${change}),
      parties as (${parties(sql.raw(conversation))}),
      taken as (
        insert into chat_positions (party, position)
        select party, 1 from parties
        where exists (select 1 from change)
        order by party
        on conflict (party) do update set position = chat_positions.position + 1
        returning party, position
      ),
      recorded as (
        insert into chat_changes (party, position, subject_idx, kind, message_idx, reader_idx)
        select taken.party, taken.position, change.subject_idx, change.kind, change.message_idx, change.reader_idx
        from taken, change
        returning party, position
      )`;
  }

  /**
   * Stores a message in one statement (one round trip, atomic on its own): the sender's flood
   * hits, then, when every hit is within its limit and the conversation passes the guard (checked
   * on its row, locked: an end or a transfer that commits first is seen), the message (nothing
   * when its client id was stored already: a retried send), the recipient's
   * unread count and the conversation's place at the top of lists, and the change for each party
   * under their next position. Each step reads the one before, which fixes their order: the
   * conversation is locked before the parties' positions, as in every other change. Answers the
   * flood hits and, when stored, the message, positions and the conversation before and after.
   * Prepared once per connection (PREPARED): its shapes are few (per kind, recipient side, floods).
   */
  async store(input: StoreInput): Promise<{ floodHits: number[]; stored: StoredMessage<M> | undefined }> {
    const { values } = input;
    if (input.floods.length === 0) throw new Error('chat: a send counts against at least one flood limit');
    const unread = sql.ref(input.unreadColumn);
    const floods = input.floods.map((flood, index) => ({ ...flood, name: sql.raw(`hit${index}`) }));
    const hits = sql.join(floods.map((flood) => sql`${flood.name} as (${flood.hit})`));
    const within = sql.join(
      floods.map((flood) => sql`${flood.name}.hits <= ${flood.max}`),
      sql` and `,
    );
    const hitTables = sql.join(floods.map((flood) => flood.name));
    const hitColumns = sql.join(floods.map((flood, index) => sql`${flood.name}.hits as ${sql.raw(`flood${index}`)}`));
    const { rows } = await sql<Record<string, unknown>>`${PREPARED}
      with ${hits},
      target as (
        select s.* from ${this.subjects} s
        where s.idx = ${input.subjectIdx}::integer and ${input.guard ?? sql`true`}
        for no key update
      ),
      message as (
        insert into ${this.messages} (subject_idx, sender_idx, staff, flag, body, client_id)
        select target.idx, ${values.senderIdx}::integer, ${values.staff}::boolean, ${values.flag}::integer,
          ${values.body}::text, ${values.clientId}::text
        from ${hitTables}, target where ${within}
        on conflict (${sql.join(this.kind.dedupe.map((column) => sql.ref(column)))}) do nothing
        returning ${this.columns}
      ),
      subject as (
        update ${this.subjects} set ${unread} = ${unread} + 1, ${sql.ref(this.kind.updatedAt)} = now()
          ${input.set ? sql`, ${input.set}` : sql``}
        where idx = (select subject_idx from message)
        returning *
      ),
      ${this.changeCtes(
        input.parties,
        'subject',
        sql`select 'message'::text as kind, message.subject_idx, message.idx as message_idx, null::integer as reader_idx
          from message, subject`,
      )},
      stored as (
        select ${this.messageColumns('message')},
          (select json_agg(recorded) from recorded) as positions,
          row_to_json(target) as before_row,
          row_to_json(subject) as after_row,
          ${input.extra ?? sql`null::integer`} as extra
        from message, subject, target
      )
      select ${hitColumns}, stored.* from ${hitTables} left join stored on true`.execute(this.db);
    const row = rows[0] ?? {};
    const floodHits = floods.map((_, index) => Number(row[`flood${index}`]));
    if (row.idx === null || row.idx === undefined) return { floodHits, stored: undefined };
    const message = messageOf<M>(row);
    const positions = (row.positions ?? []) as Array<{ party: string; position: number | string }>;
    return {
      floodHits,
      stored: {
        message: message as M,
        positions: new Map(positions.map((p) => [p.party, Number(p.position)])),
        before: row.before_row as Record<string, unknown>,
        after: row.after_row as Record<string, unknown>,
        extra: row.extra,
      },
    };
  }

  /**
   * A reader reads a conversation: the other side's messages not yet read are marked read, the
   * reader's unread count is cleared, and the read is recorded for each party up to the newest
   * message marked. The conversation is locked first, in a statement of its own: the read's
   * statement then begins after any send that held the lock, so it marks every message the count
   * it clears holds (one statement reading an older snapshot would clear a message it did not
   * mark). Locks: the conversation, then its messages, then the parties' positions. Undefined
   * when there is no such conversation.
   */
  async read(input: ReadInput): Promise<ReadResult | undefined> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.lockSubject(input.subjectIdx, trx))) return undefined;
      return this.readLocked(input, trx);
    });
  }

  private async readLocked(input: ReadInput, trx: Db): Promise<ReadResult | undefined> {
    const unread = sql.ref(input.unreadColumn);
    const { rows } = await sql<{
      up_to: number | null;
      unread_before: number | string;
      before_row: Record<string, unknown>;
      positions: Array<{ party: string; position: number | string }> | null;
      extra: unknown;
    }>`${PREPARED}
      with target as (select * from ${this.subjects} where idx = ${input.subjectIdx}::integer),
      subject as (
        update ${this.subjects} set ${unread} = 0
        where idx = (select idx from target) and ${unread} <> 0
        returning idx
      ),
      marked as (
        update ${this.messages} set readed = true
        where subject_idx = (select idx from target) and not readed and ${this.removedAt} is null and ${input.fromOther}
          and (select count(*) from subject) >= 0
        returning idx
      ),
      ${this.changeCtes(
        input.parties,
        'target',
        sql`select 'read'::text as kind, ${input.subjectIdx}::integer as subject_idx, max(idx) as message_idx,
          ${input.readerIdx}::integer as reader_idx
          from marked having count(*) > 0`,
      )}
      select (select max(idx) from marked) as up_to, target.${unread} as unread_before,
        row_to_json(target) as before_row, (select json_agg(recorded) from recorded) as positions,
        ${input.extra ?? sql`null::integer`} as extra
      from target`.execute(trx);
    const [row] = rows;
    if (!row) return undefined;
    return {
      upToIdx: row.up_to,
      unreadBefore: Number(row.unread_before),
      positions: new Map((row.positions ?? []).map((p) => [p.party, Number(p.position)])),
      before: row.before_row,
      extra: row.extra,
    };
  }

  /**
   * Writes one change for each party under the party's next position (the parties' SQL may read
   * `subject`, the conversation's row). Returns each party's new position. Always after the
   * conversation's lock, in the same transaction as the change itself.
   */
  async recordChange(subjectIdx: number, parties: PartiesSql, change: Change, trx: Db): Promise<Map<string, number>> {
    const { rows } = await sql<{ party: string; position: number | string }>`
      with subject as (select * from ${this.subjects} where idx = ${subjectIdx}::integer),
      ${this.changeCtes(
        parties,
        'subject',
        sql`select ${change.kind}::text as kind, ${subjectIdx}::integer as subject_idx,
          ${change.messageIdx}::integer as message_idx, ${change.readerIdx ?? null}::integer as reader_idx`,
      )}
      select party, position from recorded`.execute(trx);
    return new Map(rows.map((row) => [row.party, Number(row.position)]));
  }

  async message(idx: number, trx: Db = this.db): Promise<M | undefined> {
    const { rows } = await sql<M>`select ${this.columns} from ${this.messages}
      where idx = ${idx}`.execute(trx);
    return rows[0];
  }

  /** The message a client id stored (per the kind's dedupe: the sender's, or the conversation's). */
  async messageByClientId(
    key: { senderIdx: number | null; subjectIdx: number },
    clientId: string,
  ): Promise<M | undefined> {
    const [column] = this.kind.dedupe;
    const value = column === 'sender_idx' ? key.senderIdx : key.subjectIdx;
    const { rows } = await sql<M>`select ${this.columns} from ${this.messages}
      where ${sql.ref(column)} = ${value} and client_id = ${clientId}`.execute(this.db);
    return rows[0];
  }

  /** Takes a message back (revoke, delete): it leaves every list and page. */
  async remove(idx: number, trx: Db): Promise<void> {
    await sql`update ${this.messages} set ${this.removedAt} = now() where idx = ${idx}`.execute(trx);
  }

  async edit(idx: number, body: string, trx: Db): Promise<M> {
    const { rows } = await sql<M>`update ${this.messages} set body = ${body}, edited_at = now()
      where idx = ${idx} returning ${this.columns}`.execute(trx);
    const [row] = rows;
    if (!row) throw new Error(`chat: no message ${idx} to edit`);
    return row;
  }

  /** One unread less on a counter of the conversation (an unread message to that side was taken back). */
  async uncount(subjectIdx: number, unreadColumn: string, trx: Db): Promise<void> {
    const column = sql.ref(unreadColumn);
    await sql`update ${this.subjects} set ${column} = greatest(${column} - 1, 0) where idx = ${subjectIdx}`.execute(
      trx,
    );
  }

  /**
   * Locks a conversation for a change: every change of it begins by locking it (this, or the
   * send's update), then the parties' positions, so none waits on another in a cycle.
   */
  async lockSubject<S>(idx: number, trx: Db): Promise<S | undefined> {
    const { rows } = await sql<S>`select * from ${this.subjects} where idx = ${idx} for no key update`.execute(trx);
    return rows[0];
  }

  /** Up to `limit` messages of a conversation older than `beforeIdx` (the newest without it), newest first; removed ones left out. */
  async messagesBefore(subjectIdx: number, beforeIdx: number | undefined, limit: number): Promise<M[]> {
    const { rows } = await sql<M>`select ${this.columns} from ${this.messages}
      where subject_idx = ${subjectIdx} and ${this.removedAt} is null
        ${beforeIdx === undefined ? sql`` : sql`and idx < ${beforeIdx}`}
      order by idx desc limit ${limit}`.execute(this.db);
    return rows;
  }

  /** Page `page` of a conversation's messages counted from the newest, newest first, and how many there are. */
  async messagesPage(subjectIdx: number, page: number, size: number): Promise<{ rows: M[]; total: number }> {
    const [{ rows }, count] = await Promise.all([
      sql<M>`select ${this.columns} from ${this.messages}
        where subject_idx = ${subjectIdx} and ${this.removedAt} is null
        order by idx desc limit ${size} offset ${(page - 1) * size}`.execute(this.db),
      sql<{ n: number | string }>`select count(*) as n from ${this.messages}
        where subject_idx = ${subjectIdx} and ${this.removedAt} is null`.execute(this.db),
    ]);
    return { rows, total: Number(count.rows[0]?.n ?? 0) };
  }

  /** The party's latest position (0 before any change). */
  async position(party: string): Promise<number> {
    const row = await this.db
      .selectFrom('chat_positions')
      .select('position')
      .where('party', '=', party)
      .executeTakeFirst();
    return Number(row?.position ?? 0);
  }

  /** Up to `limit` of the party's changes after `position`, in order, each with its message. */
  async changesSince(party: string, position: number, limit: number): Promise<ChangeRow<M>[]> {
    const { rows } = await sql<
      M & { change_position: number | string; change_kind: ChangeKind; change_reader: number | null }
    >`
      select c.position as change_position, c.kind as change_kind, c.reader_idx as change_reader,
        ${this.messageColumns('m')}
      from chat_changes c join ${this.messages} m on m.idx = c.message_idx
      where c.party = ${party} and c.position > ${position}
      order by c.position limit ${limit}`.execute(this.db);
    return rows.map((row) => ({
      position: Number(row.change_position),
      kind: row.change_kind,
      reader_idx: row.change_reader,
      message: row,
    }));
  }

  /**
   * A party's catch-up after `position`, each change turned into the kind's wire shape (`view`,
   * undefined to leave one out: a message removed since, whose removal follows). `reset` when
   * the client is ahead of the server (e.g. the database was replaced): it should refetch everything.
   */
  async since<V>(
    party: string,
    position: number,
    view: (row: ChangeRow<M>) => V | undefined,
  ): Promise<{ changes: V[]; position: number; more: boolean; reset: boolean }> {
    const [rows, latest] = await Promise.all([
      this.changesSince(party, position, CATCH_UP_LIMIT + 1),
      this.position(party),
    ]);
    const kept = rows.slice(0, CATCH_UP_LIMIT);
    const changes = kept.flatMap((row) => {
      const change = view(row);
      return change === undefined ? [] : [change];
    });
    return {
      changes,
      position: kept.at(-1)?.position ?? Math.min(position, latest),
      more: rows.length > CATCH_UP_LIMIT,
      reset: position > latest,
    };
  }
}
