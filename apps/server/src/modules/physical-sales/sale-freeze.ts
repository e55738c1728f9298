/** A sale as the settlement counts it: who owes, how much, and whether it was handed in. */
export interface SaleState {
  userId: number;
  amount: number;
  settledAt: Date | null;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Whether going from `before` to `after` rewrites a finished event's money (decisions.md §14: its
 * sales, amounts and sellers are frozen; a correction needs a reason and is kept). Another seller,
 * another amount, or a handing-in taken back is a correction. Marking a sale handed in is not: the
 * money of a night is usually counted after it.
 */
export function isCorrection(before: SaleState, after: SaleState): boolean {
  return (
    before.userId !== after.userId ||
    cents(before.amount) !== cents(after.amount) ||
    (before.settledAt !== null && after.settledAt === null)
  );
}
