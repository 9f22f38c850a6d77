import type { Language, Order, OrderStatus } from '@farmai/contracts';
import { MAIL_WORDS, type MailWords } from './words.js';

/** A mail ready to send. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a template needs to know besides its own data. */
export interface MailContext {
  language: Language;
  userName: string;
  /** The shop's address, without a trailing slash: links in mails are absolute. */
  publicUrl: string;
  currency: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One paragraph, a link or a table row: each part is written as text and as HTML. */
type Part = { text: string; html: string };
const paragraph = (words: string): Part => ({ text: words, html: `<p>${escapeHtml(words)}</p>` });
const action = (label: string, url: string): Part => ({
  text: `${label}: ${url}`,
  html:
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#15803d;` +
    `color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>` +
    `<p style="font-size:12px;color:#555555">${escapeHtml(url)}</p>`,
});

function compose(words: MailWords, context: MailContext, subject: string, parts: Part[]): RenderedMail {
  const all = [paragraph(words.greeting(context.userName)), ...parts, paragraph(words.signature)];
  const text = `${all.map((p) => p.text).join('\n\n')}\n\n--\n${words.footer}\n`;
  const html =
    `<!doctype html><html lang="${context.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>` +
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:600px;margin:0 auto;padding:16px;overflow-wrap:anywhere">' +
    `<h1 style="font-size:20px;color:#15803d">FarmAI</h1>${all.map((p) => p.html).join('')}` +
    `<hr style="border:none;border-top:1px solid #e5e7eb"><p style="font-size:12px;color:#6b7280">${escapeHtml(words.footer)}</p>` +
    '</body></html>';
  return { subject, text, html };
}

function orderTable(words: MailWords, context: MailContext, order: Order): Part {
  const money = new Intl.NumberFormat(context.language, { style: 'currency', currency: context.currency });
  const lines = order.cartItems.map((item) => ({
    title: item.title,
    quantity: item.quantity,
    amount: money.format(Number(item.price) * item.quantity),
  }));
  // cash on delivery's fee is a line of its own, part of the total
  if (order.paymentFee) lines.push({ title: words.orderCashFee, quantity: 1, amount: money.format(order.paymentFee) });
  const total = money.format(order.totalAmount);
  const text = [...lines.map((l) => `- ${l.title} × ${l.quantity}: ${l.amount}`), `${words.orderTotal}: ${total}`].join(
    '\n',
  );
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #e5e7eb;text-align:left"';
  const html =
    '<table style="border-collapse:collapse;width:100%">' +
    `<thead><tr><th ${cell}>${escapeHtml(words.orderItem)}</th><th ${cell}>${escapeHtml(words.orderQuantity)}</th>` +
    `<th ${cell}>${escapeHtml(words.orderAmount)}</th></tr></thead><tbody>` +
    lines
      .map(
        (l) =>
          `<tr><td ${cell}>${escapeHtml(l.title)}</td><td ${cell}>${l.quantity}</td><td ${cell}>${escapeHtml(l.amount)}</td></tr>`,
      )
      .join('') +
    `</tbody><tfoot><tr><th ${cell} colspan="2">${escapeHtml(words.orderTotal)}</th><th ${cell}>${escapeHtml(total)}</th></tr></tfoot></table>`;
  return { text, html };
}

/** What a cash order's buyer pays at the door, in their language's way of writing money. */
const cashTotal = (context: MailContext, order: Order) =>
  new Intl.NumberFormat(context.language, { style: 'currency', currency: context.currency }).format(order.totalAmount);

export const templates = {
  welcome(context: MailContext): RenderedMail {
    const w = MAIL_WORDS[context.language];
    return compose(w, context, w.welcomeSubject, [
      paragraph(w.welcomeIntro),
      action(w.welcomeAction, `${context.publicUrl}/auth/login`),
    ]);
  },

  orderConfirmed(context: MailContext, order: Order): RenderedMail {
    const w = MAIL_WORDS[context.language];
    const a = order.addressInfo;
    const shipTo = [a.address, a.city, a.pincode].filter((part) => part !== '').join(', ');
    return compose(w, context, w.orderSubject(order.orderNumber), [
      paragraph(
        order.paymentMethod === 'cod'
          ? w.orderCashIntro(order.orderNumber, cashTotal(context, order))
          : w.orderIntro(order.orderNumber),
      ),
      orderTable(w, context, order),
      paragraph(`${w.orderShipTo}: ${shipTo}`),
      action(w.orderAction, `${context.publicUrl}/shop/account`),
    ]);
  },

  orderStatus(context: MailContext, order: Order, status: OrderStatus): RenderedMail {
    const w = MAIL_WORDS[context.language];
    return compose(w, context, w.statusSubject(order.orderNumber), [
      paragraph(w.statusIntro(order.orderNumber, w.statuses[status])),
      action(w.orderAction, `${context.publicUrl}/shop/account`),
    ]);
  },

  passwordReset(context: MailContext, token: string): RenderedMail {
    const w = MAIL_WORDS[context.language];
    return compose(w, context, w.resetSubject, [
      paragraph(w.resetIntro),
      action(w.resetAction, `${context.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`),
      paragraph(w.resetExpiry),
      paragraph(w.resetIgnore),
    ]);
  },

  emailChange(context: MailContext, token: string, newEmail: string): RenderedMail {
    const w = MAIL_WORDS[context.language];
    return compose(w, context, w.emailChangeSubject, [
      paragraph(w.emailChangeIntro(newEmail)),
      action(w.emailChangeAction, `${context.publicUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`),
      paragraph(w.emailChangeExpiry),
      paragraph(w.emailChangeIgnore),
    ]);
  },

  signUpAttempt(context: MailContext): RenderedMail {
    const w = MAIL_WORDS[context.language];
    return compose(w, context, w.signUpAttemptSubject, [
      paragraph(w.signUpAttemptIntro),
      action(w.signUpAttemptAction, `${context.publicUrl}/auth/forgot-password`),
    ]);
  },

  emailChangeNotice(context: MailContext, newEmail: string): RenderedMail {
    const w = MAIL_WORDS[context.language];
    return compose(w, context, w.emailChangedSubject, [
      paragraph(w.emailChangedIntro(newEmail)),
      paragraph(w.emailChangedNotYou),
    ]);
  },
};
