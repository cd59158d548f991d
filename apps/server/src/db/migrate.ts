import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import * as initialSchema from './migrations/0001-initial-schema.ts';
import * as searchSuggestions from './migrations/0002-search-suggestions.ts';
import * as moneyCore from './migrations/0003-money-core.ts';
import * as accountSessionIndexes from './migrations/0004-account-session-indexes.ts';
import * as searchWords from './migrations/0005-search-words.ts';
import * as suggestionIndexInMemory from './migrations/0006-suggestion-index-in-memory.ts';
import * as orderExpiry from './migrations/0007-order-expiry.ts';
import * as warehouses from './migrations/0008-warehouses.ts';
import * as privateUploadsAndNameKeys from './migrations/0011-private-uploads-and-name-keys.ts';
import * as pmChanges from './migrations/0012-pm-changes.ts';
import * as liveChat from './migrations/0013-live-chat.ts';
import * as liveGuests from './migrations/0014-live-guests.ts';
import * as sellerCentre from './migrations/0015-seller-centre.ts';
import * as sellerGoods from './migrations/0016-seller-goods.ts';
import * as catalogI18n from './migrations/0017-catalog-i18n.ts';
import * as chatCore from './migrations/0018-chat-core.ts';
import type { Db } from './database.ts';

/** Versioned migrations, in order. Add a file and list it here; never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-search-suggestions': searchSuggestions,
  '0003-money-core': moneyCore,
  '0004-account-session-indexes': accountSessionIndexes,
  '0005-search-words': searchWords,
  '0006-suggestion-index-in-memory': suggestionIndexInMemory,
  '0007-order-expiry': orderExpiry,
  '0008-warehouses': warehouses,
  '0011-private-uploads-and-name-keys': privateUploadsAndNameKeys,
  '0012-pm-changes': pmChanges,
  '0013-live-chat': liveChat,
  '0014-live-guests': liveGuests,
  '0015-seller-centre': sellerCentre,
  '0016-seller-goods': sellerGoods,
  '0017-catalog-i18n': catalogI18n,
  '0018-chat-core': chatCore,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * Applies every pending migration. `schema` names the PostgreSQL schema the tables live in when
 * it is not the default one: Kysely's lock and history tables must be looked up there too.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
