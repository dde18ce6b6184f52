// The delivery of a physical prize (docs/protocols/prize-delivery.md) as pure rules: which
// step may follow which, and who may take it. The service applies a plan with a
// compare-and-set on the status it was planned from, so two clicks, two tabs or a winner and
// the organiser at once never skip a step.
import {
  DELIVERY_CONTACT_MAX,
  DELIVERY_CONTACT_MIN,
  DELIVERY_NOTE_MAX,
  type DeliveryStatus,
  type PrizeDelivery,
} from '@rifa/shared';
import { conflict, invalid } from '../kernel/errors.ts';

export type DeliveryAction =
  | { kind: 'contact'; contact: string }
  | { kind: 'shipped'; tracking: string | null }
  | { kind: 'delivered' };

/** 'same': nothing to write (the request repeats the state: idempotent); else the write. */
export type DeliveryPlan = 'same' | DeliveryAction;

/**
 * What `action` does to a delivery in `current`:
 * - the winner's contact: given or changed until the prize is shipped; after that only the
 *   organiser knows where it is, so a change goes through them;
 * - shipped: once the organiser knows where to send it (a contact, or a note saying how it
 *   went without one); again while shipped only updates the note;
 * - delivered: only after shipped.
 */
export function planDelivery(current: PrizeDelivery, action: DeliveryAction): DeliveryPlan {
  const { status } = current;
  switch (action.kind) {
    case 'contact':
      if (status === 'shipped' || status === 'delivered')
        throw conflict(
          'O prêmio já foi enviado: para mudar o contato, fale com o organizador da rifa',
        );
      return status === 'contact_given' && current.contact === action.contact ? 'same' : action;
    case 'shipped':
      if (status === 'delivered') throw conflict('Este prêmio já foi marcado como entregue');
      if (status === 'shipped') return current.tracking === action.tracking ? 'same' : action;
      if (current.contact === null && action.tracking === null)
        throw invalid(
          'O ganhador ainda não informou um contato: escreva na nota como o prêmio foi enviado',
        );
      return action;
    case 'delivered':
      if (status === 'delivered') return 'same';
      if (status !== 'shipped')
        throw conflict('Marque o prêmio como enviado antes de marcar como entregue');
      return action;
  }
}

/** Every status a delivery may be in, in order (the steps the winner sees). */
export const DELIVERY_STEPS: readonly DeliveryStatus[] = [
  'awaiting_contact',
  'contact_given',
  'shipped',
  'delivered',
];

// Control characters other than a line feed or a tab, and the bidi controls that reorder
// what the organiser reads (the same family shared/src/names.ts refuses in names).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Free text people write and the organiser reads: trimmed, CRLF as LF, no hidden controls. */
function freeText(value: unknown, label: string, min: number, max: number): string {
  if (typeof value !== 'string') throw invalid(`${label} é obrigatório`);
  const cleaned = value.replace(/\r\n?/g, '\n').normalize('NFC').trim();
  if (cleaned === '') throw invalid(`${label} é obrigatório`);
  if (CONTROL.test(cleaned)) throw invalid(`${label} não pode conter caracteres de controle`);
  if (BIDI.test(cleaned))
    throw invalid(`${label} não pode conter caracteres que invertem a direção do texto`);
  if (cleaned.length < min) throw invalid(`${label} deve ter pelo menos ${min} caracteres`);
  if (cleaned.length > max) throw invalid(`${label} deve ter no máximo ${max} caracteres`);
  return cleaned;
}

export const deliveryContact = (value: unknown): string =>
  freeText(value, 'Contato para entrega', DELIVERY_CONTACT_MIN, DELIVERY_CONTACT_MAX);

/** The optional tracking note: absent, null or blank is no note. */
export const trackingNote = (value: unknown): string | null =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? null
    : freeText(value, 'Nota de envio', 1, DELIVERY_NOTE_MAX);

export { freeText };
