import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughForm } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const DEMO_SELLER = { account: 'seller@demo.shop', password: 'demo1234' } as const;
let browser: Browser;

/** A small solid-colour PNG, so the two pictures differ. */
function png(red: number, green: number, blue: number): Buffer {
  const size = 8;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function addValues(page: Page, dimension: string, values: string[]) {
  const input = page.getByLabel(`Values of ${dimension}`, { exact: true });
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: `Remove ${value}`, exact: true }).count()).toBe(1);
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the seller lists a product (issue 20, point 1)', () => {
  it('creates Colour × Size with 2 pictures and a German title, publishes, finds it, edits stock in place and unpublishes it', async () => {
    const title = `Linen shirt ${Date.now().toString(36)}`;
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    page.setDefaultTimeout(30_000);
    await signInThroughForm(page, DEMO_SELLER.account, DEMO_SELLER.password, '/seller/goods/new');
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();

    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("Title (your shop's language)", { exact: true }).fill(title);
    await page.getByRole('textbox', { name: "Description (your shop's language)" }).fill('Soft linen, cut loose.');

    await page.getByLabel('Language', { exact: true }).selectOption('de');
    await page.getByRole('button', { name: 'Add language', exact: true }).click();
    await page.getByLabel('Title (German)', { exact: true }).fill(`Leinenhemd ${title.split(' ').at(-1)}`);

    const pictures = page.locator('#goods-pictures-input');
    await pictures.setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: png(200, 30, 30) });
    await page.getByRole('img', { name: 'Picture 1 (cover)', exact: true }).waitFor();
    await pictures.setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: png(30, 30, 200) });
    await page.getByRole('img', { name: 'Picture 2', exact: true }).waitFor();
    // The keyboard way to reorder: the second picture becomes the cover, and back.
    await page.getByRole('button', { name: 'Move picture 2 left', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Picture 2 moved to position 1' }).count())
      .toBe(1);
    // The mouse way: drag picture 2 onto picture 1, and it becomes the cover again.
    const cover = page.getByRole('img', { name: 'Picture 1 (cover)', exact: true });
    const second = page.getByRole('img', { name: 'Picture 2', exact: true });
    const [blueSrc, redSrc] = [await cover.getAttribute('src'), await second.getAttribute('src')];
    expect(blueSrc).not.toBe(redSrc);
    await page.locator('.picture-strip__item').filter({ has: second }).dragTo(cover);
    await expect.poll(() => cover.getAttribute('src'), { timeout: 15_000 }).toBe(redSrc);
    expect(await second.getAttribute('src')).toBe(blueSrc);

    await page.getByRole('button', { name: 'Add dimension', exact: true }).click();
    await page.getByLabel('Dimension name', { exact: true }).fill('Colour');
    await addValues(page, 'Colour', ['Red', 'Blue']);
    await page.getByRole('button', { name: 'Add dimension', exact: true }).click();
    await page.getByLabel('Dimension name', { exact: true }).nth(1).fill('Size');
    await addValues(page, 'Size', ['S', 'M']);

    await page.getByRole('region', { name: 'Variants: 4 rows' }).waitFor();
    await page.getByLabel('Price for all', { exact: true }).fill('12.50');
    await page.getByRole('button', { name: 'Apply price to all', exact: true }).click();
    await page.getByLabel('Stock for all', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Apply stock to all', exact: true }).click();
    await expect.poll(() => page.getByLabel('Price for Blue / M', { exact: true }).inputValue()).toBe('12.50');
    await page.getByRole('radio', { name: 'On sale', exact: true }).check();

    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/seller\/goods\/\d+$/);
    const editUrl = page.url();
    await page.getByRole('heading', { name: 'Edit product', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Title (German)', { exact: true }).inputValue()).toMatch(/^Leinenhemd /);
    expect(await page.getByRole('radio', { name: 'On sale', exact: true }).isChecked()).toBe(true);
    // The dragged order was saved: the reloaded form shows red as the cover, blue second.
    await page.reload();
    await page.getByRole('heading', { name: 'Edit product', level: 1 }).waitFor();
    await expect.poll(() => cover.getAttribute('src'), { timeout: 15_000 }).toBe(redSrc);
    expect(await second.getAttribute('src')).toBe(blueSrc);

    // Found in the list, on sale, with its 4 SKUs' stock summed.
    await page.getByRole('link', { name: 'Back to goods', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search your goods' }).fill(title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await row.waitFor();
    expect(await row.getByText('On sale', { exact: true }).count()).toBe(1);
    await row.getByText('20 in stock', { exact: true }).click();

    // Stock edited in place: Enter saves, the total follows.
    const stock = row.getByLabel(new RegExp(`^Stock of ${title}, `)).first();
    await stock.fill('7');
    await stock.press('Enter');
    await row.getByText('Saved', { exact: true }).waitFor();
    await row.getByText('22 in stock', { exact: true }).waitFor();

    expect(await seriousViolations(page)).toEqual([]);

    // Bulk unpublish.
    await row.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await row.getByText('Off shelf', { exact: true }).waitFor();

    // The phone: the list as cards and the form, axe-clean.
    const phone = await openPage(browser, VIEWPORTS.mobile);
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await phone.page.evaluate(
      (entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
      await page.evaluate(() => Object.entries(localStorage)),
    );
    await phone.page.goto(`${baseUrl}/seller/goods?kw=${encodeURIComponent(title)}`, { waitUntil: 'networkidle' });
    await phone.page.getByRole('link', { name: title, exact: true }).waitFor();
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.goto(editUrl, { waitUntil: 'networkidle' });
    await phone.page.getByRole('heading', { name: 'Edit product', level: 1 }).waitFor();
    expect(await seriousViolations(phone.page)).toEqual([]);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    expect(errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
    await context.close();
  }, 240_000);
});
