import type { TestContext } from './app';
import type { TestUser } from './factories';

/** A complete regulamento as the admin's form sends it (masked CNPJ); `sorteio` and `empate` left to their defaults. */
export const REGULAMENTO = {
  entidade: 'Paróquia São José',
  cnpj: '11.222.333/0001-81',
  finalidade: 'Reforma do telhado da igreja matriz',
  contato: 'secretaria@paroquia.org.br, (11) 3333-4444',
  vendas_inicio: '2026-12-01',
  vendas_fim: '2026-12-20',
  prazo_retirada: '30 dias após o sorteio, na secretaria paroquial',
} as const;

export function publishRegulamento(ctx: TestContext, admin: TestUser, eventId: number, body: object = REGULAMENTO) {
  return ctx.app.inject({ method: 'PUT', url: `/api/events/${eventId}/regulamento`, headers: admin.auth, payload: body });
}

/** Publishes and answers the version's number; throws on anything but 200. */
export async function publishedVersion(ctx: TestContext, admin: TestUser, eventId: number, body: object = REGULAMENTO): Promise<number> {
  const res = await publishRegulamento(ctx, admin, eventId, body);
  if (res.statusCode !== 200) throw new Error(`regulamento: ${res.statusCode} ${res.body}`);
  return (res.json() as { version: number }).version;
}
