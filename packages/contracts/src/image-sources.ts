/**
 * Pictures uploaded to the shop are stored at several widths, so a phone downloads one its screen
 * needs: the largest (at most 1600 px wide, never enlarged) is named `…-w<width>.webp`, and each
 * width of `IMAGE_WIDTHS` below it is stored beside it under the same name with its own width.
 * Plain string work, so a page reads it without the schema library.
 */
export const IMAGE_WIDTHS = [400, 800] as const;

/** Our stored names: a random UUID, then the width (a picture from elsewhere may end in `-w300.webp` too). */
const STORED_NAME = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-w(\d+)\.webp$/;

/** The object key of one width of a stored picture: `products/<id>` at 1200 → `products/<id>-w1200.webp`. */
export const imageKey = (stem: string, width: number): string => `${stem}-w${width}.webp`;

/** The smaller widths stored beside an image of this width. */
export const smallerWidths = (width: number): number[] => IMAGE_WIDTHS.filter((w) => w < width);

/**
 * The other widths stored for a picture's address, largest last (`[]` for an address that is not
 * one of ours with widths: an older upload or a picture from elsewhere).
 */
export function imageVariants(url: string): { width: number; url: string }[] {
  const found = STORED_NAME.exec(url);
  if (!found) return [];
  const width = Number(found[1]);
  const stem = url.slice(0, url.length - `-w${found[1]}.webp`.length);
  return [...smallerWidths(width), width].map((w) => ({ width: w, url: imageKey(stem, w) }));
}

/** The `srcset` of a picture's address, or `undefined` where it has one width only. */
export function imageSrcSet(url: string): string | undefined {
  const variants = imageVariants(url);
  if (variants.length < 2) return undefined;
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}
