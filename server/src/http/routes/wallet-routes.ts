// Any wallet (docs/protocols/lnurl.md): the raffle's Lightning Address and LNURL-pay callback,
// LUD-21 verify, LNURL-withdraw, and the wallet buyer's ticket page API. LNURL answers speak
// LNURL's own {"status":"ERROR","reason"} (with the usual 4xx), the API the usual {error}.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { DomainError, notFound } from '../../domain/kernel/errors.ts';
import {
  lnurlError,
  type LnurlPay,
  type LnurlWithdraw,
  type TicketPages,
} from '../../domain/lnurl/index.ts';
import { domainErrorAnswer } from '../error-handler.ts';
import { pathId } from '../path-id.ts';
import { requestOrigin } from '../request-origin.ts';
import type { Guards } from '../auth.ts';

export interface WalletRouteDeps {
  pay: LnurlPay;
  withdraw: LnurlWithdraw;
  ticketPages: TicketPages;
}

/** A wallet may call from a web page of its own (LUD-01): every LNURL answer allows any origin. */
function lnurl(
  handler: (req: Request, res: Response) => Promise<unknown> | unknown,
): RequestHandler {
  return async (req, res) => {
    res.set('Access-Control-Allow-Origin', '*');
    res.set('Cache-Control', 'no-store');
    try {
      res.json(await handler(req, res));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const { status } = domainErrorAnswer(error);
      if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
      res.status(status).json(lnurlError(error));
    }
  };
}

/** /api/bilhete/<secret>: personal, never cached, never indexed. */
const personal: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  res.set('X-Robots-Tag', 'noindex');
  next();
};

const query = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function walletRoutes(deps: WalletRouteDeps, guards: Guards): Router {
  const router = Router();
  const { pay, withdraw, ticketPages } = deps;

  router.get(
    '/.well-known/lnurlp/:name',
    lnurl((req) => {
      const match = /^rifa([1-9]\d{0,15})$/.exec(String(req.params.name));
      if (!match) throw notFound('Endereço Lightning não encontrado');
      return pay.payRequestFor(Number(match[1]), requestOrigin(req));
    }),
  );
  router.get(
    '/lnurl/pagar/:id',
    lnurl((req) =>
      pay.invoiceFor(pathId(req.params.id), requestOrigin(req), {
        amount: req.query.amount,
        comment: req.query.comment,
      }),
    ),
  );
  router.get(
    '/lnurl/verificar/:hash',
    lnurl((req) => pay.verify(String(req.params.hash))),
  );
  router.get(
    '/lnurl/saque/:k1',
    lnurl((req) => withdraw.request(String(req.params.k1), requestOrigin(req))),
  );
  router.get(
    '/lnurl/saque',
    lnurl((req) => withdraw.callback({ k1: query(req.query.k1), pr: query(req.query.pr) })),
  );

  router.get('/api/rifa/:id/lnurl', (req, res) => {
    res.json(pay.linkFor(pathId(req.params.id), requestOrigin(req)));
  });

  router.get('/api/bilhete/:secret', personal, (req, res) => {
    res.json(ticketPages.page(String(req.params.secret)));
  });
  router.post('/api/bilhete/:secret/guardar', personal, guards.requireUser, (req, res) => {
    res.json(ticketPages.save(String(req.params.secret), req.user!));
  });
  router.post('/api/bilhete/:secret/premio', personal, async (req, res) => {
    res.json(await ticketPages.claimPrize(String(req.params.secret), req.body));
  });
  router.post('/api/bilhete/:secret/reembolso', personal, async (req, res) => {
    res.json(await ticketPages.claimRefunds(String(req.params.secret), req.body));
  });
  router.post('/api/bilhete/:secret/saque', personal, (req, res) => {
    res.json(ticketPages.withdrawLink(String(req.params.secret), req.body, requestOrigin(req)));
  });

  router.post('/api/user/wins/:raffleId/saque', guards.requireUser, (req, res) => {
    const body = (req.body ?? {}) as { position?: unknown };
    const position = typeof body.position === 'number' ? body.position : 1;
    res.json(
      withdraw.link(
        req.user!.id,
        pathId(req.params.raffleId),
        'prize',
        position,
        requestOrigin(req),
      ),
    );
  });
  router.post('/api/user/refunds/:raffleId/saque', guards.requireUser, (req, res) => {
    res.json(
      withdraw.link(req.user!.id, pathId(req.params.raffleId), 'refund', 1, requestOrigin(req)),
    );
  });

  return router;
}
