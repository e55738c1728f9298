import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

interface Props {
  title: string;
  description?: string;
}

/** Placeholder of a screen whose issue is still open; the route and its chunk already exist. */
export function UnderConstruction({ title, description }: Props) {
  return (
    <>
      <PageHeader title={title} />
      <div className="border rounded-3 bg-body-tertiary">
        <EmptyState icon="cone-striped" title="Em construção">
          <p className="mb-0">{description ?? 'Esta tela está sendo preparada e estará disponível em breve.'}</p>
        </EmptyState>
      </div>
    </>
  );
}
