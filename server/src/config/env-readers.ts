// How one environment variable is read (docs/protocols/configuration.md): a reader takes its raw
// text (undefined when unset) and gives its value, or an Invalid saying in pt-BR what is wrong.
// config.ts keeps one table of them. These were zod schemas: zod stayed in the process for its
// whole life for one parse at start, about 3 MB of an idle server (docs/protocols/targets.md#memory);
// the messages are the same, word for word, as are zod's own for the two lists below that gave
// none.

/** What is wrong with a variable's value. */
export class Invalid {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}

export type Reader<T> = (raw: string | undefined) => T | Invalid;

/** zod's words for a value outside a list with no message of its own. */
export const notOneOf = (values: readonly string[]) =>
  new Invalid(`Invalid option: expected one of ${values.map((v) => JSON.stringify(v)).join('|')}`);

/** Unset or blank: undefined; otherwise the text trimmed. */
export const optionalText: Reader<string | undefined> = (raw) =>
  raw === undefined || raw.trim() === '' ? undefined : raw.trim();

/** An integer within [min, max]; unset or blank gives `fallback`; text such as '3000abc' is refused. */
export const integerVar =
  <F extends number | undefined>(fallback: F, min: number, max: number): Reader<number | F> =>
  (raw) => {
    if (raw === undefined || raw.trim() === '') return fallback;
    if (!/^\d+$/.test(raw.trim())) return new Invalid('deve ser um número inteiro');
    const number = Number(raw.trim());
    if (number < min || number > max) return new Invalid(`deve estar entre ${min} e ${max}`);
    return number;
  };

/** One of `values`, as written; unset or empty gives `fallback`. */
export const oneOf =
  <const V extends string>(values: readonly V[], fallback: V, refused: Invalid): Reader<V> =>
  (raw) => {
    const value = raw === undefined || raw === '' ? fallback : raw;
    return (values as readonly string[]).includes(value) ? (value as V) : refused;
  };

/** Unset or empty: undefined; otherwise at least `min` characters. */
export const minLength =
  (min: number, message: string): Reader<string | undefined> =>
  (raw) => {
    if (raw === undefined || raw === '') return undefined;
    return raw.length < min ? new Invalid(message) : raw;
  };

// As zod listed them: its enum puts the number-like values first.
const FLAG_VALUES = ['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off', ''] as const;

/** 1/0, true/false, yes/no, on/off; unset or empty: undefined. */
export const flag: Reader<boolean | undefined> = (raw) => {
  if (raw === undefined) return undefined;
  if (!(FLAG_VALUES as readonly string[]).includes(raw)) return notOneOf(FLAG_VALUES);
  return raw === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(raw);
};

type Readers = Record<string, Reader<unknown>>;
export type ReadEnv<R extends Readers> = { [K in keyof R]: Exclude<ReturnType<R[K]>, Invalid> };

/** Every variable read by its reader, or the lines `NAME: message` of those that are wrong. */
export function readEnv<R extends Readers>(
  readers: R,
  env: NodeJS.ProcessEnv,
): { values: ReadEnv<R> } | { lines: string[] } {
  const values: Record<string, unknown> = {};
  const lines: string[] = [];
  for (const [name, read] of Object.entries(readers)) {
    const value = read(env[name]);
    if (value instanceof Invalid) lines.push(`${name}: ${value.message}`);
    else values[name] = value;
  }
  return lines.length > 0 ? { lines } : { values: values as ReadEnv<R> };
}
