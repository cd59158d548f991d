// @vitest-environment happy-dom
import { texts as appTexts } from './texts.ts';
import { describe, expect, it } from 'vitest';
import help from '../../locales/help/zh-tw.json' with { type: 'json' };
import pack from '../../locales/zh-tw.json' with { type: 'json' };
import { loadHelpTexts, loadLaterTexts } from './extra-texts.ts';
import { initI18n } from './i18n.ts';

describe('a language whose code has a region (zh-tw)', () => {
  it('finds its pack and its help texts under its own code, and says zh-TW to the page', async () => {
    await initI18n('zh-tw');
    expect(appTexts.t('layout.header.brand')).toBe(pack.layout.header.brand);
    expect(appTexts.t('layout.search.placeholder')).toBe(pack.layout.search.placeholder);
    expect(appTexts.t('auth.signIn')).toBe(pack.auth.signIn);
    expect(document.documentElement.lang).toBe('zh-TW');
    await loadLaterTexts();
    expect(appTexts.t('checkout.emptyText')).toBe(pack.checkout.emptyText);
    await loadHelpTexts();
    expect(appTexts.t('help.centre')).toBe(help.help.centre);
  });
});
