import { readStorage, storageKeys, writeStorage } from '../../lib/storage-keys';

/** The buyer's last checkout details, kept locally to fill the next purchase (spec §3). */
export interface CheckoutData {
  full_name: string;
  document_number: string;
  phone_number: string;
}

export function readCheckoutData(): CheckoutData | null {
  const raw = readStorage(storageKeys.checkout);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<Record<keyof CheckoutData, unknown>>;
    const field = (value: unknown) => (typeof value === 'string' ? value : '');
    return { full_name: field(data.full_name), document_number: field(data.document_number), phone_number: field(data.phone_number) };
  } catch {
    // Written by hand or by an older version: start from the account's data instead.
    return null;
  }
}

export function saveCheckoutData(data: CheckoutData): void {
  writeStorage(storageKeys.checkout, JSON.stringify(data));
}
