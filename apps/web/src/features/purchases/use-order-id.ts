import { useSearchParams } from 'react-router';

/** The order the provider sent the buyer back with (?order_id=compra-12); payment_id also works. */
export function useOrderId(): string | null {
  const [params] = useSearchParams();
  return params.get('order_id') || params.get('payment_id') || null;
}

export function orderQuery(orderId: string): string {
  return `?order_id=${encodeURIComponent(orderId)}`;
}
