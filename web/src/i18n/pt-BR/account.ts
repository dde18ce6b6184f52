// The pt-BR messages of the participant's account (features/account/): the profile card, 'Editar
// Perfil', the recovery code, my data (LGPD) and the deletion of the account. One module per area;
// ../pt-BR.ts merges them into the typed dictionary.

export const account = {
  'dashboard.profile': 'Perfil',
  'dashboard.name': 'Nome',
  'dashboard.email': 'E-mail',
  'dashboard.btcAddress': 'Endereço Bitcoin',
  'dashboard.memberSince': 'Membro desde',
  'dashboard.adminBadge': 'Administrador',
  'dashboard.editProfile': 'Editar Perfil',

  // Nickname (Editar Perfil)
  'profile.nickname': 'Apelido público',
  'profile.nicknameHelp':
    'Aparece no ranking e entre os ganhadores. Sem apelido, você aparece como Participante #{id}. Nunca mostramos seu e-mail.',
  'profile.nicknameEmail': 'Não use seu e-mail como apelido',
  'dashboard.nickname': 'Apelido público',
  // Lightning Address (docs/protocols/lnurl.md#lightning-address-payouts)
  'dashboard.lightningAddress': 'Lightning Address',
  'dashboard.noLightningAddress': 'Nenhum',
  'profile.lightningAddress': 'Lightning Address (opcional)',
  'profile.lightningAddressHelp':
    'Prêmios em Lightning chegam sozinhos neste endereço (ex.: nome@carteira.com), se o organizador ativar o envio automático. Deixe em branco para receber colando uma fatura.',
  // The recovery code
  'recoveryCode.title': 'Guarde seu código de recuperação',
  'recoveryCode.text':
    'Sem servidor de e-mail, este código é a única forma de redefinir sua senha sozinho. Anote-o ou guarde-o num gerenciador de senhas: ele não será mostrado de novo.',
  'recoveryCode.copy': 'Copiar código',
  'recoveryCode.copied': 'Código copiado',
  'recoveryCode.saved': 'Já guardei o código',
  'recoveryCode.label': 'Código de recuperação',
  // Minha conta: recovery code, my data, deletion
  'account.title': 'Minha conta e meus dados',
  'account.description':
    'Código de recuperação de senha, cópia dos seus dados e exclusão da conta (LGPD).',
  'account.password': 'Senha atual',
  'account.newCode': 'Gerar novo código de recuperação',
  'account.newCodeHelp': 'O código anterior deixa de valer.',
  'account.newCodeError': 'Não foi possível gerar o código',
  'account.download': 'Baixar meus dados (JSON)',
  'account.downloadError': 'Não foi possível baixar seus dados',
  'account.dangerZone': 'Zona de perigo: apagar a conta',
  'account.delete': 'Apagar minha conta',
  'account.deleteHelp':
    'Apaga e-mail, nome, endereço e apelido. Bilhetes, sorteios e pagamentos já feitos continuam registrados, sem seus dados pessoais.',
  'account.deleteConfirm': 'Entendo o que perco e quero apagar a conta mesmo assim',
  'account.deleteAdmin': 'A conta do administrador não pode ser apagada.',
  'account.deleted': 'Conta apagada',
  'account.deleteError': 'Não foi possível apagar a conta',
  // The deletion dialog (docs/protocols/prize-delivery.md#deleting-an-account)
  'account.deleteDialog.title': 'Apagar sua conta?',
  'account.deleteDialog.description':
    'Não dá para desfazer. Confira o que fica para trás antes de confirmar.',
  'account.deleteDialog.loading': 'Conferindo o que está em jogo…',
  'account.deleteDialog.loadError': 'Não foi possível conferir o que está em jogo',
  'account.deleteDialog.nothing':
    'Nada em jogo: nenhum bilhete em rifa aberta, nenhum prêmio ou reembolso a receber.',
  'account.deleteDialog.atStake': 'O que está em jogo',
  'account.deleteDialog.tickets':
    '{count} em {raffles} ainda sem sorteio. Eles continuam valendo, mas sem a conta você não os acompanha; se um for sorteado, o prêmio só poderá ser recebido pelo link de resgate.',
  'account.deleteDialog.ticketsOne': '1 bilhete',
  'account.deleteDialog.ticketsMany': '{n} bilhetes',
  'account.deleteDialog.rafflesOne': '1 rifa',
  'account.deleteDialog.rafflesMany': '{n} rifas',
  'account.deleteDialog.prize': 'Prêmio de {amount} da rifa "{name}", ainda não pago',
  'account.deleteDialog.physical':
    'Prêmio "{prize}" da rifa "{name}", ainda não entregue: o contato para entrega é apagado com a conta',
  'account.deleteDialog.refund': 'Reembolso de {amount} da rifa "{name}", ainda não pago',
  'account.deleteDialog.owed': 'Total a receber: {amount}',
  'account.deleteDialog.linkTitle': 'Link de resgate',
  'account.deleteDialog.linkText':
    'Sem a conta, você só recebe o que é devido com um link de resgate: abra-o depois e cole uma fatura Lightning. Quem tiver o link recebe os pagamentos: guarde-o só para você. Sem link, só o organizador pode encerrar esses pagamentos.',
  'account.deleteDialog.makeLink': 'Gerar link de resgate',
  'account.deleteDialog.linkLabel': 'Seu link de resgate (aparece só agora)',
  'account.deleteDialog.copy': 'Copiar link',
  'account.deleteDialog.copied': 'Link copiado',
  'account.deleteDialog.linkSaved': 'Guardei o link de resgate',
  'account.deleteDialog.linkError': 'Não foi possível gerar o link de resgate',
  'account.deleteDialog.password': 'Sua senha, para confirmar',
  'account.deleteDialog.submit': 'Apagar minha conta',
  'account.deleteDialog.deleting': 'Apagando…',

  // Profile form (docs/protocols/http-api.md#authentication-and-roles: real form instead of the spec's placeholder toast)
  'profile.title': 'Editar Perfil',
  'profile.description':
    'Atualize seu nome, endereço Bitcoin e Lightning Address. Para trocar a senha, informe a senha atual.',
  'profile.name': 'Nome',
  'profile.btcAddress': 'Endereço Bitcoin',
  'profile.passwordSection': 'Trocar senha (opcional)',
  'profile.currentPassword': 'Senha atual',
  'profile.newPassword': 'Nova senha',
  'profile.confirmNewPassword': 'Confirmar nova senha',
  'profile.currentPasswordRequired': 'Informe a senha atual para trocar a senha',
  'profile.save': 'Salvar',
  'profile.saving': 'Salvando...',

  'toast.profileUpdated.title': 'Perfil atualizado com sucesso!',
  'toast.profileUpdated.description': 'Suas informações foram atualizadas.',
  'toast.profileError.title': 'Erro ao atualizar perfil',
} as const;
