// The pt-BR messages of signing in (features/auth/): login, registration, the proof of work, forgot
// password and the admin's reset link. One module per area; ../pt-BR.ts merges them into the typed
// dictionary.

export const auth = {
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

  // Login and registration (spec §2, §5)
  'login.title': 'Entrar',
  'login.subtitle': 'Acesse sua conta para comprar bilhetes',
  'login.email': 'E-mail',
  'login.password': 'Senha',
  'login.submit': 'Entrar',
  'login.submitting': 'Entrando...',
  'login.noAccount': 'Não tem uma conta?',
  'login.registerLink': 'Criar conta',
  'auth.backHome': 'Voltar ao início',
  // After a form posted without JavaScript showed the recovery code (docs/protocols/no-javascript.md)
  'auth.continue': 'Continuar',
  // The proof of work during a burst (docs/protocols/limits.md), solved in a Web Worker
  'auth.verifying': 'Verificando…',
  'auth.verifyingHint':
    'Muitos acessos neste momento: seu navegador faz uma verificação rápida antes de continuar.',
  'auth.verifyFailed': 'Não foi possível concluir a verificação. Tente novamente.',
  'form.emailPlaceholder': 'seu@email.com',

  'register.title': 'Criar Conta',
  'register.subtitle': 'Só precisamos de um e-mail, uma senha e um endereço Bitcoin',
  'register.name': 'Nome',
  'register.namePlaceholder': 'Seu nome',
  'register.email': 'E-mail',
  'register.btcAddress': 'Endereço Bitcoin',
  'register.btcAddressHelp':
    'Para onde o prêmio será enviado se você ganhar. Copie da sua carteira, em "Receber": começa com {prefix}…',
  'register.exampleAddress': 'Usar um endereço de exemplo (regtest)',
  'register.password': 'Senha',
  'register.confirmPassword': 'Confirmar senha',
  'register.required': 'Preencha este campo',
  'register.nameMissing': 'Informe seu nome',
  'register.emailMissing': 'Informe seu e-mail',
  'register.emailInvalid': 'E-mail inválido: use o formato nome@exemplo.com',
  'register.btcAddressMissing':
    'Informe o endereço Bitcoin que vai receber o prêmio (começa com {prefix}…)',
  'register.btcAddressInvalid':
    'Isto não parece um endereço Bitcoin: ele tem só letras e números e começa com {prefix}…',
  'register.passwordMissing': 'Crie uma senha com pelo menos {min} caracteres',
  'register.confirmPasswordMissing': 'Repita a senha para confirmar',
  'register.passwordTooShort': 'A senha deve ter pelo menos {min} caracteres',
  'register.passwordMismatch': 'As senhas não coincidem',
  'register.submit': 'Criar Conta',
  'register.submitting': 'Criando conta...',
  'register.haveAccount': 'Já tem uma conta?',
  'register.loginLink': 'Entrar',

  'toast.loginSuccess.title': 'Login realizado com sucesso!',
  'toast.loginSuccess.description': 'Bem-vindo, {name}',
  'toast.loginError.title': 'Erro no login',
  'toast.registerSuccess.title': 'Conta criada com sucesso!',
  'toast.registerError.title': 'Erro no cadastro',

  // Default messages of its API calls (spec §8)
  'errors.register': 'Erro ao registrar usuário',
  'errors.login': 'Credenciais inválidas',
  'errors.profile': 'Erro ao buscar perfil do usuário',
  'errors.updateProfile': 'Erro ao atualizar perfil',
  'errors.exampleAddress': 'Erro ao gerar endereço de exemplo',
} as const;
