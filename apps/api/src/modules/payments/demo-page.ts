import type { Language } from '@farmai/contracts';
import { formatterFor } from '@farmai/server-kit';
import { apiText, type MessageId, type MessageParams } from '../../i18n/index.js';
import type { DemoPaymentRow } from './repository.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali","Noto Sans Devanagari",sans-serif;background:#f4f7f0;color:#1f2d16}
  main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem}
  h1{font-size:1.35rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#4a5a40}
  .note{background:#fff8e1;border:1px solid #f0d68a;border-radius:8px;padding:.6rem .8rem;font-size:.9rem}
  table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{padding:.5rem .25rem;border-bottom:1px solid #e4e9df;text-align:start;font-size:.95rem}
  td.n,th.n{text-align:end;white-space:nowrap}tfoot td{font-weight:700;border-bottom:0;font-size:1.05rem}
  .actions{display:flex;gap:.75rem;align-items:center;flex-wrap:wrap}
  button{background:#2f6b1f;color:#fff;border:0;border-radius:8px;padding:.75rem 1.5rem;font-size:1rem;font-weight:600;cursor:pointer;min-height:44px}
  button:hover{background:#255718}button:focus-visible,a:focus-visible{outline:3px solid #f0b400;outline-offset:2px}
  a{color:#2f6b1f;font-weight:600;padding:.5rem}.done{color:#2f6b1f;font-weight:600}`;

/** A page's words in one language, HTML-escaped. */
const wordsIn =
  (language: Language) =>
  <K extends MessageId>(id: K, ...params: MessageParams<K>) =>
    escapeHtml(apiText(language, id, ...params));

export interface DemoPageOptions {
  payment: DemoPaymentRow;
  approveAction: string;
  cancelUrl: string;
  xsrfToken: string;
  /** The shopper's language: the words, the digits and the way money is written. */
  language: Language;
  /** The shop's ISO 4217 currency (SHOP_CURRENCY). */
  currency: string;
  /** Set when the order is paid already: the return page that shows it paid. */
  paidAt?: string;
}

/** The demo provider's approval page: the order's lines and total, "Pay now" and "Cancel". */
export function renderDemoPaymentPage(options: DemoPageOptions): string {
  const { payment, approveAction, cancelUrl, xsrfToken, language } = options;
  const t = wordsIn(language);
  const format = formatterFor(language);
  const amount = (cents: number) => format.money(cents, options.currency);
  const money = (cents: number) => escapeHtml(amount(cents));
  const number = (value: number) => escapeHtml(format.number(value));
  const rows = payment.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.title)}</td><td class="n">${number(l.quantity)}</td><td class="n">${money(l.unitCents * l.quantity)}</td></tr>`,
    )
    .join('');
  const captured = payment.status === 'captured';
  const action = options.paidAt
    ? `<p class="done" role="status">${t('payPage.alreadyPaid')}</p><div class="actions"><a href="${escapeHtml(options.paidAt)}">${t('payPage.seeOrder')}</a></div>`
    : captured
      ? `<p class="done">${t('payPage.complete')}</p>`
      : `<form method="post" action="${escapeHtml(approveAction)}">
        <input type="hidden" name="_xsrf" value="${escapeHtml(xsrfToken)}">
        <div class="actions"><button type="submit">${t('payPage.payNow')}</button><a href="${escapeHtml(cancelUrl)}">${t('payPage.cancel')}</a></div>
      </form>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('payPage.title', { amount: amount(payment.amountCents) })}</title><style>${STYLE}</style></head>
<body><main><div class="card">
<h1>${t('payPage.heading')}</h1>
<p>${t('payPage.intro')}</p>
<div class="note" role="note">${t('payPage.note')}</div>
<table><caption class="sr-only" style="position:absolute;left:-9999px">${t('payPage.caption')}</caption>
<thead><tr><th scope="col">${t('payPage.item')}</th><th scope="col" class="n">${t('payPage.quantity')}</th><th scope="col" class="n">${t('payPage.amount')}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="2">${t('payPage.total')}</td><td class="n">${money(payment.amountCents)}</td></tr></tfoot></table>
${action}
</div></main></body></html>`;
}

/** The page for a payment link that names no payment, with a way back to checkout. */
export function renderPaymentNotFoundPage(checkoutUrl: string, language: Language): string {
  const t = wordsIn(language);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('payPage.notFoundTitle')}</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><h1>${t('payPage.notFound')}</h1><p>${t('payPage.invalidLink')}</p><p><a href="${escapeHtml(checkoutUrl)}">${t('payPage.backToCheckout')}</a></p></body></html>`;
}
