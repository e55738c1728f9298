import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function UsersAdminPage() {
  return <UnderConstruction title="Usuários" description="Em breve: cadastro de usuários, administradores e afiliados." />;
}
