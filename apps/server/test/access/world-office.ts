import { createBuyer, type TestApp } from '../test-app.ts';
import { createShop, type Buyer, type TestShop } from '../commerce-helpers.ts';
import { applicationForm, made } from './world-helpers.ts';

/*
 * What the staff's and the admin's rows aim at: a site notice, a shop application, a canned reply,
 * a disabled account and a closed shop, each of someone who is no actor; and new ones of each, so
 * an allowed change never alters the buyer's or the seller's.
 */

export interface OfficeWorld {
  notice: number;
  /** A pending shop application of someone who is no actor. */
  application: number;
  canned: number;
  disabled: number;
  closedShop: number;
  freshApplication(): Promise<number>;
  freshCanned(): Promise<number>;
  /** Someone who is no actor. */
  freshPerson(): Promise<Buyer>;
  freshDisabled(): Promise<number>;
  freshShop(): Promise<TestShop>;
  freshClosedShop(): Promise<number>;
}

export async function buildOffice(
  app: TestApp,
  { staff, categoryIdx }: { staff: Buyer; categoryIdx: number },
): Promise<OfficeWorld> {
  let spare = 0;
  async function freshApplication(): Promise<number> {
    const applicant = await createBuyer(app);
    return made(app, 'shop/application/submit', applicationForm(categoryIdx), applicant.token);
  }
  const freshCanned = () =>
    made(app, 'live/canned/save', { shortcut: `spare${++spare}`, body: 'One moment please.' }, staff.token);
  async function freshDisabled(): Promise<number> {
    const person = await createBuyer(app);
    await app.db.updateTable('users').set({ status: 'disabled' }).where('idx', '=', person.idx).execute();
    return person.idx;
  }
  async function freshClosedShop(): Promise<number> {
    const closing = await createShop(app);
    await app.db
      .updateTable('shops')
      .set({ status: 'closed', closed_reason: 'Closed for the test' })
      .where('idx', '=', closing.idx)
      .execute();
    return closing.idx;
  }
  const notice = await app.db
    .insertInto('cms_notices')
    .values({ title: 'Holiday hours', content: 'We ship again on Monday.' })
    .returning('idx')
    .executeTakeFirstOrThrow();
  return {
    notice: notice.idx,
    application: await freshApplication(),
    canned: await freshCanned(),
    disabled: await freshDisabled(),
    closedShop: await freshClosedShop(),
    freshApplication,
    freshCanned,
    freshPerson: () => createBuyer(app),
    freshDisabled,
    freshShop: () => createShop(app),
    freshClosedShop,
  };
}
