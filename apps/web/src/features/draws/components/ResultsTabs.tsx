import { Card, Tab, Tabs } from 'react-bootstrap';
import { RankingTab } from './RankingTab';
import { ResultsListTab } from './ResultsListTab';

/**
 * Spec §2 and decisions.md §4: four tabs, the ranking one included (the earlier version loaded it
 * without a tab). Only the open tab asks the server; the others load when opened.
 */
export function ResultsTabs({ roundId }: { roundId: number }) {
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
        <Tab eventKey="winners" title="Vencedores">
          <ResultsListTab roundId={roundId} kind="winners" />
        </Tab>
        <Tab eventKey="almost" title="Quase Vencedores">
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
