/**
 * What the local Pagar.me look-alike refuses, as the real v5 API does: every POST /orders body is
 * checked here and answered 422 `{message, errors: {"order.<path>": ["..."]}}` when a rule fails.
 * Each rule names its source; docs/decisions/009-strict-pagarme-stub.md lists them all.
 */

export type StubErrors = Record<string, string[]>;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** Limits of the provider (sources in the decision record). */
export const STUB_LIMITS = {
  /** PSP accounts; gateway accounts take 22 (docs "cartão de crédito"; WooCommerce getSoftDescriptorMaxLength). */
  statementDescriptor: 13,
  /** ecommerce-module-core Customer::setName / setEmail. */
  customerName: 64,
  customerEmail: 64,
  /** SDK CreateOrderItemRequest; the docs' examples. */
  itemDescription: 256,
} as const;

const PAYMENT_METHODS = ['checkout', 'pix', 'credit_card', 'debit_card', 'boleto', 'voucher', 'bank_transfer', 'cash'];
const CHECKOUT_METHODS = ['credit_card', 'debit_card', 'boleto', 'voucher', 'bank_transfer', 'pix'];

class Collector {
  readonly errors: StubErrors = {};
  add(path: string, message: string): void {
    (this.errors[`order.${path}`] ??= []).push(message);
  }
  /** Runs `check` when the value is present, or reports it missing when required. */
  field(path: string, value: unknown, required: boolean, check?: (v: unknown) => string | null): void {
    if (value === undefined || value === null) {
      if (required) this.add(path, `The ${path.split('.').at(-1)} field is required.`);
      return;
    }
    const problem = check?.(value);
    if (problem) this.add(path, problem);
  }
}

const string =
  (max?: number, min = 1) =>
  (v: unknown) =>
    !isString(v)
      ? 'must be a string'
      : v.length < min
        ? 'must not be empty'
        : max !== undefined && v.length > max
          ? `must have at most ${max} characters`
          : null;
const digits = (lengths: number[]) => (v: unknown) =>
  isString(v) && /^\d+$/.test(v) && lengths.includes(v.length) ? null : `must be ${lengths.join(' or ')} digits only`;
const positiveInt = (v: unknown) => (isInt(v) && v > 0 ? null : 'must be a positive integer');
const bool = (v: unknown) => (typeof v === 'boolean' ? null : 'must be a boolean');
const oneOf = (values: readonly string[]) => (v: unknown) =>
  isString(v) && values.includes(v) ? null : `must be one of: ${values.join(', ')}`;

function checkCustomer(c: Collector, customer: unknown): void {
  if (!isObject(customer)) return c.add('customer', 'The customer field is required.');
  c.field('customer.name', customer.name, true, string(STUB_LIMITS.customerName));
  c.field(
    'customer.email',
    customer.email,
    true,
    (v) => string(STUB_LIMITS.customerEmail)(v) ?? (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v as string) ? null : 'is not a valid e-mail'),
  );
  c.field('customer.type', customer.type, true, oneOf(['individual', 'company']));
  c.field('customer.document', customer.document, true, digits(customer.type === 'company' ? [14] : [11]));
  c.field('customer.document_type', customer.document_type, false, oneOf(['CPF', 'CNPJ', 'PASSPORT']));
  if (customer.phones === undefined) return;
  if (!isObject(customer.phones)) return c.add('customer.phones', 'must be an object with mobile_phone / home_phone');
  for (const kind of ['mobile_phone', 'home_phone'] as const) {
    const phone = customer.phones[kind];
    if (phone === undefined) continue;
    if (!isObject(phone)) {
      c.add(`customer.phones.${kind}`, 'must be an object');
      continue;
    }
    c.field(`customer.phones.${kind}.country_code`, phone.country_code, true, digits([1, 2, 3]));
    c.field(`customer.phones.${kind}.area_code`, phone.area_code, true, digits([2]));
    c.field(`customer.phones.${kind}.number`, phone.number, true, digits([8, 9]));
  }
}

function checkItems(c: Collector, items: unknown): number | null {
  if (!Array.isArray(items) || items.length === 0) {
    c.add('items', 'The items field is required.');
    return null;
  }
  let total = 0;
  items.forEach((item: unknown, i) => {
    if (!isObject(item)) return c.add(`items[${i}]`, 'must be an object');
    c.field(`items[${i}].amount`, item.amount, true, (v) => (isInt(v) && v >= 0 ? null : 'must be an integer amount in cents'));
    c.field(`items[${i}].description`, item.description, true, string(STUB_LIMITS.itemDescription));
    c.field(`items[${i}].quantity`, item.quantity, true, positiveInt);
    c.field(`items[${i}].code`, item.code, false, string(52));
    if (isInt(item.amount) && isInt(item.quantity)) total += item.amount * item.quantity;
  });
  return total;
}

function checkDescriptor(c: Collector, path: string, value: unknown): void {
  c.field(path, value, false, (v) =>
    isString(v) && /^[A-Za-z0-9 ]+$/.test(v) && v.length <= STUB_LIMITS.statementDescriptor
      ? null
      : `must have at most ${STUB_LIMITS.statementDescriptor} letters, digits or spaces`,
  );
}

function checkAddress(c: Collector, path: string, address: unknown): void {
  if (!isObject(address)) return c.add(path, 'The billing_address field is required.');
  c.field(`${path}.line_1`, address.line_1, true, string(256));
  c.field(`${path}.line_2`, address.line_2, false, string(128));
  c.field(`${path}.zip_code`, address.zip_code, true, digits([8]));
  c.field(`${path}.city`, address.city, true, string(64));
  c.field(`${path}.state`, address.state, true, (v) => (isString(v) && /^[A-Z]{2}$/.test(v) ? null : 'must be the 2-letter state code'));
  c.field(`${path}.country`, address.country, true, (v) =>
    isString(v) && /^[A-Z]{2}$/.test(v) ? null : 'must be an ISO 3166-1 alpha-2 code',
  );
}

function checkCheckout(c: Collector, path: string, checkout: unknown): void {
  if (!isObject(checkout)) return c.add(path, 'The checkout field is required when payment_method is checkout.');
  c.field(`${path}.expires_in`, checkout.expires_in, false, positiveInt);
  const methods = checkout.accepted_payment_methods;
  if (!Array.isArray(methods) || methods.length === 0 || !methods.every((m) => CHECKOUT_METHODS.includes(m as string))) {
    c.add(`${path}.accepted_payment_methods`, `must be a non-empty list of: ${CHECKOUT_METHODS.join(', ')}`);
  }
  c.field(`${path}.success_url`, checkout.success_url, true, (v) =>
    isString(v) && /^https?:\/\/\S+$/.test(v) ? null : 'must be an absolute URL',
  );
  for (const flag of ['skip_checkout_success_page', 'customer_editable', 'billing_address_editable'] as const)
    c.field(`${path}.${flag}`, checkout[flag], false, bool);
  const accepts = (m: string) => Array.isArray(methods) && methods.includes(m);
  // pagarme-nodejs-sdk issue #20: the API's own message.
  if (accepts('pix') && !isObject(checkout.pix)) c.add(`${path}.pix`, 'The pix field is required when pix payment is accepted');
  if (isObject(checkout.pix)) c.field(`${path}.pix.expires_in`, checkout.pix.expires_in, !checkout.pix.expires_at, positiveInt);
  if (isObject(checkout.credit_card)) {
    checkDescriptor(c, `${path}.credit_card.statement_descriptor`, checkout.credit_card.statement_descriptor);
    c.field(`${path}.credit_card.capture`, checkout.credit_card.capture, false, bool);
    const installments = checkout.credit_card.installments;
    if (
      installments !== undefined &&
      (!Array.isArray(installments) || !installments.every((i) => isObject(i) && isInt(i.number) && i.number >= 1 && isInt(i.total)))
    ) {
      c.add(`${path}.credit_card.installments`, 'must be a list of {number, total} integers');
    }
  }
  // Card payments need a billing address: sent, or typed by the buyer on the hosted page.
  if (accepts('credit_card') && checkout.billing_address_editable !== true) {
    if (checkout.billing_address === undefined)
      c.add(`${path}.billing_address`, 'The billing_address field is required when billing_address_editable is false.');
    else checkAddress(c, `${path}.billing_address`, checkout.billing_address);
  }
}

function checkPayment(c: Collector, payment: unknown, itemsTotal: number | null): void {
  const path = 'payments[0]';
  if (!isObject(payment)) return c.add(path, 'must be an object');
  c.field(`${path}.payment_method`, payment.payment_method, true, oneOf(PAYMENT_METHODS));
  c.field(`${path}.amount`, payment.amount, false, positiveInt);
  if (isInt(payment.amount) && itemsTotal !== null && payment.amount !== itemsTotal) {
    c.add(`${path}.amount`, `The payments amount (${payment.amount}) must be equal to the items total (${itemsTotal}).`);
  }
  if (payment.payment_method === 'checkout') checkCheckout(c, `${path}.checkout`, payment.checkout);
  if (payment.payment_method === 'pix') {
    if (!isObject(payment.pix)) c.add(`${path}.pix`, 'The pix field is required.');
    else c.field(`${path}.pix.expires_in`, payment.pix.expires_in, !payment.pix.expires_at, positiveInt);
  }
  if (payment.payment_method === 'credit_card') {
    const card = payment.credit_card;
    if (!isObject(card)) return c.add(`${path}.credit_card`, 'The credit_card field is required.');
    if (!card.card_token && !card.card_id && !card.card)
      c.add(`${path}.credit_card.card_token`, 'One of card_token, card_id or card is required.');
    c.field(`${path}.credit_card.card_token`, card.card_token, false, string(200));
    c.field(`${path}.credit_card.installments`, card.installments, false, positiveInt);
    c.field(`${path}.credit_card.capture`, card.capture, false, bool);
    checkDescriptor(c, `${path}.credit_card.statement_descriptor`, card.statement_descriptor);
    // A token carries the card, not its billing address (docs "criar token cartão").
    if (card.card_token)
      checkAddress(c, `${path}.credit_card.card.billing_address`, isObject(card.card) ? card.card.billing_address : undefined);
  }
}

/** The errors of a POST /orders body, empty when the real API would take it. */
export function orderErrors(body: unknown): StubErrors {
  const c = new Collector();
  if (!isObject(body)) {
    c.add('body', 'The request body must be a JSON object.');
    return c.errors;
  }
  c.field('code', body.code, true, string(52));
  const itemsTotal = checkItems(c, body.items);
  checkCustomer(c, body.customer);
  if (!Array.isArray(body.payments) || body.payments.length === 0) c.add('payments', 'The payments field is required.');
  else
    body.payments.forEach((p, i) =>
      i === 0 ? checkPayment(c, p, itemsTotal) : c.add(`payments[${i}]`, 'this stub takes one payment per order'),
    );
  if (body.metadata !== undefined) {
    if (!isObject(body.metadata)) c.add('metadata', 'must be an object of strings');
    else for (const [key, value] of Object.entries(body.metadata)) if (!isString(value)) c.add(`metadata.${key}`, 'must be a string');
  }
  c.field('closed', body.closed, false, bool);
  return c.errors;
}
