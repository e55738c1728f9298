import type { Sponsor } from '@bingo/core';
import { PagedListCard, pageRows } from '../../../components/PagedListCard';
import type { useSponsors } from '../api/list-sponsors';
import { sponsorTexts } from '../sponsor-texts';
import { type SponsorAction, SponsorsTable } from './SponsorsTable';

interface Props {
  list: ReturnType<typeof useSponsors>;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  onAction: (action: SponsorAction, sponsor: Sponsor) => void;
}

/** 'Patrocinadores Cadastrados': page size, the table, pagination and the totals line. */
export function SponsorsListCard({ list, onAction, ...paging }: Props) {
  return (
    <PagedListCard
      {...paging}
      title="Patrocinadores Cadastrados"
      noun={['patrocinador', 'patrocinadores']}
      query={pageRows(list, (page) => page.items)}
      total={list.data?.total ?? 0}
      refreshing={list.isPlaceholderData}
      loadFailed={sponsorTexts.loadFailed}
      empty={{ title: 'Nenhum patrocinador encontrado.', hint: 'Cadastre um patrocinador ou mude os filtros.' }}
      paginationLabel="Paginação dos patrocinadores"
    >
      {(sponsors) => <SponsorsTable sponsors={sponsors} onAction={onAction} />}
    </PagedListCard>
  );
}
