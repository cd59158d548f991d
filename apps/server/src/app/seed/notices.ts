import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Site notices. The newest active one pops up for signed-in users, so it welcomes them and says
 * how to try the demo; the two older, inactive ones show the admin list has history. They speak
 * only of what the storefront has (no chat yet: messages come later).
 */
const NOTICES = [
  {
    daysAgo: 45,
    active: false,
    title: 'Scheduled maintenance completed',
    content:
      "Thanks for your patience during last night's maintenance window. Checkout and order tracking are fully back online.",
  },
  {
    daysAgo: 20,
    active: false,
    title: 'Spring Sale has ended',
    content:
      'Our Spring Sale is over. Thank you to everyone who shopped with us! Keep an eye on the "Discounts" page for the next event.',
  },
  {
    daysAgo: 0,
    active: true,
    title: 'Welcome to the demo marketplace!',
    content:
      'Welcome! Everything here is demo data, so feel free to explore. Sign in as buyer@demo.shop (password demo1234, ' +
      'trade password 123456) to shop with a $5,000.00 wallet, as seller@demo.shop to manage Demo Seller Store, or as ' +
      'staff@demo.shop to review shop applications. Happy shopping!',
  },
] as const;

export async function insertNotices(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('cms_notices')
    .values(
      NOTICES.map((n) => ({
        title: n.title,
        content: n.content,
        active: n.active,
        created_at: sql<Date>`now() - make_interval(days => ${n.daysAgo})`,
      })),
    )
    .execute();
}
