import type { DemoPaymentRow } from './repository.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f7f0;color:#1f2d16}
  main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem}
  h1{font-size:1.35rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#4a5a40}
  .note{background:#fff8e1;border:1px solid #f0d68a;border-radius:8px;padding:.6rem .8rem;font-size:.9rem}
  table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{padding:.5rem .25rem;border-bottom:1px solid #e4e9df;text-align:left;font-size:.95rem}
  td.n,th.n{text-align:right;white-space:nowrap}tfoot td{font-weight:700;border-bottom:0;font-size:1.05rem}
  .actions{display:flex;gap:.75rem;align-items:center;flex-wrap:wrap}
  button{background:#2f6b1f;color:#fff;border:0;border-radius:8px;padding:.75rem 1.5rem;font-size:1rem;font-weight:600;cursor:pointer;min-height:44px}
  button:hover{background:#255718}button:focus-visible,a:focus-visible{outline:3px solid #f0b400;outline-offset:2px}
  a{color:#2f6b1f;font-weight:600;padding:.5rem}.done{color:#2f6b1f;font-weight:600}`;

export interface DemoPageOptions {
  payment: DemoPaymentRow;
  approveAction: string;
  cancelUrl: string;
  xsrfToken: string;
}

/** The demo provider's approval page: the order's lines and total, "Pay now" and "Cancel". */
export function renderDemoPaymentPage({ payment, approveAction, cancelUrl, xsrfToken }: DemoPageOptions): string {
  const rows = payment.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.title)}</td><td class="n">${l.quantity}</td><td class="n">${money(l.unitCents * l.quantity)}</td></tr>`,
    )
    .join('');
  const captured = payment.status === 'captured';
  const action = captured
    ? '<p class="done">This payment is complete.</p>'
    : `<form method="post" action="${escapeHtml(approveAction)}">
        <input type="hidden" name="_xsrf" value="${escapeHtml(xsrfToken)}">
        <div class="actions"><button type="submit">Pay now</button><a href="${escapeHtml(cancelUrl)}">Cancel</a></div>
      </form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay ${money(payment.amountCents)} · FarmAI demo payment</title><style>${STYLE}</style></head>
<body><main><div class="card">
<h1>FarmAI checkout</h1>
<p>Review your order and confirm the payment.</p>
<div class="note" role="note">Demo payment provider: no card is charged and no money moves.</div>
<table><caption class="sr-only" style="position:absolute;left:-9999px">Order lines</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="n">Qty</th><th scope="col" class="n">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="2">Total</td><td class="n">${money(payment.amountCents)}</td></tr></tfoot></table>
${action}
</div></main></body></html>`;
}
