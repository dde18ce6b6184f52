import { pluralForm } from '@rifa/shared';
import { account } from './pt-BR/account.ts';
import { auth } from './pt-BR/auth.ts';
import { buy } from './pt-BR/buy.ts';
import { common } from './pt-BR/common.ts';
import { drawProof } from './pt-BR/draw-proof.ts';
import { errors } from './pt-BR/errors.ts';
import { painel } from './pt-BR/painel.ts';
import { participant } from './pt-BR/participant.ts';
import { payouts } from './pt-BR/payouts.ts';
import { raffleAdmin } from './pt-BR/raffle-admin.ts';
import { raffles } from './pt-BR/raffles.ts';
import { receipt } from './pt-BR/receipt.ts';
import { settings } from './pt-BR/settings.ts';
import { site } from './pt-BR/site.ts';
import { wallet } from './pt-BR/wallet.ts';

// Every string of the UI (docs/architecture.md#the-web-app), pt-BR exactly as spec §2, §5 and §8 write
// them. Keys are typed, and so are the `{placeholders}` of each message: t('x', { n: 1 })
// fails to compile when the key or a placeholder name is wrong. The messages live in one
// module per area of the app (i18n/pt-BR/, named like the feature folders), merged here into the
// one dictionary.

/** The area modules of the dictionary; a key is defined in exactly one of them. */
export const ptBRModules = [
  common,
  errors,
  payouts,
  site,
  auth,
  account,
  raffles,
  buy,
  drawProof,
  receipt,
  participant,
  raffleAdmin,
  painel,
  settings,
  wallet,
] as const;

export const ptBR = {
  ...common,
  ...errors,
  ...payouts,
  ...site,
  ...auth,
  ...account,
  ...raffles,
  ...buy,
  ...drawProof,
  ...receipt,
  ...participant,
  ...raffleAdmin,
  ...painel,
  ...settings,
  ...wallet,
};

export type Messages = typeof ptBR;

/** The `{name}` placeholders of a message, as a union of names. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

/** Keys of messages without placeholders: usable from tables of labels. */
export type MessageKey = {
  [K in keyof Messages]: [Placeholders<Messages[K]>] extends [never] ? K : never;
}[keyof Messages];

/** Keys of messages with `{placeholders}`: t() requires a value for each. */
type TemplateKey = Exclude<keyof Messages, MessageKey>;

type MessageVars<K extends TemplateKey> = Record<Placeholders<Messages[K]>, string | number>;

/** The pt-BR text of `key`, with its `{placeholders}` filled from `vars`. */
export function t(key: MessageKey): string;
export function t<K extends TemplateKey>(key: K, vars: MessageVars<K>): string;
export function t(key: keyof Messages, vars?: Record<string, string | number>): string {
  const template: string = ptBR[key];
  if (!vars) return template;
  return fill(template, vars);
}

function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

/** The bases `b` of the plural pairs `b.one` / `b.other` of the dictionary. */
type PluralBase = {
  [K in keyof Messages]: K extends `${infer B}.one`
    ? `${B}.other` extends keyof Messages
      ? B
      : never
    : never;
}[keyof Messages];

/**
 * A message with a count, in its plural form (pluralForm: one for exactly 1, other otherwise)
 * instead of 'bilhete(s)': tn('ranking.tickets', 3, { n: '3' }) reads 'ranking.tickets.other'.
 */
export function tn(
  base: PluralBase,
  count: number,
  vars: Record<string, string | number> = {},
): string {
  const key = `${base}.${pluralForm(count)}` as keyof Messages;
  return fill(ptBR[key], vars);
}

/**
 * A table of label keys named after its values, `{ a: 'prefix.a', b: 'prefix.b' }`:
 * annotated as Record<Value, MessageKey>, it fails to compile when a key is missing from
 * the dictionary or a value from the table.
 */
export function labelKeys<const P extends string, const V extends string>(
  prefix: P,
  values: readonly V[],
): { [K in V]: `${P}.${K}` } {
  return Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`])) as {
    [K in V]: `${P}.${K}`;
  };
}
