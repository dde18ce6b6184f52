// The pt-BR messages of the plain-language verification above the technical draw proof
// (issue 15). One module per area; ../pt-BR.ts merges them into the typed dictionary.

export const plainProof = {
  'plain.title': 'Confira o sorteio em três passos',
  'plain.intro':
    'Seu navegador refaz as contas a partir da prova publicada, sem confiar no servidor.',
  'plain.anchored': 'A lista foi registrada no bloco {height} antes do sorteio',
  'plain.anchorPending':
    'A lista de bilhetes será registrada na blockchain do Bitcoin antes do sorteio',
  'plain.published': 'A lista de {count} bilhetes foi publicada no encerramento das vendas',
  'plain.publishedNote':
    'Prova versão 1: a lista foi publicada no encerramento, sem registro na blockchain.',
  'plain.block': 'O bloco do sorteio é {height}',
  'plain.blockPending': 'O bloco do sorteio ainda não foi minerado',
  'plain.ticket': 'A conta dá o bilhete {ticket}',
  'plain.ticketPosition': '{position}º prêmio: a conta dá o bilhete {ticket}',
  'plain.notAwarded': '{position}º prêmio: não sorteado (menos bilhetes que prêmios)',
  'plain.ticketPending': 'A conta será feita quando o bloco tiver as confirmações',
  'plain.ticketPendingPosition':
    '{position}º prêmio: a conta será feita quando o bloco tiver as confirmações',
  'plain.running': 'Conferindo…',
  'plain.run': 'Conferir agora',
  'plain.error': 'Não foi possível conferir: {message}',
  'plain.download': 'Baixar prova (JSON)',
  'plain.technical': 'Detalhes técnicos da prova',
} as const;
