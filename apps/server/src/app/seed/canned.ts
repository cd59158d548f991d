import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The demo's canned answers (issue 13): `/shortcut` in the staff console's input finds them. */
const CANNED = [
  { shortcut: 'hello', body: 'Hello! Thanks for reaching out. How can I help you today?' },
  {
    shortcut: 'shipping',
    body: 'Orders ship within 2 business days. You can follow yours under My orders once it has shipped.',
  },
  {
    shortcut: 'refund',
    body: 'Refunds go back to your wallet within 3 business days after the shop confirms the return.',
  },
  { shortcut: 'bye', body: 'Is there anything else I can help with? Have a great day!' },
];

export async function insertCannedAnswers(trx: Kysely<Database>, staffIdx: number | null): Promise<number> {
  await trx
    .insertInto('live_canned')
    .values(CANNED.map((answer) => ({ ...answer, created_by: staffIdx })))
    .execute();
  return CANNED.length;
}
