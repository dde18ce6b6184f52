// The pt-BR messages of the static pages (features/site/): the landing page, how it works, the
// terms and the 404 page. One module per area; ../pt-BR.ts merges them into the typed dictionary.

export const site = {
  'notFound.title': 'Página não encontrada',
  'notFound.text': 'O endereço que você abriu não existe.',
  'notFound.home': 'Voltar ao início',

  // Landing (spec §2; claims kept true of this product, docs/protocols/web.md)
  'landing.badge': 'Sorteios verificáveis na blockchain do Bitcoin',
  'landing.title': 'Rifas de Bitcoin pagas na Lightning, sorteadas por um bloco do futuro',
  'landing.subtitle':
    'Compre bilhetes em sats com qualquer carteira Lightning. O vencedor sai do hash de um bloco Bitcoin minerado depois do fim da rifa, e qualquer pessoa pode refazer a conta.',
  'landing.ctaRaffles': 'Ver Rifas Ativas',
  'landing.ctaHowItWorks': 'Como Funciona',
  'landing.whyTitle': 'Por que escolher a Rifa Relâmpago?',
  'landing.whySubtitle': 'Uma rifa que você não precisa aceitar na confiança.',
  'landing.feature.transparency.title': 'Transparência total',
  'landing.feature.transparency.text':
    'O sorteio usa o hash de um bloco que ainda não existia quando as vendas fecharam. Qualquer pessoa pode recalcular o resultado com dados públicos.',
  'landing.feature.lightning.title': 'Lightning Network',
  'landing.feature.lightning.text':
    'Pagamentos instantâneos em sats, com fatura válida por 15 minutos e bilhetes creditados automaticamente.',
  'landing.feature.security.title': 'Segurança máxima',
  'landing.feature.security.text':
    'Roda no nó do próprio operador: os pagamentos entram no LND dele e os prêmios saem da carteira dele, sem intermediários e sem chaves embutidas no site.',
  'landing.feature.bitcoin.title': '100% Bitcoin',
  'landing.feature.bitcoin.text':
    'Preços, prêmios e pagamentos em satoshis. Sem token, sem banco, sem documentos.',
  'landing.feature.community.title': 'Feito para a comunidade',
  'landing.feature.community.text':
    'Qualquer operador de nó instala pela loja de apps do Umbrel ou do Start9 e organiza rifas para a sua comunidade, também pelo Tor.',
  'landing.feature.openSource.title': 'Código aberto',
  'landing.feature.openSource.text':
    'Todo o código é aberto e auditável, inclusive o script que confere um sorteio sem precisar confiar no site.',
  'landing.stepsTitle': 'Como participar',
  'landing.step1.title': 'Compre bilhetes',
  'landing.step1.text':
    'Escolha uma rifa e seus números (ou deixe a sorte escolher) e pague a fatura Lightning.',
  'landing.step2.title': 'Aguarde o sorteio',
  'landing.step2.text':
    'O sorteio acontece automaticamente na data marcada, usando o hash de um bloco Bitcoin.',
  'landing.step3.title': 'Receba o prêmio',
  // docs/protocols/draw.md: how each kind of prize arrives, as the payout rails really pay it.
  'landing.step3.text':
    'Prêmios em sats saem da carteira do nó do operador: acima do limite que ele define, on-chain para o seu endereço Bitcoin; abaixo dele, pela Lightning, com uma fatura que você cola no seu painel. Um prêmio físico é entregue pelo organizador.',
  'landing.closingTitle': 'Pronto para participar?',
  'landing.closingText': 'Veja as rifas abertas e garanta seus bilhetes em segundos.',
  'landing.closingCta': 'Começar Agora',

  // How it works (spec §2, docs/protocols/draw.md)
  'how.title': 'Como Funciona',
  'how.subtitle': 'Cada etapa de uma rifa, do pagamento ao prêmio, e como conferir o sorteio.',
  'how.step1.title': 'Sistema de sorteio',
  'how.step1.text':
    'O vencedor sai do hash de um bloco Bitcoin minerado depois do fim das vendas e depois que a lista de bilhetes foi registrada na própria blockchain. Ninguém, nem o operador, conhece esse hash enquanto os bilhetes estão à venda.',
  'how.step2.title': 'Sistema de login',
  'how.step2.text':
    'Basta um e-mail, uma senha e um endereço Bitcoin para receber o prêmio. A senha é guardada só como hash.',
  'how.step3.title': 'Compra via Lightning',
  'how.step3.text':
    'Cada compra gera uma fatura Lightning válida por 15 minutos. Os números (escolhidos por você ou sorteados entre os livres) ficam fixados já na reserva e são seus enquanto a fatura vale; paga, eles viram os seus bilhetes.',
  'how.step4.title': 'Entrega do prêmio',
  'how.step4.text':
    'Depois das confirmações do bloco do sorteio, cada prêmio segue o seu caminho. Em sats, acima do limite definido pelo operador, vai on-chain da carteira do nó para o endereço Bitcoin do vencedor; abaixo dele, vai pela Lightning, numa fatura do valor exato que o vencedor cola no painel. Um prêmio físico é entregue pelo organizador: o vencedor informa no painel um contato para a entrega.',
  'how.algorithm.title': 'Algoritmo do sorteio',
  'how.algorithm.intro': 'A regra é fixa, pública e a mesma para todas as rifas:',
  'how.algorithm.rule1':
    'No fim das vendas, N (o número de bilhetes pagos) fica congelado e o servidor calcula o tickets_root: a raiz de uma árvore de Merkle com uma folha por bilhete pago, em ordem crescente de número. Com N = 0 a rifa é cancelada, sem sorteio.',
  'how.algorithm.rule1Detail':
    'folha = sha256(0x00 ‖ utf8("<número> <payment_hash>")), com o número em base 10 e o payment_hash em 64 caracteres hexadecimais minúsculos; nó = sha256(0x01 ‖ esquerda ‖ direita); num nível com quantidade ímpar, o último nó sobe sem ser duplicado. Com os irmãos do caminho da sua folha até a raiz, cada comprador confere o próprio bilhete sem baixar a lista.',
  'how.algorithm.anchor':
    'Logo depois, o nó do operador envia uma transação Bitcoin que grava o tickets_root na blockchain: a âncora. Quando ela entra num bloco, a lista fica registrada e não pode mais mudar sem que todos vejam.',
  'how.algorithm.anchorDetail':
    'A âncora tem uma saída OP_RETURN cujo script é exatamente 6a 24 52494641 seguido dos 32 bytes do tickets_root ("RIFA" e a raiz). A é a altura do bloco que contém a âncora.',
  'how.algorithm.rule2':
    'Bloco do sorteio: o primeiro bloco Bitcoin minerado depois do bloco da âncora e depois da data de término da rifa; em geral ele sai cerca de uma hora depois do término.',
  // docs/decisions/0014-numbers-prizes-packages.md: plain Portuguese in the rule, the exact wording folded below it.
  'how.algorithm.rule2Detail':
    'Em termos exatos: o primeiro bloco (menor altura) acima de A cujo median time past seja estritamente maior que a data de término da rifa. O median time past é o mediantime que o bitcoind informa: a mediana do horário do bloco e dos 10 anteriores. Se uma reorganização tirar a âncora da cadeia, A é encontrado de novo (ou a âncora é reenviada) e o bloco do sorteio vem depois dele. Rifas encerradas antes da âncora existir (prova versão 1) usam o primeiro bloco cujo median time past seja estritamente maior que a data de término, e o tickets_hash: o sha256 das linhas "<número> <payment_hash>\\n" de cada bilhete pago, em ordem crescente de número.',
  'how.algorithm.rule3':
    'O sorteio só é feito quando esse bloco tem 6 confirmações (DRAW_CONFIRMATIONS; cada prova informa o valor usado). Se uma reorganização da cadeia trocar o bloco antes disso, a busca recomeça.',
  'how.algorithm.rule4':
    'O hash desse bloco, junto com o id da rifa, vira um número enorme n, que ninguém podia prever antes do bloco existir.',
  'how.algorithm.rule4Detail':
    'n = sha256(utf8(block_hash_hex + draw_id)): os 32 bytes do resultado lidos como um único inteiro sem sinal big-endian. block_hash_hex são os 64 caracteres hexadecimais minúsculos do hash do bloco, como o bitcoind mostra; draw_id é o id da rifa em texto, fixado na criação; os dois são concatenados sem separador.',
  'how.algorithm.rule5': 'i = n mod N.',
  'how.algorithm.rule6':
    'O vencedor é o i-ésimo bilhete pago (contando do 0) em ordem crescente de número; com a numeração sequencial 1..N, é o bilhete i + 1.',
  'how.algorithm.rule7':
    'Cada prêmio em sats é pago uma única vez, da carteira do nó do operador: on-chain para o endereço Bitcoin do vencedor acima do limite definido pelo operador, ou pela Lightning abaixo dele. Um prêmio físico, o organizador entrega.',
  'how.algorithm.formula':
    'n = sha256(utf8(block_hash_hex + draw_id))\ni = n mod N\nvencedor = i-ésimo bilhete pago em ordem crescente = bilhete i + 1',
  'how.algorithm.formulaLabel': 'A fórmula do sorteio',
  'how.algorithm.exampleTitle': 'Exemplo',
  'how.algorithm.example':
    'Uma rifa que termina em {date} (horário de Brasília) registra a lista de bilhetes num bloco poucos minutos depois e usa o primeiro bloco minerado depois desse registro e do término, que costuma sair cerca de uma hora depois; ninguém conhece o hash dele enquanto os bilhetes estão à venda.',
  'how.algorithm.technicalDetail': 'Detalhe técnico',
  'how.algorithm.exampleDate': '17/08/2025 14:00',
  'how.transparency.title': 'Transparência',
  'how.transparency.item1':
    'Ao fechar as vendas, o servidor publica o tickets_root da lista de bilhetes pagos e o grava na blockchain (a âncora) antes que o bloco do sorteio exista.',
  'how.transparency.receipts':
    'Cada compra paga recebe um comprovante assinado pela chave do nó Lightning do operador. Se um bilhete do seu comprovante faltar na lista registrada, o comprovante é a prova da fraude.',
  'how.transparency.item2': 'O endereço Bitcoin do prêmio aparece antes do sorteio.',
  'how.transparency.item3':
    'Cada sorteio guarda todas as entradas: bloco, hash, N e o bilhete vencedor.',
  'how.transparency.item4':
    'Na página de cada rifa, o botão "Verificar" refaz a conta no seu navegador. Fora do site, o script verify-draw do código aberto faz o mesmo e ainda compara o bloco com o seu próprio nó Bitcoin:',
  'how.transparency.commandNpxLabel': 'Só a prova, sem nó próprio:',
  'how.transparency.commandNpx': 'npx verify-draw <URL da prova>',
  'how.transparency.commandNodeLabel': 'Conferindo o bloco no seu nó Bitcoin:',
  'how.transparency.commandNode':
    'node verify-draw.mjs <URL da prova> --rpc http://usuario:senha@host:porta',
  'how.workedExample.title': 'Um exemplo com números',
  'how.workedExample.intro':
    'Um dos vetores de teste do código: o bloco abaixo, draw_id "{drawId}" e N = {count} bilhetes pagos, numerados de 1 a {count}.',
  'how.workedExample.blockHash': 'block_hash',
  'how.workedExample.digest': 'sha256(utf8(block_hash + draw_id))',
  'how.workedExample.n': 'n (base 10)',
  'how.workedExample.result': 'i = n mod {count} = {index}, então o vencedor é o bilhete {ticket}.',
  'how.faq.title': 'Perguntas frequentes',
  'how.faq.fair.q': 'O sorteio é justo?',
  'how.faq.fair.a':
    'Sim. A lista de bilhetes é registrada na blockchain antes que o bloco do sorteio exista, e esse bloco é escolhido por uma regra fixa. Com o hash dele e a lista publicada de bilhetes, qualquer pessoa chega ao mesmo vencedor.',
  'how.faq.when.q': 'Quando recebo o prêmio?',
  'how.faq.when.a':
    'Depois que o bloco do sorteio recebe as confirmações exigidas (6 por padrão). Um prêmio em sats acima do limite definido pelo operador vai on-chain para o endereço Bitcoin do seu cadastro; abaixo dele, você o recebe pela Lightning, colando no seu painel uma fatura do valor exato. Um prêmio físico, o organizador combina a entrega com você pelo contato que você informa no painel. O operador pode optar por enviar os prêmios manualmente. Quem ganha vê "Parabéns, você ganhou!" na página da rifa e no topo do site.',
  'how.faq.multiple.q': 'Posso comprar vários bilhetes?',
  'how.faq.multiple.a':
    'Sim. Escolha a quantidade na compra (respeitando o mínimo da rifa): cada bilhete pago é uma chance a mais, e uma única fatura cobre todos.',
  'how.faq.anonymous.q': 'Preciso me identificar?',
  'how.faq.anonymous.a':
    'Não pedimos documentos. O cadastro pede um nome (pode ser um apelido: ninguém o confere), um e-mail, uma senha e um endereço Bitcoin. O nome serve para o operador saber com quem fala num reembolso ou na entrega de um prêmio físico; só ele vê o nome e o e-mail. As páginas públicas mostram apenas o seu apelido público. Use o Tor para não revelar seu IP.',

  'terms.title': 'Termos gerais',
  'terms.subtitle': 'Quem organiza estas rifas, quem responde por elas e como tudo funciona.',
  'terms.error': 'Erro ao carregar os termos',

  // The operator's explorer and rate (docs/protocols/configuration.md#explorer-and-reais)
  'display.brlTitle': 'Valor aproximado em reais, pela cotação informada pelo organizador',
  'display.explorerTx': 'Ver transação no explorador',
  'display.explorerBlock': 'Ver bloco no explorador',

  // Default messages of its API calls (spec §8)
  'errors.health': 'Não foi possível conectar com o backend',
} as const;
