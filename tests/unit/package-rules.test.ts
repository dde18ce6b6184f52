// docs/decisions/0014-numbers-prizes-packages.md, packages: `packages: [{ quantity, price }]` on raffle create/update (at most 6,
// quantity 1..total, price a positive integer) and a purchase by `package_id`, whose
// tickets_count and amount must be the package's. Table-driven over the pure rules.
import { describe, expect, it } from 'vitest';
import {
  checkPackagesFit,
  packageFor,
  parsePackages,
} from '../../server/src/domain/raffles/package-rules.ts';

const TOTAL = 100;
const parse = (packages: unknown) => parsePackages({ packages }, TOTAL);

describe('parsePackages', () => {
  it('is null without `packages`, and keeps valid ones in order', () => {
    expect(parsePackages({}, TOTAL)).toBeNull();
    expect(parse([])).toEqual([]);
    expect(
      parse([
        { quantity: 10, price: 9_000 },
        { quantity: 100, price: 1 },
      ]),
    ).toEqual([
      { quantity: 10, price: 9_000 },
      { quantity: 100, price: 1 },
    ]);
  });

  it.each([
    ['not a list', 'dez', /no máximo 6 pacotes/],
    [
      '7 packages',
      Array.from({ length: 7 }, (_, k) => ({ quantity: k + 1, price: 1 })),
      /no máximo 6/,
    ],
    ['an item that is not an object', [5], /objeto JSON/],
    [
      'quantity 0',
      [{ quantity: 0, price: 1 }],
      /Pacote 1: quantidade de bilhetes deve estar entre 1/,
    ],
    ['quantity above the total', [{ quantity: 101, price: 1 }], /Pacote 1: quantidade de bilhetes/],
    ['quantity missing', [{ price: 1 }], /Pacote 1: quantidade de bilhetes é obrigatório/],
    ['price 0', [{ quantity: 2, price: 0 }], /Pacote 1: preço \(sats\) deve estar entre 1/],
    ['price not an integer', [{ quantity: 2, price: 1.5 }], /Pacote 1: preço \(sats\)/],
    ['price as text', [{ quantity: 2, price: '9000' }], /Pacote 1: preço \(sats\)/],
    [
      'two packages of one quantity',
      [
        { quantity: 5, price: 4_000 },
        { quantity: 5, price: 4_500 },
      ],
      /quantidade de bilhetes diferente/,
    ],
  ])('refuses %s with a pt-BR validation error', (_, packages, message) => {
    expect(() => parse(packages)).toThrow(expect.objectContaining({ code: 'validation' }));
    expect(() => parse(packages)).toThrow(message);
  });
});

describe('checkPackagesFit (a smaller total must still hold every package)', () => {
  it('accepts a total that holds them and refuses one that does not', () => {
    expect(() => checkPackagesFit([{ quantity: 10, price: 1 }], 10)).not.toThrow();
    expect(() => checkPackagesFit([{ quantity: 10, price: 1 }], 9)).toThrow(
      /pacote de 10 bilhetes/,
    );
  });
});

describe('packageFor (a purchase by package_id)', () => {
  const offered = [
    { id: 7, quantity: 10, price: 9_000 },
    { id: 8, quantity: 5, price: 4_800 },
  ];
  it('returns the package when tickets_count and amount are its own', () => {
    expect(packageFor(offered, 7, 10, 9_000)).toEqual(offered[0]);
  });
  it.each([
    ['an unknown package', 9, 10, 9_000, /Pacote não encontrado/],
    ['a package_id that is not an integer', 'sete', 10, 9_000, /Pacote deve ser um número inteiro/],
    ['another quantity', 7, 11, 9_000, /o pacote tem 10 bilhete/],
    [
      'the per-ticket amount instead of the package price',
      7,
      10,
      10_000,
      /o pacote custa 9000 sats/,
    ],
  ])('refuses %s (400)', (_, id, quantity, amount, message) => {
    expect(() => packageFor(offered, id, quantity, amount)).toThrow(message);
  });
});
