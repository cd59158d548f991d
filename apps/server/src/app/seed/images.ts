import { access, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { goodsPictureSets } from './goods-pictures.ts';
import { GOODS_WIDTHS, LOGO_WIDTHS, goodsImageName, seedImageFile, type SeedImageFolder } from './paths.ts';
import { CANVAS } from './svg-kit.ts';
import { goodsSvg } from './svg-goods.ts';
import { monogramSvg } from './svg-monogram.ts';

/**
 * Renders the seed's pictures to WebP with sharp. Files that already exist are left alone, so
 * re-seeding (or growing the catalog) costs nothing here; each file is written under a temporary
 * name and renamed, so an interrupted run never leaves a half-written image that later runs
 * would then skip.
 */

// effort 2 encodes about twice as fast as the default 4 for files only ~5% larger.
const WEBP = { quality: 82, effort: 2 } as const;
/** sharp already spreads one image over threads; a few at a time keeps every core busy. */
const CONCURRENCY = 4;

export interface MonogramSpec {
  folder: Exclude<SeedImageFolder, 'goods'>;
  name: string;
  text: string;
  colour: string;
  shape: 'circle' | 'square';
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function writeAtomically(file: string, write: (tmp: string) => Promise<unknown>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await write(tmp);
  await rename(tmp, file);
}

/** Rasterises `svg` once at the largest width, then derives the smaller sizes from that bitmap. */
async function renderSizes(svg: string, svgSize: number, targets: { width: number; file: string }[]): Promise<number> {
  const missing: { width: number; file: string }[] = [];
  for (const target of targets) if (!(await exists(target.file))) missing.push(target);
  if (missing.length === 0) return 0;
  const largest = Math.max(...missing.map((t) => t.width));
  // librsvg renders at 72 dpi by default; raising the density scales the vector art crisply.
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * largest) / svgSize })
    .resize(largest, largest)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const target of missing) {
    await writeAtomically(target.file, (tmp) =>
      sharp(data, { raw }).resize(target.width, target.width).webp(WEBP).toFile(tmp),
    );
  }
  return missing.length;
}

async function runLimited<T>(items: readonly T[], task: (item: T) => Promise<number>): Promise<number> {
  let next = 0;
  let written = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      // Await first, then add: `written += await ...` would read `written` before the await
      // and lose the other workers' counts.
      const count = await task(item);
      written += count;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return written;
}

/** One picture set per (illustration, colour) pair, in every srcset width. Returns files written. */
export async function ensureGoodsImages(uploadsDir: string): Promise<number> {
  return runLimited(goodsPictureSets(), ({ picture, colour }) =>
    renderSizes(
      goodsSvg(picture, colour.hex),
      CANVAS,
      GOODS_WIDTHS.map((width) => ({
        width,
        file: seedImageFile(uploadsDir, 'goods', goodsImageName(picture, colour.value), width),
      })),
    ),
  );
}

/** Shop logos and user avatars. Returns files written. */
export async function ensureMonograms(uploadsDir: string, specs: readonly MonogramSpec[]): Promise<number> {
  return runLimited(specs, (spec) =>
    renderSizes(
      monogramSvg(spec.text, spec.colour, spec.shape),
      192,
      LOGO_WIDTHS.map((width) => ({ width, file: seedImageFile(uploadsDir, spec.folder, spec.name, width) })),
    ),
  );
}
