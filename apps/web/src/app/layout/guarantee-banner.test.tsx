// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { GuaranteeBanner } from './guarantee-banner.tsx';

beforeAll(async () => {
  setTexts(createTexts('en', en));
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
