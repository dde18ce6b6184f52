// The pt-BR messages of prize payout and refund states (components/payouts/), shown by the draw
// proof, the participant's dashboard and Gerenciar. One module per area; ../pt-BR.ts merges them
// into the typed dictionary.

export const payouts = {
  'toast.payoutStatus.description': 'Situação: {status}',

  // Payout states (shared/src/payout-types.ts PayoutStatus), for participants and admins
  'payout.status.none': 'Aguardando envio',
  'payout.status.pending': 'Na fila de envio',
  'payout.status.awaiting_balance': 'Aguardando saldo',
  'payout.status.sending': 'Enviando',
  'payout.status.sent': 'Enviado',
  'payout.status.unknown': 'Resultado desconhecido',
  'payout.status.failed': 'Falhou',
  'payout.status.awaiting_admin': 'Aguardando o administrador',
  'payout.status.manual': 'Pago manualmente',
  'payout.status.awaiting_invoice': 'Aguardando fatura',
  'payout.status.lightning.sent': 'Pago via Lightning',
  'payout.hint.none': 'O pagamento ainda não foi registrado.',
  'payout.hint.pending': 'O envio on-chain sai em instantes.',
  'payout.hint.awaiting_balance':
    'A carteira do nó tem menos do que o valor; o envio é tentado de novo automaticamente.',
  'payout.hint.sending': 'O envio pela carteira do LND está em andamento.',
  'payout.hint.sent': 'Incluído numa transação on-chain.',
  'payout.hint.unknown':
    'Não foi possível saber se a transação saiu. Nada é reenviado sozinho: o administrador confere a carteira.',
  'payout.hint.failed': 'O LND recusou o envio e nada saiu da carteira; pode ser tentado de novo.',
  'payout.hint.awaiting_admin': 'Pagamento manual: o administrador envia e confirma aqui.',
  'payout.hint.manual': 'O administrador confirmou o pagamento feito fora do app, sem txid.',
  'payout.hint.awaiting_invoice':
    'Será pago via Lightning assim que quem recebe colar uma fatura de exatamente o valor.',
  // Lightning payouts (docs/protocols/draw.md), where the on-chain wording would mislead
  'payout.hint.lightning.pending': 'O pagamento Lightning sai em instantes.',
  'payout.hint.lightning.sending': 'O pagamento Lightning está em andamento.',
  'payout.hint.lightning.sent': 'Pago à fatura Lightning informada.',
  'payout.hint.lightning.unknown':
    'Não foi possível saber se o pagamento Lightning saiu. Nada é reenviado sozinho: o administrador confere o nó.',
  'payout.hint.lightning.failed':
    'O pagamento Lightning falhou e nada saiu do nó; uma nova fatura pode ser paga.',
  'refund.status.unpaid': 'A pagar',
  'refund.reason.late_payment': 'Pago depois do fim das vendas',
  'refund.reason.no_tickets_left': 'Sem bilhetes disponíveis',
  'refund.reason.cancelled': 'Rifa cancelada',
} as const;
