import { randomUUID } from 'node:crypto';
import {
  Code,
  type EarningsLedger,
  type EarningsSummary,
  type LedgerEntryView,
  type WithdrawalAccountView,
} from '@storefront/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  createPayingBuyer,
  createShop,
  expectLedgersBalance,
  line,
  ok,
  orderIdxOf,
  orderSuite,
  skuOf,
  TRADE_PASSWORD,
  type TestShop,
} from '../../../test/commerce-helpers.ts';
import { autoConfirmOrders } from '../orders/order-settlement.ts';
import type { MoneyMoveData } from './wallet-service.ts';

/*
 * Issue 20 (S20-32): a seller's earnings leave through the wallet's own withdrawal. The shop is
 * credited by the real path (paid, shipped, then confirmed by the buyer or by the auto-confirm
 * sweep); what is still pending (paid or shipped, not completed) cannot be withdrawn.
 */

const suite = orderSuite();
const RULES = { commissionPercent: 5, autoConfirmDays: 14 };

async function shippedOrder(shop: TestShop, buyer: Awaited<ReturnType<typeof createPayingBuyer>>) {
  const idx = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop))]));
  await ok(suite.app, 'seller/order/ship', { idx, carrier: 'DHL', trackingNo: 'JD0123456' }, shop.owner.token);
  return idx;
}

const summaryOf = (shop: TestShop) => ok<EarningsSummary>(suite.app, 'seller/earnings/summary', {}, shop.owner.token);

const withdraw = (shop: TestShop, accountIdx: number, amount: string) =>
  suite.app.call<MoneyMoveData>(
    'wallet/withdrawal',
    { amount, accountIdx, tradePassword: TRADE_PASSWORD, idempotencyKey: randomUUID() },
    { token: shop.owner.token },
  );

describe('a seller withdraws earnings (wallet/withdrawal)', () => {
  it('pays out what confirmed orders credited, never the pending amount, and records it in both ledgers', async () => {
    const shop = await createShop(suite.app, { price: 1_010, stock: 20 }); // 1,010 less 51 commission
    const net = 1_010 - 51;
    const buyer = await createPayingBuyer(suite.app, 100_000);

    // Credited by the buyer's confirmation, and by the sweep 14 days after shipping.
    const confirmed = await shippedOrder(shop, buyer);
    await ok(suite.app, 'order/confirm', { idx: confirmed }, buyer.token);
    const swept = await shippedOrder(shop, buyer);
    await sql`update orders set shipped_at = now() - make_interval(days => ${RULES.autoConfirmDays}) where idx = ${swept}`.execute(
      suite.app.db,
    );
    expect(await autoConfirmOrders(suite.app.db, RULES)).toBeGreaterThanOrEqual(1);
    // Still pending: one shipped, one paid.
    const shipped = await shippedOrder(shop, buyer);
    await suite.placed(buyer, [line(skuOf(shop))]);

    expect(await summaryOf(shop)).toMatchObject({ available: 2 * net, pending: 2 * net });
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(2 * net);

    // The seller's own trade password and payout account, through the account area's calls.
    const signIn = await suite.app.call(
      'user/trade-password/set',
      {
        password: shop.owner.password,
        tradePassword: TRADE_PASSWORD,
      },
      { token: shop.owner.token },
    );
    expect(signIn.body.code, JSON.stringify(signIn.body)).toBe(0);
    const account = await ok<WithdrawalAccountView>(
      suite.app,
      'withdrawal-account/save',
      { kind: 'paypal', holder: 'Shop Owner', accountNo: 'owner@shop.example' },
      shop.owner.token,
    );

    // One cent more than is available (the pending 2 x 959 would cover it) is refused, changing nothing.
    const tooMuch = await withdraw(shop, account.idx, ((2 * net + 1) / 100).toFixed(2));
    expect(tooMuch.body).toMatchObject({
      code: Code.invalidInput,
      data: { field: 'amount' },
      message: 'Your wallet balance is not enough',
    });
    const german = await suite.app.call(
      'wallet/withdrawal',
      { amount: '100', accountIdx: account.idx, tradePassword: TRADE_PASSWORD, idempotencyKey: randomUUID() },
      { token: shop.owner.token, lang: 'de' },
    );
    expect(german.body).toMatchObject({ code: Code.invalidInput, data: { field: 'amount' } });
    expect(german.body.message).not.toBe('Your wallet balance is not enough');
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(2 * net);

    // Part of it, then exactly the rest.
    const first = await withdraw(shop, account.idx, '10.00');
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    expect(first.body.data).toMatchObject({
      balance: 2 * net - 1_000,
      entry: { kind: 'withdrawal', amount: -1_000, balanceAfter: 2 * net - 1_000 },
    });
    expect(await summaryOf(shop)).toMatchObject({ available: 2 * net - 1_000, pending: 2 * net });
    const rest = await withdraw(shop, account.idx, ((2 * net - 1_000) / 100).toFixed(2));
    expect(rest.body.data).toMatchObject({ balance: 0, entry: { amount: -(2 * net - 1_000), balanceAfter: 0 } });
    expect((await withdraw(shop, account.idx, '0.01')).body).toMatchObject({ data: { field: 'amount' } });

    // The wallet's ledger and the earnings ledger both show the payouts after the credits.
    const wallet = await ok<{ rows: LedgerEntryView[] }>(suite.app, 'wallet/ledger', {}, shop.owner.token);
    expect(wallet.rows.map((r) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['withdrawal', -(2 * net - 1_000), 0],
      ['withdrawal', -1_000, 2 * net - 1_000],
      ['commission', -51, 2 * net],
      ['sale', 1_010, 2 * net + 51],
      ['commission', -51, net],
      ['sale', 1_010, net + 51],
    ]);
    const earnings = await ok<EarningsLedger>(suite.app, 'seller/earnings/ledger', {}, shop.owner.token);
    expect(earnings.rows.map((r) => r.kind)).toEqual([
      'withdrawal',
      'withdrawal',
      'commission',
      'sale',
      'commission',
      'sale',
    ]);
    expect((await summaryOf(shop)).salesTotal).toBe(2 * 1_010);

    // The shipped order's confirmation makes its share available, and only that.
    await ok(suite.app, 'order/confirm', { idx: shipped }, buyer.token);
    expect(await summaryOf(shop)).toMatchObject({ available: net, pending: net });
    expect((await withdraw(shop, account.idx, ((net + 1) / 100).toFixed(2))).body.code).toBe(Code.invalidInput);
    expect((await withdraw(shop, account.idx, (net / 100).toFixed(2))).body.code).toBe(0);
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(0);
    await expectLedgersBalance(suite.app);
  });
});
