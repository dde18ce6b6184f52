import type dict from './default';

type Translations = Record<(typeof dict)[keyof typeof dict], string>;

const pt_BR: Translations = {
  0: 'Iniciando a Rifa Relâmpago',
  1: 'Interface web',
  2: 'A interface web está pronta',
  3: 'A interface web ainda não está pronta',
  4: 'Nó Bitcoin e Lightning',
  5: 'LND e Bitcoin acessíveis',
  6: 'Aguardando LND: a carteira ainda não foi desbloqueada',
  7: 'LND ou Bitcoin inacessível',
  8: 'Páginas das rifas e administração',
  9: 'Mostrar senha do administrador',
  10: 'Mostra o e-mail e a senha da conta de administrador',
  11: 'Login do administrador',
  12: 'Entre no app com este e-mail e esta senha.',
  13: 'E-mail',
  14: 'Senha',
  15: 'Redefinir senha do administrador',
  16: 'Gera uma nova senha de administrador; o app reinicia para aplicá-la',
  17: 'Quem estiver logado como administrador será desconectado.',
  18: 'Nova senha do administrador',
  19: 'Pagamento dos prêmios',
  20: 'Automático: o prêmio é enviado on-chain pela carteira do LND depois do sorteio. Manual: você paga o ganhador e confirma no app.',
  21: 'Modo de pagamento',
  22: 'Automático',
  23: 'Manual',
  24: 'Anote a senha do administrador',
  25: 'Aguardando o Bitcoin: o endereço RPC ainda não foi publicado',
};

export default { pt_BR };
