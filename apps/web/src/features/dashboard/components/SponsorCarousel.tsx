import { Carousel } from 'react-bootstrap';
import { banners } from './banners';

/** Sponsor banners; only the first loads eagerly, the others when the carousel needs them. */
export function SponsorCarousel() {
  return (
    <section aria-label="Nossos patrocinadores" className="mb-4">
      <Carousel className="sponsor-carousel" interval={5000} pause="hover" prevLabel="Anterior" nextLabel="Próximo">
        {banners.map((banner, index) => (
          <Carousel.Item key={banner.src}>
            <img src={banner.src} alt={banner.alt} width={1600} height={600} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
          </Carousel.Item>
        ))}
      </Carousel>
    </section>
  );
}
