import { describe, expect, it } from 'vitest';
import { apiUrlPath } from './http.ts';
import { isKnownRoute } from './routes.ts';

describe('isKnownRoute', () => {
  it('knows every route of spec 2.1 and only digits as a shop idx', () => {
    for (const path of [
      '/',
      '/goods',
      '/goods/detail',
      '/shop/12',
      '/shop/12/recommend',
      '/shop/application',
      '/mine/wallet/recharge',
      '/help/seller',
      '/wap/search',
      '/realname',
    ]) {
      expect(isKnownRoute(path)).toBe(true);
    }
    for (const path of ['/shop/abc', '/shop/12x', '/nope', '/mine/unknown', '/goods/detail/extra']) {
      expect(isKnownRoute(path)).toBe(false);
    }
  });
});

describe('apiUrlPath (spec 7.1)', () => {
  it('puts ordinary paths under /api/v1 and uses api/, service/ and rpc/ paths as given', () => {
    expect(apiUrlPath('user/sign/in')).toBe('/api/v1/user/sign/in');
    expect(apiUrlPath('/live/chat/message/list')).toBe('/api/v1/live/chat/message/list');
    expect(apiUrlPath('service/v1/upload')).toBe('/service/v1/upload');
    expect(apiUrlPath('api/x')).toBe('/api/x');
    expect(apiUrlPath('rpc/y')).toBe('/rpc/y');
  });
});
