import { imageSrcSet } from '@farmai/contracts/image-sources';
import type { ComponentProps } from 'react';
import { useNearScreen } from '@/lib/use-near-screen';

/**
 * An uploaded picture with the narrower widths the shop stores beside it (`srcset`), so a phone
 * downloads what its screen draws instead of the 1600 px original; `sizes` says how wide it is drawn.
 * Pictures from elsewhere (or older uploads) keep their one address. A `lazy` picture is asked for
 * when it comes within a screen of the viewport; until then its box (width and height) holds its place.
 */
export function ResponsiveImg({
  src,
  alt,
  sizes,
  ...props
}: ComponentProps<'img'> & { src: string; alt: string; sizes: string }) {
  const [ref, near] = useNearScreen<HTMLImageElement>(props.loading === 'lazy');
  const srcSet = imageSrcSet(src);
  if (!near) return <img ref={ref} alt={alt} {...props} />;
  return <img ref={ref} src={src} alt={alt} srcSet={srcSet} sizes={srcSet ? sizes : undefined} {...props} />;
}
