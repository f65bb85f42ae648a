// A responsive image: WebP with a JPEG fallback, srcset and sizes, intrinsic width and height (no layout shift),
// lazy unless it is above the fold.
import type { ImgHTMLAttributes } from 'react';
import { type ImageRef, imageUrl, pickWidth, srcSet } from '../../shared/images';

export function Picture({
  image,
  alt,
  sizes,
  eager = false,
  className,
  fallbackWidth = 960,
  ...img
}: {
  image: ImageRef;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Above the fold: load at once with high priority. */
  eager?: boolean;
  className?: string;
  fallbackWidth?: number;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height'>) {
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={imageUrl(image, pickWidth(image, fallbackWidth), 'jpeg')}
        srcSet={srcSet(image, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        {...img}
      />
    </picture>
  );
}
