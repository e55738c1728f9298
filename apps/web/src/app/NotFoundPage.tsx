import { Link } from 'react-router';
import { EmptyState } from '../components/EmptyState';
import { paths } from './paths';

export function NotFoundPage() {
  return (
    <EmptyState icon="signpost-split" title="Página não encontrada">
      <p className="mb-3">O endereço que você abriu não existe ou mudou de lugar.</p>
      <Link className="btn btn-primary" to={paths.dashboard}>
        Voltar ao início
      </Link>
    </EmptyState>
  );
}
