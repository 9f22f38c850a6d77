import type { Language, Order } from '@farmai/contracts';
import { apiText, type MessageId } from '../../i18n/index.js';

/**
 * The order's PDF documents, drawn with pdfkit's built-in Helvetica: the buyer's receipt (lines, prices,
 * totals, payment) and the back office's packing slip (lines and quantities, the address, no prices).
 *
 * The built-in fonts draw Latin text only (Windows-1252), so documents asked for in Bangla or Hindi are
 * written in English, and a line whose title they cannot draw shows the product's English title instead
 * (`latinTitles`, filled by the caller).
 */

/** The languages the built-in fonts can write a document in. */
const DRAWN_LANGUAGES: readonly Language[] = ['en', 'es', 'fr'];
export const documentLanguage = (language: Language): Language =>
  DRAWN_LANGUAGES.includes(language) ? language : 'en';

/** Whether Helvetica (Windows-1252) can draw every character of `text`. */
export const drawable = (text: string): boolean =>
  /^[\x20-\x7e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ\n]*$/.test(text);

/** What a document needs besides the order. */
export interface DocumentContext {
  language: Language;
  /** English titles of products whose stored title the fonts cannot draw, by product id. */
  latinTitles: Map<string, string>;
  customerName: string;
  customerEmail: string;
}

const MARGIN = 50;
// French groups with a narrow no-break space, which the fonts lack: a no-break space stands in
const money = (language: Language, amount: number) =>
  new Intl.NumberFormat(language === 'en' ? 'en-US' : language, { style: 'currency', currency: 'USD' })
    .format(amount)
    .replace(/\u202f/g, '\u00a0');
const day = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** Replaces what the fonts cannot draw (a title written in another script with no English title known). */
const safe = (text: string) => (drawable(text) ? text : text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?'));

function lineTitle(order: Order, index: number, context: DocumentContext): string {
  const item = order.cartItems[index];
  if (!item) return '';
  if (drawable(item.title)) return item.title;
  return safe(context.latinTitles.get(item.productId) ?? item.title);
}

type Column = { x: number; width: number; align: 'left' | 'right' };

async function draw(build: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
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
  build(doc);
  doc.end();
  return done;
}

function header(
  doc: PDFKit.PDFDocument,
  heading: string,
  order: Order,
  text: (id: MessageId) => string,
  lang: Language,
) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#166534').text('FarmAI', { continued: true });
  doc.fillColor('#111827').text(`  ${heading}`);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10).fillColor('#111827');
  const facts: [string, string][] = [
    // the number is the only name an order is shown by (docs/decisions/029-order-status-machine.md)
    [text('orderDocs.orderNumber'), order.orderNumber],
    [text('orderDocs.orderDate'), day(lang, order.orderDate)],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  doc.moveDown();
}

function addressBlock(
  doc: PDFKit.PDFDocument,
  order: Order,
  context: DocumentContext,
  text: (id: MessageId) => string,
) {
  const a = order.addressInfo;
  doc.font('Helvetica-Bold').text(text('orderDocs.buyer'));
  doc.font('Helvetica').text(safe(context.customerName));
  if (context.customerEmail) doc.text(safe(context.customerEmail));
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(text('orderDocs.shipTo'));
  doc
    .font('Helvetica')
    .text(safe(a.address))
    .text(safe(`${a.city} ${a.pincode}`.trim()));
  doc.text(`${text('orderDocs.phone')}: ${safe(a.phone)}`);
  if (a.notes) doc.text(`${text('orderDocs.notes')}: ${safe(a.notes)}`);
  doc.moveDown();
}

/** One row of a table: each cell in its column, the row as tall as its tallest cell. */
function row(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], bold = false) {
  const top = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  let bottom = top;
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', column.x, top, { width: column.width, align: column.align });
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

/** The buyer's receipt (invoice): number, date, buyer, address, lines with unit prices and line totals, totals, payment. */
export function receiptPdf(order: Order, context: DocumentContext): Promise<Buffer> {
  const lang = documentLanguage(context.language);
  const text = (id: MessageId) => apiText(lang, id as never);
  return draw(
    (doc) => {
      header(doc, text('orderDocs.receiptTitle'), order, text, lang);
      addressBlock(doc, order, context, text);
      const width = doc.page.width - 2 * MARGIN;
      const columns: Column[] = [
        { x: MARGIN, width: width * 0.46, align: 'left' },
        { x: MARGIN + width * 0.48, width: width * 0.1, align: 'right' },
        { x: MARGIN + width * 0.6, width: width * 0.18, align: 'right' },
        { x: MARGIN + width * 0.8, width: width * 0.2, align: 'right' },
      ];
      row(
        doc,
        columns,
        [text('orderDocs.item'), text('orderDocs.quantity'), text('orderDocs.unitPrice'), text('orderDocs.lineTotal')],
        true,
      );
      order.cartItems.forEach((item, index) => {
        row(doc, columns, [
          lineTitle(order, index, context),
          String(item.quantity),
          money(lang, item.price),
          money(lang, item.lineTotal),
        ]);
      });
      doc.moveDown(0.5);
      const subtotal = order.cartItems.reduce((sum, item) => sum + Math.round(item.lineTotal * 100), 0) / 100;
      const totals: Column[] = [
        { x: MARGIN + width * 0.4, width: width * 0.38, align: 'right' },
        { x: MARGIN + width * 0.8, width: width * 0.2, align: 'right' },
      ];
      row(doc, totals, [text('orderDocs.subtotal'), money(lang, subtotal)]);
      row(doc, totals, [text('orderDocs.total'), money(lang, order.totalAmount)], true);
      doc.moveDown();
      // PayPal is a name, the same in every language
      const provider = order.paymentProvider === 'paypal' ? 'PayPal' : text('orderDocs.demoProvider');
      const facts: [string, string][] = [
        [text('orderDocs.paymentMethod'), provider],
        [text('orderDocs.paymentStatus'), text(`orderDocs.payment.${order.paymentStatus}` as MessageId)],
        [text('orderDocs.orderStatus'), text(`orderDocs.status.${order.orderStatus}` as MessageId)],
      ];
      for (const [label, value] of facts) {
        doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
      }
      doc.moveDown(2);
      doc.fillColor('#4b5563').text(text('orderDocs.thanks'));
    },
    `${text('orderDocs.receiptTitle')} ${order.orderNumber}`,
  );
}

/** The packing slip: number, date, the address and the lines with their quantities; no prices. */
export function packingSlipPdf(order: Order, context: DocumentContext): Promise<Buffer> {
  const lang = documentLanguage(context.language);
  const text = (id: MessageId) => apiText(lang, id as never);
  return draw(
    (doc) => {
      header(doc, text('orderDocs.packingSlipTitle'), order, text, lang);
      addressBlock(doc, order, context, text);
      const width = doc.page.width - 2 * MARGIN;
      const columns: Column[] = [
        { x: MARGIN, width: width * 0.08, align: 'left' },
        { x: MARGIN + width * 0.1, width: width * 0.7, align: 'left' },
        { x: MARGIN + width * 0.8, width: width * 0.2, align: 'right' },
      ];
      row(doc, columns, ['', text('orderDocs.item'), text('orderDocs.quantity')], true);
      order.cartItems.forEach((item, index) => {
        row(doc, columns, ['[  ]', lineTitle(order, index, context), String(item.quantity)]);
      });
      doc.moveDown(2);
      doc.text(text('orderDocs.packedCheck'));
    },
    `${text('orderDocs.packingSlipTitle')} ${order.orderNumber}`,
  );
}
