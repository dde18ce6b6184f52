// The pt-BR messages of login, registration and the 'Editar Perfil' form. One module per area;
// ../pt-BR.ts merges them into the typed dictionary.

export const auth = {
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
  // The proof of work during a burst (DESIGN.md §6.1), solved in a Web Worker
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
  'register.btcAddressHelp': 'Para onde o prêmio será enviado se você ganhar.',
  'register.exampleAddress': 'Usar um endereço de exemplo (regtest)',
  'register.password': 'Senha',
  'register.confirmPassword': 'Confirmar senha',
  'register.required': 'Preencha este campo',
  'register.passwordTooShort': 'A senha deve ter pelo menos {min} caracteres',
  'register.passwordMismatch': 'As senhas não coincidem',
  'register.submit': 'Criar Conta',
  'register.submitting': 'Criando conta...',
  'register.haveAccount': 'Já tem uma conta?',
  'register.loginLink': 'Entrar',

  // Profile form (DESIGN.md §6: real form instead of the spec's placeholder toast)
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
} as const;
