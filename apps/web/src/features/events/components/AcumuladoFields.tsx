import { type AcumuladoReply, acumuladoKindLabels, formatDateTime, formatMoney } from '@bingo/core';
import { useId } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { type Control, type UseFormReturn, useWatch } from 'react-hook-form';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextField } from '../../../components/form/TextField';
import type { EventFormValues } from '../event-form';

interface Props {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resolver's output type differs from the input's
  form: UseFormReturn<EventFormValues, any, any>;
  /** The event's acumulado as stored; undefined for a new event. */
  current: AcumuladoReply | undefined;
}

/**
 * The Acumulado's terms (docs/decisions/032): value, ball limit and increment, switched on or off.
 * Once the pot has history a change asks why, and the last changes are listed.
 */
export function AcumuladoFields({ form, current }: Props) {
  const id = useId();
  const { errors } = form.formState;
  // The resolver's output type differs from the boxes' type; the money boxes only read and write the boxes.
  const control = form.control as unknown as Control<EventFormValues>;
  const on = useWatch({ control, name: 'acumulado_on' });
  const history = current?.history ?? [];
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 mb-0">Acumulado</legend>
      <Form.Check
        type="switch"
        id={`${id}-on`}
        label="Este evento tem acumulado (cartela cheia até uma bola)"
        {...form.register('acumulado_on')}
      />
      {on && (
        <Row className="g-sm-3 mt-1">
          <Col sm={6}>
            <MoneyField
              control={control}
              name="acumulado_value"
              label="Valor do acumulado"
              placeholder="2.000,00"
              error={errors.acumulado_value?.message}
            />
          </Col>
          <Col sm={6}>
            <TextField
              label="Cartela cheia até a bola"
              type="number"
              inputMode="numeric"
              min={1}
              max={75}
              step={1}
              placeholder="45"
              error={errors.acumulado_ball_limit?.message}
              {...form.register('acumulado_ball_limit')}
            />
          </Col>
          <Col sm={6}>
            <MoneyField
              control={control}
              name="acumulado_increment"
              label="Acréscimo se não sair"
              placeholder="200,00"
              error={errors.acumulado_increment?.message}
            />
          </Col>
        </Row>
      )}
      {history.length > 0 && (
        <>
          <p className="small mb-2">
            Valendo agora: <strong>{formatMoney(current?.pot ?? 0)}</strong>
          </p>
          <TextField
            label="Motivo da alteração do acumulado"
            hint="Obrigatório para alterar ou retirar o acumulado: fica no histórico com quem alterou e quando."
            error={errors.acumulado_reason?.message}
            {...form.register('acumulado_reason')}
          />
          <ul className="small mb-0 ps-3" aria-label="Histórico do acumulado">
            {history.slice(-5).map((h) => (
              <li key={h.id}>
                <time dateTime={h.at}>{formatDateTime(h.at)}</time> — {acumuladoKindLabels[h.kind]}: {formatMoney(h.value_before)} →{' '}
                {formatMoney(h.value_after)}
                {h.reason ? ` (${h.reason})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
