/**
 * The demo content in another language, keyed by the English text it translates (a product's or an
 * article's English title, a guide's English crop name), so the seed can pair each row with its
 * translations. Texts keep the English layout: the same paragraphs, numbered lines and headings.
 */
export interface SeedTranslations {
  products: Record<string, { title: string; description: string }>;
  advice: Record<string, { title: string; description: string }>;
  cultivation: Record<string, { crop_name: string; description: string }>;
  banners: Record<string, { title: string }>;
}
