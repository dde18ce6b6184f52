// The pt-BR messages of the participant's dashboard (features/participant/): tickets, transactions,
// wins, refunds and 'Receber via Lightning'. One module per area; ../pt-BR.ts merges them into the
// typed dictionary.

export const participant = {
  // Dashboard (spec §2)
  'dashboard.title': 'Dashboard',
  'dashboard.subtitle': 'Gerencie suas rifas e acompanhe seu histórico',
  'dashboard.loginRequired': 'Entre na sua conta para ver seu dashboard.',
  'dashboard.totalWon': 'Total Ganho',
  'dashboard.activeTickets': 'Bilhetes Ativos',
  'dashboard.wonTickets': 'Bilhetes Premiados',
  'dashboard.tabsLabel': 'Seus bilhetes e transações',
  'dashboard.tabTickets': 'Meus Bilhetes',
  'dashboard.tabPurchases': 'Transações',
  // docs/protocols/no-javascript.md: each tab its own URL when the tabs cannot switch
  'dashboard.noScriptPurchases': 'Ver as transações',
  'dashboard.noScriptTickets': 'Ver os bilhetes',
  'dashboard.ticketsCountOne': 'Você possui 1 bilhete ativo',
  'dashboard.ticketsCount': 'Você possui {n} bilhetes ativos',
  'dashboard.noTickets': 'Você ainda não possui bilhetes',
  // docs/decisions/0014-numbers-prizes-packages.md: tickets of closed raffles are listed below; 'ainda não possui' contradicted them.
  'dashboard.noActiveTickets':
    'Nenhum bilhete em rifas ativas. Abaixo, seus bilhetes de rifas encerradas.',
  'dashboard.ticketNumbers': 'Números',
  'dashboard.ticketCount': 'Bilhetes: {n}',
  'dashboard.noPurchases': 'Nenhuma transação encontrada',
  'dashboard.tx.caption': 'Suas compras de bilhetes',
  'dashboard.tx.date': 'Data',
  'dashboard.tx.raffle': 'Rifa',
  'dashboard.tx.quantity': 'Quantidade',
  'dashboard.tx.amount': 'Valor',
  'dashboard.tx.status': 'Status',
  'dashboard.tx.actions': 'Ações',
  'dashboard.tx.pay': 'Pagar',
  'dashboard.ticketWon': 'premiado',
  'dashboard.wins.title': 'Seus prêmios',
  'dashboard.wins.empty': 'Nenhum dos seus bilhetes foi sorteado até agora.',
  'dashboard.wins.ticket': 'Bilhete vencedor nº {n}',
  'dashboard.wins.drawnAt': 'Sorteado em {date}',
  'dashboard.wins.prize': 'Prêmio',
  'dashboard.wins.address': 'Endereço do prêmio',
  'dashboard.wins.payout': 'Pagamento',
  'dashboard.wins.txid': 'Transação (txid)',
  'dashboard.wins.proof': 'Ver a prova do sorteio',
  'dashboard.wins.paymentHash': 'Pagamento Lightning (hash)',
  'dashboard.payoutError': 'Último erro: {error}',
  'dashboard.refunds.title': 'Reembolsos',
  'dashboard.refunds.intro':
    'Valores que o operador deve devolver a você: on-chain, no seu endereço Bitcoin, ou via Lightning, para uma fatura que você cola aqui. Valores pequenos só podem ser pagos via Lightning.',
  'dashboard.refunds.caption': 'Seus reembolsos',
  'dashboard.refunds.raffle': 'Rifa',
  'dashboard.refunds.amount': 'Valor',
  'dashboard.refunds.reason': 'Motivo',
  'dashboard.refunds.status': 'Situação',
  'dashboard.refunds.txid': 'Transação (txid)',
  // 'Receber via Lightning' (docs/protocols/draw.md): the recipient's own BOLT11
  'dashboard.claim.open': 'Receber via Lightning',
  'dashboard.claim.openFor': 'Receber via Lightning: {name}',
  'dashboard.claim.title': 'Receber via Lightning',
  'dashboard.claim.prize': 'Prêmio da rifa "{name}"',
  'dashboard.claim.refund': 'Reembolso da rifa "{name}"',
  'dashboard.claim.refunds': 'Reembolsos da rifa "{name}" ({count}), somados',
  'dashboard.claim.fromOnchain':
    'Sem fatura, o valor é enviado on-chain para o seu endereço Bitcoin. Com a fatura, ele é pago via Lightning e nada é enviado on-chain.',
  'dashboard.claim.invoice': 'Fatura Lightning (BOLT11)',
  'dashboard.claim.invoicePlaceholder': 'lnbc…',
  'dashboard.claim.invoiceHelp':
    'Gere na sua carteira uma fatura de exatamente {amount}, válida por pelo menos 10 minutos. Faturas sem valor são recusadas.',
  'dashboard.claim.submit': 'Enviar fatura',
  'dashboard.claim.submitting': 'Enviando...',
  // The server's own reason comes first; this only when it gave none
  'dashboard.claim.failed':
    'O pagamento Lightning falhou e nada saiu do nó: gere uma nova fatura e tente de novo.',

  'toast.claimPaid.title': 'Pago via Lightning!',
  'toast.claimPaid.description': '{amount} enviados para a sua fatura.',
  'toast.claimAccepted.title': 'Fatura recebida',

  // Default messages of its API calls (spec §8)
  'errors.transactions': 'Erro ao buscar transações',
  'errors.wins': 'Erro ao buscar prêmios',
  'errors.userRefunds': 'Erro ao buscar reembolsos',
  'errors.lightningClaim': 'Erro ao enviar a fatura Lightning',
} as const;
