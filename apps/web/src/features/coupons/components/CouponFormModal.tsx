import { COUPON_TYPES, type Coupon } from '@bingo/core';
import { useId } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { FieldShell } from '../../../components/form/FieldShell';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextField } from '../../../components/form/TextField';
import { FormModal } from '../../../components/FormModal';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import { couponFormSchema, couponFormValues, type CouponFormValues, type CouponRequest, couponTypeLabels } from '../coupon-form';

interface Props {
  /** null: a new coupon. */
  coupon: Coupon | null;
  onClose: () => void;
}

/** New or edit coupon. Rendered only while open, so each opening starts from the coupon's values. */
export function CouponFormModal({ coupon, onClose }: Props) {
  const id = useId();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const form = useForm<CouponFormValues, unknown, CouponRequest>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: couponFormValues(coupon),
  });
  const { errors } = form.formState;
  const tipo = useWatch({ control: form.control, name: 'tipo' });
  const pending = create.isPending || update.isPending;
  const valueError = errors.valor?.message;
  const valueHint = tipo === 'percentual' ? 'De 1 a 100 por cento do total.' : 'Reais descontados do total da compra.';

  const onSubmit = form.handleSubmit((body) => {
    if (coupon) update.mutate({ id: coupon.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  });

  return (
    <FormModal
      title={coupon ? 'Editar cupom' : 'Novo cupom'}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={coupon ? 'Atualizar' : 'Cadastrar'}
      fullscreen="sm-down"
    >
      <TextField
        label="Código"
        autoFocus
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="text-uppercase"
        hint="De 3 a 40 letras, números, hífen ou sublinhado."
        error={errors.codigo?.message}
        {...form.register('codigo')}
      />
      <FieldShell id={`${id}-tipo`} label="Tipo" error={errors.tipo?.message}>
        <Form.Select id={`${id}-tipo`} {...form.register('tipo')}>
          {COUPON_TYPES.map((t) => (
            <option key={t} value={t}>
              {couponTypeLabels[t]}
            </option>
          ))}
        </Form.Select>
      </FieldShell>
      <Row className="g-sm-3">
        <Col sm={6}>
          <MoneyField
            control={form.control}
            name="valor"
            label="Valor"
            unit={tipo === 'percentual' ? 'percent' : 'money'}
            placeholder={tipo === 'percentual' ? '10,00' : '5,00'}
            error={valueError}
            hint={valueHint}
          />
        </Col>
        <Col sm={6}>
          <TextField
            label="Usos disponíveis"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.quantidade?.message}
            {...form.register('quantidade')}
          />
        </Col>
      </Row>
      <Form.Check type="switch" id={`${id}-ativo`} label="Ativo (aceito nas compras)" {...form.register('ativo')} />
    </FormModal>
  );
}
