import '../../../components/stacked-table.css';
import { type Round, roundStatusLabels, roundTypeLabels, stageKindLabels } from '@bingo/core';
import { Button, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { linkTo } from '../../../lib/paths';
import { Icon } from '../../../components/Icon';
import { RoundLifecycleButtons } from '../../../components/RoundLifecycleButtons';
import { StatusBadge } from '../../../components/StatusBadge';
import { roundTexts } from '../round-texts';

interface Props {
  rounds: readonly Round[];
  /** The round in the form above: its row is marked, so it is clear which one is being changed. */
  editingId: number | null;
  onEdit: (round: Round) => void;
  onDelete: (round: Round) => void;
}

export function RoundsTable({ rounds, editingId, onEdit, onDelete }: Props) {
  return (
    <Table hover className="align-middle mb-0 table-stack">
      <thead>
        <tr>
          <th scope="col">Rodada</th>
          <th scope="col">Prêmio</th>
          <th scope="col">Tipo</th>
          <th scope="col">Status</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => {
          const status = roundStatusLabels[round.status];
          return (
            <tr
              key={round.id}
              className={round.id === editingId ? 'table-active' : undefined}
              aria-current={round.id === editingId || undefined}
            >
              <th scope="row" className="text-nowrap">
                #{round.number}
              </th>
              <td data-label="Prêmio" className="text-break">
                {round.stages.length > 1 ? (
                  // One line per stage, in play order (decisions.md §14).
                  <ul className="list-unstyled mb-0">
                    {round.stages.map((stage) => (
                      <li key={stage.kind}>
                        <span className="text-body-secondary">{stageKindLabels[stage.kind]}:</span> {stage.prize}
                      </li>
                    ))}
                  </ul>
                ) : (
                  round.prize
                )}
              </td>
              <td data-label="Tipo">{roundTypeLabels[round.type] ?? roundTexts.noType}</td>
              <td data-label="Status">
                <StatusBadge variant={status.variant}>{status.label}</StatusBadge>
              </td>
              <td className="table-stack__full">
                <div className="d-flex flex-wrap gap-1">
                  <Link to={linkTo.sorteio(round.event_id, round.id)} className="btn btn-sm btn-primary">
                    <Icon name="grid-3x3-gap" className="me-1" />
                    Painel <span className="visually-hidden">da rodada #{round.number}</span>
                  </Link>
                  <RoundLifecycleButtons round={round} size="sm" />
                  <Button size="sm" variant="outline-primary" onClick={() => onEdit(round)}>
                    <Icon name="pencil" className="me-1" />
                    Editar <span className="visually-hidden">a rodada #{round.number}</span>
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => onDelete(round)}>
                    <Icon name="trash" className="me-1" />
                    Excluir <span className="visually-hidden">a rodada #{round.number}</span>
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
