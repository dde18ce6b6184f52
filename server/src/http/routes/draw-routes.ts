// The public proof of each draw (docs/protocols/http-api.md): anyone may read and recompute it. Only
// ticket numbers and payment hashes are published, never e-mails or names (LGPD).
import { pathId } from '../path-id.ts';
import { Router } from 'express';
import type { DrawTicket, DrawTicketList, TicketInclusionProof } from '@rifa/shared';
import { sendChunks } from '../streamed-body.ts';

/** A page of tickets as JSON array items, without the brackets. */
const pageJson = (page: DrawTicket[]): string => page.map((t) => JSON.stringify(t)).join(',');
import type { DrawProofs } from '../../domain/draws/index.ts';

export function drawRoutes(draws: DrawProofs): Router {
  const router = Router();

  router.get('/api/rifa/:id/tickets', async (req, res) => {
    const pages = draws.ticketPages(pathId(req.params.id))[Symbol.asyncIterator]();
    const first = await pages.next();
    const second = first.done ? first : await pages.next();
    if (second.done) {
      const body: DrawTicketList = { data: first.done ? [] : first.value };
      res.json(body);
      return;
    }
    // A long list (a million tickets is ~90 MB of JSON) is written a page at a time.
    async function* json(): AsyncGenerator<string> {
      yield `{"data":[${pageJson(first.value as DrawTicket[])}`;
      yield `,${pageJson(second.value as DrawTicket[])}`;
      for (let next = await pages.next(); !next.done; next = await pages.next())
        yield `,${pageJson(next.value)}`;
      yield ']}';
    }
    await sendChunks(req, res, 'application/json; charset=utf-8', json());
  });

  // docs/protocols/draw-v2.md: one ticket's inclusion proof against tickets_root ('Meu bilhete está na lista').
  router.get('/api/rifa/:id/tickets/:number/proof', async (req, res) => {
    const body: TicketInclusionProof = await draws.ticketProof(
      pathId(req.params.id),
      pathId(req.params.number),
    );
    res.json(body);
  });

  router.get('/api/rifa/:id/draw', async (req, res) => {
    res.json(await draws.proof(pathId(req.params.id)));
  });

  return router;
}
