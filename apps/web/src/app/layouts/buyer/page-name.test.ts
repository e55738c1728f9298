import { describe, expect, it } from 'vitest';
import { pageName } from './page-name';

describe("the phone top bar's page name", () => {
  it('names the page it is on, not Dashboard everywhere', () => {
    expect(pageName('/verificacao/3')).toBe('Sorteio');
    expect(pageName('/vendedor')).toBe('Minhas Vendas');
    expect(pageName('/vendedor/vender')).toBe('Vender cartela');
    expect(pageName('/minhas-cartelas')).toBe('Minhas Cartelas');
    expect(pageName('/dashboard')).toBe('Dashboard');
    expect(pageName('/rodada/9/registro')).toBe('Registro da rodada');
    expect(pageName('/desconhecida')).toBe('Dashboard');
  });
});
