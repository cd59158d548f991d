// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { GuaranteeBanner } from './guarantee-banner.tsx';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
});
afterEach(cleanup);

describe('GuaranteeBanner (spec 2.8)', () => {
  it('has four cells, each with an icon and a text', () => {
    render(<GuaranteeBanner />);
    const cells = within(screen.getByRole('region', { name: 'Shopping guarantees' })).getAllByRole('listitem');
    expect(cells).toHaveLength(4);
    const { banner } = en.layout;
    const texts = [banner.securePayment, banner.protection, banner.shipping, banner.support];
    cells.forEach((cell, n) => {
      expect(cell.querySelectorAll('svg')).toHaveLength(1);
      expect(cell.textContent).toBe(`${texts[n]!.title}${texts[n]!.text}`);
    });
  });
});
