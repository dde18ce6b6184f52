import { ControlError } from '../errors.ts';
import type { LightningControls, PaymentFailure } from './lightning-controls.ts';

// The Lightning controls over HTTP+JSON, merged into the control API's route table (one
// route per control; misuse answers 4xx with {error}).

type Body = Record<string, unknown>;
type Route = (body: Body, params: string[]) => unknown;

function optionalNumber(body: Body, name: string): number | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number') throw new ControlError(400, `${name} must be a number`);
  return value;
}

function optionalString(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ControlError(400, `${name} must be a string`);
  return value;
}

function requiredNumber(body: Body, name: string): number {
  const value = optionalNumber(body, name);
  if (value === undefined) throw new ControlError(400, `${name} must be a number`);
  return value;
}

/** Drops the undefined keys, so controls see absent options as absent. */
const defined = <T extends Record<string, unknown>>(object: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

export function lightningRoutes(controls: LightningControls): Record<string, Route> {
  return {
    'GET /liquidity': () => controls.liquidity(),
    'POST /liquidity': (body) =>
      controls.setLiquidity(
        defined({
          inbound: optionalNumber(body, 'inbound'),
          outbound: optionalNumber(body, 'outbound'),
        }),
      ),
    'POST /routing-fee': (body) => {
      controls.setRoutingFee(
        defined({ base: optionalNumber(body, 'base'), ppm: optionalNumber(body, 'ppm') }),
      );
      return { ok: true };
    },
    'GET /external-invoices': () => controls.externalInvoices(),
    'GET /external-invoices/:hash': (_body, [hash]) => controls.externalInvoice(hash as string),
    'POST /external-invoices': (body) =>
      controls.createExternalInvoice(
        defined({
          tokens: optionalNumber(body, 'tokens'),
          description: optionalString(body, 'description'),
          expirySeconds: optionalNumber(body, 'expirySeconds'),
        }),
      ),
    'GET /payments': () => controls.payments(),
    'POST /payments/hold': (body) => {
      controls.holdPayments(body.on !== false);
      return { ok: true };
    },
    'POST /payments/fail-next': (body) => {
      controls.failNextPayment(optionalString(body, 'reason') as PaymentFailure | undefined);
      return { ok: true };
    },
    'POST /foreign-invoices': (body) =>
      controls.createForeignInvoice(
        defined({
          tokens: optionalNumber(body, 'tokens'),
          memo: optionalString(body, 'memo'),
          expirySeconds: optionalNumber(body, 'expirySeconds'),
        }),
      ),
    'POST /keysend': (body) => controls.receiveKeysend({ tokens: requiredNumber(body, 'tokens') }),
    'POST /amp': (body) => controls.receiveAmp({ tokens: requiredNumber(body, 'tokens') }),
  };
}
