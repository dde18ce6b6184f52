// The pt-BR messages of issue 14's account features: the public nickname, the buyer ranking,
// forgot password (recovery code, reset link) and the participant's data (LGPD).

export const account = {
  // Nickname (Editar Perfil) and the ranking on the raffle page
  'profile.nickname': 'Apelido público',
  'profile.nicknameHelp':
    'Aparece no ranking e entre os ganhadores. Sem apelido, você aparece como Participante #{id}. Nunca mostramos seu e-mail.',
  'profile.nicknameEmail': 'Não use seu e-mail como apelido',
  'dashboard.nickname': 'Apelido público',
  'ranking.title': 'Maiores compradores',
  'ranking.description': 'Os 10 participantes com mais bilhetes pagos nesta rifa, pelo apelido.',
  'ranking.empty': 'Ainda não há bilhetes pagos.',
  'ranking.position': '{n}º',
  'ranking.tickets': '{n} bilhete(s)',
  'ranking.error': 'Não foi possível carregar o ranking',
  // The recovery code
  'recoveryCode.title': 'Guarde seu código de recuperação',
  'recoveryCode.text':
    'Sem servidor de e-mail, este código é a única forma de redefinir sua senha sozinho. Anote-o ou guarde-o num gerenciador de senhas: ele não será mostrado de novo.',
  'recoveryCode.copy': 'Copiar código',
  'recoveryCode.copied': 'Código copiado',
  'recoveryCode.saved': 'Já guardei o código',
  'recoveryCode.label': 'Código de recuperação',
  // Forgot password (login, /recuperar-senha, /redefinir-senha)
  'login.forgot': 'Esqueci minha senha',
  'recover.title': 'Recuperar senha',
  'recover.subtitle': 'Use o código de recuperação que você recebeu ao criar a conta',
  'recover.email': 'E-mail',
  'recover.code': 'Código de recuperação',
  'recover.newPassword': 'Nova senha',
  'recover.submit': 'Redefinir senha',
  'recover.submitting': 'Redefinindo...',
  'recover.noCode': 'Perdeu o código? Peça ao organizador da rifa um link de redefinição de senha.',
  'recover.backToLogin': 'Lembrou a senha?',
  'recover.loginLink': 'Entrar',
  'recover.success': 'Senha redefinida',
  'recover.successNewCode':
    'O código usado não vale mais. Guarde o novo código de recuperação abaixo.',
  'recover.error': 'Não foi possível redefinir a senha',
  'reset.title': 'Redefinir senha',
  'reset.subtitle': 'Escolha uma nova senha para sua conta',
  'reset.missingToken': 'Link incompleto: abra o link exatamente como o organizador enviou.',
  'reset.continue': 'Ir para o painel',
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
  // Admin: the one-time reset link
  'admin.resetLink': 'Link de redefinição',
  'admin.resetLinkTitle': 'Link de redefinição de senha',
  'admin.resetLinkText': 'Envie este link só para o participante. Vale uma vez, até {date}.',
  'admin.resetLinkError': 'Não foi possível gerar o link',
} as const;
