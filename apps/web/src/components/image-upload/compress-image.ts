import Compressor from 'compressorjs';
import {
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  IMAGE_QUALITY,
  PNG_TO_JPEG_THRESHOLD_BYTES,
} from '@storefront/contract/constants';

/** Types the browser re-encodes as they are; any other (GIF, AVIF, BMP...) becomes a JPEG. */
const KEPT_TYPES = new Set(['image/jpeg', 'image/webp', 'image/png']);

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png' };

/** The compressor's options for a file (spec 5): at most 2048×1536, quality 0.8, big PNGs to JPEG. */
export function compressionOptions(file: Blob): Compressor.Options {
  return {
    maxWidth: IMAGE_MAX_WIDTH,
    maxHeight: IMAGE_MAX_HEIGHT,
    quality: IMAGE_QUALITY,
    convertTypes: ['image/png'],
    convertSize: PNG_TO_JPEG_THRESHOLD_BYTES,
    mimeType: KEPT_TYPES.has(file.type) ? 'auto' : 'image/jpeg',
    // A re-encoded small photo can come out bigger: then the original is kept.
    strict: true,
    // Turned upright by its EXIF orientation, and the EXIF (location included) left out.
    checkOrientation: true,
  };
}

function renamed(name: string, type: string): string {
  const extension = EXTENSIONS[type];
  if (!extension) return name;
  const base = name.replace(/\.[^.]*$/, '') || 'image';
  return `${base}.${extension}`;
}

/**
 * Compresses an image in the browser before upload (spec 5) with compressorjs: drawn at most
 * 2048×1536 with its ratio kept, encoded at quality 0.8, a PNG over 5,000,000 bytes as a JPEG.
 * A file the browser cannot decode is returned unchanged: the server has the last word on it.
 */
export function compressImage(file: File): Promise<File> {
  return new Promise((resolve) => {
    new Compressor(file, {
      ...compressionOptions(file),
      success: (result) => {
        if (result === file) {
          resolve(file);
          return;
        }
        resolve(
          new File([result], renamed(file.name, result.type), { type: result.type, lastModified: file.lastModified }),
        );
      },
      error: () => resolve(file),
    });
  });
}
