import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import {
  call,
  expectMessage,
  readWelcomeNoticeInPage,
  signInThroughForm,
  signUpThroughApi,
} from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'demo1234';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A fresh account signed up through the API, its session handed to the page. */
async function signUpFreshUser(page: Page, name: string) {
  const { email, token } = await signUpThroughApi('shop', name, 'applicant-pass-1');
  await page.goto(`${baseUrl}/help/privacy`, { waitUntil: 'networkidle' });
  await page.evaluate((value) => localStorage.setItem('x-token', value), token);
  await readWelcomeNoticeInPage(page);
  return email;
}

/** The error line under a labelled control (one of the ids its aria-describedby names) says `text`. */
async function expectFieldError(page: Page, label: string, text: string) {
  const control = await page.getByLabel(label, { exact: true }).elementHandle();
  await page.waitForFunction(
    ([element, expected]) =>
      (element?.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .some((id) => id !== '' && document.getElementById(id)?.textContent === expected),
    [control, text] as const,
  );
}

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'My account' });

describe('the account area', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the demo buyer's account home and changes the display name at ${name} width`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signInThroughForm(page, 'buyer@demo.shop', DEMO_PASSWORD, '/');

      // Phones reach the account through the tab bar (/dashboard), large screens through the header (/mine).
      if (name === 'mobile') {
        await page.locator('nav.mobile-tab-bar').getByRole('link', { name: 'My' }).click();
        await page.waitForURL((url) => url.pathname === '/dashboard');
      } else {
        await page.getByRole('link', { name: 'Hi, Demo Buyer' }).click();
        await page.waitForURL((url) => url.pathname === '/mine');
      }
      await page.getByRole('heading', { name: /^Demo Buyer/ }).waitFor();
      await page.getByText('buyer@demo.shop').waitFor();
      await expect(page.getByTestId('account-balance').innerText()).resolves.toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
      const toPay = page.getByRole('link', { name: /^To pay/ });
      await expect(toPay.getAttribute('href')).resolves.toBe('/mine/orders?status=pending');
      await expect(page.getByRole('link', { name: /^Shipped/ }).getAttribute('href')).resolves.toBe(
        '/mine/orders?status=shipped',
      );
      await expect(page.getByTestId('account-balance').getAttribute('href')).resolves.toBe('/mine/wallet');
      const realname = page.getByRole('region', { name: 'Identity verification' });
      await expect(realname.getByRole('link').getAttribute('href')).resolves.toBe('/realname');
      await page
        .getByTestId('account-realname-status')
        .filter({ hasText: /verified|review|approved/i })
        .waitFor();
      await page.getByTestId('account-partnership-status').waitFor();
      // The menu: beside the page on a large screen, a row above it on a phone; the home is current.
      const menu = accountMenu(page);
      await expect(menu.getByRole('link', { name: 'Account home' }).getAttribute('aria-current')).resolves.toBe('page');
      const box = (await menu.boundingBox())!;
      const main = (await page.locator('.mine-layout__main').boundingBox())!;
      if (name === 'mobile') expect(box.y + box.height).toBeLessThanOrEqual(main.y + 1);
      else expect(box.x + box.width).toBeLessThanOrEqual(main.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);

      // The other /mine route shows the same home.
      await page.goto(`${baseUrl}${name === 'mobile' ? '/mine' : '/dashboard'}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: /^Demo Buyer/ }).waitFor();

      // Favorites and followed shops are one tap away.
      for (const [label, path, heading] of [
        ['Favorites', '/mine/favorites', 'My favorites'],
        ['Following', '/mine/following', 'Followed shops'],
      ] as const) {
        await accountMenu(page).getByRole('link', { name: label }).click();
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      }

      // Settings: a new display name, shown at once and after a reload.
      await accountMenu(page).getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL((url) => url.pathname === '/mine/settings');
      const nameField = page.getByLabel('Display name', { exact: true });
      await nameField.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await nameField.fill('   ');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expectFieldError(page, 'Display name', 'Please enter your name');
      const newName = `Demo Buyer ${viewport.width}`;
      await nameField.fill(newName);
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expectMessage(page, 'Operation complete');
      await page.locator('.mine-menu__name', { hasText: newName }).waitFor({ state: 'attached' });
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.getByLabel('Display name', { exact: true }).inputValue()).resolves.toBe(newName);

      // The password forms check their fields before anything is sent.
      await page.getByRole('button', { name: 'Change password' }).click();
      await expectFieldError(page, 'Current password', 'Please enter your current password');
      await page.getByLabel('New trade password', { exact: true }).fill('12ab3');
      await page.getByRole('button', { name: /trade password$/ }).click();
      await expectFieldError(page, 'New trade password', 'The trade password is exactly 6 digits');

      // Back to the name other journeys expect.
      await page.getByLabel('Display name', { exact: true }).fill('Demo Buyer');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expectMessage(page, 'Operation complete');
      await page.locator('.mine-menu__name').getByText('Demo Buyer', { exact: true }).waitFor({ state: 'attached' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('partnership', () => {
  it('a new user applies for a shop, staff approve it, and the user becomes its seller', async () => {
    const shopName = `Harbour Ceramics ${Date.now().toString(36)}`;
    // The applicant on a phone.
    const applicant = await openPage(browser, VIEWPORTS.mobile);
    await signUpFreshUser(applicant.page, 'Hana Applicant');
    await applicant.page.goto(`${baseUrl}/shop/application`, { waitUntil: 'networkidle' });
    const form = applicant.page.getByRole('form', { name: 'Application' });
    await form.waitFor();
    expect(await seriousViolations(applicant.page)).toEqual([]);

    await form.getByRole('button', { name: 'Submit application' }).click();
    await expectFieldError(applicant.page, 'Shop name', 'Please enter the shop name');
    await expectFieldError(applicant.page, 'Main category', 'Please choose the main category');
    await expectFieldError(applicant.page, 'Contact phone', 'Please enter a contact phone number');
    await expectFieldError(applicant.page, 'About your shop', 'Please describe your shop');
    await expect(
      applicant.page.getByLabel('Shop name', { exact: true }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    expect(await seriousViolations(applicant.page)).toEqual([]);

    await applicant.page.getByLabel('Shop name', { exact: true }).fill(shopName);
    await applicant.page.getByLabel('Main category', { exact: true }).selectOption({ index: 1 });
    await applicant.page.getByLabel('Contact phone', { exact: true }).fill('+44 7700 900123');
    await applicant.page.getByLabel('About your shop', { exact: true }).fill('Too short');
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expectFieldError(applicant.page, 'About your shop', 'Please write at least 20 characters about your shop');
    await applicant.page
      .getByLabel('About your shop', { exact: true })
      .fill('Hand-thrown mugs, bowls and plates from our harbour studio, shipped worldwide.');
    const submitted = applicant.page.waitForResponse((r) => r.url().endsWith('/api/v1/shop/application/submit'));
    await form.getByRole('button', { name: 'Submit application' }).click();
    expect(((await (await submitted).json()) as { code: number }).code).toBe(0);
    await applicant.page.getByTestId('application-status').filter({ hasText: 'Under review' }).waitFor();
    await expect(applicant.page.getByRole('form', { name: 'Application' }).count()).resolves.toBe(0);
    expect(await seriousViolations(applicant.page)).toEqual([]);

    // Staff on a large screen approve it.
    const staff = await openPage(browser, VIEWPORTS.desktop);
    await signInThroughForm(staff.page, 'staff@demo.shop', DEMO_PASSWORD, '/staff');
    // The console opens on the live chat; the applications are one of its views.
    await staff.page
      .getByRole('navigation', { name: 'Console views' })
      .getByRole('link', { name: 'Shop applications' })
      .click();
    await staff.page.getByRole('heading', { name: 'Shop applications' }).waitFor();
    const card = staff.page.getByTestId('staff-application').filter({ hasText: shopName });
    await card.waitFor();
    await card.getByText('+447700900123').waitFor();
    expect(await seriousViolations(staff.page)).toEqual([]);
    await card.getByRole('button', { name: `Approve ${shopName}` }).click();
    await expectMessage(staff.page, 'Operation complete');
    await card.waitFor({ state: 'detached' });
    await staff.page
      .getByRole('navigation', { name: 'Application status' })
      .getByRole('link', { name: 'Approved' })
      .click();
    await staff.page.waitForURL((url) => url.searchParams.get('status') === 'approved');
    const approved = staff.page.getByTestId('staff-application').filter({ hasText: shopName });
    await approved.getByText('Approved', { exact: true }).waitFor();
    expect(await seriousViolations(staff.page)).toEqual([]);
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    // The applicant sees the approval and is now a seller with a shop.
    const page = applicant.page;
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('already-seller').waitFor();
    const shopLink = page.getByRole('link', { name: 'Go to my shop' });
    const shopHref = await shopLink.getAttribute('href');
    expect(shopHref).toMatch(/^\/shop\/\d+$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/mine`, { waitUntil: 'networkidle' });
    await page.getByText('Seller', { exact: true }).waitFor();
    // A shop's owner is sent to the seller centre (issue 20), where its orders are.
    await expect(
      page.locator('main').getByRole('link', { name: 'Seller centre', exact: true }).getAttribute('href'),
    ).resolves.toBe('/seller');
    await expect(page.getByRole('link', { name: 'My shop', exact: true }).getAttribute('href')).resolves.toBe(shopHref);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}${shopHref}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: shopName }).first().waitFor();
    expect(applicant.errors).toEqual([]);
    await applicant.context.close();
  });
});

/** A small real PNG (48×32, one colour): the photo of an ID for the form. */
const ID_PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVR4nO2WAQkAQAwCl+XCGc6UH2PPOFgAET03NF/drCtAQdGhmiFsWdbxg2CMDtUMYcuyDiF80KJDNUPYssihCMY6HRwe1wcJLyxqRR1rIAAAAABJRU5ErkJggg==',
  'base64',
);

/** The identity photo preview has been drawn from a blob URL (a private upload is never an <img> address). */
async function expectPhotoShown(page: Page) {
  const preview = page.getByRole('img', { name: 'Photo of your ID' });
  await preview.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img.image-field__preview');
    return img !== null && img.src.startsWith('blob:') && img.complete && img.naturalWidth > 0;
  });
}

describe('identity verification', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`uploads the ID photo privately and shows it to its owner at ${name} width`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signUpFreshUser(page, 'Ida Verify');
      await page.goto(`${baseUrl}/realname`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Your details' }).waitFor();

      await page.getByLabel('Real name', { exact: true }).fill('Ida Verify');
      await page.getByLabel('ID number', { exact: true }).fill('AB-12345678');
      await page.locator('input[type="file"]').setInputFiles({
        name: 'id.png',
        mimeType: 'image/png',
        buffer: ID_PHOTO_PNG,
      });
      await page.getByRole('button', { name: 'Submit for verification' }).click();
      await page.getByText('Under review').first().waitFor();
      await expectPhotoShown(page);

      // The filed photo is a private upload: the owner's page fetches it with x-token after a
      // reload, while the address alone (no session, as a stranger or a cache would ask) gets 404.
      const token = await page.evaluate(() => localStorage.getItem('x-token'));
      const filed = await call<{ photo: string }>('user/realname/inquiry', {}, token ?? undefined);
      expect(filed.data.photo).toMatch(/^\/service\/v1\/upload\/private\//);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText('Under review').first().waitFor();
      await expectPhotoShown(page);
      const anonymous = await fetch(`${baseUrl}${filed.data.photo}`);
      expect(anonymous.status).toBe(404);
      expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
      const owner = await fetch(`${baseUrl}${filed.data.photo}`, { headers: { 'x-token': token! } });
      expect(owner.status).toBe(200);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
