// The pt-BR messages of the draw anchors card in Gerenciar (DESIGN.md §8.2).

export const anchors = {
  'admin.anchors.title': 'Âncoras dos sorteios',
  'admin.anchors.description':
    'No encerramento, a raiz da lista de bilhetes vai para uma transação Bitcoin (a âncora), paga com a taxa da carteira on-chain do LND. O bloco do sorteio só pode vir depois dela.',
  'admin.anchors.empty': 'Nenhuma rifa encerrada com âncora ainda.',
  'admin.anchors.status.pending': 'A enviar',
  'admin.anchors.status.awaiting_balance': 'Aguardando saldo',
  'admin.anchors.status.sending': 'Enviando',
  'admin.anchors.status.sent': 'Aguardando mineração',
  'admin.anchors.status.confirmed': 'Confirmada',
  'admin.anchors.hint.awaiting_balance':
    'A carteira on-chain do LND não tem saldo para a taxa da âncora: deposite alguns milhares de sats e o envio é refeito sozinho. O sorteio espera por ela.',
  'admin.anchors.txid': 'Transação',
  'admin.anchors.label': 'Rótulo no LND',
  'admin.anchors.height': 'Bloco da âncora',
  'admin.anchors.fee': 'Taxa: {rate} sat/vB; aumentos: {bumps}',
  'errors.anchors': 'Não foi possível carregar as âncoras',
} as const;
