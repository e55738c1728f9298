import { createBatchBody, MAX_BATCH_AMOUNT } from '@bingo/core';
import { Alert, Card, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form/TextField';
import { UserField } from '../../../components/form/UserField';
import { SubmitButton } from '../../../components/SubmitButton';
import { useActiveEvent } from '../../../lib/active-event';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateBatch } from '../api/create-batch';
import { batchTexts } from '../batch-texts';

interface Props {
  onCreated: (name: string) => void;
}

/**
 * Name, responsible user and amount (spec §5, checked with the API's own schema). The cards go to
 * the active event, as the API does by default; the form says which one, and waits while none.
 */
export function BatchForm({ onCreated }: Props) {
  const event = useActiveEvent();
  const create = useCreateBatch();
  const form = useForm({ resolver: zodResolver(createBatchBody), defaultValues: { name: '', user_id: null as number | null, amount: '' } });
  const { errors } = form.formState;
  const noEvent = !event.isPending && !event.data;

  const onSubmit = form.handleSubmit((values) => create.mutate(values, { onSuccess: (batch) => onCreated(batch.name) }));

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">Novo lote</h2>
        <p className="small text-body-secondary mb-3">
          {event.data ? (
            <>
              As cartelas serão do evento ativo: <strong>{event.data.name}</strong>.
            </>
          ) : (
            'Cada cartela do lote recebe um código de barras próprio, impresso no PDF.'
          )}
        </p>
        {noEvent && <Alert variant="warning">{batchTexts.noActiveEvent}</Alert>}
        <Form noValidate onSubmit={onSubmit} aria-label="Novo lote">
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
              <UserField control={form.control} name="user_id" label="Responsável" />
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
              <SubmitButton pending={create.isPending} disabled={noEvent} className="w-100 batch-form__submit">
                Gerar lote
              </SubmitButton>
            </Col>
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}
