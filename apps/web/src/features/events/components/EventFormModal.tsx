import { type BingoEvent, CARD_PRICE_MIN, EVENT_STATUSES, eventStatusLabels } from '@bingo/core';
import { useId } from 'react';
import { Col, Form, InputGroup, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { describedBy, FieldShell } from '../../../components/form/FieldShell';
import { TextField } from '../../../components/form/TextField';
import { FormModal } from '../../../components/FormModal';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { eventFormSchema, eventFormValues, eventRequest } from '../event-form';

interface Props {
  /** null: a new event. */
  event: BingoEvent | null;
  onClose: () => void;
}

const PRICE_HINT = 'Em branco: o preço padrão (novo evento) ou o atual (edição).';

/** New or edit event. Rendered only while open, so each opening starts from the event's values. */
export function EventFormModal({ event, onClose }: Props) {
  const id = useId();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const form = useForm({ resolver: zodResolver(eventFormSchema), defaultValues: eventFormValues(event) });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;
  const priceError = errors.card_price?.message;

  const onSubmit = form.handleSubmit((values) => {
    const body = eventRequest(values);
    if (event) update.mutate({ id: event.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  });

  return (
    <FormModal title={event ? 'Editar evento' : 'Novo evento'} pending={pending} onClose={onClose} onSubmit={onSubmit} submitLabel={event ? 'Atualizar' : 'Cadastrar'} fullscreen="sm-down">
      <TextField label="Nome" autoFocus error={errors.name?.message} {...form.register('name')} />
      <TextField label="Data e hora de início" type="datetime-local" error={errors.start_date?.message} {...form.register('start_date')} />
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField label="Quantidade de rodadas" type="number" inputMode="numeric" min={1} step={1} error={errors.rounds_count?.message} {...form.register('rounds_count')} />
        </Col>
        <Col sm={6}>
          <FieldShell id={`${id}-price`} label="Preço da cartela" error={priceError} hint={PRICE_HINT}>
            <InputGroup hasValidation>
              <InputGroup.Text>R$</InputGroup.Text>
              <Form.Control
                id={`${id}-price`}
                type="number"
                inputMode="decimal"
                min={CARD_PRICE_MIN}
                step="0.01"
                placeholder="10,00"
                isInvalid={Boolean(priceError)}
                aria-describedby={describedBy(`${id}-price`, priceError, PRICE_HINT)}
                {...form.register('card_price')}
              />
            </InputGroup>
          </FieldShell>
        </Col>
      </Row>
      {event && (
        <FieldShell id={`${id}-status`} label="Status" error={errors.status?.message}>
          <Form.Select id={`${id}-status`} {...form.register('status')}>
            {EVENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {eventStatusLabels[status].label}
              </option>
            ))}
          </Form.Select>
        </FieldShell>
      )}
    </FormModal>
  );
}
