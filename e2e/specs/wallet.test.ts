import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import {
  expectMessage,
  handSessionToPage,
  readWelcomeNotice,
  setTradePassword,
  signUpThroughApi,
} from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

const PASSWORD = 'wallet-e2e-1';
const TRADE_PASSWORD = '135790';

/**
 * Signs a fresh account up through the API, sets its trade password, reads the welcome notice
 * (so its dialog does not cover the page) and hands the session to the page.
 */
async function signUpFreshUser(page: Page) {
  const { token } = await signUpThroughApi('wallet', 'Wallet Tester', PASSWORD);
  await setTradePassword(token, PASSWORD, TRADE_PASSWORD);
  const cmsIdx = await readWelcomeNotice(token);
  await page.goto(`${baseUrl}/help/privacy`, { waitUntil: 'networkidle' });
  await handSessionToPage(page, token, cmsIdx);
}

const balanceIs = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) => document.querySelector('[data-testid="wallet-balance"]')?.textContent === expected,
    text,
  );

/** The error line under an input (the second id its aria-describedby names). */
async function errorUnder(page: Page, label: string) {
  const ids = await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby');
  return page.locator(`[id="${ids!.split(' ')[1]}"]`);
}

async function expectFieldError(page: Page, label: string, text: string) {
  const line = await errorUnder(page, label);
  await page.waitForFunction(([id, expected]) => document.getElementById(id!)?.textContent === expected, [
    await line.getAttribute('id'),
    text,
  ] as const);
}

const ledgerFilter = (page: Page) => page.getByRole('navigation', { name: 'Filter transactions by type' });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('/mine/wallet', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`recharges, filters the ledger and withdraws at ${name} width, axe-clean and without console errors`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signUpFreshUser(page);

      // A fresh wallet: nothing in it yet.
      await page.goto(`${baseUrl}/mine/wallet`, { waitUntil: 'networkidle' });
      await balanceIs(page, '$0.00');
      await page.getByText('No transactions yet.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // Recharge through the clearly labelled test provider.
      await page.getByRole('link', { name: 'Recharge', exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/mine/wallet/recharge');
      await page.getByRole('heading', { name: 'Test payment provider — no real money moves' }).waitFor();
      await page.getByText('4242 4242 4242 4242').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const amount = page.getByLabel('Amount (USD)', { exact: true });
      const confirmRecharge = page.getByRole('button', { name: 'Confirm recharge' });
      const format = 'Enter a positive amount with at most two decimals, such as 25.50.';
      for (const [typed, error] of [
        ['-5', format],
        ['0', 'The amount must be more than $0.00.'],
        ['abc', format],
        ['1.234', format],
      ] as const) {
        await amount.fill(typed);
        await confirmRecharge.click();
        await expectFieldError(page, 'Amount (USD)', error);
        await expect(amount.getAttribute('aria-invalid')).resolves.toBe('true');
      }
      // The quick picks fill the field; then the amount to recharge is typed.
      await page.getByRole('button', { name: '$100.00' }).click();
      await expect(amount.inputValue()).resolves.toBe('100.00');
      await amount.fill('100.50');
      const recharged = page.waitForResponse((response) => response.url().endsWith('/api/v1/wallet/recharge'));
      await confirmRecharge.click();
      const rechargeBody = (await (await recharged).json()) as { code: number; data: { balance: number } };
      expect(rechargeBody).toMatchObject({ code: 0, data: { balance: 10_050 } });

      // Back home with the new balance and its ledger row.
      await page.waitForURL((url) => url.pathname === '/mine/wallet');
      await balanceIs(page, '$100.50');
      const rechargeRow = page.locator('[data-testid="ledger-rows"] li[data-kind="recharge"]');
      await rechargeRow.waitFor();
      await expect(rechargeRow.innerText()).resolves.toMatch(
        /Recharge[\s\S]*\d{4}-\d{2}-\d{2} \d{2}:\d{2}[\s\S]*\+\$100\.50[\s\S]*Balance \$100\.50/,
      );

      // The kind filter lives in the URL.
      await ledgerFilter(page).getByRole('link', { name: 'Withdrawal' }).click();
      await page.waitForURL((url) => url.search === '?kind=withdrawal');
      await page.getByText('No transactions of this type yet.').waitFor();
      await ledgerFilter(page).getByRole('link', { name: 'Recharge' }).click();
      await page.waitForURL((url) => url.search === '?kind=recharge');
      await rechargeRow.waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // Withdraw: first a saved account.
      await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/mine/wallet/withdrawal');
      const accountForm = page.getByRole('group', { name: 'New withdrawal account' });
      await accountForm.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await accountForm.getByLabel('Account holder').fill('Wallet Tester');
      await accountForm.getByLabel('Account number').fill('DE89370400440532014321');
      await accountForm.getByLabel('Bank name').fill('E2E Bank');
      await accountForm.getByRole('button', { name: 'Save account' }).click();
      const account = page.getByRole('radio', { name: /E2E Bank .*4321/ });
      await account.waitFor();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"]')).some((radio) => radio.checked),
      );
      await expect(account.isChecked()).resolves.toBe(true);
      expect(await account.evaluate((radio) => radio.closest('label')?.textContent)).not.toContain('0532014321');

      // More than the balance is refused under the field.
      const withdrawAmount = page.getByLabel('Amount (USD)', { exact: true });
      const tradePassword = page.getByLabel('Trade password', { exact: true });
      const confirmWithdrawal = page.getByRole('button', { name: 'Confirm withdrawal' });
      await withdrawAmount.fill('500');
      await tradePassword.fill(TRADE_PASSWORD);
      await confirmWithdrawal.click();
      await expectFieldError(page, 'Amount (USD)', 'The amount is more than your available balance of $100.50.');

      // A wrong trade password: 'trade password error', nothing moves.
      await withdrawAmount.fill('20');
      await tradePassword.fill('000000');
      await confirmWithdrawal.click();
      await expectMessage(page, 'Trade password error');
      await expectFieldError(page, 'Trade password', 'Trade password error');
      await expect(tradePassword.inputValue()).resolves.toBe('');
      expect(page.url()).toContain('/mine/wallet/withdrawal');

      await tradePassword.fill(TRADE_PASSWORD);
      await confirmWithdrawal.click();
      await page.waitForURL((url) => url.pathname === '/mine/wallet');
      await balanceIs(page, '$80.50');
      await ledgerFilter(page).getByRole('link', { name: 'Withdrawal' }).click();
      const withdrawalRow = page.locator('[data-testid="ledger-rows"] li[data-kind="withdrawal"]');
      await withdrawalRow.waitFor();
      await expect(withdrawalRow.innerText()).resolves.toMatch(/Withdrawal[\s\S]*-\$20\.00[\s\S]*Balance \$80\.50/);
      // Money out is red, money in green.
      const colour = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).color);
      await expect(colour('.ledger-row__amount--out')).resolves.toBe('rgb(203, 38, 52)');
      await ledgerFilter(page).getByRole('link', { name: 'All' }).click();
      await page.waitForURL((url) => url.search === '');
      await rechargeRow.waitFor();
      await expect(colour('.ledger-row__amount--in')).resolves.toBe('rgb(0, 128, 30)');
      expect(await seriousViolations(page)).toEqual([]);

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
