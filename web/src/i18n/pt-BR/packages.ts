// The pt-BR messages of ticket packages (issue 14): the one-tap choices of the buy dialog
// and the package rows of the admin's create form.

export const packages = {
  'packages.title': 'Pacotes',
  'packages.choice': '{quantity} bilhetes por {price}',
  'packages.saving': 'economize {amount}',
  'packages.form.title': 'Pacotes (opcional)',
  'packages.form.hint':
    'Ofereça vários bilhetes por um preço fechado, por exemplo 10 bilhetes por 9.000 sats. Até {max} pacotes.',
  'packages.form.quantity': 'Bilhetes do pacote {n}',
  'packages.form.price': 'Preço do pacote {n} (sats)',
  'packages.form.add': 'Adicionar pacote',
  'packages.form.remove': 'Remover o pacote {n}',
} as const;
