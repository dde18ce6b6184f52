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
  'account.delete': 'Apagar minha conta',
  'account.deleteHelp':
    'Apaga e-mail, nome, endereço e apelido. Bilhetes, sorteios e pagamentos já feitos continuam registrados, sem seus dados pessoais.',
  'account.deleteConfirm': 'Entendo o que perco e quero apagar a conta mesmo assim',
  'account.deleteAdmin': 'A conta do administrador não pode ser apagada.',
  'account.deleted': 'Conta apagada',
  'account.deleteError': 'Não foi possível apagar a conta',

  // Profile form (docs/protocols/http-api.md#authentication-and-roles: real form instead of the spec's placeholder toast)
  'profile.title': 'Editar Perfil',
  'profile.description':
    'Atualize seu nome e endereço Bitcoin. Para trocar a senha, informe a senha atual.',
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
