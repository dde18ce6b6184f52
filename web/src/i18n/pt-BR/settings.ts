// The pt-BR messages of the admin's Configurações (features/settings/): API, payouts, statistics,
// system status, participants, site texts, backups and notifications. One module per area;
// ../pt-BR.ts merges them into the typed dictionary.

export const settings = {
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

  // 'Explorador e cotação' (docs/protocols/configuration.md#explorer-and-reais)
  'admin.display.title': 'Explorador e cotação',
  'admin.display.description':
    'Links para um explorador de blocos e valores aproximados em reais. Nada é consultado na internet: os links só são abertos por quem clica, e a cotação é a que você digitar.',
  'admin.display.explorer': 'Explorador de blocos',
  'admin.display.explorerHelp':
    'Endereço base de um explorador no estilo mempool, como o app mempool do seu nó (o endereço que o navegador mostra ao abri-lo). Em branco: sem links.',
  'admin.display.explorerHelpDefault':
    'Em branco, vale o explorador do servidor: {url}. Para usar outro, digite o endereço base.',
  'admin.display.rate': 'Cotação do bitcoin (R$ por BTC)',
  'admin.display.rateHelp':
    'Em branco: desligado. Com uma cotação, as rifas mostram ≈ R$ ao lado dos sats. Atualize você mesmo: não há consulta automática.',
  'admin.display.rateHelpOn':
    'Com a cotação salva, 10.000 sats aparecem como {example}. Em branco: desligado.',
  'admin.display.rateInvalid':
    'Cotação deve ser um valor em reais por bitcoin maior que zero, por exemplo 350.000',
  'admin.display.save': 'Salvar explorador e cotação',
  'admin.display.saved': 'Explorador e cotação salvos',
  'admin.display.error': 'Não foi possível salvar o explorador e a cotação',

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
  'admin.settings.newKeyConfirmTitle': 'Gerar uma nova chave de API?',
  'admin.settings.newKeyConfirmText':
    'A chave atual deixa de funcionar na hora: integrações e navegadores que a usam param até receberem a nova.',
  'admin.settings.newKeyConfirm': 'Sim, gerar nova chave',
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
  // 'Pagamentos' (docs/protocols/draw.md): payout mode, the Lightning threshold, address payouts
  'admin.settings.payoutsTitle': 'Pagamentos',
  'admin.settings.payoutsDescription':
    'Como prêmios e reembolsos saem do nó. As mudanças valem para os próximos pagamentos.',
  'admin.settings.payoutMode': 'Modo de pagamento',
  'admin.settings.payoutMode.auto': 'Automático',
  'admin.settings.payoutMode.manual': 'Manual',
  'admin.settings.payoutModeHelp.auto': 'O servidor envia cada prêmio logo após o sorteio.',
  'admin.settings.payoutModeHelp.manual': 'Você envia ou confirma cada pagamento em Gerenciar.',
  'admin.settings.lightningThreshold': 'Limite para Lightning (sats)',
  'admin.settings.lightningThresholdHelp':
    'Prêmios e reembolsos abaixo deste valor são pagos via Lightning: quem recebe cola uma fatura no próprio dashboard. Valores assim não compensam a taxa de uma transação on-chain, ou são poeira (dust): abaixo de {floor} nada vai on-chain.',
  'admin.settings.lightningThresholdInvalid': 'Informe um número inteiro de sats.',
  // Prizes to the winner's Lightning Address (docs/protocols/lnurl.md#lightning-address-payouts)
  'admin.settings.addressPayouts': 'Enviar prêmios Lightning ao Lightning Address do ganhador',
  'admin.settings.addressPayoutsHelp':
    'Quem tem um Lightning Address no perfil recebe o prêmio sem colar fatura. Se a carteira não responder ou pedir outro valor, o prêmio continua disponível para resgate, com o motivo.',
  'admin.settings.addressPayoutsReveals':
    'O que isso revela: ao pagar, o servidor consulta o domínio do Lightning Address do ganhador (carteira.com em maria@carteira.com), e aquele serviço fica sabendo o endereço de onde vem o pedido e o valor do prêmio.',
  'admin.settings.addressPayoutsTor':
    'O pedido sai pelo proxy Tor do nó: aquele serviço vê um endereço de saída do Tor, não o IP do seu nó.',
  'admin.settings.addressPayoutsNoTor':
    'Sem proxy Tor configurado (TOR_PROXY), o pedido sai direto: aquele serviço vê o endereço IP do seu nó. Endereços privados ou locais nunca são chamados.',
  'admin.settings.savePayouts': 'Salvar pagamentos',
  'admin.settings.savingPayouts': 'Salvando...',
  'toast.payoutSettingsSaved.title': 'Pagamentos salvos',
  'toast.payoutSettingsSaved.description': 'Modo: {mode} · Limite para Lightning: {threshold}',

  'admin.users.search': 'Buscar por apelido ou e-mail',
  'admin.users.caption': 'Participantes',
  'admin.users.nickname': 'Apelido',
  'admin.users.email': 'E-mail',
  'admin.users.tickets': 'Bilhetes',
  'admin.users.spent': 'Gasto',
  'admin.users.actions': 'Ações',
  'admin.users.resetLinkFor': 'Link de redefinição para {name}',
  'admin.users.none': 'Nenhum participante ainda.',
  'admin.users.noMatch': 'Nenhum participante encontrado para “{query}”.',

  'admin.backups.title': 'Backups',
  'admin.backups.description':
    'Cópias do banco de dados (rifas, compras, bilhetes, cadastros) em DATA_DIR/backups: uma por dia, as 7 mais recentes ficam guardadas. As fotos dos prêmios e o LND não entram nelas.',
  'admin.backups.empty':
    'Nenhum backup ainda. O primeiro é feito um minuto depois que o app inicia.',
  'admin.backups.loadError': 'Erro ao carregar os backups',
  'admin.backups.listLabel': 'Backups, do mais recente ao mais antigo',
  'admin.backups.createdAt': '{date} (horário de Brasília)',
  'admin.backups.safety': 'Antes de restaurar',
  'admin.backups.safetyHint': 'Cópia do banco guardada automaticamente antes de uma restauração.',
  'admin.backups.createNow': 'Fazer backup agora',
  'admin.backups.creating': 'Fazendo backup…',
  'admin.backups.created': 'Backup feito',
  'admin.backups.createError': 'Erro ao fazer o backup',
  'admin.backups.upload': 'Enviar backup',
  'admin.backups.uploadHelp':
    'Um arquivo .sqlite baixado com "Baixar", nesta ou em outra instalação (por exemplo, antes de reinstalar): ele entra na lista e pode ser restaurado.',
  'admin.backups.uploading': 'Enviando… {percent}%',
  'admin.backups.uploaded': 'Backup enviado: agora ele pode ser restaurado',
  'admin.backups.uploadError': 'Erro ao enviar o backup',
  'admin.backups.uploadedBadge': 'Enviado',
  'admin.backups.uploadedHint':
    'Arquivo enviado deste computador (os 3 mais recentes ficam guardados).',
  'admin.backups.download': 'Baixar',
  'admin.backups.downloadLabel': 'Baixar o backup de {date}',
  'admin.backups.downloadError': 'Erro ao baixar o backup',
  'admin.backups.restore': 'Restaurar',
  'admin.backups.restoreLabel': 'Restaurar o backup de {date}',

  'admin.backups.restoreTitle': 'Restaurar o backup de {date}?',
  'admin.backups.restoreDescription':
    'O app será reiniciado com os dados deste backup. Tudo o que foi gravado depois dele (compras, bilhetes, rifas, cadastros) será substituído. Antes, uma cópia do banco atual é guardada na lista como "Antes de restaurar". Depois do reinício, talvez seja preciso entrar de novo.',
  'admin.backups.password': 'Senha do administrador',
  'admin.backups.passwordHelp': 'A sua senha, para confirmar.',
  'admin.backups.passwordRequired': 'Digite a senha do administrador',
  'admin.backups.confirmRestore': 'Restaurar e reiniciar',
  'admin.backups.restoring': 'Restaurando…',
  'admin.backups.restoreError': 'Erro ao restaurar o backup',
  'admin.backups.restartingTitle': 'Reiniciando…',
  'admin.backups.restartingText':
    'O app está reiniciando com o backup restaurado. Esta página será recarregada assim que ele voltar.',
  'admin.backups.restartSlowTitle': 'O app ainda não voltou',
  'admin.backups.restartSlowText':
    'O reinício está demorando mais que o esperado. Recarregue a página em alguns instantes; se o app não voltar, veja os registros (logs) do servidor.',
  'admin.backups.reloadPage': 'Recarregar página',

  'notifications.bell': 'Notificações',
  'notifications.bellUnread.one': 'Notificações: {count} não lida',
  'notifications.bellUnread.other': 'Notificações: {count} não lidas',
  'notifications.listTitle': 'Notificações',
  'notifications.empty': 'Nenhuma notificação ainda.',
  'notifications.loadFailed': 'Não foi possível carregar as notificações.',
  'notifications.markAllRead': 'Marcar todas como lidas',
  'notifications.unreadMark': 'Não lida',
  'notifications.openRaffle': 'Ver rifa',
  'notifications.close': 'Fechar',
  'notifications.justNow': 'agora mesmo',

  'notifications.settings.title': 'Notificações',
  'notifications.settings.description':
    'Avisos para você quando uma rifa esgota, encerra ou é sorteada, quando um pagamento precisa de atenção ou quando o LND para de responder. Aparecem no sino do Admin; com um canal configurado abaixo, também chegam no seu celular. Nada é enviado para fora do servidor sem configuração.',
  'notifications.settings.ntfyTitle': 'ntfy',
  'notifications.settings.ntfyUrl': 'URL do tópico ntfy',
  'notifications.settings.ntfyUrlHelp':
    'Por exemplo https://ntfy.sh/um-nome-dificil-de-adivinhar ou o seu próprio servidor ntfy.',
  'notifications.settings.ntfyToken': 'Token de acesso (opcional)',
  'notifications.settings.ntfyTokenSet': 'Token configurado. Deixe em branco para mantê-lo.',
  'notifications.settings.ntfyTokenHelp':
    'Enviado como Authorization: Bearer; nunca é mostrado de volta.',
  'notifications.settings.ntfyTokenWillDrop':
    'O token salvo vale só para o servidor ntfy atual: ao salvar com outro servidor, ele será apagado. Digite aqui o token do novo servidor, se ele pedir.',
  'notifications.settings.ntfyTokenDropped':
    'O token do ntfy foi apagado porque o servidor mudou. Digite-o de novo se o novo servidor pedir.',
  'notifications.settings.ntfyClearToken': 'Remover o token',
  'notifications.settings.nostrTitle': 'Nostr (mensagem direta)',
  'notifications.settings.nostrRelay': 'Relay Nostr',
  'notifications.settings.nostrRelayHelp': 'O seu relay, ws:// ou wss://.',
  'notifications.settings.nostrRecipient': 'Sua chave pública (npub ou hex)',
  'notifications.settings.serverNpub': 'As mensagens vêm desta chave do servidor: {npub}',
  'notifications.settings.save': 'Salvar notificações',
  'notifications.settings.saving': 'Salvando…',
  'notifications.settings.saved': 'Notificações salvas',
  'notifications.settings.test': 'Enviar teste',
  'notifications.settings.testing': 'Enviando…',
  'notifications.settings.testNeedsSave': 'Preencha e salve este canal para enviar um teste.',
  'notifications.settings.testOk': 'Teste enviado pelo {channel}.',
  'notifications.settings.failedNone': 'Nenhum envio falhou.',
  'notifications.settings.failedCount':
    'Envios que falharam depois de todas as tentativas: {count}.',
  'notifications.settings.lastFailure': 'Última falha ({channel}, {date}): {error}',
  'errors.notificationSettings': 'Não foi possível carregar as configurações de notificação.',
  'errors.saveNotificationSettings': 'Não foi possível salvar as notificações.',
  'errors.notificationTest': 'Não foi possível enviar o teste.',

  // Admin: the one-time reset link
  'admin.resetLink': 'Link de redefinição',
  'admin.resetLinkTitle': 'Link de redefinição de senha',
  'admin.resetLinkText': 'Envie este link só para o participante. Vale uma vez, até {date}.',
  'admin.resetLinkError': 'Não foi possível gerar o link',

  'toast.connectionError.title': 'Falha na conexão',
  'toast.configSaved.title': 'Configuração salva',
  'toast.configSaved.description': 'As configurações da API foram salvas no navegador',
  'toast.apiKeyError.title': 'Erro ao gerar chave',

  // Default messages of its API calls (spec §8)
  'errors.users': 'Erro ao buscar usuários',
  'errors.stats': 'Erro ao buscar estatísticas',
  'errors.apiKey': 'Erro ao gerar chave de API',
  'errors.payoutSettings': 'Erro ao buscar as configurações de pagamento',
  'errors.updatePayoutSettings': 'Erro ao salvar as configurações de pagamento',
} as const;
