// The pt-BR messages of issue 14's footer (every page), /termos, /ganhadores and the admin's
// card for the organiser's contact and the general terms.

export const site = {
  'nav.winners': 'Ganhadores',

  'footer.label': 'Links do rodapé',
  'footer.contact': 'Contato do organizador:',
  'footer.terms': 'Termos',
  'footer.verify': 'Verifique um sorteio',
  'footer.version': 'Rifa Relâmpago v{version}',

  'terms.title': 'Termos gerais',
  'terms.subtitle': 'Quem organiza estas rifas, quem responde por elas e como tudo funciona.',
  'terms.error': 'Erro ao carregar os termos',

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

  'admin.site.title': 'Contato e termos gerais',
  'admin.site.description':
    'Aparecem no rodapé de todas as páginas e em /termos. Texto simples: as quebras de linha são mantidas.',
  'admin.site.contact': 'Contato do organizador',
  'admin.site.contactHelp':
    'WhatsApp, e-mail, Telegram, Nostr… Deixe vazio para não mostrar um contato.',
  'admin.site.terms': 'Termos gerais',
  'admin.site.termsHelp': 'Até {max} caracteres.',
  'admin.site.termsIsDefault': 'Este é o texto padrão.',
  'admin.site.save': 'Salvar contato e termos',
  'admin.site.saving': 'Salvando...',
  'admin.site.restore': 'Restaurar texto padrão',
  'admin.site.saved': 'Contato e termos salvos',
  'admin.site.restored': 'Texto padrão dos termos restaurado',
  'admin.site.error': 'Não foi possível salvar o contato e os termos',
  'admin.site.loadError': 'Erro ao carregar o contato e os termos',
} as const;
