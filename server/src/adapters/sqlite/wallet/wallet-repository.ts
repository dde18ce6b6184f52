// SQL for wallet buyers' ticket pages and LNURL-withdraw links (migration 14,
// docs/protocols/lnurl.md). Statements are prepared on first use: a store may be built over a
// database older than migration 14 (restores, migration tests).
import type {
  TicketPageRecord,
  WalletInvoiceRecord,
  WalletRepository,
  WithdrawalRecord,
} from '../../../domain/ports/index.ts';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../database.ts';

const PAGE = `SELECT p.transaction_id, x.raffle_id, x.user_id, p.saved_by
  FROM ticket_pages p JOIN transactions x ON x.id = p.transaction_id`;

// Every column that names the owner of something a purchase leads to.
const OWNER_COLUMNS: [table: string, column: string][] = [
  ['transactions', 'user_id'],
  ['tickets', 'user_id'],
  ['refunds', 'user_id'],
  ['payouts', 'user_id'],
  ['draws', 'winner_user_id'],
  ['draw_winners', 'user_id'],
  ['prize_deliveries', 'user_id'],
  ['lnurl_withdrawals', 'user_id'],
];

export function createWalletRepository(db: Db): WalletRepository {
  const statements = new Map<string, Statement<unknown[]>>();
  const sql = (text: string) => {
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = db.prepare<unknown[]>(text)));
    return statement;
  };

  const save = db.transaction((transactionId: number, accountId: number, now: string) => {
    const page = sql(`${PAGE} WHERE p.transaction_id = ?`).get(transactionId) as
      TicketPageRecord | undefined;
    if (!page || page.saved_by !== null) return false;
    const buyer = page.user_id;
    for (const [table, column] of OWNER_COLUMNS)
      sql(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`).run(accountId, buyer);
    sql('UPDATE ticket_pages SET saved_by = ?, saved_at = ? WHERE transaction_id = ?').run(
      accountId,
      now,
      transactionId,
    );
    return true;
  });

  return {
    ticketPage: (secretHash) =>
      sql(`${PAGE} WHERE p.secret_hash = ?`).get(secretHash) as TicketPageRecord | undefined,
    paidTicketPage: (paymentHash) =>
      sql(`${PAGE} WHERE x.payment_hash = ? AND x.status = 'paid'`).get(paymentHash) as
        TicketPageRecord | undefined,
    save: (transactionId, accountId, now) => save.immediate(transactionId, accountId, now),
    walletInvoice: (paymentHash) =>
      sql(
        `SELECT x.id AS transaction_id, x.status, x.payment_request
         FROM transactions x JOIN ticket_pages p ON p.transaction_id = x.id
         WHERE x.payment_hash = ?`,
      ).get(paymentHash) as WalletInvoiceRecord | undefined,
    addWithdrawal(k1Hash, w) {
      sql(
        `INSERT INTO lnurl_withdrawals (k1_hash, kind, raffle_id, user_id, position, amount, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(k1Hash, w.kind, w.raffle_id, w.user_id, w.position, w.amount, w.created_at);
    },
    withdrawal: (k1Hash) =>
      sql(
        `SELECT kind, raffle_id, user_id, position, amount, created_at, used_at
         FROM lnurl_withdrawals WHERE k1_hash = ?`,
      ).get(k1Hash) as WithdrawalRecord | undefined,
    useWithdrawal: (k1Hash, now) =>
      sql('UPDATE lnurl_withdrawals SET used_at = ? WHERE k1_hash = ? AND used_at IS NULL').run(
        now,
        k1Hash,
      ).changes === 1,
  };
}
