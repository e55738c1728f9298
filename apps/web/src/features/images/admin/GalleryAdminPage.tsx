import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function GalleryAdminPage() {
  return <UnderConstruction title="Galeria" description="Em breve: envio e remoção das imagens usadas pelos patrocinadores." />;
}
