// The buy page, the invoice page and demo mode's 'Simular pagamento' as plain HTML (docs/protocols/no-javascript.md).
// The purchase itself is the API's: services.purchases.buy, with its caps, consent and checks.
import crypto from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import {
  bitmapFromBase64,
  DEFAULT_MIN_TICKETS,
  hasNumber,
  pageDataKeys,
  type NumbersResponse,
} from '@rifa/shared';
import { DomainError, invalid, notFound } from '../../domain/kernel/errors.ts';
import { answer } from '../public-pages.ts';
import { pathId } from '../path-id.ts';
import { raffleDetail } from '../routes/raffle-routes.ts';
import type { PageAnswers } from './form-pages.ts';
import type { FormFeatureDeps } from './index.ts';

/** Numbers per page of the board, as the SPA's grid (number-choice.ts). */
export const BOARD_PAGE_SIZE = 100;
/** The forms' names (FormState.name). */
export const BUY_FORM = 'comprar';
export const SIMULATE_FORM = 'simular';

const buyPath = (raffleId: number | string) => `/raffles/${raffleId}/comprar`;
const invoicePath = (purchaseId: number | string) => `/pagamento/${purchaseId}`;

/** The buyer's choice as the page carries it (query and form fields alike). */
interface Choice {
  quantity: string;
  packageId: string;
  numbers: number[];
  /** 1-based board page. */
  page: number;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : '';
const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string'
      ? [value]
      : [];

/** "7, 42 100" as numbers of 1..total; anything else is a 400 beside the numbers' field. */
export function parseNumberList(typed: string, total: number): number[] {
  const numbers: number[] = [];
  for (const token of typed.split(/[\s,;]+/).filter(Boolean)) {
    const n = /^\d{1,9}$/.test(token) ? Number(token) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > total)
      throw invalid(
        `Número inválido: "${token.slice(0, 12)}". Escolha números de 1 a ${total}.`,
        'numeros',
      );
    if (!numbers.includes(n)) numbers.push(n);
  }
  return numbers;
}

/**
 * The choice after a post: the numbers shown at render (`anteriores`), plus what was added and
 * minus what was taken out in the typed list (`digitados`) or with the current page's
 * checkboxes (`numeros`), whichever the buyer used.
 */
export function mergedNumbers(
  body: Record<string, unknown>,
  total: number,
  pageNumbers: number[],
): number[] {
  const before = parseNumberList(text(body.anteriores), total);
  const typed = parseNumberList(text(body.digitados), total);
  const ticked = new Set(parseNumberList(list(body.numeros).join(','), total));
  const onPage = new Set(pageNumbers);
  const removed = new Set([
    ...before.filter((n) => !typed.includes(n)),
    ...before.filter((n) => onPage.has(n) && !ticked.has(n)),
  ]);
  const result = before.filter((n) => !removed.has(n));
  for (const n of [...typed, ...ticked])
    if (!result.includes(n) && !before.includes(n)) result.push(n);
  return result;
}

const pageCount = (total: number) => Math.max(1, Math.ceil(total / BOARD_PAGE_SIZE));
const clampPage = (page: number, total: number) =>
  Number.isInteger(page) ? Math.min(Math.max(page, 1), pageCount(total)) : 1;
function numbersOfPage(total: number, page: number): number[] {
  const first = (page - 1) * BOARD_PAGE_SIZE + 1;
  const last = Math.min(total, first + BOARD_PAGE_SIZE - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/** `count` free numbers outside `exclude`, uniformly at random (crypto RNG), fewer if fewer are free. */
export function freeAtRandom(map: NumbersResponse, count: number, exclude: number[]): number[] {
  const sold = bitmapFromBase64(map.sold);
  const reserved = bitmapFromBase64(map.reserved);
  const skip = new Set(exclude);
  const usable = (n: number) => !skip.has(n) && !hasNumber(sold, n) && !hasNumber(reserved, n);
  const picked: number[] = [];
  for (let probes = count * 32; picked.length < count && probes > 0; probes--) {
    const n = crypto.randomInt(map.total) + 1;
    if (usable(n)) {
      picked.push(n);
      skip.add(n);
    }
  }
  if (picked.length < count) {
    // A nearly sold-out raffle: draw from the list of what is left.
    const free: number[] = [];
    for (let n = 1; n <= map.total; n++) if (usable(n)) free.push(n);
    while (picked.length < count && free.length > 0)
      picked.push(free.splice(crypto.randomInt(free.length), 1)[0]!);
  }
  return picked;
}

/** The query of the buy page showing `choice` (what a redirect after a non-buying post opens). */
function choiceQuery(choice: Choice): string {
  const query = new URLSearchParams();
  if (choice.quantity) query.set('quantidade', choice.quantity);
  if (choice.packageId) query.set('pacote', choice.packageId);
  if (choice.numbers.length > 0) query.set('numeros', choice.numbers.join(','));
  query.set('pagina', String(choice.page));
  return query.toString();
}

/** Where a domain refusal of the buy form is shown: beside the field it is about. */
const FIELD_OF_REASON: Record<string, string> = {
  numbers_taken: 'numeros',
  held_tickets: 'quantidade',
  open_purchases: 'quantidade',
  inbound_liquidity: 'quantidade',
};

export function buyForms(deps: FormFeatureDeps): Router {
  const router = Router();
  const { services, sessions, pages } = deps;

  const buyAnswers: PageAnswers = async (req) => {
    const id = String(req.params.id);
    const raffle = await answer(() => raffleDetail(services.raffles, services.draws, pathId(id)));
    if (raffle.status !== 200) return { [pageDataKeys.raffle(id)]: raffle };
    return {
      [pageDataKeys.raffle(id)]: raffle,
      [pageDataKeys.numbers(id)]: await answer(() => services.raffleNumbers.map(pathId(id))),
    };
  };

  const invoiceAnswers: PageAnswers = async (req) => {
    const id = String(req.params.id);
    return {
      [pageDataKeys.purchase(id)]: await answer(() =>
        services.purchases.getForUser(req.sessionUser!.id, pathId(id)),
      ),
    };
  };

  /** No session: the login page, back here afterwards (a post goes back to its page). */
  const needsLogin = (req: Request, res: Response, back: string): boolean => {
    if (req.sessionUser) return false;
    pages.loginFirst(req, res, back);
    return true;
  };

  router.get('/raffles/:id/comprar', (req, res, next) => {
    if (needsLogin(req, res, req.originalUrl)) return;
    void pages.page(buyAnswers)(req, res, next);
  });

  router.post(
    '/raffles/:id/comprar',
    sessions.requireCsrf,
    pages.post(
      BUY_FORM,
      async (req, res) => {
        const raffleId = pathId(req.params.id);
        if (needsLogin(req, res, buyPath(raffleId))) return;
        const raffle = services.raffles.get(raffleId);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const shown = clampPage(Number(text(body.pagina)), raffle.total_tickets);
        const choice: Choice = {
          quantity: text(body.quantidade).trim().slice(0, 12),
          packageId: text(body.pacote).trim().slice(0, 12),
          numbers: [],
          page: shown,
        };
        // What the page shows again if this post is refused: the choice as merged, not the raw fields.
        const keep = () => {
          req.body = {
            quantidade: choice.quantity,
            pacote: choice.packageId,
            numeros: choice.numbers.join(','),
            pagina: String(choice.page),
          };
        };
        try {
          choice.numbers = mergedNumbers(
            body,
            raffle.total_tickets,
            numbersOfPage(raffle.total_tickets, shown),
          );
        } catch (error) {
          keep();
          throw error;
        }
        const chosenPackage = raffle.packages?.find((p) => String(p.id) === choice.packageId);
        if (!chosenPackage) choice.packageId = '';
        else choice.quantity = String(chosenPackage.quantity);
        // More picks than tickets raise the quantity, as in the SPA's grid.
        const typedQuantity = /^\d{1,7}$/.test(choice.quantity) ? Number(choice.quantity) : NaN;
        if (
          !chosenPackage &&
          choice.numbers.length > (Number.isNaN(typedQuantity) ? 0 : typedQuantity)
        )
          choice.quantity = String(choice.numbers.length);
        const quantity = Number(choice.quantity);
        const action = text(body.acao);
        const goTo = Number(text(body.ir));
        if (Number.isInteger(goTo) && goTo > 0) choice.page = clampPage(goTo, raffle.total_tickets);

        if (action === 'sorte') {
          if (Number.isInteger(quantity) && quantity > choice.numbers.length) {
            const map = await services.raffleNumbers.map(raffleId);
            const added = freeAtRandom(map, quantity - choice.numbers.length, choice.numbers);
            choice.numbers.push(...added);
            if (added[0] !== undefined) choice.page = Math.ceil(added[0] / BOARD_PAGE_SIZE);
          }
        }
        if (action !== 'comprar') {
          res.redirect(303, `${buyPath(raffleId)}?${choiceQuery(choice)}`);
          return;
        }

        keep();
        if (!Number.isInteger(quantity) || quantity < 1)
          throw invalid('Quantidade inválida: digite um número inteiro de bilhetes.', 'quantidade');
        const min = raffle.min_tickets ?? DEFAULT_MIN_TICKETS;
        if (quantity < min) throw invalid(`Mínimo de ${min} bilhetes necessário.`, 'quantidade');
        let numbers = choice.numbers.length > 0 ? [...choice.numbers] : undefined;
        if (numbers && numbers.length < quantity) {
          // The slots left get free numbers at random, as the SPA does when buying.
          const map = await services.raffleNumbers.map(raffleId);
          numbers = [...numbers, ...freeAtRandom(map, quantity - numbers.length, numbers)];
        }
        try {
          const purchase = await services.purchases.buy(req.sessionUser!, {
            type_tx: 'buy',
            raffle_id: raffleId,
            tickets_count: quantity,
            amount: chosenPackage ? chosenPackage.price : quantity * raffle.ticket_price,
            ...(chosenPackage ? { package_id: chosenPackage.id } : {}),
            ...(numbers ? { numbers } : {}),
            ...(body.accept_terms === 'true' ? { accept_terms: true } : {}),
            ...(body.adult === 'true' ? { adult: true } : {}),
          });
          res.redirect(303, invoicePath(purchase.id));
        } catch (error) {
          if (error instanceof DomainError && !error.field) {
            const field = error.reason ? FIELD_OF_REASON[error.reason] : undefined;
            if (field) error.field = field;
          }
          throw error;
        }
      },
      buyAnswers,
    ),
  );

  router.get('/pagamento/:id', (req, res, next) => {
    if (needsLogin(req, res, req.originalUrl)) return;
    void pages.page(invoiceAnswers)(req, res, next);
  });

  // Rendered at its own URL when refused: the SPA's route of this path is the invoice page too.
  router.post(
    '/pagamento/:id/simular',
    sessions.requireCsrf,
    pages.post(
      SIMULATE_FORM,
      async (req, res) => {
        const purchaseId = pathId(req.params.id);
        if (needsLogin(req, res, invoicePath(purchaseId))) return;
        if (!deps.simulatePayment) throw notFound('Pagamento simulado só existe no modo demo');
        await deps.simulatePayment(req.sessionUser!.id, purchaseId);
        res.redirect(303, invoicePath(purchaseId));
      },
      async (req) => (req.sessionUser ? invoiceAnswers(req) : {}),
    ),
  );

  return router;
}
