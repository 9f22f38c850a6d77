import { imageSrcSet } from '@farmai/contracts/image-sources';
import { ImageOff } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { useOnline } from '@/lib/offline/connection';
import { useNearScreen } from '@/lib/use-near-screen';
import { cn } from '@/lib/utils';

/**
 * An uploaded picture with the narrower widths the shop stores beside it (`srcset`), so a phone
 * downloads what its screen draws instead of the 1600 px original; `sizes` says how wide it is drawn.
 * Pictures from elsewhere (or older uploads) keep their one address. A `lazy` picture is asked for
 * when it comes within a screen of the viewport; until then its box (width and height) holds its place.
 * A picture that cannot be had (no connection and not kept on the phone, or gone) is a quiet box with
 * its description instead of the browser's broken-picture mark, asked for again once the phone is online.
 */
export function ResponsiveImg({
  src,
  alt,
  sizes,
  onError,
  ...props
}: ComponentProps<'img'> & { src: string; alt: string; sizes: string }) {
  const [ref, near] = useNearScreen<HTMLImageElement>(props.loading === 'lazy');
  const online = useOnline();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    if (online) setFailed(undefined);
  }, [online]);
  if (failed === src) return <MissingImg alt={alt} {...props} />;
  const srcSet = imageSrcSet(src);
  if (!near) return <img ref={ref} alt={alt} {...props} />;
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      onError={(event) => {
        setFailed(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}

/** The place of a picture that could not load: the same box (its classes, its proportions), named by its description. */
function MissingImg({ alt, className, width, height, style }: ComponentProps<'img'> & { alt: string }) {
  const ratio = Number(width) > 0 && Number(height) > 0 ? `${width} / ${height}` : undefined;
  return (
    <span
      role="img"
      aria-label={alt}
      title={alt}
      className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
      style={{ aspectRatio: ratio, ...style }}
    >
      <ImageOff aria-hidden="true" className="size-6 max-h-[40%] max-w-[40%]" />
    </span>
  );
}
