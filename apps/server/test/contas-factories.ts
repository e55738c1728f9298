import type { TestContext } from './app';
import type { TestUser } from './factories';

/** The organiser's accounts as the admin's form sends them: prizes per stage, costs in pt-BR reais. */
export function contasBody(rounds: { quina: number; full: number; second: number }, changes: object = {}) {
  return {
    costs: [
      { description: 'Aluguel do salão', amount: '150,00' },
      { description: 'Impressão das cartelas', amount: '1.234,56' },
    ],
    prizes: [
      { round_id: rounds.second, stage: 'cartela_cheia', description: 'Bicicleta', value: '800,00', donated: false },
      { round_id: rounds.quina, stage: 'quina', description: 'Cesta básica', value: '120,00', donated: true },
      { round_id: rounds.full, stage: 'cartela_cheia', description: 'Televisor', value: 1500, donated: true },
    ],
    destination: 'Reforma do telhado da igreja matriz',
    ...changes,
  };
}

export function publishContas(ctx: TestContext, admin: TestUser, eventId: number, body: object) {
  return ctx.app.inject({ method: 'POST', url: `/api/events/${eventId}/contas`, headers: admin.auth, payload: body });
}

export function readContas(ctx: TestContext, eventId: number, query = '') {
  return ctx.app.inject({ url: `/api/events/${eventId}/contas${query}` });
}
