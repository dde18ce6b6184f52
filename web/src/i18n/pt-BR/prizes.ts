// The pt-BR messages of several ranked prizes (DESIGN.md §8.1, issue 14): the raffle page's
// list of prizes and winners, and the prize rows of the admin's create form.

export const prizes = {
  'prizes.title': 'Prêmios',
  'prizes.position': '{position}º prêmio',
  'prizes.sats': '{amount}',
  'prizes.physical': '{description} (entregue pelo organizador)',
  'prizes.ticket': 'Bilhete nº {n}',
  'prizes.notAwarded': 'Não sorteado: há menos bilhetes pagos que prêmios',
  'prizes.toBeDrawn': 'A sortear',
  'prizes.rule':
    'Cada posição sorteia um bilhete diferente: o 1º como sempre, o 2º em diante entre os bilhetes que ainda não ganharam, com sha256(hash do bloco + draw_id + "#" + posição).',
  'prizes.form.title': 'Prêmios (1º, 2º, 3º…)',
  'prizes.form.hint':
    'O 1º prêmio é em sats. Os demais podem ser em sats ou um prêmio físico: valor 0 com a descrição.',
  'prizes.form.amount': 'Valor do {position}º prêmio (sats)',
  'prizes.form.description': 'Descrição do {position}º prêmio (opcional)',
  'prizes.form.add': 'Adicionar prêmio',
  'prizes.form.remove': 'Remover o {position}º prêmio',
} as const;
