// Physical prizes on their way to the winner (docs/protocols/prize-delivery.md): the winner
// gives a delivery contact, the organiser marks it shipped (with an optional tracking note)
// and delivered. The rules are delivery-rules.ts; this applies them exactly once.
import { MAX_PRIZES, type AdminDelivery } from '@rifa/shared';
import { conflict, notFound } from '../kernel/errors.ts';
import type { Clock, DeliveryRecord, DeliveryRepository, DeliveryWrite } from '../ports/index.ts';
import { asObject, has, integer } from '../kernel/validate.ts';
import {
  deliveryContact,
  planDelivery,
  trackingNote,
  type DeliveryAction,
} from './delivery-rules.ts';

export interface PrizeDeliveriesDeps {
  deliveries: DeliveryRepository;
  clock: Clock;
}

export function createPrizeDeliveries(deps: PrizeDeliveriesDeps) {
  const { deliveries, clock } = deps;

  function get(raffleId: number, position: number): DeliveryRecord {
    const found = deliveries.find(raffleId, position);
    if (!found) throw notFound('Prêmio físico não encontrado');
    return found;
  }

  /** Plans against the row as read, then writes only if it is still in that status. */
  function apply(found: DeliveryRecord, action: DeliveryAction, by: number): AdminDelivery {
    const plan = planDelivery(found, action);
    if (plan === 'same') return found;
    const write: DeliveryWrite =
      plan.kind === 'contact'
        ? plan
        : plan.kind === 'shipped'
          ? { kind: 'shipped', tracking: plan.tracking, by }
          : { kind: 'delivered', by };
    const now = clock.now().toISOString();
    if (!deliveries.apply(found.raffle_id, found.position, found.status, write, now))
      throw conflict('A entrega mudou enquanto você editava: atualize a página');
    return get(found.raffle_id, found.position);
  }

  const positionOf = (input: Record<string, unknown>) =>
    has(input, 'position') ? integer(input.position, 'Posição do prêmio', 1, MAX_PRIZES) : 1;

  return {
    /** GET /api/admin/prize-deliveries: every physical prize won (admins only: contacts). */
    list: (): AdminDelivery[] => deliveries.list(),

    /** The winner's contact for one of their physical prizes (PUT /api/user/wins/:id/delivery). */
    giveContact(userId: number, raffleId: number, body: unknown): AdminDelivery {
      const input = asObject(body);
      const found = deliveries.find(raffleId, positionOf(input));
      // Another person's prize reads as absent: its contact is none of their business.
      if (!found || found.user_id !== userId) throw notFound('Prêmio físico não encontrado');
      return apply(found, { kind: 'contact', contact: deliveryContact(input.contact) }, userId);
    },

    markShipped(adminId: number, raffleId: number, position: number, body: unknown) {
      const input = body === undefined ? {} : asObject(body);
      return apply(
        get(raffleId, position),
        { kind: 'shipped', tracking: trackingNote(input.tracking) },
        adminId,
      );
    },

    markDelivered(adminId: number, raffleId: number, position: number): AdminDelivery {
      return apply(get(raffleId, position), { kind: 'delivered' }, adminId);
    },
  };
}

export type PrizeDeliveries = ReturnType<typeof createPrizeDeliveries>;
