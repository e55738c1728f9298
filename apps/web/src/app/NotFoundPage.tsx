import { Link } from 'react-router';
import { Icon } from '../components/Icon';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  return (
    <div className="text-center py-5 px-3">
      <Icon name="signpost-split" className="display-5 text-body-tertiary d-block mb-3" />
      <h1 className="h4">Página não encontrada</h1>
      <p className="text-body-secondary mb-3">O endereço que você abriu não existe ou mudou de lugar.</p>
      <Link className="btn btn-primary" to={paths.dashboard}>
        Voltar ao início
      </Link>
    </div>
  );
}
