// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTexts, setTexts } from '../lib/i18n/texts.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { goodsSrcSet, Image } from './image.tsx';

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
afterEach(cleanup);

describe('Image', () => {
  it('shows el.image.error in a box of the same size after a load error', () => {
    render(<Image src="/missing.webp" alt="Red shirt" width={240} height={180} />);
    const img = screen.getByAltText('Red shirt');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');

    fireEvent.error(img);

    expect(screen.queryByAltText('Red shirt')).toBeNull();
    const box = screen.getByTestId('image-error');
    expect(box.textContent).toBe(en.el.image.error);
    expect(box.style.aspectRatio).toBe('240 / 180');
  });

  it('loads a priority image eagerly and first', () => {
    render(<Image src="/hero.webp" alt="Hero" width={960} height={480} priority />);
    const img = screen.getByAltText('Hero');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('offers the 240 and 960 siblings of a -480.webp goods image', () => {
    render(<Image src="/uploads/seed/goods/lamp-red-480.webp" alt="Lamp" width={240} height={240} />);
    const img = screen.getByAltText('Lamp');
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/seed/goods/lamp-red-240.webp 240w, /uploads/seed/goods/lamp-red-480.webp 480w, /uploads/seed/goods/lamp-red-960.webp 960w',
    );
    expect(img.getAttribute('sizes')).toBe('240px');
    expect(goodsSrcSet('/logo-96.webp')).toBeUndefined();
  });

  it('draws an empty box of the same size, and no <img>, when there is no source', () => {
    const { container } = render(<Image src="" alt="" width={64} height={64} />);
    expect(container.querySelector('img')).toBeNull();
    const box = screen.getByTestId('image-empty');
    expect(box.style.aspectRatio).toBe('64 / 64');
    expect(box.textContent).toBe('');
  });
});
