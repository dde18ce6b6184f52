// SQL for purchases. reserve() is the oversell guard: check and insert happen in one
// BEGIN IMMEDIATE transaction, so concurrent buyers serialise on the write lock
// (docs/protocols/payment.md, step 2). The check itself is the domain's rule (reservation-rules.ts), applied to the
// facts read inside the transaction.
import type { RaffleStatus, Purchase, PurchaseStatus } from '@rifa/shared';
import type {
  ClaimStep,
  PurchaseRepository,
  ReserveInput,
  ReserveResult,
} from '../../../domain/ports/index.ts';
import type {
  NumberBook,
  NumberChoice,
  ReservationFacts,
} from '../../../domain/purchases/index.ts';
import type { Db } from '../database.ts';
import { numberBook } from './number-book.ts';
import { RESERVING } from '../raffles/raffle-repository.ts';

interface RaffleState {
  status: RaffleStatus;
  end_date: string;
  total_tickets: number;
  min_tickets: number | null;
  available: number;
}

interface PurchaseRow {
  id: number;
  user_id: number;
  raffle_id: number;
  raffle_name: string;
  raffle_total_tickets: number;
  tickets_count: number;
  amount: number;
  status: PurchaseStatus | 'reserving';
  payment_request: string | null;
  payment_hash: string | null;
  expires_at: string;
  created_at: string;
  paid_at: string | null;
  numbers: string | null;
  receipt_text: string | null;
  receipt_signature: string | null;
  receipt_pubkey: string | null;
}

const SELECT_TRANSACTION = `
  SELECT x.id, x.user_id, x.raffle_id, r.name AS raffle_name, r.total_tickets AS raffle_total_tickets,
         x.tickets_count, x.amount, x.status,
         x.payment_request, x.payment_hash, x.expires_at, x.created_at, x.paid_at, x.numbers,
         c.text AS receipt_text, c.signature AS receipt_signature, c.node_pubkey AS receipt_pubkey
  FROM transactions x JOIN raffles r ON r.id = x.raffle_id
  LEFT JOIN receipts c ON c.transaction_id = x.id`;

function lazyStatement(db: Db, sql: string) {
  let statement: ReturnType<Db['prepare']> | undefined;
  return () => (statement ??= db.prepare(sql));
}

/** transactions.numbers: ascending, comma-separated (migration 3). */
export function parseNumbers(stored: string | null): number[] {
  return stored ? stored.split(',').map(Number) : [];
}

function toPurchase(
  { receipt_text, receipt_signature, receipt_pubkey, ...row }: PurchaseRow,
  tickets: number[],
): Purchase {
  return {
    ...row,
    type_tx: 'buy',
    // A reservation without its invoice yet is, to its owner, a pending purchase.
    status: row.status === 'reserving' ? 'pending' : row.status,
    payment_request: row.payment_request ?? '',
    payment_hash: row.payment_hash ?? '',
    tickets,
    numbers: parseNumbers(row.numbers),
    // docs/decisions/0015-anchored-proof-signed-receipts.md: the node's signed receipt (migration 10), once the receipt job signed it.
    receipt:
      receipt_text !== null && receipt_signature !== null && receipt_pubkey !== null
        ? { text: receipt_text, signature: receipt_signature, node_pubkey: receipt_pubkey }
        : null,
  };
}

/** A wallet buyer whose only reservation was released leaves nothing behind (docs/protocols/lnurl.md#wallet-buyers). */
export function forgetWalletBuyer(db: Db, userId: number): void {
  db.prepare(
    `DELETE FROM users WHERE id = ? AND wallet_buyer = 1
       AND NOT EXISTS (SELECT 1 FROM transactions WHERE user_id = users.id)`,
  ).run(userId);
}

export function createPurchaseRepository(db: Db): PurchaseRepository {
  const raffleState = db.prepare(
    `SELECT status, end_date, total_tickets, min_tickets, total_tickets - sold_tickets -
            (SELECT COALESCE(SUM(tickets_count), 0) FROM transactions WHERE raffle_id = r.id AND ${RESERVING}) AS available
     FROM raffles r WHERE id = ?`,
  );
  // The buyer's unpaid reservations in the raffle (docs/protocols/limits.md): an index lookup, read in
  // the same transaction as the insert so parallel requests of one account cannot pass the cap.
  const buyerState = db.prepare(
    `SELECT COUNT(*) AS openPurchases, COALESCE(SUM(tickets_count), 0) AS heldTickets
     FROM transactions WHERE user_id = ? AND raffle_id = ? AND ${RESERVING}`,
  );
  // docs/protocols/lnurl.md#wallet-buyers: the unpaid tickets of every wallet buyer of the raffle.
  const walletBuyersState = lazyStatement(
    db,
    `SELECT COUNT(*) AS openPurchases, COALESCE(SUM(x.tickets_count), 0) AS heldTickets
     FROM transactions x JOIN users u ON u.id = x.user_id
     WHERE u.wallet_buyer = 1 AND x.raffle_id = ? AND x.status IN ('reserving', 'pending')`,
  );
  const insertWalletBuyer = lazyStatement(
    db,
    `INSERT INTO users (email, name, btc_address, password_hash, is_admin, token_version, created_at, updated_at, wallet_buyer)
     VALUES (?, '', '', '!', 0, 0, ?, ?, 1)`,
  );
  const insertTicketPage = lazyStatement(
    db,
    'INSERT INTO ticket_pages (transaction_id, secret_hash, created_at) VALUES (?, ?, ?)',
  );
  const insert = db.prepare(
    `INSERT INTO transactions (user_id, raffle_id, tickets_count, amount, status, expires_at, created_at, numbers)
     VALUES (@userId, @raffleId, @quantity, @amount, 'reserving', @holdUntil, @now, @numbers)`,
  );
  const book = numberBook(db);
  const attach = db.prepare(
    `UPDATE transactions SET status = 'pending', payment_request = ?, payment_hash = ?, expires_at = ?
     WHERE id = ? AND status = 'reserving'`,
  );
  const releaseRow = db.prepare(
    `DELETE FROM transactions WHERE id = ? AND status = 'reserving' RETURNING user_id`,
  );
  const release = db.transaction((id: number) => {
    const row = releaseRow.get(id) as { user_id: number } | undefined;
    if (row) forgetWalletBuyer(db, row.user_id);
  });
  // The first date stays: a later purchase sending the fields again changes nothing. Prepared
  // on first use: a store may be built over a database older than migration 13.
  const consent = lazyStatement(
    db,
    'UPDATE users SET purchase_consent_at = ? WHERE id = ? AND purchase_consent_at IS NULL',
  );
  const byId = db.prepare(`${SELECT_TRANSACTION} WHERE x.id = ?`);
  const byUser = db.prepare(`${SELECT_TRANSACTION} WHERE x.user_id = ? ORDER BY x.id DESC`);
  const ticketsOf = db
    .prepare('SELECT number FROM tickets WHERE transaction_id = ? ORDER BY number')
    .pluck();
  const ticketsOfUser = db.prepare(
    'SELECT transaction_id, number FROM tickets WHERE user_id = ? ORDER BY number',
  );

  const reserve = db.transaction(
    ({ decide, choose, consentAt, walletBuyer, ...r }: ReserveInput): ReserveResult => {
      const state = raffleState.get(r.raffleId) as RaffleState | undefined;
      const buyer = walletBuyer
        ? walletBuyersState().get(r.raffleId)
        : buyerState.get(r.userId, r.raffleId);
      const decision = decide({
        ...(state
          ? {
              raffle: {
                status: state.status,
                endDate: state.end_date,
                available: state.available,
                totalTickets: state.total_tickets,
                minTickets: state.min_tickets,
              },
            }
          : {}),
        buyer: buyer as ReservationFacts['buyer'],
        quantity: r.quantity,
        now: r.now,
      });
      if (!decision.ok) return decision;
      const choice = choose(book.of(r.raffleId, state!.total_tickets));
      if (!choice.ok) return { ok: false, reason: 'numbers_taken', taken: choice.taken };
      const userId = walletBuyer
        ? Number(insertWalletBuyer().run(walletBuyer.email, r.now, r.now).lastInsertRowid)
        : r.userId;
      const id = Number(
        insert.run({ ...r, userId, numbers: choice.numbers.join(',') }).lastInsertRowid,
      );
      if (walletBuyer) insertTicketPage().run(id, walletBuyer.secretHash, r.now);
      // The primary key of number_claims is what makes a double allocation impossible.
      book.claim(r.raffleId, id, choice.numbers);
      if (consentAt) consent().run(consentAt, r.userId);
      return { ok: true, purchaseId: id, numbers: choice.numbers };
    },
  );

  const reserving = db.prepare(
    `SELECT x.raffle_id AS raffleId, r.total_tickets AS total
     FROM transactions x JOIN raffles r ON r.id = x.raffle_id WHERE x.id = ? AND x.status = 'reserving'`,
  );
  const setNumbers = db.prepare('UPDATE transactions SET numbers = ? WHERE id = ?');
  const claimedPage = db
    .prepare(
      'SELECT number FROM number_claims WHERE raffle_id = ? AND number > ? ORDER BY number LIMIT ?',
    )
    .pluck();
  const claimMore = db.transaction(
    (purchaseId: number, choose: (book: NumberBook) => NumberChoice): ClaimStep => {
      const held = reserving.get(purchaseId) as { raffleId: number; total: number } | undefined;
      if (!held) return { ok: false, reason: 'gone' };
      const choice = choose(book.of(held.raffleId, held.total));
      if (!choice.ok) return { ok: false, reason: 'numbers_taken', taken: choice.taken };
      book.claim(held.raffleId, purchaseId, choice.numbers);
      return { ok: true, numbers: choice.numbers };
    },
  );

  return {
    reserve: (reservation) => reserve.immediate(reservation),
    claimMore: (purchaseId, choose) => claimMore.immediate(purchaseId, choose),
    claimedPage: (raffleId, afterNumber, limit) =>
      claimedPage.all(raffleId, afterNumber, limit) as number[],
    fixNumbers(purchaseId, numbers) {
      setNumbers.run(numbers.join(','), purchaseId);
    },
    attachInvoice(id, invoice) {
      attach.run(invoice.paymentRequest, invoice.paymentHash, invoice.expiresAt, id);
    },
    release(id) {
      release.immediate(id);
    },
    find(id) {
      const row = byId.get(id) as PurchaseRow | undefined;
      return row ? toPurchase(row, ticketsOf.all(row.id) as number[]) : undefined;
    },
    listByUser(userId) {
      const byPurchase = new Map<number, number[]>();
      for (const t of ticketsOfUser.all(userId) as { transaction_id: number; number: number }[]) {
        const list = byPurchase.get(t.transaction_id) ?? [];
        list.push(t.number);
        byPurchase.set(t.transaction_id, list);
      }
      return (byUser.all(userId) as PurchaseRow[]).map((row) =>
        toPurchase(row, byPurchase.get(row.id) ?? []),
      );
    },
  };
}
