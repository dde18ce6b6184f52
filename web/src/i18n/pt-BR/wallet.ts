// The pt-BR messages of buying and receiving from any Lightning wallet (features/wallet/,
// docs/protocols/lnurl.md): the raffle page's Lightning Address, the wallet buyer's ticket page
// and the LNURL-withdraw QR. One module per area; ../pt-BR.ts merges them into the typed
// dictionary.

export const wallet = {
  // The raffle page: 'Pague de qualquer carteira'
  'walletPay.title': 'Pague de qualquer carteira',
  'walletPay.intro':
    'Envie sats de qualquer carteira Lightning, sem criar conta: cada {price} vale um bilhete.',
  'walletPay.address': 'Lightning Address',
  'walletPay.copyAddress': 'Copiar o Lightning Address',
  'walletPay.copyLnurl': 'Copiar o LNURL',
  'walletPay.lnurl': 'LNURL',
  'walletPay.qrLink': 'Abrir esta rifa na carteira Lightning',
  'walletPay.qrAlt': 'QR code LNURL para pagar esta rifa',
  'walletPay.lud17': 'Abrir com lnurlp://',
  'walletPay.numbers':
    'Quer escolher os números? Escreva-os no comentário do pagamento (ex.: 7, 42). Sem comentário, eles são sorteados.',
  'walletPay.after':
    'Depois do pagamento, a carteira mostra o link da sua página de bilhetes: guarde-o.',
  'walletPay.unavailable': 'Pagamento por carteira indisponível neste endereço',

  // Copying
  'walletCopy.copy': 'Copiar',
  'walletCopy.done': 'Copiado!',
  'walletCopy.failed': 'Não foi possível copiar. Selecione o texto e copie à mão.',

  // The ticket page /bilhete/:secret
  'ticket.title': 'Seus bilhetes',
  'ticket.pageTitle': 'Seus bilhetes · {name}',
  'ticket.keepLink':
    'Guarde o link desta página: é ele que dá acesso aos seus bilhetes e ao prêmio, se você ganhar.',
  'ticket.raffle': 'Rifa',
  'ticket.status': 'Situação',
  'ticket.status.pending': 'Aguardando pagamento',
  'ticket.status.paid': 'Pago',
  'ticket.status.expired': 'Não pago (fatura expirada)',
  'ticket.status.refund_owed': 'Pago depois do fim das vendas',
  'ticket.pendingNote': 'Assim que o pagamento for confirmado, esta página se atualiza sozinha.',
  'ticket.expiredNote':
    'A fatura expirou sem pagamento e os números reservados foram liberados: nenhum bilhete foi comprado.',
  'ticket.refundNote':
    'O pagamento chegou depois do fim das vendas: não vale bilhete e é devolvido a você. Veja abaixo como receber.',
  'ticket.numbers': 'Seus números',
  'ticket.reserved': 'Números reservados',
  'ticket.numbersLater': 'Os números aparecem aqui quando o pagamento for confirmado.',
  'ticket.winning': '(premiado)',
  'ticket.result': 'Resultado',
  'ticket.result.open': 'Vendas até {date} (horário de Brasília). Depois vem o sorteio.',
  'ticket.result.closed': 'As vendas terminaram: o sorteio acontece em breve.',
  'ticket.result.lost': 'Não foi desta vez: nenhum dos seus números foi sorteado.',
  'ticket.result.cancelled':
    'Esta rifa foi cancelada. O que você pagou é devolvido: veja abaixo como receber.',
  'ticket.proof': 'Ver a prova do sorteio',
  'ticket.raffleLink': 'Ver a página da rifa',
  'ticket.prizes': 'Seus prêmios',
  'ticket.refunds': 'Seu reembolso',
  'ticket.refundOf': 'Reembolso de {amount}',
  'ticket.physical':
    'Prêmio físico: guarde estes bilhetes na sua conta para informar o contato de entrega.',
  'ticket.notFound': 'Bilhetes não encontrados',
  'ticket.notFoundText':
    'Este link não corresponde a nenhuma compra. Confira se ele foi copiado inteiro.',

  // 'Guardar na minha conta'
  'ticketSave.title': 'Guardar na minha conta',
  'ticketSave.text':
    'Junte estes bilhetes à sua conta: eles aparecem no seu painel, com as outras compras e prêmios.',
  'ticketSave.button': 'Guardar na minha conta',
  'ticketSave.saving': 'Guardando...',
  'ticketSave.login': 'Entrar para guardar',
  'ticketSave.saved': 'Estes bilhetes estão guardados em uma conta.',
  'ticketSave.done': 'Bilhetes guardados na sua conta',
  'ticketSave.dashboard': 'Ir para o painel',

  // 'Receber com carteira (LNURL)': LNURL-withdraw (LUD-03)
  'withdraw.open': 'Receber com carteira (LNURL)',
  'withdraw.openFor': 'Receber com carteira (LNURL): {name}',
  'withdraw.description':
    'Escaneie o QR com uma carteira Lightning que aceite LNURL-withdraw (ou toque nele no celular): a carteira recebe o valor na hora.',
  'withdraw.loading': 'Gerando o link de saque...',
  'withdraw.qrLink': 'Abrir o saque na carteira Lightning',
  'withdraw.qrAlt': 'QR code LNURL do saque',
  'withdraw.lnurl': 'Link de saque (LNURL)',
  'withdraw.copyLnurl': 'Copiar o link de saque',
  'withdraw.lud17': 'Abrir com lnurlw://',
  'withdraw.once':
    'O link vale para um único saque deste valor. Depois de receber, feche esta janela.',

  'errors.raffleLnurl': 'Erro ao buscar o Lightning Address da rifa',
  'errors.ticket': 'Erro ao buscar seus bilhetes',
  'errors.ticketSave': 'Erro ao guardar os bilhetes na sua conta',
  'errors.withdraw': 'Erro ao gerar o link de saque',
} as const;
