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
  // Physical prizes on their way (docs/protocols/prize-delivery.md)
  'delivery.title': 'Entrega do prêmio',
  'delivery.status.awaiting_contact': 'Aguardando seu contato',
  'delivery.status.contact_given': 'Contato informado',
  'delivery.status.shipped': 'Enviado',
  'delivery.status.delivered': 'Entregue',
  'delivery.admin.awaiting_contact': 'Aguardando contato do ganhador',
  'delivery.hint.awaiting_contact':
    'Informe um endereço ou como o organizador fala com você para receber o prêmio.',
  'delivery.hint.contact_given': 'O organizador tem seu contato e prepara o envio.',
  'delivery.hint.shipped': 'O organizador enviou o prêmio.',
  'delivery.hint.delivered': 'O organizador confirmou a entrega.',
  'delivery.step.contact': 'Contato',
  'delivery.step.shipped': 'Enviado',
  'delivery.step.delivered': 'Entregue',
  'delivery.step.done': 'concluído',
  'delivery.step.pending': 'pendente',
  'delivery.stepsLabel': 'Etapas da entrega',
  'delivery.contact': 'Contato para entrega',
  'delivery.tracking': 'Nota de envio',
  'delivery.private': 'Só você e o organizador veem este contato.',
  'delivery.give': 'Informar contato para entrega',
  'delivery.change': 'Alterar contato',
  'delivery.giveFor': 'Informar contato para entrega: {name}',
  'delivery.changeFor': 'Alterar contato para entrega: {name}',
  'delivery.frozen': 'Para mudar o contato depois do envio, fale com o organizador.',
  'delivery.dialog.title': 'Contato para entrega',
  'delivery.dialog.description': 'Prêmio: {prize} ({name}).',
  'delivery.dialog.label': 'Endereço ou como falar com você',
  'delivery.dialog.placeholder': 'Rua, número, complemento, cidade, CEP — ou telefone, Telegram…',
  'delivery.dialog.help':
    'De {min} a {max} caracteres ({used} usados). Só você e o organizador veem.',
  'delivery.dialog.submit': 'Salvar contato',
  'delivery.dialog.saving': 'Salvando…',
  'toast.deliveryContact.title': 'Contato salvo',
  'toast.deliveryContact.description': 'O organizador usará este contato para enviar o prêmio.',
  'errors.deliveryContact': 'Não foi possível salvar o contato',
  // A claim link (docs/protocols/prize-delivery.md#claim-links)
  'claimLink.title': 'Resgatar pagamentos',
  'claimLink.subtitle':
    'Receba via Lightning os prêmios e reembolsos de uma conta, com o link de resgate guardado.',
  'claimLink.missing':
    'Este endereço não tem um link de resgate. Abra o link completo que você guardou.',
  'claimLink.nothing': 'Nada a receber por este link: tudo já foi pago ou encerrado.',
  'claimLink.prizes': 'Prêmios',
  'claimLink.refunds': 'Reembolsos',
  'claimLink.prizeOf': '{name}: prêmio de {amount}',
  'claimLink.refundOf': '{name}: reembolso de {amount}',
  'claimLink.onchain':
    'Sai on-chain para o endereço registrado; para receber via Lightning, cole uma fatura.',
  'errors.claimLink': 'Não foi possível abrir o link de resgate',
  'refund.status.closed': 'Encerrado pelo organizador',
  'refund.closedReason': 'Motivo: {reason}',
  'refund.status.unpaid': 'A pagar',
  'refund.reason.late_payment': 'Pago depois do fim das vendas',
  'refund.reason.no_tickets_left': 'Sem bilhetes disponíveis',
  'refund.reason.cancelled': 'Rifa cancelada',
} as const;
