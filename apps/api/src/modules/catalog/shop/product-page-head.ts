import { type Language, type Product, productPageSegment } from '@farmai/contracts';

/**
 * The head of a product page as the server sends it (docs/product/wire.md#served-pages): the
 * product's title, a description, and the Open Graph and Twitter tags that link previews read,
 * put into the web app's index.html, so a shared link shows the product before any script runs.
 */

/** The id at the start of a product page's last segment (`{id}-{slug}`, or the id alone). */
const ID_SLUG = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-[^/]*)?$/i;

export function productIdOfSegment(segment: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return ID_SLUG.exec(decoded)?.[1]?.toLowerCase();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Descriptions past this many characters are cut at a word and end with an ellipsis (search engines show about 160). */
const DESCRIPTION_MAX = 160;

export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—–-]+$/, '')}…`;
}

/** A picture's absolute address: uploads are stored by path, S3 pictures already have their origin. */
const absolute = (url: string, publicUrl: string) => new URL(url, `${publicUrl}/`).toString();

export interface ProductHead {
  title: string;
  description: string;
  image: string;
  url: string;
  language: Language;
}

/** What the page's head says about a product, in the language its text is in. */
export function productHeadOf(product: Product, publicUrl: string, requested: Language): ProductHead {
  const path = `/shop/product/${productPageSegment(product)}`;
  return {
    title: `${product.title} | FarmAI`,
    description: shortDescription(product.description),
    image: absolute(product.image, publicUrl),
    url: `${publicUrl}${path}`,
    language: product.language ?? requested,
  };
}

/**
 * index.html with the product's head: its title and description in place of the app's, and the
 * link-preview tags added before `</head>`; `<html lang>` says the language of the text.
 */
export function withProductHead(indexHtml: string, head: ProductHead): string {
  const e = escapeHtml;
  const tags = [
    `<meta property="og:type" content="product" />`,
    `<meta property="og:site_name" content="FarmAI" />`,
    `<meta property="og:title" content="${e(head.title)}" />`,
    `<meta property="og:description" content="${e(head.description)}" />`,
    `<meta property="og:image" content="${e(head.image)}" />`,
    `<meta property="og:url" content="${e(head.url)}" />`,
    `<meta property="og:locale" content="${e(head.language)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(head.title)}" />`,
    `<meta name="twitter:description" content="${e(head.description)}" />`,
    `<meta name="twitter:image" content="${e(head.image)}" />`,
    `<link rel="canonical" href="${e(head.url)}" />`,
  ].join('\n    ');
  const description = `<meta name="description" content="${e(head.description)}" />`;
  let html = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${e(head.title)}</title>`);
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `  ${description}\n  </head>`);
  html = html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  return html.replace(/<html([^>]*?)\slang="[^"]*"/i, (_m, before: string) => `<html${before} lang="${head.language}"`);
}
