import { apiClient } from '../../../lib/api/client';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage-keys';

/**
 * A random id per browser, so the server counts one click per visitor and code.
 * crypto.getRandomValues, unlike crypto.randomUUID, also exists on plain-HTTP LAN deployments.
 */
function affiliateSessionId(): string {
  const existing = readStorage(storageKeys.affiliateSessionId);
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeStorage(storageKeys.affiliateSessionId, id);
  return id;
}

/** POST /affiliates/click; on success the code is kept for the purchase's metadata (spec §7). */
export async function trackAffiliateClick(code: string): Promise<void> {
  try {
    const reply = await apiClient.POST('/api/affiliates/click', { body: { code, session_id: affiliateSessionId() } });
    if (reply.success) writeStorage(storageKeys.affiliateCode, reply.code ?? code);
  } catch (error) {
    // Spec §8: an affiliate click failure is only logged; the visitor must not be bothered.
    console.warn('Falha ao registrar o clique de afiliado.', error);
  }
}
