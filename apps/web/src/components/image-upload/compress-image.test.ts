// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressImage, fitWithin, outputType } from './compress-image.ts';

describe('fitWithin (spec 5: at most 2048×1536, ratio kept)', () => {
  it('keeps an image that already fits, never enlarging it', () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 2048, height: 1536 })).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin({ width: 10, height: 10 })).toEqual({ width: 10, height: 10 });
  });

  it('scales a wide image by its width', () => {
    expect(fitWithin({ width: 4096, height: 1024 })).toEqual({ width: 2048, height: 512 });
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 2048, height: 1536 });
  });

  it('scales a tall image by its height', () => {
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1152, height: 1536 });
    expect(fitWithin({ width: 1000, height: 3072 })).toEqual({ width: 500, height: 1536 });
  });

  it('never goes below one pixel nor past the box when rounding', () => {
    expect(fitWithin({ width: 100_000, height: 10 })).toEqual({ width: 2048, height: 1 });
    const size = fitWithin({ width: 4097, height: 3073 });
    expect(size.width).toBeLessThanOrEqual(2048);
    expect(size.height).toBeLessThanOrEqual(1536);
  });

  it('gives an empty size for an image without dimensions', () => {
    expect(fitWithin({ width: 0, height: 0 })).toEqual({ width: 0, height: 0 });
  });
});

describe('outputType (spec 5: PNGs over 5,000,000 bytes become JPEG)', () => {
  it('keeps JPEG and WebP', () => {
    expect(outputType('image/jpeg', 9_000_000)).toBe('image/jpeg');
    expect(outputType('image/webp', 9_000_000)).toBe('image/webp');
  });

  it('keeps a PNG of up to 5,000,000 bytes and turns a bigger one into JPEG', () => {
    expect(outputType('image/png', 5_000_000)).toBe('image/png');
    expect(outputType('image/png', 5_000_001)).toBe('image/jpeg');
  });

  it('turns other formats into JPEG', () => {
    expect(outputType('image/bmp', 1000)).toBe('image/jpeg');
  });
});

describe('compressImage (spec 5: encoded at quality 0.8)', () => {
  // Only what compressImage draws with; the rest of the 2D context is never touched.
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() } satisfies Partial<CanvasRenderingContext2D>;
  const encoded = (type: string) => new Blob(['encoded'], { type });

  beforeEach(() => {
    // A 4000×3000 photo, so the result is always re-encoded rather than the original kept.
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close: vi.fn() }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks OffscreenCanvas for quality 0.8', async () => {
    const convertToBlob = vi.fn(async (options: { type: string; quality: number }) => encoded(options.type));
    const sizes: number[][] = [];
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(width: number, height: number) {
          sizes.push([width, height]);
        }
        getContext = () => context;
        convertToBlob = convertToBlob;
      },
    );
    const result = await compressImage(new File(['photo'], 'photo.jpeg', { type: 'image/jpeg' }));
    expect(convertToBlob).toHaveBeenCalledExactlyOnceWith({ type: 'image/jpeg', quality: 0.8 });
    expect(sizes).toEqual([[2048, 1536]]);
    expect([result.name, result.type, result.size]).toEqual(['photo.jpg', 'image/jpeg', 7]);
  });

  it('asks a canvas element for quality 0.8 where OffscreenCanvas is missing', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as Partial<CanvasRenderingContext2D> as CanvasRenderingContext2D,
    );
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback, type) => callback(encoded(type!)));
    const result = await compressImage(new File(['picture'], 'picture.png', { type: 'image/png' }));
    expect(toBlob).toHaveBeenCalledExactlyOnceWith(expect.any(Function), 'image/png', 0.8);
    expect([result.name, result.type]).toEqual(['picture.png', 'image/png']);
  });
});
