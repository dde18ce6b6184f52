// Migration 9 (docs/protocols/draw-v2.md): proof version 2 — the ticket list's Merkle root and
// the on-chain anchor that commits it before the draw block.
import type { Migration } from './migration.ts';

export const anchorsMigration: Migration = {
  version: 9,
  name: 'proof v2: tickets_root and the anchor transaction',
  // draws.proof_version: 1 for every draw closed before this migration (its proof must verify
  // unchanged); the close writes 2 from now on. tickets_root is null for version 1.
  //
  // draw_anchors: one row per version-2 draw with N ≥ 1, written in the close's transaction.
  // The send follows the payouts' exactly-once discipline (docs/protocols/draw.md): the row is
  // 'sending' before LND is called, and a row found 'sending' by a later pass is settled by its
  // label in LND's wallet, never re-sent blindly. Statuses:
  //   pending           nothing sent under `label` yet
  //   awaiting_balance  LND lacks the funds for the fee ('aguardando saldo'), retried each tick
  //   sending           claimed; LND called (or about to be)
  //   sent              txid known, not (or no longer) in a best-chain block
  //   confirmed         in the best-chain block block_hash at block_height (A)
  // attempt: the anchor is re-sent (label …:ancora:<attempt>) only when its transaction left
  // both LND's wallet and bitcoind's mempool without being mined. sent_height: the tip when the
  // send was recorded, from which blocks are counted before a fee bump (bumped_height: the last
  // bump's tip). merkle_branch and chain_headers are JSON arrays of hex; chain_headers are the
  // raw headers of heights chain_headers_start.. that the published proof carries.
  sql: `
    ALTER TABLE draws ADD COLUMN proof_version INTEGER NOT NULL DEFAULT 1 CHECK (proof_version IN (1, 2));
    ALTER TABLE draws ADD COLUMN tickets_root TEXT;

    CREATE TABLE draw_anchors (
      raffle_id           INTEGER PRIMARY KEY REFERENCES draws(raffle_id),
      status              TEXT NOT NULL CHECK (status IN ('pending', 'awaiting_balance', 'sending', 'sent', 'confirmed')),
      attempt             INTEGER NOT NULL DEFAULT 1 CHECK (attempt >= 1),
      label               TEXT NOT NULL UNIQUE,
      script              TEXT NOT NULL,
      fee_rate            INTEGER,
      txid                TEXT,
      raw_tx              TEXT,
      sent_height         INTEGER,
      bumps               INTEGER NOT NULL DEFAULT 0,
      bumped_height       INTEGER,
      bump_rate           INTEGER,
      block_hash          TEXT,
      block_height        INTEGER,
      tx_index            INTEGER,
      merkle_branch       TEXT,
      chain_headers       TEXT,
      chain_headers_start INTEGER,
      reorgs              INTEGER NOT NULL DEFAULT 0,
      last_error          TEXT,
      claimed_at          TEXT,
      sent_at             TEXT,
      confirmed_at        TEXT,
      created_at          TEXT NOT NULL,
      updated_at          TEXT NOT NULL,
      CHECK (status NOT IN ('sent', 'confirmed') OR txid IS NOT NULL),
      CHECK (status <> 'confirmed' OR (block_hash IS NOT NULL AND block_height IS NOT NULL
        AND raw_tx IS NOT NULL AND tx_index IS NOT NULL AND merkle_branch IS NOT NULL))
    );
    CREATE INDEX draw_anchors_status ON draw_anchors(status);
  `,
};
