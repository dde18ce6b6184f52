// Every string of the UI (STYLE.md "Web:"), pt-BR exactly as spec §2, §5 and §8 write
// them. Keys are typed, and so are the `{placeholders}` of each message: t('x', { n: 1 })
// fails to compile when the key or a placeholder name is wrong.

export const ptBR = {
  'app.name': 'Rifa Relâmpago',
  'app.skipToContent': 'Pular para o conteúdo',

  'common.loading': 'Carregando...',
  'common.cancel': 'Cancelar',
  'common.close': 'Fechar',
  'common.back': 'Voltar',
  'common.retry': 'Tentar novamente',
  'common.required': 'obrigatório',

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

  // Login and registration (spec §2, §5)
  'login.title': 'Entrar',
  'login.subtitle': 'Acesse sua conta para comprar bilhetes',
  'login.email': 'E-mail',
  'login.password': 'Senha',
  'login.submit': 'Entrar',
  'login.submitting': 'Entrando...',
  'login.noAccount': 'Não tem uma conta?',
  'login.registerLink': 'Criar conta',
  'auth.backHome': 'Voltar ao início',
  'form.emailPlaceholder': 'seu@email.com',

  'register.title': 'Criar Conta',
  'register.subtitle': 'Só precisamos de um e-mail, uma senha e um endereço Bitcoin',
  'register.name': 'Nome',
  'register.namePlaceholder': 'Seu nome',
  'register.email': 'E-mail',
  'register.btcAddress': 'Endereço Bitcoin',
  'register.btcAddressHelp': 'Para onde o prêmio será enviado se você ganhar.',
  'register.exampleAddress': 'Usar um endereço de exemplo (regtest)',
  'register.password': 'Senha',
  'register.confirmPassword': 'Confirmar senha',
  'register.required': 'Preencha este campo',
  'register.passwordTooShort': 'A senha deve ter pelo menos {min} caracteres',
  'register.passwordMismatch': 'As senhas não coincidem',
  'register.submit': 'Criar Conta',
  'register.submitting': 'Criando conta...',
  'register.haveAccount': 'Já tem uma conta?',
  'register.loginLink': 'Entrar',

  // Raffle list (spec §2, §9)
  'raffles.title': 'Rifas Ativas',
  'raffles.subtitle': 'Escolha uma rifa e pague seus bilhetes com Lightning',
  'raffles.filtersTitle': 'Filtros',
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

  // Raffle card and detail
  'raffle.status.active': 'Ativa',
  'raffle.status.completed': 'Finalizada',
  'raffle.status.cancelled': 'Cancelada',
  'raffle.prize': 'Prêmio',
  'raffle.prizeAddress': 'Endereço do prêmio',
  'raffle.sold': 'Vendidos',
  'raffle.soldOf': '{sold} / {total}',
  'raffle.progressLabel': 'Bilhetes vendidos da rifa {name}',
  'raffle.ticketPrice': 'Preço do bilhete',
  'raffle.timeLeft': 'Tempo restante',
  'raffle.daysLeftOne': '1 dia',
  'raffle.daysLeftOther': '{n} dias',
  'raffle.finished': 'Finalizada',
  'raffle.button.buy': 'Comprar Bilhete',
  'raffle.button.finished': 'Finalizada',
  'raffle.button.cancelled': 'Cancelada',
  'raffle.button.expired': 'Tempo Esgotado',
  'raffle.button.soldOut': 'Esgotado',
  'raffle.details': 'Detalhes',

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

  'draw.title': 'Sorteio',
  'draw.pending':
    'O sorteio acontece depois da data de término ({date}), com o primeiro bloco Bitcoin cujo median time past seja posterior a ela.',
  'draw.howLink': 'Entenda o algoritmo',

  // Buy dialog (spec §2, §5)
  'buy.title': 'Comprar Bilhetes',
  'buy.description': 'Rifa: {name}',
  'buy.quantity': 'Quantidade de bilhetes',
  'buy.decrease': 'Diminuir quantidade',
  'buy.increase': 'Aumentar quantidade',
  'buy.minimum': 'Mínimo: {n}',
  'buy.available': 'Disponíveis: {n}',
  'buy.outOfRange': 'Escolha entre {min} e {max} bilhetes.',
  'buy.pricePerTicket': 'Preço por bilhete',
  'buy.quantityRow': 'Quantidade',
  'buy.total': 'Total',
  'buy.loginHint': 'Entre na sua conta para comprar bilhetes.',
  'buy.loginLink': 'Entrar',
  'buy.submit': 'Comprar Bilhetes',
  'buy.submitting': 'Gerando fatura...',

  // Payment dialog (spec §2, DESIGN.md §7)
  'payment.title': 'Pagamento Lightning',
  'payment.description': 'Pague a fatura para confirmar seus bilhetes.',
  'payment.raffle': 'Rifa',
  'payment.tickets': 'Bilhetes',
  'payment.total': 'Total',
  'payment.validity': 'Válido por 15 minutos',
  'payment.expiresIn': 'Expira em {time}',
  'payment.qrAlt': 'QR code da fatura Lightning',
  'payment.qrLink': 'Abrir a fatura na carteira Lightning',
  'payment.qrLoading': 'Gerando QR code...',
  'payment.invoiceLabel': 'Fatura Lightning',
  'payment.copy': 'Copiar',
  'payment.webln': 'Pagar com a carteira do navegador',
  'payment.simulate': 'Simular pagamento',
  'payment.instructionsTitle': 'Como pagar',
  'payment.instruction1':
    'Escaneie o QR code com sua carteira Lightning, ou copie a fatura e cole na carteira.',
  'payment.instruction2': 'Confirme o pagamento na sua carteira.',
  'payment.instruction3':
    'Seus bilhetes são creditados automaticamente assim que o pagamento é confirmado.',
  'payment.waiting': 'Aguardando pagamento...',
  'payment.confirmed': 'Pagamento confirmado!',
  'payment.yourTickets': 'Seus bilhetes: {numbers}',
  'payment.expired': 'Fatura expirada',
  'payment.expiredHint': 'A reserva dos bilhetes foi liberada. Você pode gerar uma nova fatura.',
  'payment.buyAgain': 'Comprar novamente',
  'payment.refundOwed': 'Pagamento recebido depois do fim das vendas',
  'payment.refundOwedHint':
    'Ele não vale bilhete: um reembolso para o seu endereço Bitcoin foi registrado.',

  // Dashboard (spec §2)
  'dashboard.title': 'Dashboard',
  'dashboard.subtitle': 'Gerencie suas rifas e acompanhe seu histórico',
  'dashboard.loginRequired': 'Entre na sua conta para ver seu dashboard.',
  'dashboard.totalWon': 'Total Ganho',
  'dashboard.activeTickets': 'Bilhetes Ativos',
  'dashboard.wonTickets': 'Bilhetes Premiados',
  'dashboard.profile': 'Perfil',
  'dashboard.name': 'Nome',
  'dashboard.email': 'E-mail',
  'dashboard.btcAddress': 'Endereço Bitcoin',
  'dashboard.memberSince': 'Membro desde',
  'dashboard.adminBadge': 'Administrador',
  'dashboard.editProfile': 'Editar Perfil',
  'dashboard.tabsLabel': 'Seus bilhetes e transações',
  'dashboard.tabTickets': 'Meus Bilhetes',
  'dashboard.tabTransactions': 'Transações',
  'dashboard.ticketsCountOne': 'Você possui 1 bilhete ativo',
  'dashboard.ticketsCount': 'Você possui {n} bilhetes ativos',
  'dashboard.noTickets': 'Você ainda não possui bilhetes',
  'dashboard.ticketNumbers': 'Números',
  'dashboard.ticketCount': 'Bilhetes: {n}',
  'dashboard.noTransactions': 'Nenhuma transação encontrada',
  'dashboard.tx.caption': 'Suas compras de bilhetes',
  'dashboard.tx.date': 'Data',
  'dashboard.tx.raffle': 'Rifa',
  'dashboard.tx.quantity': 'Quantidade',
  'dashboard.tx.amount': 'Valor',
  'dashboard.tx.status': 'Status',
  'dashboard.tx.actions': 'Ações',
  'dashboard.tx.pay': 'Pagar',
  'tx.status.pending': 'Pendente',
  'tx.status.paid': 'Pago',
  'tx.status.expired': 'Expirado',
  'tx.status.refund_owed': 'Reembolso pendente',

  // Profile form (DESIGN.md §6: real form instead of the spec's placeholder toast)
  'profile.title': 'Editar Perfil',
  'profile.description':
    'Atualize seu nome e endereço Bitcoin. Para trocar a senha, informe a senha atual.',
  'profile.name': 'Nome',
  'profile.btcAddress': 'Endereço Bitcoin',
  'profile.passwordSection': 'Trocar senha (opcional)',
  'profile.currentPassword': 'Senha atual',
  'profile.newPassword': 'Nova senha',
  'profile.confirmNewPassword': 'Confirmar nova senha',
  'profile.currentPasswordRequired': 'Informe a senha atual para trocar a senha',
  'profile.save': 'Salvar',
  'profile.saving': 'Salvando...',

  // Admin (spec §2, DESIGN.md §5, §6, §8)
  'admin.title': 'Painel Administrativo',
  'admin.subtitle': 'Crie e gerencie rifas e configure o sistema',
  'admin.restrictedTitle': 'Acesso restrito',
  'admin.restrictedText': 'Esta página é só para administradores.',
  'admin.tabsLabel': 'Seções da administração',
  'admin.tabCreate': 'Criar Rifa',
  'admin.tabManage': 'Gerenciar',
  'admin.tabSettings': 'Configurações',

  'admin.create.title': 'Criar Nova Rifa',
  'admin.create.name': 'Nome da rifa',
  'admin.create.namePlaceholder': 'Rifa de um milhão de sats',
  'admin.create.prize': 'Prêmio (sats)',
  'admin.create.ticketPrice': 'Preço do bilhete (sats)',
  'admin.create.totalTickets': 'Total de bilhetes',
  'admin.create.endDate': 'Data de término',
  'admin.create.minTickets': 'Mínimo de bilhetes por compra (opcional)',
  'admin.create.prizeAddress': 'Endereço Bitcoin do prêmio (opcional)',
  'admin.create.adminPassword': 'Senha de administrador',
  'admin.create.adminPasswordHelp': 'Confirme sua senha para criar a rifa.',
  'admin.create.submit': 'Criar Rifa',
  'admin.create.submitting': 'Criando...',
  'admin.create.largePrizeTitle': 'Prêmio alto',
  'admin.create.largePrizeConfirm': 'Criar mesmo assim',

  'admin.manage.title': 'Gerenciar Rifas',
  'admin.manage.empty': 'Nenhuma rifa encontrada',
  'admin.manage.prize': 'Prêmio: {amount}',
  'admin.manage.sold': 'Vendidos: {sold} / {total}',
  'admin.manage.endsAt': 'Término: {date}',
  'admin.manage.changeEndDate': 'Alterar data',
  'admin.manage.cancel': 'Cancelar rifa',
  'admin.manage.cancelTitle': 'Cancelar a rifa?',
  'admin.manage.cancelText':
    'A rifa "{name}" deixa de vender bilhetes. Bilhetes já pagos viram reembolsos devidos aos compradores.',
  'admin.manage.cancelConfirm': 'Sim, cancelar a rifa',
  'admin.manage.keep': 'Voltar',
  'admin.manage.endDateTitle': 'Alterar data de término',
  'admin.manage.endDateDescription': 'Rifa: {name}',
  'admin.manage.newEndDate': 'Nova data de término',
  'admin.manage.save': 'Salvar data',
  'toast.raffleUpdated.title': 'Rifa atualizada',
  'toast.raffleCancelled.title': 'Rifa cancelada',
  'toast.raffleUpdateError.title': 'Erro ao atualizar rifa',

  'admin.settings.apiTitle': 'Configuração da API',
  'admin.settings.apiDescription': 'Endereço do servidor e chave de API usados por este navegador.',
  'admin.settings.baseUrl': 'Endereço base da API',
  'admin.settings.baseUrlHelp': 'Deixe em branco para usar o próprio endereço deste site.',
  'admin.settings.apiKey': 'Chave de API',
  'admin.settings.save': 'Salvar',
  'admin.settings.test': 'Testar Conexão',
  'admin.settings.checking': 'Verificando...',
  'admin.settings.connected': 'Backend Conectado',
  'admin.settings.disconnected': 'Backend Desconectado',
  'admin.settings.newKey': 'Gerar nova chave',
  'admin.settings.newKeyShownOnce':
    'Copie agora: esta chave não será mostrada de novo, e a anterior deixou de funcionar.',
  'admin.settings.useKey': 'Usar esta chave neste navegador',
  'admin.settings.newKeyLabel': 'Nova chave de API',
  'admin.settings.usersTitle': 'Usuários',
  'admin.settings.usersTotal': 'Total de usuários: {n}',
  'admin.settings.usersUnavailable': 'Total de usuários: Dados não disponíveis',
  'admin.settings.statsTitle': 'Estatísticas',
  'admin.settings.stats.ticketsSold': 'Bilhetes vendidos',
  'admin.settings.stats.satsReceived': 'Recebido',
  'admin.settings.stats.prizesPaid': 'Prêmios pagos',
  'admin.settings.stats.pendingInvoices': 'Faturas pendentes',
  'admin.settings.systemTitle': 'Status do Sistema',
  'admin.settings.mode': 'Modo',
  'admin.settings.mode.demo': 'Demonstração',
  'admin.settings.mode.node': 'Nó próprio',
  'admin.settings.network': 'Rede',
  'admin.settings.version': 'Versão',
  'admin.settings.lightning': 'Lightning',
  'admin.settings.bitcoin': 'Bitcoin',
  'admin.settings.blockHeight': 'Bloco {height}',
  'admin.settings.securityTitle': 'Segurança',
  'admin.settings.changeAdminPassword': 'Alterar Senha de Administrador',
  'admin.settings.changeAdminPasswordHint': 'Troque sua senha em Dashboard → Editar Perfil.',
  'node.status.ok': 'Conectado',
  'node.status.waiting': 'Aguardando LND',
  'node.status.unavailable': 'Indisponível',

  // How it works (spec §2, DESIGN.md §8)
  'how.title': 'Como Funciona',
  'how.subtitle': 'Cada etapa de uma rifa, do pagamento ao prêmio, e como conferir o sorteio.',
  'how.step1.title': 'Sistema de sorteio',
  'how.step1.text':
    'O vencedor sai do hash de um bloco Bitcoin minerado depois do fim das vendas. Ninguém, nem o operador, conhece esse hash enquanto os bilhetes estão à venda.',
  'how.step2.title': 'Sistema de login',
  'how.step2.text':
    'Basta um e-mail, uma senha e um endereço Bitcoin para receber o prêmio. A senha é guardada só como hash.',
  'how.step3.title': 'Compra via Lightning',
  'how.step3.text':
    'Cada compra gera uma fatura Lightning válida por 15 minutos. Enquanto ela vale, seus bilhetes ficam reservados; paga, eles recebem números na ordem de pagamento.',
  'how.step4.title': 'Entrega do prêmio',
  'how.step4.text':
    'Depois das confirmações do bloco do sorteio, o prêmio é enviado on-chain, da carteira do nó do operador, para o endereço Bitcoin do vencedor.',
  'how.algorithm.title': 'Algoritmo do sorteio',
  'how.algorithm.intro': 'A regra é fixa e pública:',
  'how.algorithm.rule1':
    'Bloco do sorteio: o primeiro bloco (menor altura) cujo median time past seja estritamente maior que a data de término da rifa.',
  'how.algorithm.rule2':
    'n = sha256(block_hash_hex + draw_id), lido como um inteiro sem sinal big-endian de 256 bits. block_hash_hex são os 64 caracteres hexadecimais minúsculos do hash do bloco; draw_id é o id da rifa em texto.',
  'how.algorithm.rule3': 'i = n mod N, onde N é o número de bilhetes pagos.',
  'how.algorithm.rule4':
    'O vencedor é o i-ésimo bilhete pago (contando do 0) em ordem crescente de número, ou seja, o bilhete i + 1.',
  'how.algorithm.formula': 'vencedor = (sha256(block_hash_hex + draw_id) mod N) + 1',
  'how.algorithm.exampleTitle': 'Exemplo',
  'how.algorithm.example':
    'Uma rifa que termina em {date} (horário de Brasília) usa o primeiro bloco cujo median time past seja posterior a {date}. O median time past anda cerca de uma hora atrás do relógio, então esse bloco costuma sair perto de uma hora depois, e ninguém conhece o seu hash enquanto os bilhetes estão à venda.',
  'how.algorithm.exampleDate': '17/08/2025 14:00',
  'how.transparency.title': 'Transparência',
  'how.transparency.item1':
    'Ao fechar as vendas, o servidor publica o tickets_hash: o sha256 da lista de bilhetes pagos (número e payment_hash de cada um).',
  'how.transparency.item2': 'O endereço Bitcoin do prêmio aparece antes do sorteio.',
  'how.transparency.item3':
    'Cada sorteio guarda todas as entradas: bloco, hash, N e o bilhete vencedor.',
  'how.transparency.item4':
    'Qualquer pessoa pode refazer a conta com o script verify-draw do código aberto, usando o próprio nó Bitcoin.',
  'how.faq.title': 'Perguntas frequentes',
  'how.faq.fair.q': 'O sorteio é justo?',
  'how.faq.fair.a':
    'Sim. O bloco do sorteio é escolhido por uma regra fixa e só existe depois do fim das vendas. Com o hash dele e a lista publicada de bilhetes, qualquer pessoa chega ao mesmo vencedor.',
  'how.faq.when.q': 'Quando recebo o prêmio?',
  'how.faq.when.a':
    'Depois que o bloco do sorteio recebe as confirmações exigidas (6 por padrão), o prêmio é enviado on-chain para o endereço Bitcoin do seu cadastro. O operador pode optar por enviar manualmente.',
  'how.faq.multiple.q': 'Posso comprar vários bilhetes?',
  'how.faq.multiple.a':
    'Sim. Escolha a quantidade na compra (respeitando o mínimo da rifa): cada bilhete pago é uma chance a mais, e uma única fatura cobre todos.',
  'how.faq.anonymous.q': 'Preciso me identificar?',
  'how.faq.anonymous.a':
    'Não pedimos nome real nem documentos: só um e-mail, uma senha e um endereço Bitcoin. O operador do nó vê esses dados; a lista pública de bilhetes não mostra e-mail nem nome. Use o Tor para não revelar seu IP.',

  'notFound.title': 'Página não encontrada',
  'notFound.text': 'O endereço que você abriu não existe.',
  'notFound.home': 'Voltar ao início',

  // Default messages of the API client (spec §8)
  'errors.connection': 'Erro de conexão',
  'errors.register': 'Erro ao registrar usuário',
  'errors.login': 'Credenciais inválidas',
  'errors.profile': 'Erro ao buscar perfil do usuário',
  'errors.updateProfile': 'Erro ao atualizar perfil',
  'errors.raffles': 'Erro ao buscar rifas',
  'errors.raffle': 'Erro ao buscar rifa',
  'errors.createRaffle': 'Erro ao criar rifa',
  'errors.updateRaffle': 'Erro ao atualizar rifa',
  'errors.createTransaction': 'Erro ao criar transação',
  'errors.transactions': 'Erro ao buscar transações',
  'errors.transaction': 'Erro ao buscar transação',
  'errors.users': 'Erro ao buscar usuários',
  'errors.stats': 'Erro ao buscar estatísticas',
  'errors.health': 'Não foi possível conectar com o backend',
  'errors.apiKey': 'Erro ao gerar chave de API',
  'errors.devPay': 'Erro ao simular pagamento',
  'errors.exampleAddress': 'Erro ao gerar endereço de exemplo',
  'errors.unknown': 'Erro desconhecido',

  // Toasts (spec §5, §8)
  'toast.region': 'Notificações ({hotkey})',
  'toast.label': 'Notificação',
  'toast.close': 'Fechar notificação',
  'toast.loginSuccess.title': 'Login realizado com sucesso!',
  'toast.loginSuccess.description': 'Bem-vindo, {name}',
  'toast.loginError.title': 'Erro no login',
  'toast.registerSuccess.title': 'Conta criada com sucesso!',
  'toast.registerError.title': 'Erro no cadastro',
  'toast.logout.title': 'Logout realizado com sucesso!',
  'toast.logout.description': 'Até mais!',
  'toast.profileUpdated.title': 'Perfil atualizado com sucesso!',
  'toast.profileUpdated.description': 'Suas informações foram atualizadas.',
  'toast.profileError.title': 'Erro ao atualizar perfil',
  'toast.loginRequired.title': 'Login necessário',
  'toast.loginRequired.description': 'Você precisa estar logado para comprar bilhetes.',
  'toast.invalidQuantity.title': 'Quantidade inválida',
  'toast.invalidQuantity.description': 'Mínimo de {n} bilhetes necessário.',
  'toast.purchaseError.title': 'Erro na compra',
  'toast.purchaseCreated.title': 'Transação criada!',
  'toast.purchaseCreated.description':
    'Transação criada para {n} bilhetes. Realize o pagamento para confirmar.',
  'toast.copied.title': 'Copiado!',
  'toast.copied.description': 'Endereço Lightning copiado para a área de transferência.',
  'toast.copyError.title': 'Erro ao copiar',
  'toast.copyError.description': 'Não foi possível copiar o endereço.',
  'toast.paymentError.title': 'Erro no pagamento',
  'toast.connectionError.title': 'Falha na conexão',
  'toast.configSaved.title': 'Configuração salva',
  'toast.configSaved.description': 'As configurações da API foram salvas no navegador',
  'toast.raffleCreated.title': 'Rifa criada com sucesso!',
  'toast.raffleCreated.description': 'A nova rifa foi adicionada ao sistema.',
  'toast.raffleCreateError.title': 'Erro ao criar rifa',
  'toast.apiKeyError.title': 'Erro ao gerar chave',
} as const;

export type Messages = typeof ptBR;

/** The `{name}` placeholders of a message, as a union of names. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

/** Keys of messages without placeholders: usable from tables of labels. */
export type MessageKey = {
  [K in keyof Messages]: [Placeholders<Messages[K]>] extends [never] ? K : never;
}[keyof Messages];

/** Keys of messages with `{placeholders}`: t() requires a value for each. */
export type TemplateKey = Exclude<keyof Messages, MessageKey>;

export type MessageVars<K extends TemplateKey> = Record<Placeholders<Messages[K]>, string | number>;

/** The pt-BR text of `key`, with its `{placeholders}` filled from `vars`. */
export function t(key: MessageKey): string;
export function t<K extends TemplateKey>(key: K, vars: MessageVars<K>): string;
export function t(key: keyof Messages, vars?: Record<string, string | number>): string {
  const template: string = ptBR[key];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}
