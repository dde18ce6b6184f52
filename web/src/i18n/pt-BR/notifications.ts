// The pt-BR messages of the operator's notifications (issue 16): the Admin's bell and the
// 'Notificações' card of Configurações (ntfy and Nostr pushes).

export const notifications = {
  'notifications.bell': 'Notificações',
  'notifications.bellUnread': 'Notificações: {count} não lida(s)',
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
} as const;
