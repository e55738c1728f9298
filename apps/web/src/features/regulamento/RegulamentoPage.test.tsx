import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, markVisited, renderApp } from '../../test/helpers';
import { routeFetch } from '../../test/route-fetch';
import { regulamentoFields } from '@bingo/core/testing';

const versions = [
  { version: 2, published_at: '2026-11-22T15:00:00.000Z' },
  { version: 1, published_at: '2026-11-20T15:00:00.000Z' },
];
const first = {
  event_id: 3,
  event_name: 'Bingo de Natal',
  version: 1,
  published_at: versions[1]!.published_at,
  ...regulamentoFields,
  versions,
};

describe('/evento/{id}/regulamento (decisions.md §15)', () => {
  it('shows an older version as such, with the way to the one in force and to the others', async () => {
    markVisited();
    routeFetch({
      'GET /api/events/3/regulamento': ({ url }) =>
        url.searchParams.get('version') === '1'
          ? jsonResponse(200, first)
          : jsonResponse(200, { ...first, version: 2, published_at: versions[0]!.published_at }),
    });
    renderApp('/evento/3/regulamento?versao=1');
    expect(await screen.findByRole('heading', { name: 'Regulamento: Bingo de Natal' })).toBeTruthy();
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByText('de 01/12/2026 a 20/12/2026')).toBeTruthy();
    expect(screen.getByText('Esta não é a versão atual. A versão em vigor é a 2.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver a versão atual' }).getAttribute('href')).toBe('/evento/3/regulamento');
    expect(screen.getByRole('link', { name: /^Versão 2, publicada em/ }).getAttribute('href')).toBe('/evento/3/regulamento?versao=2');
    expect(screen.getByRole('button', { name: 'Imprimir / salvar PDF' })).toBeTruthy();
  });

  it('says so when the event has no regulamento yet', async () => {
    markVisited();
    routeFetch({ 'GET /api/events/4/regulamento': jsonResponse(404, { error: 'Este evento ainda não tem regulamento publicado.' }) });
    renderApp('/evento/4/regulamento');
    expect(await screen.findByText('Este evento ainda não tem regulamento publicado.')).toBeTruthy();
  });
});
