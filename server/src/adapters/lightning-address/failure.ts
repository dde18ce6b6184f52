// Inside the adapter a failure is thrown as a ResolveFailure, so each step can stop the
// resolution where it finds the problem; `invoiceFor` catches it once and hands the domain a
// value (docs/protocols/lnurl.md). Reasons are pt-BR and never carry the remote body, only a
// remote `reason` cleaned by `remoteText`.
import { formatNumber, formatSats, safeDisplayText } from '@rifa/shared';
import type {
  LightningAddressFailure,
  LightningAddressFailureKind,
} from '../../domain/ports/index.ts';

export class ResolveFailure extends Error {
  readonly kind: LightningAddressFailureKind;
  constructor(kind: LightningAddressFailureKind, reason: string) {
    super(reason);
    this.kind = kind;
  }

  toValue(): LightningAddressFailure {
    return { ok: false, kind: this.kind, reason: this.message };
  }
}

const REMOTE_TEXT_MAX = 200;

/** A wallet's own words, fit to quote: no control or bidi characters, one line, ≤ 200. */
export function remoteText(text: string): string {
  const clean = safeDisplayText(text).replace(/\s+/g, ' ').trim();
  return clean.length > REMOTE_TEXT_MAX ? `${clean.slice(0, REMOTE_TEXT_MAX - 1)}…` : clean;
}

/** 2000000 → '2.000 sats'; 2000500 → '2.000.500 msats' (an amount that is not whole sats). */
export function formatMsat(msat: number): string {
  return msat % 1000 === 0 ? formatSats(msat / 1000) : `${formatNumber(msat)} msats`;
}
