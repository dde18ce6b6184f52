// The pt-BR messages of the receipt (comprovante) of a paid purchase (issue 14). One module
// per area; ../pt-BR.ts merges them into the typed dictionary.

export const receipt = {
  'receipt.link': 'Ver comprovante',
  'receipt.linkContext': 'da compra nº {id}',
  'receipt.pageTitle': 'Comprovante nº {id}',
  'receipt.title': 'Comprovante de compra',
  'receipt.issuer': 'Emitido por {app}',
  'receipt.loginRequired': 'Entre na sua conta para ver o comprovante.',
  'receipt.back': 'Voltar ao dashboard',
  'receipt.print': 'Imprimir',
  'receipt.purchaseId': 'Compra nº',
  'receipt.raffle': 'Rifa',
  'receipt.numbers': 'Números',
  'receipt.quantity': 'Quantidade de bilhetes',
  'receipt.amount': 'Valor pago',
  'receipt.paidAt': 'Pago em',
  'receipt.dateInBrasilia': '{date}, horário de Brasília',
  'receipt.paymentHash': 'Hash do pagamento (Lightning)',
  'receipt.organiser': 'Contato do organizador',
  'receipt.hashHint':
    'O hash do pagamento aparece ao lado dos seus números na lista pública de bilhetes e na prova do sorteio: com ele qualquer pessoa confere que estes bilhetes são seus, sem ver seu nome.',
  'receipt.keepIt': 'Guarde este comprovante.',
  'receipt.notFound': 'Comprovante não encontrado',
  'receipt.notFoundText': 'Esta compra não existe ou pertence a outra conta.',
  'receipt.pendingTitle': 'Esta compra ainda não foi paga',
  'receipt.pendingText':
    'O comprovante fica disponível assim que o pagamento da fatura for confirmado. Você pode pagar pela aba Transações do dashboard.',
  'receipt.expiredTitle': 'Esta compra não foi paga',
  'receipt.expiredText':
    'A fatura expirou sem pagamento e os números reservados foram liberados. Não há comprovante: nenhum bilhete foi comprado.',
  'receipt.refundTitle': 'Pagamento recebido depois do fim das vendas',
  'receipt.refundText':
    'Este pagamento não vale bilhete, por isso não há comprovante. Um reembolso para o seu endereço Bitcoin foi registrado: acompanhe-o no dashboard.',
} as const;
