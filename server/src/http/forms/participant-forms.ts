// The dashboard, 'Meus números', the receipt and the winner's Lightning claim as plain HTML (docs/protocols/no-javascript.md).
// The pages embed the very answers the SPA's calls get (same domain functions, keyed by their
// API path), so it hydrates from them without asking again.
import { Router, type Request, type RequestHandler } from 'express';
import { pageDataKeys, type EmbeddedResponse, type ListResponse } from '@rifa/shared';
import { DomainError, invalid } from '../../domain/kernel/errors.ts';
import type { UserRecord } from '../../domain/ports/index.ts';
import { domainErrorAnswer } from '../error-handler.ts';
import { pathId } from '../path-id.ts';
import { answer } from '../public-pages.ts';
import { raffleDetail } from '../routes/raffle-routes.ts';
import { refusedForm, type PageAnswers } from './form-pages.ts';
import type { FormFeatureDeps } from './index.ts';

/** The claim forms' fields: which payout (`resgate`, `rifa`, `posicao`) and the BOLT11. */
const CLAIM_KINDS = { premio: 'prize', reembolso: 'refund' } as const;

/** The name of one claim form of the dashboard (FormState.name), as the page names it too. */
export function claimFormName(kind: 'prize' | 'refund', raffleId: number, position = 1): string {
  return kind === 'prize'
    ? `lightning-claim:prize:${raffleId}:${position}`
    : `lightning-claim:refund:${raffleId}`;
}

const list = async (read: () => unknown[]): Promise<EmbeddedResponse> =>
  answer(() => ({ data: read() }) satisfies ListResponse<unknown>);

export function participantForms(deps: FormFeatureDeps): Router {
  const { services, sessions, pages } = deps;
  const router = Router();

  /** The page is the form session's user's: without one, the login page, then back here. */
  const requireSession: RequestHandler = (req, res, next) => {
    if (!req.sessionUser) pages.loginFirst(req, res);
    else next();
  };
  const viewer = (req: Request): UserRecord => req.sessionUser!;

  const dashboard: PageAnswers = async (req) => {
    const userId = viewer(req).id;
    return {
      [pageDataKeys.myPurchases]: await list(() => services.purchases.listForUser(userId)),
      [pageDataKeys.raffles]: await list(() => services.raffles.list()),
      [pageDataKeys.myWins]: await list(() => services.payouts.winsOf(userId)),
      [pageDataKeys.myRefunds]: await list(() => services.payouts.refundsOf(userId)),
    };
  };

  router.get('/dashboard', requireSession, pages.page(dashboard));

  // 'Receber via Lightning' without JavaScript: the same claim the API's
  // POST /api/user/{wins,refunds}/:raffleId/lightning makes, posted to the dashboard itself.
  // Whatever the claim's outcome (paid, on its way, or a payment that failed and wants a new
  // invoice), the dashboard shows it; a refusal comes back beside the invoice, as typed.
  router.post('/dashboard', requireSession, sessions.requireCsrf, async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const kind = CLAIM_KINDS[String(body.resgate) as keyof typeof CLAIM_KINDS];
    const raffleId = pathId(body.rifa);
    const position = pathId(body.posicao) || 1;
    const name = kind ? claimFormName(kind, raffleId, position) : '';
    try {
      if (!kind || raffleId === 0) throw invalid('Formulário incompleto: recarregue a página');
      const input = { invoice: body.invoice, ...(position > 1 && { position }) };
      const userId = viewer(req).id;
      if (kind === 'prize') await services.lightningClaims.claimPrize(userId, raffleId, input);
      else await services.lightningClaims.claimRefunds(userId, raffleId, input);
      res.redirect(303, kind === 'prize' ? '/dashboard#premios' : '/dashboard#reembolsos');
    } catch (error) {
      if (!(error instanceof DomainError)) return next(error);
      const { status } = domainErrorAnswer(error);
      if (error.retryAfterSeconds !== undefined)
        res.set('Retry-After', String(error.retryAfterSeconds));
      await pages.show(req, res, refusedForm(name, body, error), dashboard, status);
    }
  });

  // docs/decisions/0014-numbers-prizes-packages.md: the printable receipt, its owner's only
  // (anyone else gets the 404 of a purchase that does not exist, as from the API).
  router.get(
    '/comprovante/:transactionId',
    requireSession,
    pages.page(async (req) => {
      const id = String(req.params.transactionId);
      const purchase = await answer(() => services.purchases.getVisibleTo(viewer(req), pathId(id)));
      const responses: Record<string, EmbeddedResponse> = { [pageDataKeys.purchase(id)]: purchase };
      const paid = purchase.body as { status?: string; raffle_id?: number } | undefined;
      if (purchase.status === 200 && paid?.status === 'paid' && paid.raffle_id) {
        const raffleId = paid.raffle_id;
        const raffle = await answer(() => raffleDetail(services.raffles, services.draws, raffleId));
        // The receipt reads without its raffle (the page's status stays the purchase's).
        if (raffle.status === 200) responses[pageDataKeys.raffle(raffleId)] = raffle;
      }
      return responses;
    }),
  );

  return router;
}
