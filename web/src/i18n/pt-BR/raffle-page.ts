// The pt-BR messages of the raffle page's selling sections (issue 14): the organiser's texts,
// the live countdown, the buyer's own numbers and the share button.

export const rafflePage = {
  'rafflePage.description': 'Sobre a rifa',
  'rafflePage.rules': 'Regulamento',
  'rafflePage.rulesShow': 'Ler o regulamento',
  'rafflePage.contact': 'Contato do organizador',
  'rafflePage.countdown': 'Encerra em',
  'rafflePage.countdownEnded': 'Vendas encerradas',
  'rafflePage.myNumbers': 'Meus números',
  'rafflePage.myNumbersEmpty': 'Você ainda não tem números nesta rifa.',
  'rafflePage.myNumbersPaid': 'Pagos',
  'rafflePage.myNumbersAwaiting': 'Aguardando pagamento',
  'rafflePage.myNumbersAwaitingNote':
    'Reservados até {time}: pague a fatura para garantir estes números.',
  'rafflePage.myNumbersPurchase': 'Compra de {date}',
  'rafflePage.receipt': 'Ver comprovante',
  'rafflePage.myNumbersError': 'Não foi possível carregar os seus números.',
  'rafflePage.share': 'Compartilhar',
  'rafflePage.shareCopy': 'Copiar link',
  'rafflePage.shareWhatsApp': 'Enviar no WhatsApp',
  'rafflePage.shareCopied': 'Link copiado!',
  'rafflePage.shareCopyFailed': 'Não foi possível copiar o link: copie o endereço da página.',
  'rafflePage.shareText': '{name}: prêmio de {prize}, bilhete a {price}. Participe:',
} as const;
