import { Carousel } from 'react-bootstrap';
import { buildUrl } from '../../../lib/api-client';
import { useDashboardBanners } from '../../images';
import { banners as shippedArt, type Banner } from './banners';

/**
 * The charity's own pictures, picked in the gallery as "Banner do painel" (docs/decisions/013); the shipped
 * art only while none is picked or the list cannot be read. Until the answer comes, an empty frame of
 * the same shape holds the place, so neither set flashes by nor pushes the page down.
 */
export function SponsorCarousel() {
  const chosen = useDashboardBanners();
  if (chosen.isPending) return <div className="sponsor-carousel-frame mb-4" aria-hidden="true" />;
  const slides: Banner[] = chosen.data?.length
    ? chosen.data.map((b) => ({ src: buildUrl(b.url), alt: b.alt_text ?? 'Banner da organização do bingo' }))
    : shippedArt;
  return (
    <section aria-label="Nossos patrocinadores" className="mb-4">
      <Carousel
        className="sponsor-carousel"
        interval={5000}
        pause="hover"
        prevLabel="Anterior"
        nextLabel="Próximo"
        controls={slides.length > 1}
        indicators={slides.length > 1}
      >
        {slides.map((banner, index) => (
          // Only the first loads eagerly, the others when the carousel needs them.
          <Carousel.Item key={banner.src}>
            <img src={banner.src} alt={banner.alt} width={1600} height={600} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
          </Carousel.Item>
        ))}
      </Carousel>
    </section>
  );
}
