import { DASHBOARD_BANNERS_MAX, type GalleryImage } from '@bingo/core';
import { Button, Card } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { buildUrl } from '../../../lib/api-client';
import { bannerLabel, moveBanner } from '../dashboard-banner-order';

interface Props {
  /** The chosen pictures, first to last. */
  banners: GalleryImage[];
  pending: boolean;
  onChange: (imageIds: number[]) => void;
}

/** "Banners do painel": the carousel's pictures in order, each movable up or down or taken out. */
export function DashboardBannersCard({ banners, pending, onChange }: Props) {
  const ids = banners.map((b) => b.id);
  return (
    <Card className="mb-4" as="section" aria-labelledby="dashboard-banners-title">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-baseline justify-content-between column-gap-3">
          <h2 id="dashboard-banners-title" className="h5 mb-1">
            Banners do painel
          </h2>
          <span className="small text-body-secondary">
            {banners.length} de {DASHBOARD_BANNERS_MAX}
          </span>
        </div>
        <p className="small text-body-secondary mb-3">
          Até {DASHBOARD_BANNERS_MAX} imagens da galeria passam no carrossel do painel dos compradores, nesta ordem. Use &quot;Usar no
          painel&quot; numa imagem abaixo para escolhê-la.
        </p>
        {banners.length === 0 ? (
          <p className="mb-0 small">Nenhuma imagem escolhida: o painel mostra as artes de exemplo.</p>
        ) : (
          <ol className="list-unstyled mb-0 d-grid gap-2">
            {banners.map((banner, index) => (
              <li key={banner.id} className="dashboard-banner-row">
                <span className="dashboard-banner-place" aria-hidden="true">
                  {index + 1}
                </span>
                <img src={buildUrl(banner.url)} alt="" className="dashboard-banner-thumb" />
                <span className={`dashboard-banner-text small text-break${banner.alt_text ? '' : ' text-warning-emphasis'}`}>
                  {banner.alt_text ?? 'Sem texto alternativo: quem usa leitor de tela não saberá o que o banner mostra.'}
                </span>
                <span className="dashboard-banner-actions d-flex gap-1">
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    disabled={pending || index === 0}
                    aria-label={`Mover ${bannerLabel(banner)} para cima`}
                    onClick={() => onChange(moveBanner(ids, index, -1))}
                  >
                    <Icon name="arrow-up" />
                  </Button>
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    disabled={pending || index === banners.length - 1}
                    aria-label={`Mover ${bannerLabel(banner)} para baixo`}
                    onClick={() => onChange(moveBanner(ids, index, 1))}
                  >
                    <Icon name="arrow-down" />
                  </Button>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={pending}
                    aria-label={`Tirar ${bannerLabel(banner)} do painel`}
                    onClick={() => onChange(ids.filter((id) => id !== banner.id))}
                  >
                    <Icon name="x-lg" />
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card.Body>
    </Card>
  );
}
