import type { StageKind } from '@bingo/core';
import { Badge, Tab, Tabs } from 'react-bootstrap';
import { RankingTab } from './RankingTab';
import { ResultsListTab } from './ResultsListTab';

interface Props {
  roundId: number;
  stage: StageKind;
  /** A won stage is over: only its winners (and the full card's Ranking) are listed (decisions.md §14). */
  over?: boolean;
  counts?: { winners: number; almost: number } | undefined;
}

/**
 * Spec §2 and decisions.md §4: Vencedores, Quase Vencedores, Top 10 and, for the full card, the
 * Ranking. For the running round the first two say how many they hold (from the live state the
 * panel already polls), so the caller need not open them. Only the open tab asks the server.
 */
export function StageResultsTabs({ roundId, stage, over = false, counts }: Props) {
  const title = (label: string, n: number | undefined) =>
    n === undefined ? (
      label
    ) : (
      <>
        {label}{' '}
        <Badge pill bg={n > 0 ? 'success' : 'secondary'} className="ms-1">
          {n}
        </Badge>
      </>
    );
  const quina = stage === 'quina';
  return (
    <Tabs
      defaultActiveKey="winners"
      id={quina ? `results-${roundId}-quina` : `results-${roundId}`}
      mountOnEnter
      className="results-tabs px-2 flex-nowrap overflow-x-auto overflow-y-hidden"
    >
      <Tab eventKey="winners" title={title('Vencedores', counts?.winners)}>
        <ResultsListTab roundId={roundId} kind="winners" stage={stage} />
      </Tab>
      {!over && (
        <Tab eventKey="almost" title={title('Quase Vencedores', counts?.almost)}>
          <ResultsListTab roundId={roundId} kind="almost-winners" stage={stage} />
        </Tab>
      )}
      {!over && (
        <Tab eventKey="top10" title="Top 10">
          <ResultsListTab roundId={roundId} kind="top10" stage={stage} />
        </Tab>
      )}
      {!quina && (
        <Tab eventKey="ranking" title="Ranking">
          <RankingTab roundId={roundId} />
        </Tab>
      )}
    </Tabs>
  );
}
