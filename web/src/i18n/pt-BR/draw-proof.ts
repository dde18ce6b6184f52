// The pt-BR messages of the draw proof (features/draw-proof/): the proof section, the 'Verificar'
// panel, the plain-language verification, the prizes and the winners page. One module per area;
// ../pt-BR.ts merges them into the typed dictionary.

export const drawProof = {
  'winners.title': 'Ganhadores',
  'winners.subtitle':
    'Os sorteios mais recentes, com os números vencedores e a prova que qualquer pessoa pode conferir.',
  'winners.error': 'Erro ao carregar os ganhadores',
  'winners.empty': 'Nenhum sorteio ainda',
  'winners.emptyText': 'Quando uma rifa for sorteada, os números vencedores aparecem aqui.',
  'winners.drawnAt': 'Sorteada em {date}',
  'winners.position': '{position}º',
  'winners.positionLabel': '{position}º prêmio',
  'winners.ticket': 'Bilhete nº {ticket}',
  'winners.notAwarded': 'não sorteado',
  'winners.physical': '{description} (entregue pelo organizador)',
  'winners.block': 'Bloco {height}',
  'winners.blockHash': 'Hash do bloco do sorteio',
  'winners.tickets': '{count} bilhetes pagos',
  'winners.raffleLink': 'Ver a rifa e verificar',
  'winners.proofLink': 'Prova do sorteio (JSON)',

  'draw.title': 'Sorteio',
  'draw.pending':
    'O sorteio acontece depois da data de término ({date}, horário de Brasília), com o primeiro bloco Bitcoin minerado depois dela: em geral, cerca de uma hora depois.',
  // docs/decisions/0014-numbers-prizes-packages.md: plain Portuguese first, the technical rule folded below it (<TechnicalDetail>).
  'draw.pendingDetail':
    'Para ser exato: é o primeiro bloco cujo median time past (a mediana do horário dele e dos 10 blocos anteriores, que anda cerca de uma hora atrás do relógio) seja posterior à data de término.',
  'draw.technicalDetail': 'Detalhe técnico',
  'draw.howLink': 'Entenda o algoritmo',
  'draw.status.open': 'Vendas abertas',
  'draw.status.awaiting_anchor': 'Aguardando âncora',
  'draw.status.awaiting_block': 'Aguardando o bloco do sorteio',
  'draw.status.awaiting_confirmations': 'Aguardando confirmações',
  'draw.status.completed': 'Sorteio realizado',
  'draw.status.cancelled': 'Sem sorteio',
  'draw.statusPrefix': 'Situação do sorteio:',
  'draw.awaitingBlock':
    'As vendas encerraram e a lista de bilhetes foi congelada: N = {count} bilhetes pagos, comprometidos no tickets_hash abaixo. Agora falta o bloco do sorteio, o primeiro minerado depois do fim das vendas; ele costuma aparecer cerca de uma hora depois.',
  // docs/protocols/draw-v2.md: the list's Merkle root goes into a Bitcoin transaction before the draw block.
  'draw.awaitingAnchor':
    'As vendas encerraram e a lista de bilhetes foi congelada: N = {count} bilhetes pagos. Agora a raiz dessa lista (tickets_root) está sendo registrada numa transação Bitcoin, a âncora; o bloco do sorteio será o primeiro depois do bloco que a confirmar.',
  'draw.awaitingBlockDetail':
    'Para ser exato: é o primeiro cujo median time past seja estritamente maior que o fim das vendas. O median time past é a mediana do horário do bloco e dos 10 anteriores e anda cerca de uma hora atrás do relógio.',
  'draw.awaitingConfirmations':
    'O bloco do sorteio já foi minerado. O vencedor só é calculado quando ele tiver {required} confirmações, para que uma reorganização da cadeia não troque o bloco depois do resultado.',
  'draw.confirmations': 'Confirmações: {count} de {required}',
  'draw.confirmationsReorg':
    'O bloco saiu da melhor cadeia (reorganização): enquanto o sorteio não é final, o servidor refaz a busca do bloco.',
  'draw.confirmationsDone': 'Confirmações: {count} (exigidas: {required})',
  'draw.confirmationsUnknown':
    'Confirmações: desconhecidas agora (nó Bitcoin indisponível); exigidas: {required}',
  'draw.confirmationsLabel': 'Confirmações do bloco do sorteio',
  'draw.autoRefresh': 'Esta seção se atualiza sozinha a cada 30 segundos.',
  'draw.cancelledNoTickets':
    'Nenhum bilhete foi pago até o fim das vendas (N = 0): a rifa foi cancelada sem sorteio.',
  'draw.cancelledByAdmin':
    'A rifa foi cancelada pelo administrador antes do fim das vendas: não há sorteio. Cada bilhete pago vira um reembolso on-chain para o endereço Bitcoin do comprador.',
  'draw.completedIntro':
    'O vencedor saiu do hash do bloco abaixo, que ninguém conhecia enquanto os bilhetes estavam à venda. Todos os números da conta estão aqui.',
  // The draw estimate (docs/protocols/draw.md#when-the-draw-happens)
  'estimate.title': 'Sorteio previsto para ~{time}',
  'estimate.help':
    'Estimativa pela blockchain, horário de Brasília: o bloco do sorteio é o primeiro cuja mediana de tempo, que anda cerca de uma hora atrás do relógio, passa do fim das vendas; depois vêm {confirmations} confirmações de cerca de 10 minutos cada.',
  'estimate.stepsLabel': 'Etapas do sorteio',
  'estimate.step.salesClosed': 'Vendas encerradas',
  'estimate.step.anchor': 'Âncora confirmada: a lista de bilhetes está registrada na blockchain',
  'estimate.step.block': 'Bloco do sorteio minerado',
  'estimate.step.confirmations': 'Confirmações: {count} de {required}',
  'estimate.step.drawn': 'Sorteado',

  'draw.factsLabel': 'Dados do sorteio',
  'draw.fact.anchorTx': 'Transação de âncora (no bloco {height})',
  'draw.fact.endDate': 'Fim das vendas (end_date)',
  'draw.fact.ticketsCount': 'Bilhetes pagos (N)',
  'draw.fact.ticketsHash': 'tickets_hash (sha256 da lista de bilhetes, publicado no fechamento)',
  'draw.fact.blockHeight': 'Altura do bloco do sorteio',
  'draw.fact.blockHash': 'Hash do bloco (block_hash)',
  'draw.fact.mediantime': 'Median time past do bloco (mediantime)',
  'draw.fact.previousMediantime':
    'Median time past do bloco anterior, {height} (precisa ser ≤ end_date)',
  'draw.fact.drawId': 'draw_id (o id da rifa em texto)',
  'draw.fact.drawnAt': 'Sorteado em',
  'draw.fact.network': 'Rede Bitcoin',
  'draw.brasilia': '{date} (horário de Brasília)',
  'draw.unixSeconds': '{seconds} em segundos Unix',
  'draw.formula.title': 'A conta, com os números deste sorteio',
  'draw.formula.rule': 'n = sha256(utf8(block_hash + draw_id)), lido como inteiro big-endian',
  'draw.formula.message': 'texto hasheado (UTF-8): block_hash seguido de draw_id, sem separador',
  'draw.formula.digest': 'sha256 (hexadecimal)',
  'draw.formula.n': 'n (o mesmo número em base 10)',
  'draw.formula.index': 'i = n mod N = n mod {count} = {index}',
  'draw.formula.winner':
    'vencedor = o bilhete pago na posição i = {index} (contando do 0) em ordem crescente de número = bilhete nº {ticket}.',
  'draw.formula.sequential': 'Com a numeração sequencial 1..N, é o bilhete i + 1 = {ticket}.',
  'draw.winner': 'Bilhete vencedor',
  'draw.winnerNumber': 'nº {n}',
  'draw.payout.title': 'Pagamento do prêmio',
  'draw.payout.sent': 'Prêmio enviado on-chain, da carteira do nó do operador, na transação:',
  'draw.payout.notYet':
    'O prêmio ainda não tem transação publicada. Ele é enviado on-chain, da carteira do nó do operador, para o endereço Bitcoin do vencedor.',
  'draw.payout.youWon': 'Seu bilhete nº {n} venceu!',
  'draw.payout.yourStatus': 'Situação do seu prêmio:',
  'draw.audit.title': 'Confira sem confiar neste site',
  'draw.audit.text':
    'Baixe a prova e refaça a conta com o script verify-draw do código aberto: ele recalcula o tickets_hash e o bilhete vencedor e confere a regra do bloco e as confirmações. Com --rpc, compara o bloco com o seu próprio nó Bitcoin.',
  'draw.audit.repo': 'No repositório do código:',
  'draw.audit.single': 'Só com o Node, com o arquivo único scripts/verify-draw.mjs e o seu nó:',
  'draw.audit.commandRepo': 'npx verify-draw {url}',
  'draw.audit.commandSingle': 'node verify-draw.mjs {url} --rpc http://usuario:senha@host:porta',
  'draw.audit.proofLink': 'Prova do sorteio (JSON)',
  'draw.audit.ticketsLink': 'Lista pública de bilhetes (JSON)',

  // 'Verificar' panel (docs/protocols/draw.md: recomputed in the browser with the shared module)
  'verify.title': 'Verificar no navegador',
  'verify.intro':
    'Recalcula a prova aqui mesmo, com o mesmo código do servidor e do verify-draw: tickets_hash, numeração dos bilhetes, cabeçalhos dos blocos, regra do bloco, confirmações e bilhete vencedor.',
  'verify.button': 'Verificar',
  'verify.again': 'Verificar de novo',
  'verify.running': 'Verificando...',
  'verify.fetchingTickets': 'Baixando a lista de bilhetes...',
  'verify.allPassed': 'Todas as {count} verificações passaram.',
  'verify.someFailed': '{failed} de {count} verificações falharam.',
  'verify.partial': '{passed} de {count} verificações passaram.',
  'verify.notFinal':
    'O sorteio ainda não é final: o que depende dele aparece como reprovado por enquanto.',
  'verify.checksLabel': 'Resultado de cada verificação',
  'verify.passed': 'Aprovado:',
  'verify.failed': 'Reprovado:',
  'verify.notesTitle': 'Observações',
  'verify.ticketsFetched':
    'A prova não traz a lista de bilhetes (rifa grande): ela foi baixada de {url} e conferida contra o tickets_hash.',
  'verify.nodeHint':
    'Para conferir o bloco com o seu próprio nó Bitcoin, use o verify-draw com --rpc (veja acima).',
  'verify.error': 'Não foi possível verificar: {message}',

  // The headline counts the steps shown: the list, the block and one per prize position.
  'plain.title': 'Confira o sorteio em {count} passos',
  /** The counts 2 to 10 in words, for the headline; beyond them, digits. */
  'plain.countWords': 'dois,três,quatro,cinco,seis,sete,oito,nove,dez',
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

  'prizes.title': 'Prêmios',
  'prizes.position': '{position}º prêmio',
  'prizes.sats': '{amount}',
  'prizes.physical': '{description} (entregue pelo organizador)',
  'prizes.ticket': 'Bilhete nº {n}',
  'prizes.notAwarded': 'Não sorteado: há menos bilhetes pagos que prêmios',
  'prizes.toBeDrawn': 'A sortear',
  'prizes.rule':
    'Cada posição sorteia um bilhete diferente: o 1º como sempre, o 2º em diante entre os bilhetes que ainda não ganharam, com sha256(hash do bloco + draw_id + "#" + posição).',

  // Default messages of its API calls (spec §8)
  'errors.draw': 'Erro ao buscar a prova do sorteio',
  'errors.drawTickets': 'Erro ao buscar a lista de bilhetes',
} as const;
