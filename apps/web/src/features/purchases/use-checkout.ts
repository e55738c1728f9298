import { type MutationState, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorText } from '../../lib/api-error';
import { getSession, saveSession } from '../../lib/session';
import { readStorage, storageKeys } from '../../lib/storage-keys';
import { createPaymentLink, paymentUrlOf } from './api/create-payment-link';
import { createPix } from './api/create-pix';
import { guestCheckout, guestCheckoutMessage } from './api/guest-checkout';
import { saveCheckoutData } from './checkout-data';
import { externalNavigation } from './external-navigation';
import { type PendingPix, savePendingPix, toPendingPix } from './pending-pix';
import { type CheckoutOrder, checkoutRequest } from './purchase-form';
import { purchaseTexts } from './purchase-texts';

export type CheckoutOutcome = { kind: 'redirect'; url: string } | { kind: 'pix'; pix: PendingPix };

/** A failure with the text the buyer reads; `signIn` when the way forward is to sign in first. */
export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly signIn = false,
  ) {
    super(message);
    this.name = 'CheckoutError';
  }
}

const checkoutKey = ['purchases', 'checkout'] as const;

/** Each step maps its failure to the spec's text for that step (§8). */
async function step<T>(run: () => Promise<T>, message: (error: unknown) => string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new CheckoutError(message(error));
  }
}

async function runCheckout(order: CheckoutOrder): Promise<CheckoutOutcome> {
  saveCheckoutData({ full_name: order.name, document_number: order.cpf, phone_number: order.phone });
  let session = getSession();
  if (!session) {
    try {
      session = await guestCheckout({ name: order.name, email: order.email, cpf: order.cpf });
    } catch (error) {
      const message = guestCheckoutMessage(error);
      throw new CheckoutError(message, message === purchaseTexts.guestEmailTaken);
    }
    saveSession(session);
  }
  const body = checkoutRequest(order, session.user.id, readStorage(storageKeys.affiliateCode));
  if (order.payment === 'pix') {
    const reply = await step(
      () => createPix(body),
      (error) => errorText(error, purchaseTexts.pixFailed),
    );
    return { kind: 'pix', pix: toPendingPix(reply, session.user.id) };
  }
  const reply = await step(
    () => createPaymentLink(body),
    (error) => errorText(error, purchaseTexts.paymentLinkFailed),
  );
  const url = paymentUrlOf(reply);
  if (!url) throw new CheckoutError(purchaseTexts.paymentUrlMissing);
  return { kind: 'redirect', url };
}

/**
 * The purchase: guest account first when signed out, then the payment link (then off to the
 * provider) or the PIX. Signing the guest in swaps the page's layout and so remounts the page
 * mid-way: the effects therefore live on the mutation itself, and the page reads its progress
 * through useLatestCheckout rather than from this hook's own state.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkoutKey,
    mutationFn: runCheckout,
    onSuccess: (outcome) => {
      if (outcome.kind === 'pix') savePendingPix(queryClient, outcome.pix);
      else externalNavigation.assign(outcome.url);
    },
    // The form shows the failure beside its button.
    meta: { silent: true },
  });
}

export type CheckoutState = MutationState<CheckoutOutcome, Error, CheckoutOrder>;

/** The last purchase attempt of this page load, whichever instance of the page started it. */
export function useLatestCheckout(): CheckoutState | undefined {
  const queryClient = useQueryClient();
  const states = useMutationState({ filters: { mutationKey: checkoutKey }, select: (mutation) => mutation.state as CheckoutState });

  // Back from the provider through the browser's back/forward cache, the page would still say
  // "Gerando link de pagamento...": forget the attempt so the form is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const cache = queryClient.getMutationCache();
      for (const mutation of cache.findAll({ mutationKey: checkoutKey })) cache.remove(mutation);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [queryClient]);

  return states[states.length - 1];
}
