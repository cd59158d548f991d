import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH } from '@storefront/contract';
import sharp from 'sharp';
import { ApiError } from '../../core/api-error.ts';

export const WEBP_QUALITY = 82;

export interface ProcessedImage {
  buffer: Buffer;
  mime: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/** True for the formats we accept, judged from the decoded header, never from a name or type. */
function isAcceptedFormat(metadata: sharp.Metadata): boolean {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return true;
    case 'heif':
      // libheif also reads HEIC; only its AV1 flavour (AVIF) is on the list.
      return metadata.compression === 'av1';
    default:
      return false;
  }
}

/**
 * Checks that the bytes are an image we take and re-encodes them: turned upright by EXIF, shrunk
 * to fit 2048×1536 (never enlarged), written as WebP with every metadata block dropped, so a
 * photo's GPS position or camera serial never reaches the public uploads folder. An image of more
 * than `maxPixels` is refused from its header's dimensions alone (sharp's metadata reads no
 * pixels): a small file can expand to gigabytes, and decoding 40 MP costs over a second of CPU.
 */
export async function processImage(input: Buffer, maxPixels: number, field = 'file'): Promise<ProcessedImage> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw ApiError.invalid(field, 'notAnImage');
  }
  if (!isAcceptedFormat(metadata)) throw ApiError.invalid(field, 'notAnImage');
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width <= 0 || height <= 0) throw ApiError.invalid(field, 'notAnImage');
  if (width * height > maxPixels) throw ApiError.invalid(field, 'imageTooManyPixels');

  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize(IMAGE_MAX_WIDTH, IMAGE_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { buffer: data, mime: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    // A header that parses over a body that does not (truncated or corrupt data).
    throw ApiError.invalid(field, 'notAnImage');
  }
}
