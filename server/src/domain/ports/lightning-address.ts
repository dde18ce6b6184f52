// A winner's own Lightning Address (LUD-16, 'maria@carteira.exemplo'): the app asks that
// wallet's LUD-06 pay endpoint for an invoice of the prize's exact amount, then LND pays it
// (docs/protocols/lnurl.md). The only outbound request of the LNURL feature, so it sits behind
// a port: the adapter decides how to reach the wallet (Tor or the open Internet) safely.

/** Why no invoice came back; `reason` is pt-BR, fit to show the operator and the winner. */
export type LightningAddressFailureKind =
  /** Not name@domain as LUD-16 writes it (or an IP, a port, a user…). */
  | 'invalid_address'
  /** DNS, the connection, the Tor proxy or TLS failed; a later try may work. */
  | 'unreachable'
  /** The wallet answered {status: 'ERROR', reason} or does not know the name. */
  | 'refused'
  /** The wallet answered something LUD-06 does not allow (not JSON, too big, a redirect…). */
  | 'bad_answer'
  /** The prize is outside the wallet's limits, or its invoice asks for another amount. */
  | 'wrong_amount'
  /** The domain or the callback leads to a private, loopback or otherwise non-public address. */
  | 'private_address'
  /** No complete answer within the time allowed for the whole resolution. */
  | 'timeout';

export interface LightningAddressFailure {
  ok: false;
  kind: LightningAddressFailureKind;
  reason: string;
}

export type LightningAddressInvoice = { ok: true; invoice: string } | LightningAddressFailure;

export interface LightningAddressResolver {
  /**
   * Resolves name@domain (LUD-16) and asks its callback for a BOLT11 invoice of exactly
   * `amountSats`, with `comment` when the wallet accepts one that long (LUD-12). Remote
   * failures are values, never exceptions; only a non-positive or fractional amount throws.
   * The invoice's amount is checked; its signature, network and description hash are left to
   * LND, which decodes it before paying.
   */
  invoiceFor(
    address: string,
    amountSats: number,
    comment?: string,
  ): Promise<LightningAddressInvoice>;
}
