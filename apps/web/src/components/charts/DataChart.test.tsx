import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChartData } from './chart-data';
import { DataChart } from './DataChart';

const money: ChartData = {
  kind: 'doughnut',
  title: 'De onde veio o dinheiro',
  categoryHeader: 'Origem',
  categories: ['Online', 'Físicas', 'Patrocínios'],
  series: [{ label: 'Valor', values: [1234.5, 37.5, 0], color: ['primary', 'info', 'success'] }],
  unit: 'money',
};

/** Opens 'Ver tabela' and answers the chart's table (jsdom draws no canvas: the table is what shows). */
async function openTable(name: string) {
  fireEvent.click(screen.getByText('Ver tabela'));
  return screen.findByRole('table', { name });
}

describe('DataChart (docs/decisions/017)', () => {
  it("gives the chart's figures as a captioned table under 'Ver tabela', in reais", async () => {
    render(<DataChart data={money} emptyText="Nada" />);
    // The drawing is a lazy chunk: it arrives after the first render.
    expect(await screen.findByRole('img', { name: /^Gráfico: De onde veio o dinheiro/ })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const table = await openTable('De onde veio o dinheiro');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['OrigemValor', 'OnlineR$ 1.234,50', 'FísicasR$ 37,50', 'PatrocíniosR$ 0,00']);
  });

  it('adds a Total column when there is more than one series', async () => {
    const days: ChartData = {
      kind: 'stacked-bars',
      title: 'Cartelas vendidas por dia',
      categoryHeader: 'Dia',
      categories: ['05/03', '06/03'],
      series: [
        { label: 'Online', values: [1200, 0], color: 'primary' },
        { label: 'Físicas', values: [3, 2], color: 'info' },
      ],
      unit: 'count',
    };
    render(<DataChart data={days} emptyText="Nada" />);
    const rows = within(await openTable('Cartelas vendidas por dia')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['DiaOnlineFísicasTotal', '05/031.20031.203', '06/03022']);
  });

  it('says so instead of drawing empty axes when every figure is zero', () => {
    render(<DataChart data={{ ...money, series: [{ ...money.series[0]!, values: [0, 0, 0] }] }} emptyText="Nada arrecadado ainda." />);
    expect(screen.getByText('Nada arrecadado ainda.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Ver tabela')).toBeNull();
  });
});
