// The pt-BR messages of the 'Backups' card in Configurações (issue 16): list, download, make
// one now, and restore one (admin password, the app restarts).

export const backups = {
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
} as const;
