import { describe, expect, it } from 'vitest';
import { appDownloadUrl, footerColumns } from './footer-links.ts';

describe('appDownloadUrl', () => {
  it('starts the query with ? when the address has none', () => {
    expect(appDownloadUrl('https://apps.example.com/download', 'buyer')).toBe(
      'https://apps.example.com/download?buyer=1',
    );
  });

  it('appends with & to an existing query', () => {
    expect(appDownloadUrl('https://apps.example.com/d?ref=web', 'seller')).toBe(
      'https://apps.example.com/d?ref=web&seller=1',
    );
  });

  it('adds no extra separator after a trailing ? or &', () => {
    expect(appDownloadUrl('/download?', 'buyer')).toBe('/download?buyer=1');
    expect(appDownloadUrl('/download?a=1&', 'buyer')).toBe('/download?a=1&buyer=1');
  });

  it('keeps a fragment at the end', () => {
    expect(appDownloadUrl('/download#top', 'seller')).toBe('/download?seller=1#top');
  });
});

describe('footerColumns', () => {
  const entries = (downloader?: string) => footerColumns(downloader).flatMap((column) => column.entries);

  it('links every spec 2.8 address', () => {
    const targets = entries('https://apps.example.com/download').map((e) =>
      'to' in e ? e.to : 'href' in e ? e.href : null,
    );
    expect(targets).toEqual(
      expect.arrayContaining([
        '/',
        '/goods',
        '/checkout',
        '/dashboard',
        '/help/privacy',
        '/help/returns',
        '/help/shipping',
        '/help/seller',
        '/user/sign/up',
        '/user/sign/in',
        '/shop/application',
        'mailto:support@storefront.example',
        'https://apps.example.com/download?buyer=1',
        'https://apps.example.com/download?seller=1',
      ]),
    );
  });

  it('gives orders, about, careers and news no target', () => {
    const plain = entries('x')
      .filter((e) => 'text' in e)
      .map((e) => e.key);
    expect(plain).toEqual(['orders', 'aboutUs', 'careers', 'news']);
  });
});
