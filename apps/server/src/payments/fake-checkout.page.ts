import { formatMoney, msg } from '@bingo/core';
import QRCode from 'qrcode';
import { escapeHtml } from '../lib/html';
import { checkoutExpired } from './fake';
import type { Order } from './types';

// Inline styles are allowed by our CSP; scripts are not, and the page needs none: plain forms.
const STYLE = `
body{font-family:system-ui,sans-serif;background:#eef2f6;margin:0;padding:1.5rem;color:#1d2733}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 2px 10px #0002}
h1{font-size:1.4rem;margin:.2rem 0 1rem}h2{font-size:1.1rem;margin:1.2rem 0 .5rem}
.tag{background:#fff3cd;color:#664d03;border-radius:.4rem;padding:.4rem .6rem;font-size:.9rem;margin:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem;margin:0}dt{color:#5a6775}dd{margin:0;font-weight:600}
.qr{text-align:center}.qr img{width:200px;height:200px}code{display:block;word-break:break-all;font-size:.8rem;background:#f4f6f8;padding:.5rem;border-radius:.4rem}
form{display:grid;gap:.6rem;margin-top:1.4rem}button{font-size:1rem;padding:.75rem;border:0;border-radius:.5rem;cursor:pointer;color:#fff}
.ok{background:#198754}.no{background:#dc3545}.wait{background:#6c757d}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Bingo Beneficente</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${STYLE}</style></head><body><main>
<p class="tag" role="status">${escapeHtml(msg.demoPaymentsBanner)}</p>${body}</main></body></html>`;
}

/** A page with only a message (unknown order, already paid, expired). */
export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  const anchor = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${anchor}`);
}

/**
 * The stand-in for the provider's hosted checkout: what is being paid, the block of the method the
 * buyer chose (a PIX order: its QR code, whose scan opens this same page, where a phone can
 * approve; the hosted checkout, chosen as 'Cartão de crédito': the test card), and the three
 * outcomes as form buttons.
 */
export async function checkoutPage(order: Order, pageUrl: string, resultUrl: string): Promise<string> {
  if (order.status !== 'pending') {
    const paid = order.status === 'paid';
    return messagePage(
      paid ? 'Pedido já pago' : 'Pedido encerrado',
      paid ? 'Este pedido já foi pago.' : 'Este pedido não pode mais ser pago.',
      {
        href: resultUrl,
        label: 'Ver a situação da compra',
      },
    );
  }
  if (checkoutExpired(order))
    return messagePage('Link expirado', 'Este link de pagamento expirou. Faça uma nova compra.', { href: resultUrl, label: 'Voltar' });
  const meta = order.metadata ?? {};
  const action = escapeHtml(new URL(pageUrl).pathname);
  const body = `<h1>Pagamento</h1>
<dl><dt>Evento</dt><dd>${escapeHtml(meta.event_name ?? order.items?.[0]?.description ?? '-')}</dd>
<dt>Quantidade</dt><dd>${escapeHtml(meta.quantidade ?? '-')} cartela(s)</dd>
<dt>Total</dt><dd>${escapeHtml(formatMoney(order.amount / 100))}</dd>
<dt>Pedido</dt><dd>${escapeHtml(order.code)}</dd></dl>
${order.charges?.[0]?.payment_method === 'pix' ? await pixBlock(order, pageUrl) : CARD_BLOCK}
<form method="post" action="${action}">
<button class="ok" name="acao" value="aprovar">Aprovar</button>
<button class="no" name="acao" value="recusar">Recusar</button>
<button class="wait" name="acao" value="pendente">Deixar pendente</button>
</form>`;
  return layout('Pagamento', body);
}

const CARD_BLOCK = `<section><h2>Cartão de crédito</h2>
<p>Cartão de teste: nenhum número é pedido e nada é cobrado. Escolha abaixo o que a operadora responde.</p></section>`;

async function pixBlock(order: Order, pageUrl: string): Promise<string> {
  const pix = order.charges?.[0]?.last_transaction;
  const qrCode = pix?.qr_code ?? pageUrl;
  const qrImage = pix?.qr_code_url ?? (await QRCode.toDataURL(qrCode, { margin: 1, width: 240 }));
  return `<section class="qr"><h2>PIX</h2><img src="${escapeHtml(qrImage)}" alt="QR code PIX do pedido ${escapeHtml(order.code)}">
<p>Código copia e cola:</p><code>${escapeHtml(qrCode)}</code></section>`;
}
