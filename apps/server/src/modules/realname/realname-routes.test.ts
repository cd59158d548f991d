import { Code } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { uploadPhoto } from '../../../test/upload-helpers.ts';
import { maskIdNumber } from './realname-policy.ts';
import type { RealnameView } from './realname-service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.destroy());

const inquiry = (token: string) => app.call<RealnameView>('user/realname/inquiry', {}, { token });

describe('POST /api/v1/user/realname/submit', () => {
  it('files a verification as pending and shows it back masked, with no message', async () => {
    const buyer = await createBuyer(app);
    expect((await inquiry(buyer.token)).body).toEqual({ code: 0, data: { status: 'none' } });

    const photo = await uploadPhoto(app, buyer.token, 'private');
    const answer = await app.call<RealnameView>(
      'user/realname/submit',
      { realName: '  Ann Example  ', idNumber: 'AB-12345678', photo },
      { token: buyer.token },
    );
    expect(answer.body).toEqual({
      code: 0,
      data: { status: 'pending', realName: 'Ann Example', idNumberMasked: '*******5678', photo },
    });
    expect(answer.body).not.toHaveProperty('message');

    const after = await inquiry(buyer.token);
    expect(after.body.data).toEqual({
      status: 'pending',
      realName: 'Ann Example',
      idNumberMasked: '*******5678',
      photo,
    });
    expect(JSON.stringify(after.body)).not.toContain('12345678');
    const row = await app.db
      .selectFrom('realname_verifications')
      .selectAll()
      .where('user_idx', '=', buyer.idx)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ real_name: 'Ann Example', id_number: 'AB-12345678', status: 'pending' });
  });

  it("refuses someone else's upload, and an address that is no upload at all", async () => {
    const owner = await createBuyer(app);
    const other = await createBuyer(app);
    const photo = await uploadPhoto(app, owner.token, 'private');
    for (const candidate of [photo, '/uploads/seed/goods/shirt-400.webp', 'https://evil.example/id.png']) {
      const answer = await app.call(
        'user/realname/submit',
        { realName: 'Bob', idNumber: '12345678', photo: candidate },
        { token: other.token },
      );
      expect(answer.body).toMatchObject({ code: Code.invalidInput, data: { field: 'photo' } });
    }
    expect((await inquiry(other.token)).body.data).toEqual({ status: 'none' });
  });

  it('keeps the ID photo private: 404 to a guest and another user, 200 to the owner and staff, never cached', async () => {
    const owner = await createBuyer(app);
    const stranger = await createBuyer(app);
    const staff = await createBuyer(app);
    await app.db.updateTable('users').set({ role: 'staff' }).where('idx', '=', staff.idx).execute();
    const photo = await uploadPhoto(app, owner.token, 'private');
    const filed = await app.call<RealnameView>(
      'user/realname/submit',
      { realName: 'Ann Example', idNumber: 'AB-12345678', photo },
      { token: owner.token },
    );
    expect(filed.body.code).toBe(0);
    const url = (await inquiry(owner.token)).body.data!.photo!;
    expect(url).toBe(photo);

    const fetchPhoto = (token?: string) =>
      app.app.inject({ method: 'GET', url, headers: token ? { 'x-token': token } : {} });
    for (const [who, token] of [
      ['guest', undefined],
      ['another user', stranger.token],
    ] as const) {
      const refused = await fetchPhoto(token);
      expect(refused.statusCode, who).toBe(404);
      expect(refused.headers['cache-control'], who).toBe('private, no-store');
    }
    for (const [who, token] of [
      ['owner', owner.token],
      ['staff', staff.token],
    ] as const) {
      const served = await fetchPhoto(token);
      expect(served.statusCode, who).toBe(200);
      expect(served.headers['cache-control'], who).toBe('private, no-store');
      expect(served.headers['content-type'], who).toBe('image/webp');
    }
  });

  it('refuses a public upload as the ID photo', async () => {
    const buyer = await createBuyer(app);
    const publicPhoto = await uploadPhoto(app, buyer.token);
    const answer = await app.call(
      'user/realname/submit',
      { realName: 'Ann', idNumber: '12345678', photo: publicPhoto },
      { token: buyer.token },
    );
    expect(answer.body).toMatchObject({
      code: Code.invalidInput,
      message: 'Please upload the photo of your ID again',
      data: { field: 'photo' },
    });
    expect((await inquiry(buyer.token)).body.data).toEqual({ status: 'none' });
  });

  it('stores the real name cleaned of invisible and bidi characters', async () => {
    const buyer = await createBuyer(app);
    const photo = await uploadPhoto(app, buyer.token, 'private');
    const answer = await app.call<RealnameView>(
      'user/realname/submit',
      { realName: '\u202EAnn\u200B  Ｅｘａｍｐｌｅ', idNumber: '12345678', photo },
      { token: buyer.token },
    );
    expect(answer.body.data).toMatchObject({ realName: 'Ann Example' });
  });

  it('refuses a status sent by the client (mass assignment) with 4000', async () => {
    const buyer = await createBuyer(app);
    const photo = await uploadPhoto(app, buyer.token, 'private');
    const answer = await app.call(
      'user/realname/submit',
      { realName: 'Eve', idNumber: '12345678', photo, status: 'approved' },
      { token: buyer.token },
    );
    expect(answer.body).toMatchObject({ code: Code.invalidInput, data: { field: 'status' } });
    expect((await inquiry(buyer.token)).body.data).toEqual({ status: 'none' });
  });

  it('checks the name and the ID number', async () => {
    const buyer = await createBuyer(app);
    const photo = await uploadPhoto(app, buyer.token, 'private');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ realName: '   ', idNumber: '12345678', photo }, 'realName'],
      [{ realName: 'x'.repeat(61), idNumber: '12345678', photo }, 'realName'],
      [{ realName: 'Ann', idNumber: '123', photo }, 'idNumber'],
      [{ realName: 'Ann', idNumber: '1234 5678', photo }, 'idNumber'],
      [{ realName: 'Ann', idNumber: '1'.repeat(33), photo }, 'idNumber'],
      [{ realName: 'Ann', idNumber: '12345678' }, 'photo'],
    ];
    for (const [payload, field] of cases) {
      const answer = await app.call('user/realname/submit', payload, { token: buyer.token });
      expect(answer.body, field).toMatchObject({ code: Code.invalidInput, data: { field } });
      expect(answer.body.message).toBeTruthy();
    }
  });

  it('replaces a rejected verification, and refuses to touch an approved one with 4003', async () => {
    const buyer = await createBuyer(app);
    const photo = await uploadPhoto(app, buyer.token, 'private');
    const submit = (idNumber: string) =>
      app.call('user/realname/submit', { realName: 'Ann', idNumber, photo }, { token: buyer.token });
    expect((await submit('11112222')).body.code).toBe(0);
    await app.db
      .updateTable('realname_verifications')
      .set({ status: 'rejected' })
      .where('user_idx', '=', buyer.idx)
      .execute();
    expect((await inquiry(buyer.token)).body.data).toMatchObject({ status: 'rejected' });

    expect((await submit('33334444')).body.code).toBe(0);
    expect((await inquiry(buyer.token)).body.data).toMatchObject({ status: 'pending', idNumberMasked: '****4444' });

    await app.db
      .updateTable('realname_verifications')
      .set({ status: 'approved' })
      .where('user_idx', '=', buyer.idx)
      .execute();
    const refused = await submit('55556666');
    expect(refused.body).toMatchObject({ code: Code.forbidden, message: 'Your identity is already verified' });
    expect((await inquiry(buyer.token)).body.data).toMatchObject({ status: 'approved', idNumberMasked: '****4444' });
  });

  it('answers a guest with 4012', async () => {
    expect((await app.call('user/realname/inquiry', {})).body.code).toBe(Code.notSignedIn);
    const answer = await app.call('user/realname/submit', { realName: 'A', idNumber: '12345678', photo: '/x' });
    expect(answer.body.code).toBe(Code.notSignedIn);
  });
});

describe('maskIdNumber', () => {
  it('keeps the last 4 characters, but never more than half of the number', () => {
    expect(maskIdNumber('AB-12345678')).toBe('*******5678');
    expect(maskIdNumber('12345678')).toBe('****5678');
    expect(maskIdNumber('123456')).toBe('***456');
    expect(maskIdNumber('1234')).toBe('**34');
  });
});
