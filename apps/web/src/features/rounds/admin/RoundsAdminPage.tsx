import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function RoundsAdminPage() {
  return <UnderConstruction title="Rodadas do Evento" description="Em breve: cadastro das rodadas e acesso ao painel de cada uma." />;
}
