import { type FormEvent, type KeyboardEvent, type Ref, useId } from 'react';
import { Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { type EventChoice, EventOptions } from '../../../components/EventOptions';
import { Icon } from '../../../components/Icon';
import { UserCombobox } from '../../../components/UserCombobox';
import { useLotes } from '../api/list-lotes';
import { physicalTexts } from '../physical-texts';
import { type CardFilters, filterEventId, isWholeBarcode } from '../card-filters';

interface Props {
  draft: CardFilters;
  /** Every event, for the event filter (the list can show any night's cards). */
  events: EventChoice[];
  /** The active event: the event filter's default; undefined while none. */
  activeEventId: number | undefined;
  onChange: (key: keyof CardFilters, value: string) => void;
  onApply: () => void;
  onClear: () => void;
  /** A whole barcode typed or scanned, then Enter: open that card. */
  onBarcode: (code: string) => void;
  barcodeRef: Ref<HTMLInputElement>;
  /** 'Cartela não encontrada.' and the like, shown under the barcode field. */
  barcodeError: string | null;
  lookingUp: boolean;
}

/**
 * Event, lote, barcode, buyer and seller, with 'Filtrar' and 'Limpar' (spec §2 "Physical cards").
 * The lotes offered are the chosen event's: two nights may both have a 'Lote 1'.
 */
export function CardFiltersCard(props: Props) {
  const { draft, events, activeEventId, onChange, onApply, onClear, onBarcode, barcodeRef, barcodeError, lookingUp } = props;
  const id = useId();
  const eventId = filterEventId(draft.event_id, activeEventId);
  const lotes = useLotes(eventId);

  // A USB scanner types the 13 digits and presses Enter: that opens the card instead of filtering.
  const onBarcodeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !isWholeBarcode(draft.barcode)) return;
    event.preventDefault();
    onBarcode(draft.barcode.trim());
  };
  // A form, so Enter in any text box filters like the button does.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h6 text-body-secondary text-uppercase mb-3">Filtros</h2>
        <Form noValidate onSubmit={onSubmit} role="search" aria-label="Filtrar cartelas físicas">
          <Row className="g-3 align-items-start">
            <Col sm={6} lg={5}>
              <Form.Label htmlFor={`${id}-event`}>Evento</Form.Label>
              <Form.Select id={`${id}-event`} value={eventId ?? ''} onChange={(e) => onChange('event_id', e.target.value)}>
                <option value="">{physicalTexts.allEvents}</option>
                <EventOptions events={events} />
              </Form.Select>
            </Col>
            <Col sm={6} lg={3}>
              <Form.Label htmlFor={`${id}-lote`}>Lote</Form.Label>
              <Form.Select id={`${id}-lote`} value={draft.lote} onChange={(e) => onChange('lote', e.target.value)}>
                <option value="">Todos</option>
                {lotes.data?.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Form.Select>
            </Col>
            <Col sm={6} lg={4}>
              <Form.Label htmlFor={`${id}-barcode`}>Código de barras</Form.Label>
              <div className="position-relative">
                <Form.Control
                  id={`${id}-barcode`}
                  ref={barcodeRef}
                  type="search"
                  inputMode="numeric"
                  autoComplete="off"
                  autoFocus
                  maxLength={13}
                  className="font-monospace"
                  value={draft.barcode}
                  placeholder="Digite ou escaneie"
                  isInvalid={Boolean(barcodeError)}
                  aria-describedby={`${id}-barcode-help`}
                  onChange={(e) => onChange('barcode', e.target.value)}
                  onKeyDown={onBarcodeKey}
                />
                {lookingUp && (
                  <Spinner animation="border" size="sm" className="filter-barcode__spinner" role="status" aria-label="Buscando cartela" />
                )}
              </div>
              {barcodeError ? (
                <div id={`${id}-barcode-help`} className="invalid-feedback d-block" role="alert">
                  {barcodeError}
                </div>
              ) : (
                <Form.Text id={`${id}-barcode-help`}>Com os 13 dígitos e Enter, abre a cartela.</Form.Text>
              )}
            </Col>
            <Col sm={6} lg={6}>
              <Form.Label htmlFor={`${id}-buyer`}>Comprador</Form.Label>
              <Form.Control
                id={`${id}-buyer`}
                type="search"
                value={draft.full_name}
                placeholder="Nome do comprador"
                onChange={(e) => onChange('full_name', e.target.value)}
              />
            </Col>
            <Col sm={6} lg={6}>
              <Form.Label htmlFor={`${id}-seller`}>Vendedor</Form.Label>
              <UserCombobox
                id={`${id}-seller`}
                text={draft.seller_name}
                onTextChange={(text) => onChange('seller_name', text)}
                onSelect={(user) => onChange('seller_name', user.name)}
                placeholder="Nome do vendedor"
              />
            </Col>
          </Row>
          <div className="d-flex flex-wrap justify-content-end gap-2 mt-3">
            <Button variant="outline-secondary" onClick={onClear}>
              Limpar
            </Button>
            <Button type="submit">
              <Icon name="funnel" className="me-1" />
              Filtrar
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
