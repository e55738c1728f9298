/**
 * Purchases and coupons without zod: statuses, limits and pt-BR texts. Kept apart from their
 * schemas so that a screen needing only a text or a limit (the buyer's /comprar before its form
 * has loaded) does not download zod with it.
 */
export const COUPON_TYPES = ['percentual', 'fixo'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Most cards one purchase may take (the provider's order stays readable, the buyer's PDF small). */
export const MAX_CARDS_PER_PURCHASE = 100;
/** No purchase is ever charged less than R$ 1,00, whatever the coupon (decisions.md §6). */
export const MIN_TOTAL_CENTS = 100;
/**
 * Most purchases one buyer may leave waiting for payment at once (docs/decisions/022): unpaid orders hold
 * coupon uses for an hour, so one buyer must not be able to pile them up.
 */
export const MAX_PENDING_PURCHASES = 3;
/**
 * How long an unpaid purchase holds its coupon use (docs/decisions/022). Past it the use goes
 * back to the coupon while the purchase may still be paid: the payment then takes a use again, or,
 * with none left, counts as a use beyond the coupon's quantity that the organiser sees.
 */
export const COUPON_HOLD_MINUTES = 10;
/**
 * Longest buyer name and e-mail the payment provider takes (Pagar.me's ecommerce-module-core
 * Customer::setName/setEmail cut or refuse past 64): the checkout refuses longer ones up front.
 */
export const PROVIDER_CUSTOMER_MAX = 64;

export const couponMessages = {
  notFound: 'Cupom não encontrado.',
  inactive: 'Este cupom está inativo.',
  usedUp: 'Este cupom já foi totalmente utilizado.',
  duplicate: 'Já existe um cupom com este código.',
  inUseApproved: 'Este cupom foi usado em compras aprovadas e faz parte das contas do evento. Desative-o em vez de excluir.',
  inUsePending: 'Este cupom está reservado por uma compra aguardando pagamento. Desative-o em vez de excluir.',
  deleted: 'Cupom excluído',
  frozen: 'Este cupom já tem compras aprovadas: o tipo e o valor não podem mais mudar. Crie outro cupom para um desconto diferente.',
  codeRequired: 'Informe o código do cupom.',
  codeInvalid: 'Código inválido. Use de 3 a 40 letras, números, hífen ou sublinhado.',
  typeInvalid: 'Tipo de cupom inválido. Use percentual ou fixo.',
  valueInvalid: 'Informe um valor numérico.',
  valueMin: 'O valor deve ser pelo menos 1.',
  valueMax: 'Valor alto demais.',
  percentMax: 'O percentual não pode passar de 100.',
  quantityMin: 'A quantidade deve ser pelo menos 1.',
  quantityMax: 'Quantidade alta demais.',
} as const;

/**
 * `estornado`: paid, then refunded (the provider cancelled the paid order). `contestado`: paid,
 * then disputed by the card holder (a charge in `chargedback`). Neither is money raised, and the
 * cards of either are out of play.
 */
export const PURCHASE_STATUSES = ['pendente', 'aprovado', 'falhou', 'cancelado', 'estornado', 'contestado'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
/** Money that came in and went back, or is being taken back: counted apart from what was raised. */
export const REVERSED_STATUSES = ['estornado', 'contestado'] as const satisfies readonly PurchaseStatus[];
export const PAYMENT_KINDS = ['checkout', 'pix', 'credit_card'] as const;

/** Spec §4: aprovado success, falhou danger, cancelado warning, pendente info; the reversals after it. */
export const purchaseStatusLabels: Record<PurchaseStatus, { label: string; variant: string }> = {
  aprovado: { label: 'Aprovado', variant: 'success' },
  falhou: { label: 'Falhou', variant: 'danger' },
  cancelado: { label: 'Cancelado', variant: 'warning' },
  pendente: { label: 'Pendente', variant: 'info' },
  estornado: { label: 'Estornado', variant: 'secondary' },
  contestado: { label: 'Contestado', variant: 'dark' },
};

export const purchaseMessages = {
  noActiveEvent: 'Nenhum evento com vendas abertas no momento.',
  eventInvalid: 'Evento inválido.',
  regulamentoVersionInvalid: 'Versão do regulamento inválida.',
  eventClosed: 'As vendas deste evento estão encerradas. Escolha outro evento.',
  cpfCheckDigits: 'CPF inválido. Confira os números digitados.',
  phoneInvalid: 'Telefone inválido. Informe DDD e número, por exemplo (11) 98765-4321.',
  quantityMin: 'A quantidade mínima é 1 cartela.',
  quantityMax: `Compre no máximo ${MAX_CARDS_PER_PURCHASE} cartelas por vez.`,
  totalTooLow: 'O valor mínimo de uma compra é R$ 1,00.',
  notFound: 'Compra não encontrada.',
  cardTokenRequired: 'Dados do cartão ausentes. Preencha o cartão novamente.',
  zipInvalid: 'CEP inválido. Informe os 8 dígitos.',
  stateInvalid: 'UF inválida. Use a sigla do estado, por exemplo SP.',
  providerUnavailable: 'O serviço de pagamento está indisponível no momento. Tente novamente em instantes.',
  providerBusy: 'O serviço de pagamento está sobrecarregado. Aguarde alguns segundos e tente novamente.',
  providerRefused: 'O serviço de pagamento recusou o pedido. Tente novamente mais tarde.',
  customerRefused: 'O serviço de pagamento recusou os dados do comprador. Confira nome, e-mail, CPF e telefone.',
  cardRefused: 'Não foi possível usar este cartão. Confira os dados ou use outro cartão.',
  orderNotFound: 'Pedido não encontrado no serviço de pagamento.',
  pixUnavailable: 'Não foi possível gerar o PIX. Tente novamente ou escolha outra forma de pagamento.',
  webhookUnauthorized: 'Notificação de pagamento não autorizada: token ou assinatura inválidos.',
  tooManyPending: `Você já tem ${MAX_PENDING_PURCHASES} compras aguardando pagamento. Conclua ou aguarde uma delas expirar antes de abrir outra.`,
  couponPending: 'Você já tem uma compra pendente com este cupom.',
  underReview: 'Em revisão',
  /** Why a paid purchase was held for review; amounts already formatted (R$ 5,00). */
  reviewAmount: (paid: string, total: string) => `Valor pago (${paid}) diferente do total (${total}).`,
  reviewCurrency: (currency: string) => `Pagamento em moeda ${currency}, e não em reais (BRL).`,
  reviewNoAmount: 'O serviço de pagamento não informou o valor pago.',
} as const;

export interface OrderPrice {
  unitCents: number;
  grossCents: number;
  discountCents: number;
  totalCents: number;
}

/**
 * The price of `quantidade` cards in centavos (integers: no float drift in money). A percentual
 * coupon takes `valor` % off, a fixo one `valor` reais off the total; the discount stops where the
 * total would go below R$ 1,00.
 */
export function priceOrder(unitPrice: number, quantidade: number, coupon?: { tipo: CouponType; valor: number } | null): OrderPrice {
  const unitCents = Math.round(unitPrice * 100);
  const grossCents = unitCents * quantidade;
  let discountCents = 0;
  if (coupon) {
    const raw = coupon.tipo === 'percentual' ? Math.round((grossCents * coupon.valor) / 100) : Math.round(coupon.valor * 100);
    discountCents = Math.max(0, Math.min(raw, grossCents - MIN_TOTAL_CENTS));
  }
  return { unitCents, grossCents, discountCents, totalCents: grossCents - discountCents };
}
