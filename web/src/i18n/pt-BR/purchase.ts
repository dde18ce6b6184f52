// The pt-BR messages of the buy and payment dialogs. One module per area; ../pt-BR.ts merges them
// into the typed dictionary.

export const purchase = {
  // Buy dialog (spec §2, §5)
  'buy.title': 'Comprar Bilhetes',
  'buy.description': 'Rifa: {name}',
  'buy.quantity': 'Quantidade de bilhetes',
  'buy.decrease': 'Diminuir quantidade',
  'buy.increase': 'Aumentar quantidade',
  'buy.minimum': 'Mínimo: {n}',
  'buy.available': 'Disponíveis: {n}',
  'buy.perAccount': 'Por conta: até {n}',
  'buy.capNote':
    'Para ninguém segurar a rifa sem pagar, cada conta pode ter até {tickets} bilhetes e {purchases} compras aguardando pagamento nesta rifa. Depois de pagar, você pode comprar mais.',
  'buy.outOfRange': 'Escolha entre {min} e {max} bilhetes.',
  'buy.pricePerTicket': 'Preço por bilhete',
  'buy.quantityRow': 'Quantidade',
  'buy.total': 'Total',
  'buy.noValue': '—',
  'buy.loginHint': 'Entre na sua conta para comprar bilhetes.',
  'buy.loginLink': 'Entrar',
  'buy.submit': 'Comprar Bilhetes',
  'buy.submitting': 'Gerando fatura...',

  // Number grid of the buy dialog (issue 14)
  'numbers.title': 'Escolha seus números',
  'numbers.hint':
    'Toque nos números livres ou deixe a sorte escolher. Sem escolha, sorteamos números livres para você.',
  'numbers.lucky': 'Quero sorte!',
  'numbers.quick': '+{n}',
  'numbers.quickLabel': 'Adicionar {n} número(s) ao acaso',
  'numbers.clear': 'Limpar escolha',
  'numbers.chosen': 'Escolhidos ({n}): {numbers}',
  'numbers.noneChosen': 'Nenhum número escolhido: sortearemos números livres.',
  'numbers.capReached': 'Você chegou ao máximo de {n} bilhetes nesta compra.',
  'numbers.previous': 'Página anterior',
  'numbers.next': 'Próxima página',
  'numbers.page': 'Página {page} de {pages}',
  'numbers.jump': 'Ir para o número',
  'numbers.free': 'Livre',
  'numbers.reserved': 'Reservado',
  'numbers.sold': 'Vendido',
  'numbers.selected': 'Escolhido',
  'numbers.numberLabel': 'Número {number}: {state}',
  'numbers.gridLabel': 'Números de {first} a {last}',
  'numbers.loading': 'Carregando números...',
  'numbers.unavailable':
    'Não foi possível carregar os números. Você ainda pode comprar: sortearemos números livres.',

  // Payment dialog (spec §2, DESIGN.md §7)
  'payment.title': 'Pagamento Lightning',
  'payment.description': 'Pague a fatura para confirmar seus bilhetes.',
  'payment.raffle': 'Rifa',
  'payment.tickets': 'Bilhetes',
  'payment.numbers': 'Seus números',
  'payment.total': 'Total',
  'payment.validity': 'Válido por {n} minutos',
  'payment.validityOne': 'Válido por 1 minuto',
  // Issue 14: the invoice ends with the sales when they end before the usual 15 minutes.
  'payment.validityShort': 'Válido por {n} min: as vendas terminam antes',
  'payment.expiresIn': 'Expira em {time}',
  'payment.qrAlt': 'QR code da fatura Lightning',
  'payment.qrLink': 'Abrir a fatura na carteira Lightning',
  'payment.qrLoading': 'Gerando QR code...',
  'payment.invoiceLabel': 'Fatura Lightning',
  'payment.copy': 'Copiar',
  'payment.webln': 'Pagar com a carteira do navegador',
  'payment.simulate': 'Simular pagamento',
  'payment.instructionsTitle': 'Como pagar',
  'payment.instruction1':
    'Escaneie o QR code com sua carteira Lightning, ou copie a fatura e cole na carteira.',
  'payment.instruction2': 'Confirme o pagamento na sua carteira.',
  'payment.instruction3':
    'Seus bilhetes são creditados automaticamente assim que o pagamento é confirmado.',
  'payment.waiting': 'Aguardando pagamento...',
  'payment.confirmed': 'Pagamento confirmado!',
  'payment.yourTickets': 'Seus bilhetes: {numbers}',
  'payment.expired': 'Fatura expirada',
  'payment.expiredHint': 'A reserva dos bilhetes foi liberada. Você pode gerar uma nova fatura.',
  'payment.buyAgain': 'Comprar novamente',
  'payment.refundOwed': 'Pagamento recebido depois do fim das vendas',
  'payment.refundOwedHint':
    'Ele não vale bilhete: um reembolso para o seu endereço Bitcoin foi registrado.',
} as const;
