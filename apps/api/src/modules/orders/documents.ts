import type { Language, Order } from '@farmai/contracts';
import { apiText, type MessageId } from '../../i18n/index.js';
import { write } from './document-fonts.js';
import { type Column, draw, fact, line, lineTitle, MARGIN, numbers, row } from './document-layout.js';
import { paymentMethodText } from './payment-words.js';

/**
 * The order's PDF documents in any of the five languages, drawn in Noto Sans with the fonts embedded
 * (document-fonts.ts): the buyer's receipt (lines, prices, totals, payment) and the back office's packing
 * slip (lines and quantities, the address, no prices). Prices, quantities and dates use the language's
 * digits; the order number, order id, phone number and postcode stay as they are written
 * (docs/decisions/027-receipts-scripts-and-digits.md).
 */

/** What a document needs besides the order. */
export interface DocumentContext {
  language: Language;
  customerName: string;
  customerEmail: string;
}

type Text = (id: MessageId) => string;

function header(doc: PDFKit.PDFDocument, heading: string, order: Order, text: Text, lang: Language) {
  doc.fontSize(20).fillColor('#166534');
  write(doc, 'FarmAI', { weight: 'bold', continued: true });
  doc.fillColor('#111827');
  write(doc, `  ${heading}`, { weight: 'bold' });
  doc.moveDown(0.5);
  doc.fontSize(10).fillColor('#111827');
  // the number is the only name an order is shown by (docs/decisions/029-order-status-machine.md)
  fact(doc, text('orderDocs.orderNumber'), order.orderNumber);
  fact(doc, text('orderDocs.orderDate'), numbers(lang).day(order.orderDate));
  doc.moveDown();
}

function addressBlock(doc: PDFKit.PDFDocument, order: Order, context: DocumentContext, text: Text) {
  const a = order.addressInfo;
  line(doc, text('orderDocs.buyer'), { weight: 'bold' });
  line(doc, context.customerName);
  if (context.customerEmail) line(doc, context.customerEmail);
  doc.moveDown(0.5);
  line(doc, text('orderDocs.shipTo'), { weight: 'bold' });
  line(doc, a.address);
  line(doc, `${a.city} ${a.pincode}`.trim());
  fact(doc, text('orderDocs.phone'), a.phone);
  if (a.notes) fact(doc, text('orderDocs.notes'), a.notes);
  doc.moveDown();
}

/** The buyer's receipt (invoice): number, date, buyer, address, lines with unit prices and line totals, totals, payment. */
export function receiptPdf(order: Order, context: DocumentContext): Promise<Buffer> {
  const lang = context.language;
  const text: Text = (id) => apiText(lang, id as never);
  const { money, count } = numbers(lang);
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
      for (const item of order.cartItems) {
        row(doc, columns, [lineTitle(item, lang), count(item.quantity), money(item.price), money(item.lineTotal)]);
      }
      doc.moveDown(0.5);
      const subtotal = order.cartItems.reduce((sum, item) => sum + Math.round(item.lineTotal * 100), 0) / 100;
      const totals: Column[] = [
        { x: MARGIN + width * 0.4, width: width * 0.38, align: 'right' },
        { x: MARGIN + width * 0.8, width: width * 0.2, align: 'right' },
      ];
      row(doc, totals, [text('orderDocs.subtotal'), money(subtotal)]);
      if (order.paymentFee) row(doc, totals, [text('orderDocs.cashFee'), money(order.paymentFee)]);
      row(doc, totals, [text('orderDocs.total'), money(order.totalAmount)], true);
      doc.moveDown();
      const provider = paymentMethodText(
        order,
        (id, ...params) => apiText(lang, id, ...params),
        (iso) => numbers(lang).day(iso),
      );
      const facts: [string, string][] = [
        [text('orderDocs.paymentMethod'), provider],
        [text('orderDocs.paymentStatus'), text(`orderDocs.payment.${order.paymentStatus}` as MessageId)],
        [text('orderDocs.orderStatus'), text(`orderDocs.status.${order.orderStatus}` as MessageId)],
      ];
      for (const [label, value] of facts) fact(doc, label, value);
      doc.moveDown(2);
      doc.fillColor('#4b5563');
      line(doc, text('orderDocs.thanks'));
    },
    `${text('orderDocs.receiptTitle')} ${order.orderNumber}`,
  );
}

/**
 * A packing slip line: the title in the slip's language, and under it the title the buyer read when
 * that is another (the parcel goes to a buyer who knows the product by that name).
 */
function slipTitle(item: Order['cartItems'][number], language: Language): string {
  const title = lineTitle(item, language);
  const bought = lineTitle(item, item.titleLanguage);
  return bought === title ? title : `${title}\n${bought}`;
}

/** The packing slip: number, date, the address and the lines with their quantities; no prices. */
export function packingSlipPdf(order: Order, context: DocumentContext): Promise<Buffer> {
  const lang = context.language;
  const text: Text = (id) => apiText(lang, id as never);
  const { count } = numbers(lang);
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
      for (const item of order.cartItems) {
        row(doc, columns, ['[  ]', slipTitle(item, lang), count(item.quantity)]);
      }
      doc.moveDown(2);
      line(doc, text('orderDocs.packedCheck'));
    },
    `${text('orderDocs.packingSlipTitle')} ${order.orderNumber}`,
  );
}
