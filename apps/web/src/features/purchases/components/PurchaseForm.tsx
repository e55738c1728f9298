import { type BingoEvent, PROVIDER_CUSTOMER_MAX } from '@bingo/core';
import { useEffect, useState } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { MaskedField } from '../../../components/form/MaskedField';
import { TextField } from '../../../components/form/TextField';
import { SubmitButton } from '../../../components/SubmitButton';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useCurrentUser } from '../../../lib/session';
import { readCheckoutData } from '../checkout-data';
import {
  initialPurchaseValues,
  type PurchaseFormValues,
  type PurchaseOrder,
  quantityFrom,
  typedQuantity,
  valuesFromOrder,
} from '../purchase-form';
import { purchaseTexts } from '../purchase-texts';
import { CheckoutError, useCheckout, useLatestCheckout } from '../use-checkout';
import { useCoupon } from '../use-coupon';
import { CouponField } from './CouponField';
import { RegulamentoAcceptance, useRegulamentoAcceptance } from './RegulamentoAcceptance';
import { OrderSummary } from './OrderSummary';
import { PaymentChoice } from './PaymentChoice';
import { QuantityStepper } from './QuantityStepper';

const purchaseResolver = lazyResolver(async () => (await import('../purchase-schema')).purchaseResolver);

/** The purchase of one event's cards (the chosen or the active one): quantity, coupon, buyer, payment, total (spec §2, §5). */
export function PurchaseForm({ event }: { event: BingoEvent }) {
  const user = useCurrentUser();
  const { search } = useLocation();
  const checkout = useCheckout();
  const latest = useLatestCheckout();
  // A remount mid-purchase (the guest just signed in) picks up what was being bought.
  const [initial] = useState(() =>
    latest?.variables ? valuesFromOrder(latest.variables) : initialPurchaseValues(user, readCheckoutData(), quantityFrom(search)),
  );
  const form = useForm<PurchaseFormValues, unknown, PurchaseOrder>({
    resolver: purchaseResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors, isValid } = form.formState;
  // An account e-mail longer than the payment provider takes is not cut: say so before any typing.
  useEffect(() => {
    if (String(initial.email ?? '').length > PROVIDER_CUSTOMER_MAX) void form.trigger('email');
  }, [form, initial.email]);
  const [typed, cupom, payment] = useWatch({ control: form.control, name: ['quantidade', 'cupom', 'payment'] });
  const quantidade = typedQuantity(typed);
  const coupon = useCoupon(cupom ?? '', quantidade, event.id);
  const failure = latest?.status === 'error' ? latest.error : null;
  const rules = useRegulamentoAcceptance(event.id, failure);

  const pending = latest?.status === 'pending' || (latest?.status === 'success' && latest.data?.kind === 'redirect');
  const couponHolds = coupon.kind === 'checking' || coupon.kind === 'invalid';
  const onSubmit = form.handleSubmit((order) =>
    checkout.mutate({ ...order, event_id: event.id, ...(rules.version === null ? {} : { regulamento_version: rules.version }) }),
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={pending}>
      <fieldset disabled={pending}>
        <Card className="mb-3">
          <Card.Body>
            <h2 className="h5 mb-3">Cartelas</h2>
            <QuantityStepper control={form.control} />
            <CouponField registration={form.register('cupom')} state={coupon} />
          </Card.Body>
        </Card>
        <Card className="mb-3">
          <Card.Body>
            <h2 className="h5 mb-3">Seus dados</h2>
            <TextField label="Nome completo" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
            <TextField
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <MaskedField
              control={form.control}
              name="cpf"
              label="CPF"
              mask="000.000.000-00"
              placeholder="000.000.000-00"
              inputMode="numeric"
            />
            <MaskedField
              control={form.control}
              name="phone"
              label="Telefone"
              mask="(00) 00000-0000"
              placeholder="(00) 00000-0000"
              inputMode="tel"
              autoComplete="tel-national"
            />
          </Card.Body>
        </Card>
      </fieldset>
      <Card>
        <Card.Body>
          <PaymentChoice registration={form.register('payment')} disabled={pending} />
          <OrderSummary unitPrice={event.card_price} quantidade={quantidade} coupon={coupon} />
          {failure && (
            <Alert variant="danger" className="mt-3 mb-0">
              {failure.message}
              {failure instanceof CheckoutError && failure.signIn && (
                <>
                  {' '}
                  <Link to={paths.login} className="alert-link">
                    Entrar
                  </Link>
                </>
              )}
            </Alert>
          )}
          <RegulamentoAcceptance eventId={event.id} state={rules} disabled={pending} />
          <SubmitButton pending={pending} disabled={!isValid || couponHolds || !rules.ready} className="btn-lg w-100 mt-3">
            {pending
              ? payment === 'pix'
                ? purchaseTexts.generatingPix
                : purchaseTexts.generatingLink
              : payment === 'pix'
                ? 'Gerar PIX'
                : 'Ir para o pagamento'}
          </SubmitButton>
          {!isValid && !pending && <p className="small text-body-secondary text-center mt-2 mb-0">{purchaseTexts.incomplete}</p>}
          {isValid && !pending && rules.missing && (
            <p className="small text-body-secondary text-center mt-2 mb-0">{purchaseTexts.regulamentoRequired}</p>
          )}
          {/* The coupon field may be far above on a phone: the reason sits next to the disabled button. */}
          {isValid && !pending && coupon.kind === 'invalid' && (
            <p className="small text-danger-emphasis text-center mt-2 mb-0" role="status">
              {purchaseTexts.couponBlocks(coupon.message)}
            </p>
          )}
          {!user && (
            <p className="small text-body-secondary mt-3 mb-0">
              Sem cadastro? Criamos sua conta com este e-mail e enviamos um link para você definir a senha. Já tem conta?{' '}
              <Link to={paths.login}>Entrar</Link>
            </p>
          )}
        </Card.Body>
      </Card>
    </Form>
  );
}
