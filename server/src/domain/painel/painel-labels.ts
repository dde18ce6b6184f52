// The pt-BR words of the CSV exports (docs/decisions/0016-operator-cockpit-release.md), the same the admin reads in the SPA
// (web/src/i18n/pt-BR/payouts.ts, participant.ts): a spreadsheet shows 'Pago', not 'paid'.
// An unknown value (a status added later) is written as stored rather than dropped.

const PURCHASE_STATUS: Record<string, string> = {
  reserving: 'Reservando',
  pending: 'Pendente',
  paid: 'Pago',
  expired: 'Expirado',
  refund_owed: 'Reembolso pendente',
};

const PAYOUT_STATUS: Record<string, string> = {
  pending: 'Na fila de envio',
  awaiting_balance: 'Aguardando saldo',
  sending: 'Enviando',
  sent: 'Enviado',
  unknown: 'Resultado desconhecido',
  failed: 'Falhou',
  awaiting_admin: 'Aguardando o administrador',
  manual: 'Pago manualmente',
  awaiting_invoice: 'Aguardando fatura',
};

const PAYOUT_KIND: Record<string, string> = { prize: 'Prêmio', refund: 'Reembolso' };
const PAYOUT_METHOD: Record<string, string> = { onchain: 'On-chain', lightning: 'Lightning' };

const REFUND_REASON: Record<string, string> = {
  late_payment: 'Pago depois do fim das vendas',
  no_tickets_left: 'Sem bilhetes disponíveis',
  cancelled: 'Rifa cancelada',
};

const label =
  (words: Record<string, string>) =>
  (value: string | null): string =>
    value === null ? '' : (words[value] ?? value);

export const purchaseStatus = label(PURCHASE_STATUS);
export const payoutStatus = label(PAYOUT_STATUS);
export const payoutKind = label(PAYOUT_KIND);
export const payoutMethod = label(PAYOUT_METHOD);
export const refundReason = label(REFUND_REASON);
