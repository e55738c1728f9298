import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function EventsAdminPage() {
  return <UnderConstruction title="Eventos" description="Em breve: cadastro de eventos, início e encerramento dos sorteios." />;
}
