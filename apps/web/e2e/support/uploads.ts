import { run } from './provided';

/** A valid 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP40MPwHwAGaAJ8f4IDcQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a sponsor logo to the gallery through the API; returns the image's id. */
export async function uploadPng(token: string, altText: string, tag = 'sponsor'): Promise<number> {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  form.append('alt_text', altText);
  form.append('tag', tag);
  const res = await fetch(`${run().baseURL}/api/admin/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}
