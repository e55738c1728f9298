import { RANKING_PAGE_SIZE } from '@bingo/core';
import { useId, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useRanking } from '../api/get-ranking';
import { Pager } from './Pager';
import { ResultsState } from './ResultsState';
import { ResultsTable } from './ResultsTable';

/** Every card in play by hits, 50 a page, searchable by buyer name, card id or barcode. */
export function RankingTab({ roundId }: { roundId: number }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ page: 1, search: '' });
  const ranking = useRanking(roundId, query);

  const search = (value: string) => setQuery({ page: 1, search: value.trim() });
  return (
    <>
      <Form
        className="p-3 pb-0"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(typed);
        }}
      >
        <Form.Label htmlFor={id} className="small fw-semibold">
          Buscar por nome, número da cartela ou código de barras
        </Form.Label>
        <InputGroup>
          <Form.Control id={id} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
          <Button type="submit" variant="outline-primary">
            Buscar
          </Button>
          {query.search && (
            <Button
              variant="outline-secondary"
              onClick={() => {
                setTyped('');
                search('');
              }}
            >
              Limpar
            </Button>
          )}
        </InputGroup>
      </Form>
      <ResultsState
        isPending={ranking.isPending}
        error={ranking.error}
        count={ranking.data?.total ?? 0}
        empty={query.search ? 'Nenhuma cartela encontrada para esta busca.' : 'Nenhuma cartela em jogo nesta rodada.'}
      >
        <div aria-busy={ranking.isPlaceholderData}>
          <ResultsTable entries={ranking.data?.data ?? []} />
        </div>
        <Pager
          page={query.page}
          pageSize={RANKING_PAGE_SIZE}
          total={ranking.data?.total ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      </ResultsState>
    </>
  );
}
