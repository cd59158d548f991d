// @vitest-environment happy-dom
import type Compressor from 'compressorjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What the compressor was asked for, and how it answers (canvas work is the library's, not ours). */
const compressor = vi.hoisted(() => ({
  options: [] as Compressor.Options[],
  answer: (file: File | Blob, options: Compressor.Options): void => options.success?.(file),
}));

vi.mock('compressorjs', () => ({
  default: class {
    constructor(file: File | Blob, options: Compressor.Options) {
      compressor.options.push(options);
      compressor.answer(file, options);
    }
  },
}));

const { compressImage, compressionOptions } = await import('./compress-image.ts');

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  compressor.options = [];
  compressor.answer = (input, options) => options.success?.(input);
});

describe('compressionOptions (spec 5)', () => {
  it('fits the image inside 2048×1536 at quality 0.8', () => {
    expect(compressionOptions(file('a.jpg', 'image/jpeg'))).toMatchObject({
      maxWidth: 2048,
      maxHeight: 1536,
      quality: 0.8,
    });
  });

  it('turns PNGs over 5,000,000 bytes into JPEG', () => {
    expect(compressionOptions(file('a.png', 'image/png'))).toMatchObject({
      convertTypes: ['image/png'],
      convertSize: 5_000_000,
    });
  });

  it('keeps JPEG, WebP and PNG as they are, and makes other formats JPEG', () => {
    expect(compressionOptions(file('a.jpg', 'image/jpeg')).mimeType).toBe('auto');
    expect(compressionOptions(file('a.webp', 'image/webp')).mimeType).toBe('auto');
    expect(compressionOptions(file('a.png', 'image/png')).mimeType).toBe('auto');
    expect(compressionOptions(file('a.bmp', 'image/bmp')).mimeType).toBe('image/jpeg');
  });
});

describe('compressImage', () => {
  it('passes the options to the compressor and names the result after its type', async () => {
    compressor.answer = (_input, options) => options.success?.(new Blob(['smaller'], { type: 'image/jpeg' }));
    const result = await compressImage(file('holiday.png', 'image/png', 6_000_000));
    expect(compressor.options).toHaveLength(1);
    expect(compressor.options[0]).toMatchObject({ maxWidth: 2048, maxHeight: 1536, quality: 0.8 });
    expect(result).toBeInstanceOf(File);
    expect([result.name, result.type, result.size]).toEqual(['holiday.jpg', 'image/jpeg', 7]);
  });

  it('keeps the original when the compressor gives it back', async () => {
    const original = file('small.jpg', 'image/jpeg');
    expect(await compressImage(original)).toBe(original);
  });

  it('keeps the original when the browser cannot decode the file', async () => {
    compressor.answer = (_input, options) => options.error?.(new Error('Failed to load the image.'));
    const original = file('broken.png', 'image/png');
    expect(await compressImage(original)).toBe(original);
  });
});
