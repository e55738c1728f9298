import { stageKindLabels } from '@bingo/core';
import { Col, Form, Row } from 'react-bootstrap';
import { type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextField } from '../../../components/form/TextField';
import { contasTexts as t } from '../contas-texts';
import type { ContasFormValues, PrizeRow } from './contas-form-values';

interface Props {
  prizes: PrizeRow[];
  control: Control<ContasFormValues>;
  register: UseFormRegister<ContasFormValues>;
  errors: FieldErrors<ContasFormValues>;
}

/** One line per round stage: the prize, its declared value and whether it was donated. */
export function PrizesFields({ prizes, control, register, errors }: Props) {
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t.prizes}</legend>
      <p className="small text-body-secondary">{t.prizesHelp}</p>
      {prizes.length === 0 && <p className="text-body-secondary">{t.noPrizes}</p>}
      {prizes.map((p, i) => {
        const error = errors.prizes?.[i];
        return (
          <div key={`${p.round_id}-${p.stage}`} className="border-bottom pb-2 mb-3">
            <div className="fw-semibold mb-2">
              {t.round(p.round_number)} · {stageKindLabels[p.stage]}
            </div>
            <Row className="g-2 align-items-start">
              <Col xs={12} md={6}>
                <TextField label={t.stageDescription} error={error?.description?.message} {...register(`prizes.${i}.description`)} />
              </Col>
              <Col xs={7} md={4}>
                <MoneyField control={control} name={`prizes.${i}.value`} label={t.prizeValue} error={error?.value?.message} />
              </Col>
              <Col xs={5} md={2} className="pt-md-4">
                <Form.Check
                  type="switch"
                  className="mt-md-2"
                  id={`prize-donated-${i}`}
                  label={t.prizeDonated}
                  {...register(`prizes.${i}.donated`)}
                />
              </Col>
            </Row>
          </div>
        );
      })}
    </fieldset>
  );
}
