import { Fragment } from 'react';
import { formatCpf, formatDateTime, formatMoney, formatPhone } from '@bingo/core';
import type { AdminPurchaseDetail } from '../api/admin-purchase';
import { paymentKindLabels } from '../purchase-status';

/** The purchase as the organisers read it: buyer, order, money, coupon, affiliate and dates. */
export function PurchaseFacts({ purchase: p }: { purchase: AdminPurchaseDetail }) {
  const facts: [string, string][] = [
    ['Comprador', p.buyer_name],
    ['E-mail', p.buyer_email],
    ['Telefone', p.buyer_phone ? formatPhone(p.buyer_phone) : '-'],
    ['CPF', p.buyer_cpf ? formatCpf(p.buyer_cpf) : '-'],
    ['Evento', p.event_name],
    ['Pedido', p.payment_id ?? '-'],
    ['No provedor', p.provider_status ?? '-'],
    ['Pagamento', paymentKindLabels[p.payment_method] ?? p.payment_method],
    ['Cartelas', `${p.cards_issued} emitida(s) de ${p.quantidade}`],
    ['Total', p.discount > 0 ? `${formatMoney(p.total)} (${formatMoney(p.gross)} − ${formatMoney(p.discount)})` : formatMoney(p.total)],
    ['Cupom', p.coupon_code ?? '-'],
    ['Afiliado', p.affiliate_name ? `${p.affiliate_name} (${p.affiliate_code})` : (p.affiliate_code ?? '-')],
    ['Criada', formatDateTime(p.created_at)],
    ['Atualizada', formatDateTime(p.updated_at)],
    ['Prazo', formatDateTime(p.expires_at)],
  ];
  return (
    <dl className="purchase-facts small">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
