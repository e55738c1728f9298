import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';

interface Props {
  show: boolean;
  onHide: () => void;
}

/** A short plain-language version of the Termos de Adesão shown from the cadastro form. */
export function TermsModal({ show, onHide }: Props) {
  const id = useId();
  return (
    <Modal show={show} onHide={onHide} centered scrollable aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title as="h2" className="h5" id={`${id}-title`}>
          Termos de Adesão
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          O Bingo Beneficente é uma ação de arrecadação: o valor das cartelas é destinado às causas apoiadas pela organização do evento.
        </p>
        <ol className="ps-3">
          <li>Cada cartela vale para todas as rodadas do evento em que foi comprada.</li>
          <li>As cartelas são numeradas, geradas por sorteio e não podem ser trocadas depois da compra.</li>
          <li>Os pagamentos são processados pelo provedor de pagamento; não guardamos dados do seu cartão.</li>
          <li>Usamos seu nome, e-mail e telefone apenas para identificar suas cartelas e falar com você sobre o evento.</li>
          <li>Os prêmios são entregues pela organização do evento a quem apresentar a cartela vencedora.</li>
        </ol>
        <p className="mb-0">Ao se cadastrar, você declara ter lido e concordado com estas condições.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onHide}>Entendi</Button>
      </Modal.Footer>
    </Modal>
  );
}
