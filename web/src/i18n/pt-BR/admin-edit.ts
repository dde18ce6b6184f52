// The pt-BR messages of the admin's raffle editing (issue 14): the organiser's texts in the
// create form and the Gerenciar edit dialog, and the participants list of Configurações.

export const adminEdit = {
  'raffleTexts.description': 'Descrição (opcional)',
  'raffleTexts.descriptionHelp': 'O prêmio e a rifa em poucas linhas: aparece na página da rifa.',
  'raffleTexts.rules': 'Regulamento (opcional)',
  'raffleTexts.rulesHelp':
    'As regras que quem compra aceita. Não pode mudar depois da primeira venda ou reserva.',
  'raffleTexts.contact': 'Contato do organizador (opcional)',
  'raffleTexts.contactHelp': 'WhatsApp, e-mail, Nostr…: como os participantes falam com você.',
  'raffleTexts.count': '{n} de {max} caracteres',
  'admin.create.photosHint':
    'Fotos do prêmio: adicione depois de criar a rifa, em Gerenciar → Editar.',

  'admin.edit.open': 'Editar',
  'admin.edit.openLabel': 'Editar a rifa {name}',
  'admin.edit.title': 'Editar rifa',
  'admin.edit.description': 'Rifa: {name}. Só o que você mudar é enviado.',
  'admin.edit.save': 'Salvar alterações',
  'admin.edit.saving': 'Salvando...',
  'admin.edit.noChanges': 'Nada mudou ainda.',
  'admin.edit.invalid': 'Confira os campos: há um valor vazio ou inválido.',
  'admin.edit.firstPrize': 'Valor do 1º prêmio (sats)',
  'admin.edit.lockedAfterSale':
    'Preço, prêmios, pacotes, regulamento e fotos não podem mudar depois da primeira venda ou reserva.',
  'admin.edit.photosLocked': 'As fotos não podem mudar depois da primeira venda ou reserva.',
  'admin.edit.photosClosed': 'As vendas já encerraram: as fotos não podem mais mudar.',
  'admin.edit.lockedSalesClosed':
    'As vendas já encerraram: só a descrição e o contato ainda podem mudar.',
  'admin.edit.totalMin': 'Mínimo: {n} (bilhetes já vendidos ou reservados).',
  'admin.edit.photosTitle': 'Fotos do prêmio',
  'admin.edit.photosSaved': 'As fotos são salvas na hora, sem esperar “Salvar alterações”.',

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
} as const;
