import { type Round, ROUND_TYPES, roundStatusChoices, roundStatusLabels, roundTypeLabels } from '@bingo/core';
import { useId } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { FieldShell } from '../../../components/form/FieldShell';
import { RoundLifecycleButtons } from '../../../components/RoundLifecycleButtons';
import { TextField } from '../../../components/form/TextField';
import { SubmitButton } from '../../../components/SubmitButton';
import { useCreateRound } from '../api/create-round';
import { useUpdateRound } from '../api/update-round';
import { roundFormResolver, roundFormValues, type RoundFormValues, type RoundRequest } from '../round-form';
import { roundTexts } from '../round-texts';

interface Props {
  eventId: number;
  /** null: a new round. */
  round: Round | null;
  rounds: readonly Round[];
  onDone: () => void;
}

/**
 * The inline create/edit form (spec §2). The page gives it a key per round (and per next number),
 * so it starts again from fresh values after each save instead of being reset by hand.
 */
export function RoundForm({ eventId, round, rounds, onDone }: Props) {
  const id = useId();
  const create = useCreateRound();
  const update = useUpdateRound();
  // The resolver turns the switch and its prize into the body's stages before checking it.
  const form = useForm<RoundFormValues, unknown, RoundRequest>({
    resolver: roundFormResolver,
    defaultValues: roundFormValues(round, rounds),
  });
  const { errors } = form.formState;
  const quina = form.watch('quina');
  // What a round is played for is fixed once it starts (decisions.md §14).
  const stagesLocked = round !== null && (round.status !== 'not_started' || round.started_at !== null);
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((body) => {
    if (round) update.mutate({ id: round.id, body }, { onSuccess: onDone });
    else create.mutate({ eventId, body }, { onSuccess: onDone });
  });

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">{round ? `Editar rodada #${round.number}` : 'Nova rodada'}</h2>
        <Form noValidate onSubmit={onSubmit}>
          <Row className="g-md-3">
            <Col xs={5} md={2}>
              <TextField
                label="Número"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                error={errors.number?.message}
                {...form.register('number')}
              />
            </Col>
            <Col xs={7} md={4}>
              {/* Editing comes from a button far down the list: focusing here brings the form into view. */}
              <TextField label="Prêmio" autoFocus={round !== null} error={errors.prize?.message} {...form.register('prize')} />
            </Col>
            <Col xs={12} sm={6} md={3}>
              <FieldShell id={`${id}-type`} label="Tipo" error={errors.type?.message}>
                <Form.Select id={`${id}-type`} {...form.register('type')}>
                  {ROUND_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {roundTypeLabels[type] ?? roundTexts.noType}
                    </option>
                  ))}
                </Form.Select>
              </FieldShell>
            </Col>
            <Col xs={12} sm={6} md={3}>
              <FieldShell id={`${id}-status`} label="Status" error={errors.status?.message}>
                <Form.Select id={`${id}-status`} {...form.register('status')}>
                  {/* Only the changes the server takes without a reason; a reopen is "Reabrir" and its reason (decisions.md §14). */}
                  {roundStatusChoices(round?.status ?? 'not_started').map((status) => (
                    <option key={status} value={status}>
                      {roundStatusLabels[status].label}
                    </option>
                  ))}
                </Form.Select>
              </FieldShell>
            </Col>
          </Row>
          <Row className="g-md-3 align-items-start">
            <Col xs={12} md={3}>
              <Form.Check
                type="switch"
                role="switch"
                id={`${id}-quina`}
                className="mt-md-4 mb-3"
                label={roundTexts.quina}
                disabled={stagesLocked}
                aria-describedby={stagesLocked ? `${id}-stages-locked` : undefined}
                {...form.register('quina')}
              />
            </Col>
            {quina && (
              <Col xs={12} md={6}>
                <TextField
                  label={roundTexts.quinaPrize}
                  disabled={stagesLocked}
                  error={errors.quina_prize?.message}
                  {...form.register('quina_prize')}
                />
              </Col>
            )}
            <Col xs={12} md={3}>
              {/* The Acumulado's mark is fixed once the round starts, like its stages (docs/decisions/032). */}
              <Form.Check
                type="switch"
                role="switch"
                id={`${id}-acumulado`}
                className="mt-md-4 mb-3"
                label={roundTexts.acumulado}
                disabled={stagesLocked}
                aria-describedby={stagesLocked ? `${id}-stages-locked` : undefined}
                {...form.register('acumulado')}
              />
            </Col>
            {stagesLocked && (
              <Col xs={12} md={quina ? 12 : 6}>
                <p id={`${id}-stages-locked`} className="form-text mt-md-4">
                  {roundTexts.stagesLocked}
                </p>
              </Col>
            )}
          </Row>
          <FieldShell id={`${id}-notes`} label="Observações" error={errors.notes?.message}>
            <Form.Control id={`${id}-notes`} as="textarea" rows={2} isInvalid={Boolean(errors.notes)} {...form.register('notes')} />
          </FieldShell>
          <div className="d-flex flex-wrap gap-2">
            <SubmitButton pending={pending}>{round ? 'Salvar alterações' : 'Adicionar rodada'}</SubmitButton>
            {round && (
              <Button variant="outline-secondary" onClick={onDone} disabled={pending}>
                Cancelar edição
              </Button>
            )}
            {round?.status === 'finished' && <RoundLifecycleButtons round={round} />}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
