import { Code, type AddressView } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ok, refused } from '../../../test/commerce-helpers.ts';
import { ADDRESSES_MAX } from './addresses-service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.destroy());

const form = {
  name: 'Ann Buyer',
  callingCode: '44',
  phone: '2071234567',
  country: 'GB',
  area: 'London',
  address: '10 Downing Street',
};

const list = (token: string) => ok<AddressView[]>(app, 'address/list', {}, token);

describe('POST /api/v1/address/save', () => {
  it('refuses a guest with 4012', async () => {
    for (const path of ['address/list', 'address/save', 'address/delete']) {
      expect((await app.call(path, { idx: 1, ...form })).body.code).toBe(Code.notSignedIn);
    }
  });

  it("answers the spec's four messages for name, phone, area and address", async () => {
    const buyer = await createBuyer(app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '  ' }, 'name', 'Please fill in the name'],
      [{ name: undefined }, 'name', 'Please fill in the name'],
      [{ phone: '12ab' }, 'phone', 'Malformed phone number'],
      [{ phone: '' }, 'phone', 'Malformed phone number'],
      [{ phone: '1234' }, 'phone', 'Malformed phone number'],
      [{ phone: '1'.repeat(16) }, 'phone', 'Malformed phone number'],
      [{ area: '' }, 'area', 'Please select a receiving area'],
      [{ address: '   ' }, 'address', 'Address can not be empty'],
    ];
    for (const [patch, field, message] of cases) {
      const body = await refused(app, 'address/save', { ...form, ...patch }, buyer.token);
      expect(body).toEqual({ code: Code.invalidInput, message, data: expect.objectContaining({ field }) });
    }
    // Translated like every other message, and a value that is only too long keeps its own message.
    const german = await app.call('address/save', { ...form, phone: 'x' }, { token: buyer.token, lang: 'de' });
    expect(german.body.message).toBe('Ungültige Telefonnummer');
    const long = await refused(app, 'address/save', { ...form, address: 'x'.repeat(201) }, buyer.token);
    expect(long).toMatchObject({ data: { field: 'address', reason: 'tooLong' }, message: 'address is too long' });
    expect(await list(buyer.token)).toEqual([]);
  });

  it('refuses unknown countries, calling codes and fields', async () => {
    const buyer = await createBuyer(app);
    for (const [patch, field] of [
      [{ country: 'XX' }, 'country'],
      [{ country: 'gb' }, 'country'],
      [{ callingCode: '9999' }, 'callingCode'],
      [{ userIdx: 1 }, 'userIdx'],
    ] as const) {
      expect(await refused(app, 'address/save', { ...form, ...patch }, buyer.token)).toMatchObject({
        code: Code.invalidInput,
        data: { field },
      });
    }
  });

  it('keeps exactly one default: the first address, or the one last marked default', async () => {
    const buyer = await createBuyer(app);
    const first = await ok<AddressView>(app, 'address/save', { ...form, name: '  First ' }, buyer.token);
    expect(first).toMatchObject({ name: 'First', isDefault: true, callingCode: '44', country: 'GB' });
    const second = await ok<AddressView>(app, 'address/save', { ...form, name: 'Second' }, buyer.token);
    expect(second.isDefault).toBe(false);
    const third = await ok<AddressView>(app, 'address/save', { ...form, name: 'Third', isDefault: true }, buyer.token);
    expect(third.isDefault).toBe(true);
    expect((await list(buyer.token)).map((a) => [a.name, a.isDefault])).toEqual([
      ['Third', true],
      ['Second', false],
      ['First', false],
    ]);
    // Editing: own address only; taking the flag off the only default keeps it the default.
    const edited = await ok<AddressView>(
      app,
      'address/save',
      { ...form, idx: second.idx, name: 'Second, moved', area: 'Leeds' },
      buyer.token,
    );
    expect(edited).toMatchObject({ idx: second.idx, name: 'Second, moved', area: 'Leeds', isDefault: false });
    const kept = await ok<AddressView>(app, 'address/save', { ...form, idx: third.idx, isDefault: false }, buyer.token);
    expect(kept.isDefault).toBe(true);
    const other = await createBuyer(app);
    expect((await refused(app, 'address/save', { ...form, idx: first.idx }, other.token)).code).toBe(Code.notFound);
    expect(await list(other.token)).toEqual([]);

    // Many at once still leave one default.
    await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        app.call('address/save', { ...form, name: `Rush ${n}`, isDefault: true }, { token: buyer.token }),
      ),
    );
    const all = await list(buyer.token);
    expect(all).toHaveLength(9);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
    expect(all[0]?.isDefault).toBe(true);
  });

  it(`keeps at most ${ADDRESSES_MAX} addresses`, async () => {
    const buyer = await createBuyer(app);
    for (let n = 0; n < ADDRESSES_MAX; n++) await ok(app, 'address/save', form, buyer.token);
    expect(await refused(app, 'address/save', form, buyer.token)).toMatchObject({
      code: Code.invalidInput,
      message: `You can save at most ${ADDRESSES_MAX} addresses`,
    });
  });
});

describe('POST /api/v1/address/delete', () => {
  it('removes own addresses only, passing the default to the newest remaining one', async () => {
    const buyer = await createBuyer(app);
    const a = await ok<AddressView>(app, 'address/save', { ...form, name: 'A' }, buyer.token);
    const b = await ok<AddressView>(app, 'address/save', { ...form, name: 'B' }, buyer.token);
    const c = await ok<AddressView>(app, 'address/save', { ...form, name: 'C' }, buyer.token);
    const other = await createBuyer(app);
    expect((await refused(app, 'address/delete', { idx: a.idx }, other.token)).code).toBe(Code.notFound);
    expect(await ok(app, 'address/delete', { idx: a.idx }, buyer.token)).toEqual({ idx: a.idx });
    expect((await list(buyer.token)).map((x) => [x.idx, x.isDefault])).toEqual([
      [c.idx, true],
      [b.idx, false],
    ]);
    expect(await ok(app, 'address/delete', { idx: b.idx }, buyer.token)).toEqual({ idx: b.idx });
    expect((await refused(app, 'address/delete', { idx: b.idx }, buyer.token)).code).toBe(Code.notFound);
    expect((await list(buyer.token)).map((x) => [x.idx, x.isDefault])).toEqual([[c.idx, true]]);
  });
});
