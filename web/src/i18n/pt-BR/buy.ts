// The pt-BR messages of buying tickets (features/buy/): the buy dialog, its packages, and the
// payment dialog. One module per area; ../pt-BR.ts merges them into the typed dictionary.

export const buy = {
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
  'buy.loginHint':
    'Para comprar, entre na sua conta ou crie uma: a quantidade e os números escolhidos continuam aqui.',
  'buy.loginLink': 'Entrar',
  'buy.registerLink': 'Criar conta',
  'buy.submit': 'Comprar Bilhetes',
  'buy.submitting': 'Gerando fatura...',
  // docs/protocols/payment.md#consent-before-the-first-purchase: asked once per account.
  'consent.title': 'Antes da primeira compra',
  'consent.terms': 'Li e aceito o regulamento',
  'consent.readRules': 'Ler o regulamento desta rifa',
  'consent.readTerms': 'Ler os termos de uso',
  'consent.adult': 'Tenho 18 anos ou mais (+18)',
  'numbers.loading': 'Carregando números...',
  'numbers.unavailable':
    'Não foi possível carregar os números. Você ainda pode comprar: sortearemos números livres.',

  // Payment dialog (spec §2, docs/protocols/payment.md)
  'payment.title': 'Pagamento Lightning',
  'payment.description': 'Pague a fatura para confirmar seus bilhetes.',
  'payment.raffle': 'Rifa',
  'payment.tickets': 'Bilhetes',
  'payment.numbers': 'Seus números',
  'payment.total': 'Total',
  'payment.validity': 'Válido por {n} minutos',
  'payment.validityOne': 'Válido por 1 minuto',
  // docs/decisions/0014-numbers-prizes-packages.md: the invoice ends with the sales when they end before the usual 15 minutes.
  'payment.validityShort': 'Válido por {n} min: as vendas terminam antes',
  'payment.expiresIn': 'Expira em {time}',
  'payment.qrAlt': 'QR code da fatura Lightning',
  'payment.qrLink': 'Abrir a fatura na carteira Lightning',
  'payment.qrLoading': 'Gerando QR code...',
  'payment.invoiceLabel': 'Fatura Lightning (copia e cola)',
  'payment.wallets':
    'Funciona com qualquer carteira Lightning, como Phoenix, Breez, Wallet of Satoshi, Blink ou Zeus.',
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

  'packages.title': 'Pacotes',
  'packages.choice': '{quantity} bilhetes por {price}',
  'packages.saving': 'economize {amount}',

  'toast.loginRequired.title': 'Login necessário',
  'toast.loginRequired.description': 'Você precisa estar logado para comprar bilhetes.',
  'toast.invalidQuantity.title': 'Quantidade inválida',
  'toast.invalidQuantity.description.one': 'Mínimo de 1 bilhete necessário.',
  'toast.invalidQuantity.description.other': 'Mínimo de {n} bilhetes necessário.',
  'toast.purchaseError.title': 'Erro na compra',
  'toast.purchaseCreated.title': 'Transação criada!',
  'toast.purchaseCreated.description.one':
    'Transação criada para 1 bilhete. Realize o pagamento para confirmar.',
  'toast.purchaseCreated.description.other':
    'Transação criada para {n} bilhetes. Realize o pagamento para confirmar.',
  'toast.copied.title': 'Copiado!',
  'toast.copied.description': 'Endereço Lightning copiado para a área de transferência.',
  'toast.copyError.title': 'Erro ao copiar',
  'toast.copyError.description': 'Não foi possível copiar o endereço.',
  'toast.paymentError.title': 'Erro no pagamento',

  // docs/protocols/no-javascript.md: the buy page and the invoice page, which work without JavaScript.
  'buyPage.back': 'Voltar para a rifa',
  'buyPage.notFound': 'Rifa não encontrada',
  'buyPage.notOnSale': 'Esta rifa não está aceitando compras.',
  'buyPage.package': 'Pacote',
  'buyPage.noPackage': 'Sem pacote: pelo preço do bilhete',
  'buyPage.numbers': 'Números escolhidos',
  'buyPage.numbersHint':
    'Digite números separados por vírgula (ex.: 7, 42) ou marque no quadro. Os que faltarem serão sorteados entre os livres na compra.',
  'buyPage.update': 'Atualizar escolha',
  'buyPage.pageOf': 'Página {page} de {pages}',
  'buyPage.loginNeeded': 'Entre na sua conta para comprar.',
  'invoice.title': 'Fatura Lightning',
  'invoice.notFound': 'Fatura não encontrada',
  'invoice.refresh': 'Atualizar',
  'invoice.autoRefresh': 'Esta página se atualiza sozinha a cada 10 segundos.',
  'invoice.timeLeft': 'Tempo restante: {time}',
  'invoice.myTickets': 'Ver meus bilhetes',
  'invoice.backToRaffle': 'Voltar para a rifa',

  // Default messages of its API calls (spec §8)
  'errors.createPurchase': 'Erro ao criar transação',
  'errors.transaction': 'Erro ao buscar transação',
  'errors.devPay': 'Erro ao simular pagamento',
} as const;
