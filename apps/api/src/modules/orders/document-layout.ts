import { type Language, localDigits, type Order } from '@farmai/contracts';
import { numberLocale } from '@farmai/server-kit';
import { registerFonts, type WriteOptions, write } from './document-fonts.js';

/** The page margin of every order document, in points. */
export const MARGIN = 50;

export type Column = { x: number; width: number; align: 'left' | 'right' };

/**
 * Money, quantities and dates in the document's language, with its digits (Bengali and Devanagari in
 * Bangla and Hindi, as the web app writes them). French groups with a narrow no-break space, which
 * Noto Sans lacks: a no-break space stands in.
 */
export function numbers(language: Language) {
  const locale = numberLocale(language);
  const currency = new Intl.NumberFormat(language === 'en' ? 'en-US' : locale, { style: 'currency', currency: 'USD' });
  const count = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    money: (amount: number) => currency.format(amount).replace(/\u202f/g, '\u00a0'),
    count: (value: number) => count.format(value),
    day: (iso: string) => date.format(new Date(iso)).replace(/\u202f/g, '\u00a0'),
  };
}

/**
 * A line's title in the document's language: the title the buyer read when it is in that language,
 * else the shop's own (English) one, its digits written as the language writes them.
 */
export function lineTitle(item: Order['cartItems'][number], language: Language): string {
  return localDigits(item.titleLanguage === language ? item.title : item.shopTitle, language);
}

/** Draws a document in memory with the Noto Sans faces registered and the regular one chosen. */
export async function draw(build: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: 'FarmAI', Creator: 'FarmAI' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  build(doc);
  doc.end();
  return done;
}

/** Label: value, on a line of its own, the label in bold. */
export function fact(doc: PDFKit.PDFDocument, label: string, value: string) {
  write(doc, `${label}: `, { weight: 'bold', continued: true });
  write(doc, value);
}

/** A text on a line (or lines) of its own. */
export const line = (doc: PDFKit.PDFDocument, text: string, options: WriteOptions = {}) => write(doc, text, options);

/** One row of a table: each cell in its column, the row as tall as its tallest cell. */
export function row(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], bold = false) {
  const top = doc.y;
  let bottom = top;
  columns.forEach((column, i) => {
    const options = { width: column.width, align: column.align, weight: bold ? 'bold' : 'regular' } as const;
    // each line of a cell is a paragraph of its own (a line break inside runs would not break)
    (cells[i] ?? '').split('\n').forEach((text, index) => {
      write(doc, text, options, column.x, index === 0 ? top : doc.y);
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
  if (bold) {
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(doc.page.width - MARGIN, doc.y - 2)
      .strokeColor('#9ca3af')
      .stroke();
    doc.y += 2;
  }
}
