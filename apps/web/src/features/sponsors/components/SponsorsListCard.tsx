import type { Sponsor } from '@bingo/core';
import { PagedListCard } from '../../../components/PagedListCard';
import type { SponsorPage } from '../api/list-sponsors';
import { type SponsorAction, SponsorsTable } from './SponsorsTable';

interface Props {
  data: SponsorPage | undefined;
  loading: boolean;
  refreshing: boolean;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  onAction: (action: SponsorAction, sponsor: Sponsor) => void;
}

/** 'Patrocinadores Cadastrados': page size, the table, pagination and the totals line. */
export function SponsorsListCard({ data, onAction, ...paging }: Props) {
  return (
    <PagedListCard
      {...paging}
      title="Patrocinadores Cadastrados"
      noun={['patrocinador', 'patrocinadores']}
      total={data?.total ?? 0}
      shown={data?.items.length ?? 0}
      empty={{ title: 'Nenhum patrocinador encontrado.', hint: 'Cadastre um patrocinador ou mude os filtros.' }}
      paginationLabel="Paginação dos patrocinadores"
    >
      {data && <SponsorsTable sponsors={data.items} onAction={onAction} />}
    </PagedListCard>
  );
}
