// The API client's default error messages in pt-BR. One module per area; ../pt-BR.ts merges
// them into the typed dictionary.

export const errors = {
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
  'errors.draw': 'Erro ao buscar a prova do sorteio',
  'errors.drawTickets': 'Erro ao buscar a lista de bilhetes',
  'errors.wins': 'Erro ao buscar prêmios',
  'errors.userRefunds': 'Erro ao buscar reembolsos',
  'errors.payouts': 'Erro ao buscar pagamentos',
  'errors.adminRefunds': 'Erro ao buscar reembolsos',
  'errors.confirmPayout': 'Erro ao confirmar pagamento',
  'errors.retryPayout': 'Erro ao reenviar pagamento',
  'errors.payRefunds': 'Erro ao pagar reembolsos',
  'errors.unknown': 'Erro desconhecido',
} as const;
