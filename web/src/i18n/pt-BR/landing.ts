// The pt-BR messages of the landing page. One module per area; ../pt-BR.ts merges them into the
// typed dictionary.

export const landing = {
  // Landing (spec §2; claims kept true of this product, DESIGN.md §10)
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
  'landing.step1.text': 'Escolha uma rifa, defina a quantidade e pague a fatura Lightning.',
  'landing.step2.title': 'Aguarde o sorteio',
  'landing.step2.text':
    'O sorteio acontece automaticamente na data marcada, usando o hash de um bloco Bitcoin.',
  'landing.step3.title': 'Receba o prêmio',
  'landing.step3.text':
    'O prêmio é enviado on-chain, do nó do operador, para o endereço Bitcoin do vencedor.',
  'landing.closingTitle': 'Pronto para participar?',
  'landing.closingText': 'Veja as rifas abertas e garanta seus bilhetes em segundos.',
  'landing.closingCta': 'Começar Agora',
} as const;
