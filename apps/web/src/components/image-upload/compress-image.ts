import {
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  IMAGE_QUALITY,
  PNG_TO_JPEG_THRESHOLD_BYTES,
} from '@storefront/contract/constants';

export interface Size {
  width: number;
  height: number;
}

type OutputType = 'image/jpeg' | 'image/webp' | 'image/png';

/**
 * The size an image is drawn at before upload (spec 5): the largest size inside 2048×1536 with
 * the same ratio, never larger than the original.
 */
export function fitWithin(source: Size, max: Size = { width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_HEIGHT }): Size {
  if (!(source.width > 0 && source.height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max.width / source.width, max.height / source.height);
  return {
    width: Math.max(1, Math.min(max.width, Math.round(source.width * scale))),
    height: Math.max(1, Math.min(max.height, Math.round(source.height * scale))),
  };
}

/**
 * The type an image is re-encoded to (spec 5): JPEG and WebP keep theirs, a PNG stays a PNG
 * unless it is over 5,000,000 bytes, then it becomes a JPEG; other formats (GIF, AVIF, BMP...)
 * become JPEG too, the one format every browser can encode.
 */
export function outputType(type: string, bytes: number): OutputType {
  if (type === 'image/jpeg' || type === 'image/webp') return type;
  if (type === 'image/png') return bytes > PNG_TO_JPEG_THRESHOLD_BYTES ? 'image/jpeg' : 'image/png';
  return 'image/jpeg';
}

const EXTENSIONS: Record<OutputType, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png' };

function renamed(name: string, type: OutputType): string {
  const base = name.replace(/\.[^.]*$/, '') || 'image';
  return `${base}.${EXTENSIONS[type]}`;
}

async function encode(bitmap: ImageBitmap, size: Size, type: OutputType): Promise<Blob | null> {
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    // JPEG has no transparency: paint white first, or see-through pixels turn black.
    if (type === 'image/jpeg') {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.drawImage(bitmap, 0, 0, size.width, size.height);
  };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context);
    return canvas.convertToBlob({ type, quality: IMAGE_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context);
  return new Promise((resolve) => canvas.toBlob(resolve, type, IMAGE_QUALITY));
}

/**
 * Compresses an image in the browser before upload (spec 5): drawn at most 2048×1536 (turned
 * upright by its EXIF orientation, which createImageBitmap applies), encoded at quality 0.8.
 * A file the browser cannot decode is returned unchanged: the server has the last word on it.
 */
export async function compressImage(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin({ width: bitmap.width, height: bitmap.height });
    const type = outputType(file.type, file.size);
    const blob = size.width > 0 ? await encode(bitmap, size, type) : null;
    if (!blob || blob.type !== type) return file;
    const unchanged = size.width === bitmap.width && size.height === bitmap.height && type === file.type;
    // Re-encoding a small, already compressed photo can make it bigger: keep the smaller one.
    if (unchanged && blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
