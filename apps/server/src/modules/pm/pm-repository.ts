import { MessageFlag } from '@storefront/contract';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, PmMessagesTable, PmSubjectsTable } from '../../db/schema.ts';
import type { CHAT_MESSAGE_COLUMNS } from '../chat/chat-kind.ts';
import { partyKey, type ChatKind, type PartiesSql } from '../chat/chat-kind.ts';
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

// The chat core names a message's columns (CHAT_MESSAGE_COLUMNS and the kind's removal column):
// a column of the table it would not name fails to compile here.
const everyMessageColumn: Record<
  Exclude<keyof MessageRow, (typeof CHAT_MESSAGE_COLUMNS)[number] | 'revoked_at'>,
  never
> = {};
void everyMessageColumn;

/** Private messages as a kind of the chat core (modules/chat): their tables, lent to it. */
export const PM_KIND: ChatKind = {
  name: 'pm',
  subjects: 'pm_subjects',
  messages: 'pm_messages',
  removedAt: 'revoked_at',
  updatedAt: 'update_at',
  dedupe: ['sender_idx', 'client_id'],
};

/** A user's key in the change log. */
export const pmParty = (userIdx: number): string => partyKey(PM_KIND, userIdx);
/** The user a key of the change log names (pmParty's inverse). */
export const userOfParty = (party: string): number => Number(party.slice(PM_KIND.name.length + 1));

/** A conversation's two parties, for the change log. */
export const unreadColumn = (side: Side) => (side === 'buyer' ? 'buyer_unread' : 'seller_unread');

/** A conversation's two parties, for the change log. */
export const pmParties =
  (subject: Pick<SubjectRow, 'buyer_idx' | 'seller_idx'>): PartiesSql =>
  () =>
    sql<{
      party: string;
    }>`select party from (values (${pmParty(subject.buyer_idx)}::text), (${pmParty(subject.seller_idx)}::text)) as p (party)`;

/**
 * The recipient's unread total as the send statement stores a message: this conversation's new
 * count (`subject`, the statement's updated row) and their other conversations' as it began.
 */
export const recipientUnreadSql = (subjectIdx: number, recipientIdx: number, recipient: Side) =>
  sql`subject.${sql.ref(unreadColumn(recipient))}
    + (select coalesce(sum(buyer_unread), 0) from pm_subjects where buyer_idx = ${recipientIdx} and idx <> ${subjectIdx})
    + (select coalesce(sum(seller_unread), 0) from pm_subjects where seller_idx = ${recipientIdx} and idx <> ${subjectIdx})`;

const remarkColumn = (side: Side) => (side === 'buyer' ? 'buyer_remark' : 'seller_remark');

/**
 * What only private messages ask of their tables (pm_subjects, pm_messages): conversations with a
 * shop, the lists with their previews, remarks, unread totals, shared pictures. Messages, read
 * marks, revokes and the change log are the chat core's (ChatStore over PM_KIND).
 */
export class PmRepository {
  constructor(private readonly db: Db) {}

  async subject(idx: number, trx: Db = this.db): Promise<SubjectRow | undefined> {
    return trx.selectFrom('pm_subjects').selectAll().where('idx', '=', idx).executeTakeFirst();
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
