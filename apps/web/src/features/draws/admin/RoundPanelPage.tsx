import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function RoundPanelPage() {
  return <UnderConstruction title="Painel da Rodada" description="Em breve: números sorteados, vencedores, quase vencedores e ranking da rodada." />;
}
