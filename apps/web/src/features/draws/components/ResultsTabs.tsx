import { Badge, Card, Tab, Tabs } from 'react-bootstrap';
import { RankingTab } from './RankingTab';
import { ResultsListTab } from './ResultsListTab';

/**
 * Spec §2 and decisions.md §4: four tabs; for the running round the first two say how many they
 * hold (from the live state the panel already polls), so the caller need not open them., the ranking one included (the earlier version loaded it
 * without a tab). Only the open tab asks the server; the others load when opened.
 */
export function ResultsTabs({ roundId, counts }: { roundId: number; counts?: { winners: number; almost: number } }) {
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
  return (
    <Card>
      <Card.Header className="pb-0 border-bottom-0">
        <h2 className="h5 mb-2">Resultados</h2>
      </Card.Header>
      <Tabs
        defaultActiveKey="winners"
        id={`results-${roundId}`}
        mountOnEnter
        className="results-tabs px-2 flex-nowrap overflow-x-auto overflow-y-hidden"
      >
        <Tab eventKey="winners" title={title('Vencedores', counts?.winners)}>
          <ResultsListTab roundId={roundId} kind="winners" />
        </Tab>
        <Tab eventKey="almost" title={title('Quase Vencedores', counts?.almost)}>
          <ResultsListTab roundId={roundId} kind="almost-winners" />
        </Tab>
        <Tab eventKey="top10" title="Top 10">
          <ResultsListTab roundId={roundId} kind="top10" />
        </Tab>
        <Tab eventKey="ranking" title="Ranking">
          <RankingTab roundId={roundId} />
        </Tab>
      </Tabs>
    </Card>
  );
}
