// The pt-BR messages of the raffle list, the raffle card and the raffle page. One module per area;
// ../pt-BR.ts merges them into the typed dictionary.

export const raffles = {
  // Raffle list (spec §2, §9)
  'raffles.title': 'Rifas Ativas',
  'raffles.subtitle': 'Escolha uma rifa e pague seus bilhetes com Lightning',
  'raffles.filtersTitle': 'Filtros',
  'raffles.showFilters': 'Mostrar filtros',
  'raffles.hideFilters': 'Ocultar filtros',
  'raffles.searchLabel': 'Buscar',
  'raffles.searchPlaceholder': 'Nome da rifa...',
  'raffles.filterLabel': 'Filtrar por',
  'raffles.filter.all': 'Todas',
  'raffles.filter.endingSoon': 'Terminando em breve',
  'raffles.filter.highPrize': 'Prêmio alto',
  'raffles.filter.lowEntry': 'Entrada baixa',
  'raffles.sortLabel': 'Ordenar por',
  'raffles.sort.endDate': 'Terminam primeiro',
  'raffles.sort.prizeAmount': 'Maior prêmio',
  'raffles.sort.ticketPrice': 'Menor preço',
  'raffles.sort.popularity': 'Mais populares',
  'raffles.apply': 'Aplicar',
  'raffles.chipSearch': 'Busca: {text}',
  'raffles.removeChip': 'Remover {label}',
  'raffles.tabsLabel': 'Situação das rifas',
  'raffles.tabActive': 'Ativas ({count})',
  'raffles.tabFinished': 'Finalizadas ({count})',
  'raffles.emptyTitle': 'Nenhuma rifa encontrada',
  'raffles.emptyActive': 'Tente ajustar seus filtros ou busca',
  'raffles.emptyFinished': 'Não há rifas finalizadas que correspondam aos seus filtros',
  // Links between the tabs shown only with JavaScript off (issue 13).
  'raffles.noScriptFinished': 'Ver as rifas finalizadas',
  'raffles.noScriptActive': 'Ver as rifas ativas',

  // Raffle card and detail
  'raffle.status.active': 'Ativa',
  'raffle.status.completed': 'Finalizada',
  'raffle.status.cancelled': 'Cancelada',
  'raffle.status.awaitingDraw': 'Aguardando sorteio',
  'raffle.prize': 'Prêmio',
  'raffle.prizeAddress': 'Endereço do prêmio (do organizador)',
  // Issue 14: participants read it as where the prize goes; it is not.
  'raffle.prizeAddressShort': 'Informado pelo organizador. Não é para onde o prêmio vai.',
  'raffle.prizeAddressHelp':
    'Endereço Bitcoin que o organizador informou ao criar a rifa, publicado para transparência. Não é para onde o prêmio vai: o vencedor recebe no endereço Bitcoin do próprio cadastro ou via Lightning.',
  'raffle.sold': 'Vendidos',
  'raffle.soldOf': '{sold} / {total}',
  'raffle.progressLabel': 'Bilhetes vendidos da rifa {name}',
  'raffle.ticketPrice': 'Preço do bilhete',
  'raffle.timeLeft': 'Tempo restante',
  'raffle.endsAt': 'Termina em {date} (horário de Brasília)',
  'raffle.daysLeftOne': '1 dia',
  'raffle.daysLeftOther': '{n} dias',
  'raffle.finished': 'Finalizada',
  'raffle.button.buy': 'Comprar Bilhete',
  'raffle.button.finished': 'Finalizada',
  'raffle.button.cancelled': 'Cancelada',
  'raffle.button.expired': 'Tempo Esgotado',
  'raffle.button.soldOut': 'Esgotado',
  'raffle.button.reserved': 'Bilhetes reservados',
  'raffle.reservedNote':
    'Os bilhetes restantes estão reservados em faturas ainda não pagas. Se elas expirarem, eles voltam a ficar disponíveis.',
  'raffle.details': 'Detalhes',
  // Shown only with JavaScript off (issue 13: the pages read without it, buying needs it).
  'raffle.noScript':
    'Para comprar bilhetes, ative o JavaScript neste site: o pagamento Lightning precisa dele. Rifas, progresso e sorteios podem ser lidos sem ele.',

  'raffleDetail.back': 'Voltar para as rifas',
  'raffleDetail.notFound': 'Rifa não encontrada',
  'raffleDetail.progressTitle': 'Progresso das vendas',
  'raffleDetail.percentSold': '{percent}% vendido',
  'raffleDetail.available': 'Disponíveis agora',
  'raffleDetail.total': 'Total de bilhetes',
  'raffleDetail.endDate': 'Fim das vendas',
  'raffleDetail.minTickets': 'Mínimo por compra',
  'raffleDetail.createdAt': 'Criada em',
  'raffleDetail.timeZone': '(horário de Brasília)',
} as const;
