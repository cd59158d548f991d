import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { SessionService } from '../../apps/server/src/modules/accounts/session-service.ts';
import { GuestTokens } from '../../apps/server/src/modules/livechat/guest-tokens.ts';
import type { ChatPair } from './pm-pairs.ts';

/**
 * Writes the live-chat load's conversations straight into the database the target will open, as
 * pm-pairs.ts does for the private messages: `agents` staff accounts, each signed in, and `count`
 * guests with a real signed token each (minted by the server's own GuestTokens, so the server
 * verifies it as any widget's), each guest's conversation assigned to an agent in turn, as after
 * a claim. A pair's buyer is the guest (idx 0, the token a guest token), its seller the agent.
 */
export async function prepareLiveChats(count: number, agents: number, databaseUrl: string): Promise<ChatPair[]> {
  const handle = await openDatabase({ databaseUrl });
  try {
    await migrateToLatest(handle.db);
    const stamp = Date.now().toString(36);
    const staff = await handle.db
      .insertInto('users')
      .values(
        Array.from({ length: agents }, (_, n) => ({
          email: `live-agent-${n}-${stamp}@bench.shop`,
          name: `Agent ${n}`,
          password_hash: 'not-used',
          role: 'staff' as const,
        })),
      )
      .returning('idx')
      .execute();
    const sessions = new SessionService(handle.db, { accessTtlSeconds: 3600, refreshTtlSeconds: 3600 });
    const staffTokens = await Promise.all(staff.map(async (agent) => (await sessions.start(agent.idx)).token));
    const guests = new GuestTokens(handle.db, process.env.GUEST_TOKEN_SECRET);
    const tokens: string[] = [];
    for (let n = 0; n < count; n++) tokens.push(await guests.mint());
    const now = new Date();
    const subjects = await handle.db
      .insertInto('live_subjects')
      .values(
        tokens.map((token, n) => ({
          guest_id: token.split('.')[0]!,
          staff_idx: staff[n % agents]!.idx,
          status: 'assigned' as const,
          created_at: now,
          updated_at: now,
          queued_at: now,
          assigned_at: now,
          page: '/',
          lang: 'en',
          shopper_present: true,
        })),
      )
      .returning('idx')
      .execute();
    return subjects.map((subject, n) => ({
      subjectIdx: subject.idx,
      buyer: { idx: 0, token: tokens[n]! },
      seller: { idx: staff[n % agents]!.idx, token: staffTokens[n % agents]! },
    }));
  } finally {
    await handle.close();
  }
}
