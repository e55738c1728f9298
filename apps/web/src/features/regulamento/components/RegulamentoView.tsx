import { formatCnpj, formatDate, type Regulamento } from '@bingo/core';
import { regulamentoLabels } from '../regulamento-texts';
import { RegulamentoRounds } from './RegulamentoRounds';

/** Calendar days 'YYYY-MM-DD' read at noon, so no time zone moves them to the day before. */
const day = (value: string) => formatDate(`${value}T12:00:00`);

/** The rules of one version, as the buyer reads and prints them. */
export function RegulamentoView({ regulamento }: { regulamento: Regulamento }) {
  const items: [string, string][] = [
    [regulamentoLabels.entidade, regulamento.entidade],
    [regulamentoLabels.cnpj, formatCnpj(regulamento.cnpj)],
    [regulamentoLabels.finalidade, regulamento.finalidade],
    [regulamentoLabels.contato, regulamento.contato],
    [regulamentoLabels.vendas, `de ${day(regulamento.vendas_inicio)} a ${day(regulamento.vendas_fim)}`],
    [regulamentoLabels.sorteio, regulamento.sorteio],
    [regulamentoLabels.empate, regulamento.empate],
    [regulamentoLabels.prazo_retirada, regulamento.prazo_retirada],
  ];
  return (
    <>
      <dl className="regulamento-fields">
        {items.map(([label, value]) => (
          <div key={label} className="regulamento-field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <RegulamentoRounds rounds={regulamento.rounds} />
    </>
  );
}
