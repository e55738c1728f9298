import { type BingoEvent, type CardBatch, createBatchBody, MAX_BATCH_AMOUNT } from '@bingo/core';
import { useId } from 'react';
import { Alert, Card, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { EventOptions } from '../../../components/EventOptions';
import { FieldShell } from '../../../components/form/FieldShell';
import { TextField } from '../../../components/form/TextField';
import { UserField } from '../../../components/form/UserField';
import { LoadingState } from '../../../components/LoadingState';
import { SubmitButton } from '../../../components/SubmitButton';
import { useActiveEvent } from '../../../lib/active-event';
import { zodResolver } from '../../../lib/form-resolver';
import { useEvents } from '../../events';
import { useCreateBatch } from '../api/create-batch';
import { batchEvents, defaultBatchEvent } from '../batch-events';
import { batchTexts } from '../batch-texts';

interface Props {
  onCreated: (batch: CardBatch) => void;
  /** The event the previous batch went to: the next one starts there. */
  lastEventId?: number | undefined;
}

/**
 * Event, name, responsible user and amount (spec §5, checked with the API's own schema). The event
 * is the active one unless another running or scheduled event is chosen (decisions.md §13), so
 * next month's cards can be printed while tonight runs.
 */
export function BatchForm({ onCreated, lastEventId }: Props) {
  const active = useActiveEvent();
  const events = useEvents();
  const open = batchEvents(events.data, active.data);

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">Novo lote</h2>
        <p className="small text-body-secondary mb-3">Cada cartela do lote recebe um código de barras próprio, impresso no PDF.</p>
        {active.isPending || events.isPending ? (
          <LoadingState />
        ) : (
          <>
            {open.length === 0 && <Alert variant="warning">{batchTexts.noActiveEvent}</Alert>}
            <BatchFields events={open} defaultEventId={defaultBatchEvent(open, active.data, lastEventId)} onCreated={onCreated} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}

interface FieldsProps {
  events: BingoEvent[];
  defaultEventId: number | undefined;
  onCreated: (batch: CardBatch) => void;
}

function BatchFields({ events, defaultEventId, onCreated }: FieldsProps) {
  const id = useId();
  const create = useCreateBatch();
  const form = useForm({
    resolver: zodResolver(createBatchBody),
    defaultValues: { event_id: defaultEventId?.toString() ?? '', name: '', user_id: null as number | null, amount: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onCreated }));

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Novo lote">
      <Row className="gx-3">
        <Col md={8}>
          <FieldShell id={`${id}-event`} label="Evento" error={errors.event_id?.message}>
            <Form.Select
              id={`${id}-event`}
              disabled={events.length === 0}
              isInvalid={Boolean(errors.event_id)}
              {...form.register('event_id')}
            >
              <EventOptions events={events} />
            </Form.Select>
          </FieldShell>
        </Col>
      </Row>
      <Row className="gx-3">
        <Col md={4}>
          <TextField
            label="Nome do lote"
            placeholder="Ex.: Lote Paróquia"
            maxLength={120}
            error={errors.name?.message}
            {...form.register('name')}
          />
        </Col>
        <Col md={4}>
          <UserField control={form.control} name="user_id" label="Responsável" hint={batchTexts.responsibleHint} />
        </Col>
        <Col sm={6} md={2}>
          <TextField
            label="Quantidade"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BATCH_AMOUNT}
            step={1}
            error={errors.amount?.message}
            {...form.register('amount')}
          />
        </Col>
        <Col sm={6} md={2} className="d-flex align-items-start">
          {/* Lines the button up with the inputs, under an invisible label's height. */}
          <SubmitButton pending={create.isPending} disabled={events.length === 0} className="w-100 batch-form__submit">
            Gerar lote
          </SubmitButton>
        </Col>
      </Row>
    </Form>
  );
}
