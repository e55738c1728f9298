import { formatDate, type GalleryImage } from '@bingo/core';
import { Badge, Button, Card } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { buildUrl } from '../../../lib/api-client';
import { bannerLabel } from '../dashboard-banner-order';

interface Props {
  images: GalleryImage[];
  onDelete: (image: GalleryImage) => void;
  /** Puts the image in the dashboard's carousel, or takes it out. */
  onToggleBanner: (image: GalleryImage) => void;
  /** The carousel already has its five pictures: no more can be added. */
  bannersFull: boolean;
  bannerPending: boolean;
}

const tagLabels: Record<string, string> = { sponsor: 'Patrocinador' };
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;

/** The gallery as cards: the image on a checkerboard (transparent logos stay visible), its text and a delete button. */
export function ImageGrid({ images, onDelete, onToggleBanner, bannersFull, bannerPending }: Props) {
  return (
    <ul className="gallery-grid list-unstyled mb-0">
      {images.map((image) => (
        <li key={image.id}>
          <Card className="h-100">
            <div className="gallery-thumb">
              <img src={buildUrl(image.url)} alt={image.alt_text ?? ''} loading="lazy" />
            </div>
            <Card.Body className="d-flex flex-column gap-1 p-2">
              <span className={`small text-break${image.alt_text ? '' : ' text-body-secondary fst-italic'}`}>
                {image.alt_text ?? 'Sem texto alternativo'}
              </span>
              <span className="small text-body-secondary d-flex flex-wrap align-items-center column-gap-2">
                <span>
                  {kilobytes(image.size)} · {formatDate(image.created_at)}
                </span>
                {image.tag && <Badge bg="secondary">{tagLabels[image.tag] ?? image.tag}</Badge>}
                {image.banner_position !== null && <Badge bg="primary">Banner {image.banner_position}</Badge>}
              </span>
              <Button
                variant={image.banner_position === null ? 'outline-primary' : 'outline-secondary'}
                size="sm"
                className="mt-auto"
                disabled={bannerPending || (image.banner_position === null && bannersFull)}
                aria-label={`${image.banner_position === null ? 'Usar no painel' : 'Tirar do painel'}: ${bannerLabel(image)}`}
                onClick={() => onToggleBanner(image)}
              >
                <Icon name={image.banner_position === null ? 'window-plus' : 'window-dash'} className="me-1" />
                {image.banner_position === null ? (bannersFull ? 'Painel cheio' : 'Usar no painel') : 'Tirar do painel'}
              </Button>
              <Button
                variant="outline-danger"
                size="sm"
                aria-label={`Excluir imagem ${image.alt_text ?? image.id}`}
                onClick={() => onDelete(image)}
              >
                <Icon name="trash" className="me-1" />
                Excluir
              </Button>
            </Card.Body>
          </Card>
        </li>
      ))}
    </ul>
  );
}
