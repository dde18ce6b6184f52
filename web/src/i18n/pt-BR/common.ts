// The pt-BR messages shared by the whole app: its name, shared words, names people read, the demo
// banner, the navigation, the footer, the toasts' region and the node's states. One module per
// area; ../pt-BR.ts merges them into the typed dictionary.

export const common = {
  'app.name': 'Rifa Relâmpago',
  'app.skipToContent': 'Pular para o conteúdo',

  'common.loading': 'Carregando...',
  'common.cancel': 'Cancelar',
  'common.close': 'Fechar',
  'common.back': 'Voltar',
  'common.retry': 'Tentar novamente',
  'common.required': 'obrigatório',

  // Names people read (shared names.ts, docs/decisions/0013-built-for-tor.md): the same rule the server applies.
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

  'nav.winners': 'Ganhadores',

  'footer.label': 'Links do rodapé',
  'footer.contact': 'Contato do organizador:',
  'footer.terms': 'Termos',
  'footer.verify': 'Verifique um sorteio',
  'footer.version': 'Rifa Relâmpago v{version}',

  'node.status.ok': 'Conectado',
  'node.status.waiting': 'Aguardando LND',
  'node.status.syncing': 'Sincronizando',
  'node.status.unavailable': 'Indisponível',

  // Toasts (spec §5, §8)
  'toast.region': 'Notificações ({hotkey})',
  'toast.label': 'Notificação',
  'toast.close': 'Fechar notificação',
  'toast.logout.title': 'Logout realizado com sucesso!',
  'toast.logout.description': 'Até mais!',
} as const;
