import { imageSrcSet } from '@farmai/contracts/image-sources';
import type { ComponentProps } from 'react';

/**
 * An uploaded picture with the narrower widths the shop stores beside it (`srcset`), so a phone
 * downloads what its screen draws instead of the 1600 px original; `sizes` says how wide it is drawn.
 * Pictures from elsewhere (or older uploads) keep their one address.
 */
export function ResponsiveImg({
  src,
  alt,
  sizes,
  ...props
}: ComponentProps<'img'> & { src: string; alt: string; sizes: string }) {
  const srcSet = imageSrcSet(src);
  return <img src={src} alt={alt} srcSet={srcSet} sizes={srcSet ? sizes : undefined} {...props} />;
}
