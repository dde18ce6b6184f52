import {
  raffleCreateProblems,
  type PackageInput,
  type PrizeInput,
  type RaffleCreateInput,
} from '@rifa/shared';
import { cleanName } from '../../../lib/names.ts';
import { brasiliaTextToIso } from './brasilia-datetime.ts';
import type { PackageRow, PrizeRow } from './prize-package-rows.ts';
import type { RaffleCreateValues } from './raffle-form.ts';

// 'Criar Rifa' marks each field with the server's own rule and pt-BR text (shared
// raffle-rules.ts, docs/protocols/http-api.md#errors): the typed values become the payload the
// server would get, and the shared rules say what it would refuse, field by field.

/** The form's field a problem belongs to: an input id's suffix (`raffle-<key>`). */
export type FormField = string;

/** A number field as the API reads it: blank is absent; anything else a number (maybe NaN, 1.5). */
const number = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim());
const optionalText = (text: string): string | undefined => text.trim() || undefined;

/**
 * The payload as typed, before any check: what the server would receive. An empty optional
 * field is left out (docs/decisions/0013-built-for-tor.md: "" is a wrong value there).
 */
export function typedRafflePayload(
  values: RaffleCreateValues,
  extraPrizes: readonly PrizeRow[],
  packageRows: readonly PackageRow[],
): Record<string, unknown> {
  const endDate = values.end_date.trim();
  const payload: Record<string, unknown> = {
    name: values.name,
    prize_amount: number(values.prize_amount),
    ticket_price: number(values.ticket_price),
    total_tickets: number(values.total_tickets),
    // Typed in Brasília time (brasilia-datetime.ts); a value that is no date goes as typed.
    end_date: endDate === '' ? undefined : (brasiliaTextToIso(endDate) ?? endDate),
    status: 'active',
    min_tickets: number(values.min_tickets),
    prize_btc_address: optionalText(values.prize_btc_address),
    description: optionalText(values.description),
    rules: optionalText(values.rules),
    contact: optionalText(values.contact),
    admin_password: values.admin_password,
  };
  if (extraPrizes.length > 0) {
    const prizes: Partial<PrizeInput>[] = [
      { amount: payload.prize_amount as number },
      ...extraPrizes.map((row) => ({
        amount: number(row.amount),
        description: optionalText(row.description),
      })),
    ];
    payload.prizes = prizes;
  }
  if (packageRows.length > 0) {
    const packages: Partial<PackageInput>[] = packageRows.map((row) => ({
      quantity: number(row.quantity),
      price: number(row.price),
    }));
    payload.packages = packages;
  }
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  return payload;
}

/**
 * The problem of each field (its pt-BR message), by form field: `name`, `prize_amount`,
 * `prize-2-amount`, `package-1-price`, `prizes`, `packages`. The 1st prize of a ranked list is
 * the prize field itself.
 */
export function raffleFormProblems(payload: Record<string, unknown>, now: Date) {
  const problems: Record<FormField, string> = {};
  for (const { field, error } of raffleCreateProblems(payload, now)) {
    const key = formFieldOf(field);
    problems[key] ??= error;
  }
  return problems;
}

/** The form field of an API field ('prizes.2.amount' → 'prize-2-amount'). */
export function formFieldOf(apiField: string): FormField {
  const item = /^(prizes|packages)\.(\d+)\.(\w+)$/.exec(apiField);
  if (!item) return apiField;
  const [, list, n, key] = item;
  if (list === 'prizes' && n === '1') return 'prize_amount';
  return `${list === 'prizes' ? 'prize' : 'package'}-${n}-${key}`;
}

/** The payload to send once no field has a problem: the name as the server stores it. */
export function toCreateInput(payload: Record<string, unknown>): RaffleCreateInput {
  const input = payload as unknown as RaffleCreateInput;
  return { ...input, name: cleanName(input.name) ?? input.name };
}
