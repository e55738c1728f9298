import { formatMoney, priceOrder } from '@bingo/core';
import type { CouponState } from '../use-coupon';

interface Props {
  unitPrice: number;
  quantidade: number;
  coupon: CouponState;
}

/**
 * Subtotal, discount and total, priced with core's rule (the one the server charges), so the
 * total follows the quantity at once instead of waiting for the coupon check to come back.
 */
export function OrderSummary({ unitPrice, quantidade, coupon }: Props) {
  const quote = coupon.kind === 'valid' ? coupon.quote : null;
  const price = priceOrder(unitPrice, quantidade, quote);
  return (
    <dl className="order-summary mb-0">
      <div>
        <dt>
          {quantidade} × {formatMoney(unitPrice)}
        </dt>
        <dd>{formatMoney(price.grossCents / 100)}</dd>
      </div>
      {quote && price.discountCents > 0 && (
        <div className="text-success-emphasis">
          <dt>Cupom {quote.codigo}</dt>
          <dd>− {formatMoney(price.discountCents / 100)}</dd>
        </div>
      )}
      <div className="order-summary__total" aria-live="polite">
        <dt>Total</dt>
        <dd>{formatMoney(price.totalCents / 100)}</dd>
      </div>
    </dl>
  );
}
