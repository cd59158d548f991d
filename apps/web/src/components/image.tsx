import { useState, type CSSProperties } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import './image.css';

export interface ImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  srcSet?: string;
  /** The first screen's main image: loaded eagerly and fetched first instead of lazily. */
  priority?: boolean;
  className?: string;
}

const GOODS_COVER = /-480\.webp$/;

/**
 * Seeded goods images come in 240, 480 and 960 widths named `<name>-<width>.webp` (a server
 * contract), so a `-480.webp` cover is enough to offer the browser all three.
 */
export function goodsSrcSet(src: string): string | undefined {
  if (!GOODS_COVER.test(src)) return undefined;
  const base = src.replace(GOODS_COVER, '');
  return `${base}-240.webp 240w, ${src} 480w, ${base}-960.webp 960w`;
}

/**
 * An image that never shifts the layout (fixed width and height) and, when it cannot load,
 * shows a box of the same size with the translated el.image.error text (spec 2.3); without a
 * source at all, an empty box of that size.
 */
export function Image({ src, alt, width, height, sizes, srcSet, priority = false, className }: ImageProps) {
  const { t } = useTranslation();
  // Remembering which src failed (rather than a boolean) lets a new src try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = className ? ` ${className}` : '';

  const style = { '--image-width': `${width}px`, aspectRatio: `${width} / ${height}` } as CSSProperties;
  // Nothing to show (a shop that has not uploaded its logo yet): an empty box of the same size,
  // rather than an <img> that can only fail.
  if (!src) return <span className={`image-empty${classes}`} style={style} data-testid="image-empty" />;
  if (failedSrc === src) {
    return (
      <span className={`image-error${classes}`} style={style} title={alt || undefined} data-testid="image-error">
        {t('el.image.error')}
      </span>
    );
  }

  const autoSrcSet = srcSet ?? goodsSrcSet(src);
  return (
    <img
      className={`image${classes}`}
      src={src}
      srcSet={autoSrcSet}
      // Without sizes a `w` srcset assumes full viewport width and over-fetches; the box width is a safe guess.
      sizes={autoSrcSet ? (sizes ?? `${width}px`) : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
