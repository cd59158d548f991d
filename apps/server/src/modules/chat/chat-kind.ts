import type { RawBuilder } from 'kysely';

/*
 * What the chat core needs to know of a chat kind (private messages, live chat, a future
 * seller-to-staff chat): its tables, lent by the module that owns them, and the names of the few
 * columns that differ. The core writes every statement once over these names.
 */

/** The columns every chat kind's message has, whatever its table. */
export interface ChatMessageRow {
  idx: number;
  subject_idx: number;
  /** The sender's account; null for a guest. */
  sender_idx: number | null;
  staff: boolean;
  flag: number;
  body: string;
  readed: boolean;
  client_id: string;
  edited_at: Date | null;
  created_at: Date;
}

export interface ChatKind {
  /** The prefix of the kind's parties in chat_positions and chat_changes (`pm`, `live`). */
  name: string;
  /** The conversations' table: `idx` and the unread counters of each side. */
  subjects: string;
  /** The messages' table: the columns of ChatMessageRow and `removedAt`. */
  messages: string;
  /** The column set when a message is taken back (pm's revoke, live chat's delete). */
  removedAt: string;
  /** The conversation's column set to now() on every message (its place in lists). */
  updatedAt: string;
  /** The columns a client id is unique by: a retried send stores nothing (pm: per sender, live: per conversation). */
  dedupe: readonly ['sender_idx', 'client_id'] | readonly ['subject_idx', 'client_id'];
}

/**
 * The columns of every kind's message, named rather than `*` in the prepared send statement: a
 * column added by a later migration must not change the result of a plan prepared before it. A
 * kind's table has these and its `removedAt`, no more (each kind's repository checks it when it compiles).
 */
export const CHAT_MESSAGE_COLUMNS = [
  'idx',
  'subject_idx',
  'sender_idx',
  'staff',
  'flag',
  'body',
  'readed',
  'client_id',
  'edited_at',
  'created_at',
] as const satisfies ReadonlyArray<keyof ChatMessageRow>;

/** A party's key in the change log: the kind's name and the party (`pm:12`, `live:g:…`). */
export const partyKey = (kind: Pick<ChatKind, 'name'>, party: string | number): string => `${kind.name}:${party}`;

/**
 * The parties a change is recorded for, as SQL selecting one `party` text column. It may read
 * `conversation`, the name of the statement's common table expression holding the conversation's
 * row (as the change left it).
 */
export type PartiesSql = (conversation: RawBuilder<unknown>) => RawBuilder<{ party: string }>;
