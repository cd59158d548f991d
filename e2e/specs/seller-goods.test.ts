import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageCall, signInThroughForm } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS, type WatchedPage } from '../support/browser.ts';

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
  await seller?.context.close();
  await browser.close();
});

let seller: WatchedPage | undefined;
/** The demo seller, signed in through the form once for the file's journeys (1440 px). */
async function sellerPage(): Promise<WatchedPage> {
  if (!seller) {
    seller = await openPage(browser, VIEWPORTS.desktop);
    seller.page.setDefaultTimeout(30_000);
    await signInThroughForm(seller.page, DEMO_SELLER.account, DEMO_SELLER.password, '/seller/goods');
  }
  return seller;
}

describe('the seller lists a product (issue 20, point 1)', () => {
  it('creates Colour × Size with 2 pictures and a German title, publishes, finds it, edits stock in place and unpublishes it', async () => {
    const title = `Linen shirt ${Date.now().toString(36)}`;
    const { page, context, errors } = await sellerPage();
    await page.goto(`${baseUrl}/seller/goods/new`, { waitUntil: 'networkidle' });
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
  }, 240_000);
});

interface GoodsRow {
  idx: number;
  title: string;
  price: number;
  status: 'draft' | 'on_sale' | 'off_shelf';
  categoryIdx: number;
}
interface GoodsPage {
  rows: GoodsRow[];
  paging: { current: number; total: number; size: number };
  counts: { all: number; draft: number; on_sale: number; off_shelf: number };
}

/** "$1,234.50" -> 123450. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const ordered = (prices: number[], order: 'asc' | 'desc') =>
  prices.every((price, i) => i === 0 || (order === 'asc' ? prices[i - 1]! <= price : prices[i - 1]! >= price));

describe('the goods table (issue 20, S20-02)', () => {
  it('filters by status tab and category, sorts a column both ways and pages, and the URL keeps the view through a reload', async () => {
    const { page, errors } = await sellerPage();
    const list = async (payload: Record<string, unknown>) => {
      const answer = await pageCall<GoodsPage>(page, 'seller/goods/list', payload);
      expect(answer.code, answer.message).toBe(0);
      return answer.data;
    };
    const everything = async () => {
      const first = await list({});
      const pages = Math.ceil(first.paging.total / first.paging.size);
      const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, n) => list({ page: n + 2 })));
      return { ...first, rows: [first, ...rest].flatMap((p) => p.rows) };
    };

    // Two drafts of our own in a category the shop sells nothing in (deleted at the end, so the
    // shared server is left as it was): the category filter then has exactly them to show.
    const { data: categories } = await pageCall<{ idx: number; name: string }[]>(page, 'category/list');
    const used = new Set((await everything()).rows.map((row) => row.categoryIdx));
    const spare = categories.find((category) => !used.has(category.idx))!;
    const stamp = Date.now().toString(36);
    const created: number[] = [];
    try {
      for (const [letter, price] of [
        ['A', 1_111],
        ['B', 2_222],
      ] as const) {
        const saved = await pageCall<{ idx: number }>(page, 'seller/goods/save', {
          categoryIdx: spare.idx,
          title: `Field notes ${stamp} ${letter}`,
          skus: [{ values: [], price, stock: 3 }],
          status: 'draft',
        });
        expect(saved.code, saved.message).toBe(0);
        created.push(saved.data.idx);
      }
      const all = await everything();
      const { size, total } = all.paging;
      // The demo shop has more than a page (29 goods seeded, 20 a page).
      expect(total).toBeGreaterThan(size);

      const body = page.locator('table.goods-table tbody');
      const titles = () => body.locator('.goods-table__title a').allInnerTexts();
      const statuses = () => body.locator('.goods-status').allInnerTexts();
      const prices = async () => (await body.locator('td.price').allInnerTexts()).map(centsOf);
      const params = () => Object.fromEntries(new URL(page.url()).searchParams);
      const tabs = page.getByRole('navigation', { name: 'Filter by status' });
      await page.goto(`${baseUrl}/seller/goods`, { waitUntil: 'networkidle' });
      await expect.poll(async () => (await titles()).length).toBe(size);

      // Status tabs: each shows exactly its goods, as many as its count says.
      for (const [tab, status, label] of [
        [/^Draft/, 'draft', 'Draft'],
        [/^Off shelf/, 'off_shelf', 'Off shelf'],
        [/^On sale/, 'on_sale', 'On sale'],
      ] as const) {
        await tabs.getByRole('link', { name: tab }).click();
        await page.waitForURL((url) => url.searchParams.get('status') === status);
        const shown = Math.min(size, all.counts[status]);
        await expect.poll(statuses).toEqual(Array.from({ length: shown }, () => label));
      }
      await tabs.getByRole('link', { name: /^All/ }).click();
      await page.waitForURL((url) => !url.searchParams.has('status'));
      await expect.poll(async () => (await titles()).length).toBe(size);

      // The category: only our two; with the On sale tab too, none; a reload keeps the filter.
      const category = page.getByLabel('Category', { exact: true });
      await category.selectOption(String(spare.idx));
      await page.waitForURL((url) => url.searchParams.get('category') === String(spare.idx));
      const ours = [`Field notes ${stamp} B`, `Field notes ${stamp} A`];
      await expect.poll(async () => (await titles()).sort()).toEqual([...ours].sort());
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(async () => (await titles()).sort()).toEqual([...ours].sort());
      expect(await category.inputValue()).toBe(String(spare.idx));
      await tabs.getByRole('link', { name: /^On sale/ }).click();
      await page.getByText('No goods match', { exact: true }).waitFor();
      expect(params()).toEqual({ category: String(spare.idx), status: 'on_sale' });
      await tabs.getByRole('link', { name: /^All/ }).click();
      // The tab's address first: a choice made before it lands would be made on the old one.
      await page.waitForURL((url) => !url.searchParams.has('status'));
      await category.selectOption('');
      await page.waitForURL((url) => url.search === '');
      await expect.poll(async () => (await titles()).length).toBe(size);

      // Price, high to low first, then low to high: the extremes of the whole shop lead.
      const amounts = all.rows.map((row) => row.price);
      const priceHeader = page.getByRole('columnheader', { name: 'Price' });
      await priceHeader.getByRole('button').click();
      await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
      expect(params()).toEqual({ sort: 'price', order: 'desc' });
      await expect.poll(async () => (await prices())[0]).toBe(Math.max(...amounts));
      expect(ordered(await prices(), 'desc')).toBe(true);
      expect(await priceHeader.getAttribute('aria-sort')).toBe('descending');
      await priceHeader.getByRole('button').click();
      await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
      await expect.poll(async () => (await prices())[0]).toBe(Math.min(...amounts));
      expect(ordered(await prices(), 'asc')).toBe(true);
      expect(await priceHeader.getAttribute('aria-sort')).toBe('ascending');

      // Page 2 goes on where page 1 stopped, in the same order; a reload keeps page and sort.
      const firstPage = { titles: await titles(), prices: await prices() };
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      expect(params()).toEqual({ sort: 'price', order: 'asc', page: '2' });
      await expect.poll(async () => (await titles()).length).toBe(total - size);
      const secondPage = { titles: await titles(), prices: await prices() };
      expect(secondPage.titles.filter((title) => firstPage.titles.includes(title))).toEqual([]);
      expect(ordered([...firstPage.prices, ...secondPage.prices], 'asc')).toBe(true);
      expect([...firstPage.titles, ...secondPage.titles].sort()).toEqual(all.rows.map((row) => row.title).sort());
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(titles).toEqual(secondPage.titles);
      expect(params()).toEqual({ sort: 'price', order: 'asc', page: '2' });
      expect(await priceHeader.getAttribute('aria-sort')).toBe('ascending');
      expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      // A new filter starts again at page 1, keeping the sort.
      await tabs.getByRole('link', { name: /^On sale/ }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'on_sale');
      expect(params()).toEqual({ sort: 'price', order: 'asc', status: 'on_sale' });
      await expect
        .poll(async () => (await prices())[0])
        .toBe(Math.min(...all.rows.filter((row) => row.status === 'on_sale').map((row) => row.price)));
      expect(errors).toEqual([]);
    } finally {
      for (const idx of created) expect((await pageCall(page, 'seller/goods/delete', { idx })).code).toBe(0);
    }
  }, 120_000);
});
