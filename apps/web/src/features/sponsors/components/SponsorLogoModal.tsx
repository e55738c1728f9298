import type { Sponsor } from '@bingo/core';
import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { EmptyState } from '../../../components/EmptyState';
import { buildUrl } from '../../../lib/api-client';

/** 'Imagem do Patrocinador': the logo as the big screen will show it. */
export function SponsorLogoModal({ sponsor, onClose }: { sponsor: Sponsor; onClose: () => void }) {
  const id = useId();
  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton>
        <div>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            Imagem do Patrocinador
          </Modal.Title>
          <p className="mb-0 text-body-secondary small">{sponsor.name}</p>
        </div>
      </Modal.Header>
      <Modal.Body className="text-center">
        {sponsor.logo_url ? (
          <img src={buildUrl(sponsor.logo_url)} alt={`Logotipo de ${sponsor.name}`} className="sponsor-logo-large" />
        ) : (
          <EmptyState icon="image" title="Sem imagem">
            Este patrocinador ainda não tem logotipo. Use “Editar Info” para enviar um.
          </EmptyState>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Fechar
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
