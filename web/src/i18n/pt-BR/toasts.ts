// The pt-BR messages of toast notifications. One module per area; ../pt-BR.ts merges them into the
// typed dictionary.

export const toasts = {
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
