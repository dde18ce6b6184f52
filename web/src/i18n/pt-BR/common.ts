// The pt-BR messages of the app's name, shared words, the demo banner, navigation and the 404 page.
// One module per area; ../pt-BR.ts merges them into the typed dictionary.

export const common = {
  'app.name': 'Rifa Relâmpago',
  'app.skipToContent': 'Pular para o conteúdo',

  'common.loading': 'Carregando...',
  'common.cancel': 'Cancelar',
  'common.close': 'Fechar',
  'common.back': 'Voltar',
  'common.retry': 'Tentar novamente',
  'common.required': 'obrigatório',

  // Names people read (shared names.ts, issue 13): the same rule the server applies.
  'name.invisible': 'Use letras, números ou símbolos visíveis.',
  'name.control': 'Sem quebras de linha, tabulações ou códigos de controle.',
  'name.bidi': 'Sem caracteres que invertem a direção do texto.',
  'name.tooLong': 'No máximo {max} caracteres.',

  'demo.banner': 'Modo demonstração',
  'demo.bannerDetail':
    'Pagamentos simulados numa rede de teste (regtest): nada aqui tem valor real.',

  // Navigation bar (spec §2)
  'nav.label': 'Navegação principal',
  'nav.home': 'Rifa Relâmpago: início',
  'nav.allRaffles': 'Todas as Rifas',
  'nav.howItWorks': 'Como Funciona',
  'nav.dashboard': 'Dashboard',
  'nav.admin': 'Admin',
  'nav.userFallback': 'Usuário',
  'nav.userMenu': 'Menu do usuário {name}',
  'nav.myAccount': 'Minha Conta',
  'nav.logout': 'Sair',
  'nav.login': 'Entrar',
  'nav.register': 'Criar Conta',
  'nav.openMenu': 'Abrir menu',
  'nav.menuTitle': 'Menu',
  'nav.menuDescription': 'Links do site e da sua conta',

  'notFound.title': 'Página não encontrada',
  'notFound.text': 'O endereço que você abriu não existe.',
  'notFound.home': 'Voltar ao início',
} as const;
