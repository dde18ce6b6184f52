// Field checks over untrusted input: every failure is a 400 with a pt-BR message naming
// the field (spec §5). Inputs arrive as `unknown` straight from the JSON body.
import {
  checkName,
  formatNumber,
  NAME_MAX_LENGTH,
  nameProblemMessage,
  PASSWORD_MIN_LENGTH,
} from '@rifa/shared';
import { invalid } from './errors.ts';

export type Input = Record<string, unknown>;

/** The body must be a JSON object; arrays, strings and null are refused. */
export function asObject(body: unknown): Input {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid('Corpo da requisição deve ser um objeto JSON');
  }
  return body as Input;
}

export function has(input: Input, key: string): boolean {
  return Object.hasOwn(input, key) && input[key] !== undefined;
}

export function text(value: unknown, label: string, opts: { max: number; min?: number }): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(`${label} é obrigatório`);
  const trimmed = value.trim();
  if (trimmed.length < (opts.min ?? 1))
    throw invalid(`${label} deve ter pelo menos ${opts.min} caracteres`);
  if (trimmed.length > opts.max)
    throw invalid(`${label} deve ter no máximo ${opts.max} caracteres`);
  return trimmed;
}

/** A name people read (shared names.ts): normalised and cleaned, or a 400 saying why not. */
export function displayName(value: unknown, label: string, max = NAME_MAX_LENGTH): string {
  if (value === undefined || value === null) throw invalid(`${label} é obrigatório`);
  if (typeof value !== 'string') throw invalid(`${label} deve ser um texto`);
  const checked = checkName(value, max);
  if (!checked.ok) throw invalid(nameProblemMessage(checked.problem, label, max));
  return checked.name;
}

/** A JSON integer within [min, max]; strings, floats, NaN and unsafe integers are refused. */
export function integer(
  value: unknown,
  label: string,
  min: number,
  max: number,
  missing = `${label} é obrigatório`,
): number {
  if (value === undefined || value === null || value === '') throw invalid(missing);
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw invalid(`${label} deve ser um número inteiro`);
  }
  if (value < min || value > max) {
    throw invalid(`${label} deve estar entre ${formatNumber(min)} e ${formatNumber(max)}`);
  }
  return value;
}

/** An ISO 8601 date-time; returns its canonical UTC form. */
export function isoDate(value: unknown, label: string): Date {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(`${label} é obrigatória`);
  // Date-time only (date-time input of the admin form, or full ISO): a bare year or a
  // locale string would parse in surprising ways.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value.trim())) throw invalid(`${label} inválida`);
  const date = new Date(value.trim());
  if (Number.isNaN(date.getTime())) throw invalid(`${label} inválida`);
  return date;
}

export function password(value: unknown, label = 'Senha'): string {
  if (typeof value !== 'string' || value === '') throw invalid(`${label} é obrigatória`);
  if (value.length < PASSWORD_MIN_LENGTH)
    throw invalid(`${label} deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`);
  // scrypt hashes any length, but a megabyte password is an attack, not a password.
  if (value.length > 200) throw invalid(`${label} deve ter no máximo 200 caracteres`);
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lowercased, trimmed e-mail: uniqueness is case-insensitive (docs/protocols/http-api.md#authentication-and-roles). */
export function email(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid('E-mail é obrigatório');
  const normalized = value.trim().toLowerCase();
  if (normalized.length > 254 || !EMAIL.test(normalized)) throw invalid('E-mail inválido');
  return normalized;
}
