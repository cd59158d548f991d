import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, pageCall, signUpThroughApi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, VIEWPORTS } from '../support/browser.ts';
import { openParty, tokenOf, type Party } from '../support/pm.ts';
import { DEMO_STAFF } from '../support/staff-console.ts';

/** Issue 20, point 6: the demo staff account, an admin, runs the marketplace from the console. */
let browser: Browser;
let adminToken: string;
const parties: Party[] = [];

async function open(token: string, viewport: { width: number; height: number }, path: string): Promise<Party> {
  const party = await openParty(browser, token, viewport, path);
  parties.push(party);
  return party;
}

const adminView = (page: Page) => page.getByRole('region', { name: 'Administration' });
const section = (page: Page, name: string) =>
  adminView(page).getByRole('navigation', { name: 'Administration sections' }).getByRole('link', { name });

/** Fills the section's search box and waits for a row holding `text`. */
async function search(page: Page, label: string, kw: string, rowText: string) {
  const box = adminView(page).getByLabel(label);
  await box.fill(kw);
  await box.press('Enter');
  await adminView(page).getByRole('listitem').filter({ hasText: rowText }).first().waitFor();
}

/** Answers the reason dialog (a reason when given) and confirms with `confirm`. */
async function answerDialog(page: Page, confirm: string, reason?: string) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (reason !== undefined) await dialog.getByLabel('Reason (shown in the record)').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await tokenOf(DEMO_STAFF);
});
afterAll(async () => {
  await Promise.all(parties.map((party) => party.context.close()));
  await browser?.close();
});

describe('the admin view of the staff console (issue 20)', () => {
  it('makes an account staff, disables another (its page is signed out), takes a product down, lists it all', async () => {
    const suffix = Date.now().toString(36);
    const newcomer = await signUpThroughApi('new-staff', `Newcomer ${suffix}`, 'password123');
    const abuser = await signUpThroughApi('abuser', `Abuser ${suffix}`, 'password123');
    const abuserParty = await open(abuser.token, VIEWPORTS.desktop, '/account');
    const { page, errors } = await open(adminToken, VIEWPORTS.desktop, '/staff');
    // The view is offered in the console's bar to an admin.
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Administration' }).click();
    await page.waitForURL(/view=admin/);
    await adminView(page).waitFor();

    // Staff: add by email, confirmed.
    await adminView(page).getByLabel('Account email').fill(newcomer.email);
    await adminView(page).getByRole('button', { name: 'Add', exact: true }).click();
    await answerDialog(page, 'Add');
    await adminView(page)
      .getByTestId('admin-staff-row')
      .filter({ hasText: `Newcomer ${suffix}` })
      .waitFor();
    expect((await callOk<{ role: string }>('ba/principal/inquiry', {}, newcomer.token)).data.role).toBe('staff');

    // Accounts: disable with a reason; the account's open page is refused at its next call.
    await section(page, 'Accounts').click();
    await search(page, 'Email, name or phone', abuser.email, `Abuser ${suffix}`);
    await adminView(page)
      .getByRole('button', { name: `Disable Abuser ${suffix}` })
      .click();
    await answerDialog(page, 'Disable', 'Spamming sellers');
    await adminView(page)
      .getByTestId('admin-account-row')
      .filter({ hasText: `Abuser ${suffix}` })
      .getByText('Disabled', { exact: true })
      .waitFor();
    expect((await pageCall(abuserParty.page, 'mine/overview')).code).toBe(4012);
    await abuserParty.page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() => abuserParty.page.evaluate(() => localStorage.getItem('x-token') ?? ''), { timeout: 10_000 })
      .toBe('');

    // Goods: take down the most expensive product with a reason (no journey buys it).
    const { data: goods } = await callOk<{ rows: Array<{ idx: number; title: string }> }>('goods/list', {
      sort: 'priceDesc',
      size: 1,
    });
    const product = goods.rows[0]!;
    await section(page, 'Goods').click();
    await search(page, 'Product title', product.title, product.title);
    const row = adminView(page).getByTestId('admin-goods-row').filter({ hasText: product.title }).first();
    await row.getByRole('button', { name: `Take down ${product.title}` }).click();
    await answerDialog(page, 'Take down', 'Misleading pictures');
    await row.getByText('Taken down: Misleading pictures').waitFor();
    expect((await call('goods/detail', { idx: product.idx })).code).toBe(4004);

    // Activity: newest first, who did what to whom and why.
    await section(page, 'Activity').click();
    const actions = adminView(page).getByTestId('admin-action-row');
    await actions.first().waitFor();
    const texts = await actions.allTextContents();
    expect(texts[0]).toContain(`Support Agent took down ${product.title}`);
    expect(texts[0]).toContain('Reason: Misleading pictures');
    expect(texts[1]).toContain(`Support Agent disabled the account of Abuser ${suffix}`);
    expect(texts[1]).toContain('Reason: Spamming sellers');
    expect(texts[2]).toContain(`Support Agent made Newcomer ${suffix} staff`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('is axe-clean and fits at 375 px, and is hidden from staff who are not admins', async () => {
    const { page } = await open(adminToken, VIEWPORTS.mobile, '/staff?view=admin&section=accounts');
    await adminView(page).getByTestId('admin-account-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Keyboard: the section tabs are links reached by Tab and followed with Enter.
    await section(page, 'Shops').focus();
    await page.keyboard.press('Enter');
    await adminView(page).getByLabel('Shop or owner name').waitFor();

    const plain = await signUpThroughApi('plain-staff', `Plain ${Date.now().toString(36)}`, 'password123');
    await callOk('admin/staff/set', { email: plain.email, role: 'staff' }, adminToken);
    const staffParty = await open(plain.token, VIEWPORTS.desktop, '/staff?view=admin');
    await staffParty.page.getByRole('navigation', { name: 'Console views' }).waitFor();
    expect(await adminView(staffParty.page).count()).toBe(0);
    expect(
      await staffParty.page
        .getByRole('navigation', { name: 'Console views' })
        .getByRole('link', { name: 'Administration' })
        .count(),
    ).toBe(0);
  });
});
