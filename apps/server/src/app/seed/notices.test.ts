import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { insertNotices } from './notices.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  await insertNotices(handle.db);
}, 120_000);

afterAll(async () => handle?.close());

describe('the seeded cms notices', () => {
  it('promise nothing the storefront lacks: no chat yet, pages by the names they are shown under', async () => {
    const notices = await handle.db.selectFrom('cms_notices').select(['title', 'content']).execute();
    expect(notices).toHaveLength(3);
    for (const notice of notices) expect(`${notice.title} ${notice.content}`).not.toMatch(/chat|deals/i);
  });

  it('welcome a new account with the three demo accounts and what each can do', async () => {
    const welcome = await handle.db
      .selectFrom('cms_notices')
      .select('content')
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    expect(welcome.content).toContain('buyer@demo.shop');
    expect(welcome.content).toContain('seller@demo.shop to manage Demo Seller Store');
    expect(welcome.content).toContain('staff@demo.shop to review shop applications');
  });
});
