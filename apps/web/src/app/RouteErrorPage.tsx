import { Button } from 'react-bootstrap';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CenteredCard } from '../components/CenteredCard';
import { paths } from '../lib/paths';

// After a deploy, an open tab may ask for a chunk that no longer exists: a reload fixes it.
function isStaleChunk(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
}

export function RouteErrorPage() {
  const error = useRouteError();
  const stale = isStaleChunk(error);
  const title = isRouteErrorResponse(error) && error.status === 404 ? 'Página não encontrada' : 'Algo deu errado';
  return (
    <div className="container py-5">
      <CenteredCard title={stale ? 'Nova versão disponível' : title}>
        <p>
          {stale
            ? 'O site foi atualizado enquanto você navegava. Recarregue a página para continuar.'
            : 'Não foi possível mostrar esta página. Tente recarregar; se o problema continuar, volte ao início.'}
        </p>
        <div className="d-flex gap-2 flex-wrap">
          <Button onClick={() => window.location.reload()}>Recarregar</Button>
          <Button variant="outline-secondary" href={paths.dashboard}>
            Ir para o início
          </Button>
        </div>
      </CenteredCard>
    </div>
  );
}
