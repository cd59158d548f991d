// @vitest-environment happy-dom
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import help from '../../locales/help/zh-tw.json' with { type: 'json' };
import pack from '../../locales/zh-tw.json' with { type: 'json' };
import { loadHelpTexts, loadLaterTexts } from './extra-texts.ts';
import { initI18n } from './i18n.ts';

describe('a language whose code has a region (zh-tw)', () => {
  it('finds its pack and its help texts under its own code, and says zh-TW to the page', async () => {
    await initI18n('zh-tw');
    expect(i18next.t('layout.header.brand')).toBe(pack.layout.header.brand);
    expect(i18next.t('layout.search.placeholder')).toBe(pack.layout.search.placeholder);
    expect(i18next.t('auth.signIn')).toBe(pack.auth.signIn);
    expect(document.documentElement.lang).toBe('zh-TW');
    await loadLaterTexts();
    expect(i18next.t('checkout.emptyText')).toBe(pack.checkout.emptyText);
    await loadHelpTexts();
    expect(i18next.t('help.centre')).toBe(help.help.centre);
  });
});
