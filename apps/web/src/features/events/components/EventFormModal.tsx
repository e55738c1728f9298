import { type BingoEvent, EVENT_STATUSES, eventStatusLabels, formatMoney } from '@bingo/core';
import { useEffect, useId, useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FieldShell } from '../../../components/form/FieldShell';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextField } from '../../../components/form/TextField';
import { FormModal } from '../../../components/FormModal';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { useEventAcumulado } from '../api/get-event-acumulado';
import { acumuladoFormValues, type EventRequest, eventFormSchema, eventFormValues, eventRequest } from '../event-form';
import { AcumuladoFields } from './AcumuladoFields';
import { eventTexts } from '../event-texts';
import { EventReopenings } from './EventReopenings';

interface Props {
  /** null: a new event. */
  event: BingoEvent | null;
  onClose: () => void;
}

const PRICE_HINT = 'Em branco: o preço padrão (novo evento) ou o atual (edição).';
const PRICE_TO_CONFIRM = 1000;

/** New or edit event. Rendered only while open, so each opening starts from the event's values. */
export function EventFormModal({ event, onClose }: Props) {
  const id = useId();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const form = useForm({ resolver: zodResolver(eventFormSchema), defaultValues: eventFormValues(event) });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;
  const [confirming, setConfirming] = useState<EventRequest | null>(null);
  const finished = event?.status === 'finalizado';
  const acumulado = useEventAcumulado(event?.id ?? 0, event !== null);
  // The terms arrive after the form opened: they fill the Acumulado's boxes, nothing else.
  useEffect(() => {
    if (acumulado.data) form.reset({ ...form.getValues(), ...acumuladoFormValues(acumulado.data) });
  }, [acumulado.data, form]);

  const save = (body: EventRequest) => {
    setConfirming(null);
    if (event) update.mutate({ id: event.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  };
  // A price above R$ 1.000,00 is almost always a slip (docs/decisions/013): asked once more.
  const onSubmit = form.handleSubmit((values) => {
    const body = eventRequest(values);
    if ((body.card_price ?? 0) > PRICE_TO_CONFIRM) setConfirming(body);
    else save(body);
  });

  return (
    <FormModal
      title={event ? 'Editar evento' : 'Novo evento'}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={event ? 'Atualizar' : 'Cadastrar'}
      fullscreen="sm-down"
    >
      <TextField label="Nome" autoFocus error={errors.name?.message} {...form.register('name')} />
      <TextField label="Data e hora de início" type="datetime-local" error={errors.start_date?.message} {...form.register('start_date')} />
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField
            label="Quantidade de rodadas"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.rounds_count?.message}
            {...form.register('rounds_count')}
          />
        </Col>
        <Col sm={6}>
          <MoneyField
            control={form.control}
            name="card_price"
            label="Preço da cartela"
            placeholder="10,00"
            error={errors.card_price?.message}
            hint={PRICE_HINT}
          />
        </Col>
      </Row>
      <Row className="g-sm-3 align-items-end">
        <Col sm={6}>
          <MoneyField
            control={form.control}
            name="meta_arrecadacao"
            label="Meta de arrecadação (opcional)"
            placeholder="20.000,00"
            error={errors.meta_arrecadacao?.message}
          />
        </Col>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId={`${id}-goal`}>
            <Form.Check
              type="switch"
              label="Mostrar a meta no telão e no Sorteio"
              isInvalid={Boolean(errors.meta_visivel)}
              feedback={errors.meta_visivel?.message}
              feedbackType="invalid"
              {...form.register('meta_visivel')}
            />
          </Form.Group>
        </Col>
      </Row>
      <AcumuladoFields form={form} current={acumulado.data} />
      {event && (
        <FieldShell id={`${id}-status`} label="Status" error={errors.status?.message}>
          {/* A finished event is reopened only through "Reabrir", which asks why (decisions.md §14). */}
          <Form.Select id={`${id}-status`} aria-describedby={finished ? `${id}-status-help` : undefined} {...form.register('status')}>
            {(finished ? (['finalizado'] as const) : EVENT_STATUSES).map((status) => (
              <option key={status} value={status}>
                {eventStatusLabels[status].label}
              </option>
            ))}
          </Form.Select>
          {finished && (
            <Form.Text id={`${id}-status-help`} className="d-block">
              {eventTexts.finishedStatusHelp}
            </Form.Text>
          )}
        </FieldShell>
      )}
      {event && <EventReopenings eventId={event.id} />}
      <ConfirmDialog
        show={confirming !== null}
        title="Preço da cartela"
        message={`O preço da cartela ficará em ${formatMoney(confirming?.card_price ?? 0)}. Está certo?`}
        confirmLabel="Sim, salvar"
        variant="warning"
        onConfirm={() => confirming && save(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </FormModal>
  );
}
