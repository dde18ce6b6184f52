// The rules of a raffle's fields, once for both sides: the server refuses a create or an edit
// with the first problem (a 400 naming the field), and the 'Criar Rifa' form marks every field
// with the same pt-BR text before sending (docs/protocols/http-api.md#errors). Pure: the
// prize address's network check stays on the server (it needs the node's network).
import { formatNumber } from './format.ts';
import { checkName, NAME_MAX_LENGTH, nameProblemMessage } from './names.ts';
import { MAX_PACKAGES } from './package-types.ts';
import { MAX_PRIZES } from './draw/prize-draw.ts';
import { MAX_CONTACT_CHARS, MAX_DESCRIPTION_CHARS, MAX_RULES_CHARS } from './rules.ts';

/** 21 million BTC in sats: no amount on a Bitcoin raffle can exceed it. */
export const MAX_SATS = 2_100_000_000_000_000;
/** Keeps the tickets commitment and the draw within docs/protocols/targets.md's 1,000,000-ticket target. */
export const MAX_TICKETS = 1_000_000;
/** The longest description of a physical prize. */
export const PRIZE_DESCRIPTION_MAX = 200;

/** A field of the create and edit payloads; `prizes.2.amount` is the 2nd prize's amount. */
export type RaffleField =
  | 'admin_password'
  | 'name'
  | 'prize_amount'
  | 'ticket_price'
  | 'total_tickets'
  | 'min_tickets'
  | 'end_date'
  | 'prize_btc_address'
  | 'status'
  | 'confirm_large_prize'
  | 'prizes'
  | 'packages'
  | 'description'
  | 'rules'
  | 'contact'
  | `prizes.${number}.${'amount' | 'description'}`
  | `packages.${number}.${'quantity' | 'price'}`;

/** A value read by a rule, or the pt-BR reason it is refused (and, for a list, which item). */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string; field?: RaffleField };

export interface RaffleProblem {
  field: RaffleField;
  error: string;
}

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = <T>(error: string, field?: RaffleField): Checked<T> =>
  field ? { ok: false, error, field } : { ok: false, error };
const absent = (value: unknown) => value === undefined || value === null;

/** A JSON integer within [min, max]; strings, floats, NaN and unsafe integers are refused. */
export function integerRule(
  value: unknown,
  label: string,
  min: number,
  max: number,
  missing = `${label} é obrigatório`,
): Checked<number> {
  if (absent(value) || value === '') return fail(missing);
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    return fail(`${label} deve ser um número inteiro`);
  if (value < min || value > max)
    return fail(`${label} deve estar entre ${formatNumber(min)} e ${formatNumber(max)}`);
  return ok(value);
}

/** A name people read (names.ts), cleaned. */
export function nameRule(value: unknown, label: string, max = NAME_MAX_LENGTH): Checked<string> {
  if (absent(value)) return fail(`${label} é obrigatório`);
  if (typeof value !== 'string') return fail(`${label} deve ser um texto`);
  const checked = checkName(value, max);
  return checked.ok ? ok(checked.name) : fail(nameProblemMessage(checked.problem, label, max));
}

/** C0/C1 controls except tab (U+0009) and newline (U+000A). */
const TEXT_CONTROL = /(?![\t\n])\p{Cc}/u;
/** ALM, LRM, RLM, LRE–RLO (U+202A–U+202E), LRI–PDI (U+2066–U+2069), as in names.ts. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * A plain text shown with its line breaks (description, regulamento, contact): NFC, line ends
 * as '\n', trimmed; absent, null or blank → null; no control or bidi characters; at most `max`.
 */
export function plainTextRule(value: unknown, label: string, max: number): Checked<string | null> {
  if (absent(value)) return ok(null);
  if (typeof value !== 'string') return fail(`${label} deve ser um texto`);
  const text = value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (text === '') return ok(null);
  if (TEXT_CONTROL.test(text))
    return fail(
      `${label} não pode conter caracteres de controle (só quebras de linha e tabulações)`,
    );
  if (BIDI.test(text))
    return fail(`${label} não pode conter caracteres que invertem a direção do texto`);
  if (text.length > max) return fail(`${label} deve ter no máximo ${formatNumber(max)} caracteres`);
  return ok(text);
}

export const RAFFLE_TEXT_FIELDS = [
  { key: 'description', label: 'Descrição', max: MAX_DESCRIPTION_CHARS },
  { key: 'rules', label: 'Regulamento', max: MAX_RULES_CHARS },
  { key: 'contact', label: 'Contato do organizador', max: MAX_CONTACT_CHARS },
] as const;

/** One prize, position 1-based: sats (the 1st at least 1), or 0 with a description. */
export interface PrizeValue {
  amount: number;
  description: string | null;
}

/** One ticket package: so many tickets for so many sats. */
export interface PackageValue {
  quantity: number;
  price: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function prizeRule(value: unknown, position: number): Checked<PrizeValue> {
  const label = `${position}º prêmio`;
  if (!isObject(value))
    return fail(`${label} deve ser um objeto JSON`, `prizes.${position}.amount`);
  const amount = integerRule(value.amount, `${label} (sats)`, position === 1 ? 1 : 0, MAX_SATS);
  if (!amount.ok) return fail(amount.error, `prizes.${position}.amount`);
  const raw = value.description;
  let description: string | null = null;
  if (!(absent(raw) || (typeof raw === 'string' && raw.trim() === ''))) {
    const named = nameRule(raw, `Descrição do ${label}`, PRIZE_DESCRIPTION_MAX);
    if (!named.ok) return fail(named.error, `prizes.${position}.description`);
    description = named.value;
  }
  if (amount.value === 0 && description === null)
    return fail(
      `${label}: informe um valor em sats ou descreva o prêmio físico`,
      `prizes.${position}.description`,
    );
  return ok({ amount: amount.value, description });
}

function packageRule(value: unknown, n: number, total: number): Checked<PackageValue> {
  const label = `Pacote ${n}`;
  if (!isObject(value)) return fail(`${label} deve ser um objeto JSON`, `packages.${n}.quantity`);
  const quantity = integerRule(value.quantity, `${label}: quantidade de bilhetes`, 1, total);
  if (!quantity.ok) return fail(quantity.error, `packages.${n}.quantity`);
  const price = integerRule(value.price, `${label}: preço (sats)`, 1, MAX_SATS);
  if (!price.ok) return fail(price.error, `packages.${n}.price`);
  return ok({ quantity: quantity.value, price: price.value });
}

/** The rules of each field; the checks that involve two fields take both. */
export const raffleRules = {
  adminPassword: (value: unknown): Checked<string> =>
    typeof value === 'string' && value !== ''
      ? ok(value)
      : fail('Senha de administrador é obrigatória'),
  name: (value: unknown) => nameRule(value, 'Nome da rifa'),
  prizeAmount: (value: unknown) => integerRule(value, 'Prêmio (sats)', 1, MAX_SATS),
  ticketPrice: (value: unknown) => integerRule(value, 'Preço do bilhete (sats)', 1, MAX_SATS),
  totalTickets: (value: unknown) => integerRule(value, 'Total de bilhetes', 1, MAX_TICKETS),
  /** Every ticket sold adds up to no more than 21 million bitcoins. */
  totalValue: (price: number, total: number): Checked<number> =>
    price * total > MAX_SATS
      ? fail('O valor de todos os bilhetes somados excede 21 milhões de bitcoins')
      : ok(price * total),
  /** Optional: absent or null is none; never above the total (when the total is known). */
  minTickets(value: unknown, total: number | null): Checked<number | null> {
    if (absent(value)) return ok(null);
    const label = 'Mínimo de bilhetes';
    const min = integerRule(value, label, 1, MAX_TICKETS, `${label} deve ser um número inteiro`);
    if (!min.ok) return min;
    if (total !== null && min.value > total)
      return fail('Mínimo de bilhetes não pode ser maior que o total de bilhetes');
    return min;
  },
  /** An ISO 8601 date-time in the future; its canonical UTC form. */
  endDate(value: unknown, now: Date): Checked<string> {
    const label = 'Data de encerramento';
    if (typeof value !== 'string' || value.trim() === '') return fail(`${label} é obrigatória`);
    // Date-time only: a bare year or a locale string would parse in surprising ways.
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value.trim())) return fail(`${label} inválida`);
    const end = new Date(value.trim());
    if (Number.isNaN(end.getTime())) return fail(`${label} inválida`);
    if (end.getTime() <= now.getTime()) return fail('A data de encerramento deve estar no futuro');
    return ok(end.toISOString());
  },
  /** Optional; the network check of the address itself is the server's (AddressValidator). */
  prizeAddressShape(value: unknown): Checked<string | null> {
    if (absent(value)) return ok(null);
    const label = 'Endereço Bitcoin do prêmio';
    if (typeof value !== 'string') return fail(`${label} deve ser um texto`);
    if (value.trim() === '')
      return fail(`${label} não pode ser vazio: omita o campo para não informar um endereço`);
    return ok(value);
  },
  /** docs/protocols/draw.md#several-prizes: 1 to MAX_PRIZES ranked prizes. */
  prizes(value: unknown): Checked<PrizeValue[]> {
    if (!Array.isArray(value) || value.length < 1 || value.length > MAX_PRIZES)
      return fail(`Prêmios: informe de 1 a ${MAX_PRIZES} prêmios`, 'prizes');
    const prizes: PrizeValue[] = [];
    for (const [k, item] of value.entries()) {
      const prize = prizeRule(item, k + 1);
      if (!prize.ok) return prize;
      prizes.push(prize.value);
    }
    return ok(prizes);
  },
  /** docs/decisions/0014-numbers-prizes-packages.md: up to MAX_PACKAGES, distinct quantities, none above the total. */
  packages(value: unknown, total: number): Checked<PackageValue[]> {
    if (!Array.isArray(value) || value.length > MAX_PACKAGES)
      return fail(`Pacotes: informe no máximo ${MAX_PACKAGES} pacotes`, 'packages');
    const packages: PackageValue[] = [];
    for (const [k, item] of value.entries()) {
      const pack = packageRule(item, k + 1, total);
      if (!pack.ok) return pack;
      if (packages.some((p) => p.quantity === pack.value.quantity))
        return fail(
          'Pacotes: cada pacote deve ter uma quantidade de bilhetes diferente',
          `packages.${k + 1}.quantity`,
        );
      packages.push(pack.value);
    }
    return ok(packages);
  },
  text: (key: (typeof RAFFLE_TEXT_FIELDS)[number]['key'], value: unknown) => {
    const spec = RAFFLE_TEXT_FIELDS.find((f) => f.key === key)!;
    return plainTextRule(value, spec.label, spec.max);
  },
};

/**
 * Every problem of a create payload, one per field, in the order the server reports them
 * (the first one is its 400). Fields that depend on another (the minimum and the packages on
 * the total) are checked against it only when it is valid.
 */
export function raffleCreateProblems(input: Record<string, unknown>, now: Date): RaffleProblem[] {
  const problems: RaffleProblem[] = [];
  const check = <T>(field: RaffleField, checked: Checked<T>): T | null => {
    if (checked.ok) return checked.value;
    problems.push({ field: checked.field ?? field, error: checked.error });
    return null;
  };
  const has = (key: string) => Object.hasOwn(input, key) && input[key] !== undefined;
  check('admin_password', raffleRules.adminPassword(input.admin_password));
  check('name', raffleRules.name(input.name));
  const prizes = has('prizes') ? check('prizes', raffleRules.prizes(input.prizes)) : null;
  if (!has('prizes')) check('prize_amount', raffleRules.prizeAmount(input.prize_amount));
  else if (prizes && has('prize_amount') && input.prize_amount !== prizes[0]!.amount)
    problems.push({
      field: 'prize_amount',
      error: 'prize_amount deve ser igual ao valor do 1º prêmio',
    });
  const price = check('ticket_price', raffleRules.ticketPrice(input.ticket_price));
  const total = check('total_tickets', raffleRules.totalTickets(input.total_tickets));
  if (price !== null && total !== null) check('ticket_price', raffleRules.totalValue(price, total));
  if (has('packages'))
    check('packages', raffleRules.packages(input.packages, total ?? MAX_TICKETS));
  check('end_date', raffleRules.endDate(input.end_date, now));
  check('min_tickets', raffleRules.minTickets(input.min_tickets, total));
  check('prize_btc_address', raffleRules.prizeAddressShape(input.prize_btc_address));
  for (const { key } of RAFFLE_TEXT_FIELDS)
    if (has(key)) check(key, raffleRules.text(key, input[key]));
  return problems;
}
