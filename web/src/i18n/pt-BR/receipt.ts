// The pt-BR messages of the receipt page (features/receipt/): the printable receipt, its signature
// and the inclusion of its numbers. One module per area; ../pt-BR.ts merges them into the typed
// dictionary.

export const receipt = {
  'receipt.link': 'Ver comprovante',
  'receipt.linkContext': 'da compra nº {id}',
  'receipt.pageTitle': 'Comprovante nº {id}',
  'receipt.title': 'Comprovante de compra',
  'receipt.issuer': 'Emitido por {app}',
  'receipt.loginRequired': 'Entre na sua conta para ver o comprovante.',
  'receipt.back': 'Voltar ao dashboard',
  'receipt.print': 'Imprimir',
  'receipt.printNoScript': 'Para imprimir, use o menu do navegador (Ctrl+P).',
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

  'signed.title': 'Recibo assinado pelo nó',
  // docs/protocols/no-javascript.md: the checks run in the browser
  'signed.noScript':
    'A assinatura é conferida no navegador, com JavaScript. Sem ele, confira o texto, a assinatura e a chave acima com uma ferramenta de verificação de mensagens assinadas do LND.',
  'signed.inclusionNoScript':
    'A conferência roda no navegador, com JavaScript. Sem ele, procure seus números e o hash do pagamento na lista de bilhetes da prova do sorteio, na página da rifa.',
  'signed.intro':
    'O nó Lightning do organizador assinou este recibo com a chave dele quando o pagamento foi confirmado. Seu navegador confere a assinatura aqui mesmo, sem perguntar nada ao servidor.',
  'signed.pending':
    'O recibo assinado ainda não está pronto: o nó Lightning vai assiná-lo em instantes. Volte a esta página mais tarde.',
  'signed.text': 'Texto assinado',
  'signed.signature': 'Assinatura (z-base-32)',
  'signed.nodeKey': 'Chave pública do nó',
  'signed.checking': 'Conferindo a assinatura…',
  'signed.valid': 'Assinado pelo nó {key}',
  'signed.invalid': 'A assinatura não confere: este recibo não foi assinado por esse nó.',
  'signed.matches': 'O texto assinado corresponde a esta compra (rifa, números, valor e pagamento)',
  'signed.mismatch': 'O texto assinado não corresponde a esta compra.',
  'signed.siteKey': 'É a chave do nó que atende este site agora',
  'signed.otherKey': 'Atenção: o nó que atende este site agora tem outra chave ({key}).',
  'signed.compareKey':
    'Compare a chave do nó com a que o organizador divulga (também em /api/health, campo lightning.pubkey).',
  'signed.checkError': 'Não foi possível conferir a assinatura neste navegador: {message}',
  'signed.download': 'Baixar comprovante assinado (JSON)',
  'signed.inclusionTitle': 'Meu bilhete está na lista',
  'signed.inclusionIntro':
    'Depois do fim das vendas a lista de bilhetes foi fixada (e, na prova versão 2, registrada na blockchain do Bitcoin). Cada número seu é conferido contra essa lista.',
  'signed.inclusionWaiting':
    'Quando as vendas terminarem, seu navegador vai conferir aqui que cada número seu está na lista registrada.',
  'signed.inclusionChecking': 'Conferindo seus números na lista…',
  'signed.included': 'Bilhete nº {number} está na lista',
  'signed.missing': 'Bilhete nº {number} NÃO está na lista registrada',
  'signed.unknown': 'Bilhete nº {number}: não foi possível conferir agora',
  'signed.allIncluded':
    'Meu bilhete está na lista: todos os seus números estão na lista registrada.',
  'signed.inclusionError': 'Não foi possível ler a prova de inclusão do bilhete.',
  'signed.fraudTitle': 'Você tem uma prova de fraude',
  'signed.fraudText':
    'O nó do organizador assinou que você pagou por estes números, mas eles não estão na lista de bilhetes registrada para o sorteio. O recibo assinado prova isso: qualquer pessoa confere a assinatura com a chave pública do nó.',
  'signed.fraudWhat':
    'Baixe o comprovante assinado (JSON) e guarde-o. Mostre-o ao organizador e peça explicação; se não houver, publique-o (junto com a prova do sorteio) para que outros participantes possam conferir.',
  'signed.missingUnsigned':
    'Um número seu não está na lista registrada. Como o recibo ainda não tem uma assinatura válida, isto não é uma prova: fale com o organizador.',
} as const;
