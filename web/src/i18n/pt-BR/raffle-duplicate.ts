// The pt-BR messages of Gerenciar → 'Duplicar' (issue 16): a raffle copied into the
// 'Criar Rifa' form, without its end date, password or photos.

export const raffleDuplicate = {
  'admin.duplicate.open': 'Duplicar',
  'admin.duplicate.openLabel': 'Duplicar a rifa {name}',
  /** The copy's name; the source's is shortened when both would pass the name limit. */
  'admin.duplicate.name': '{name} (cópia)',
  'admin.duplicate.notice':
    'Cópia de “{name}”: escolha uma nova data de término e confira os campos antes de criar.',
  'admin.duplicate.photosNotCopied':
    'As fotos não foram copiadas: adicione-as depois de criar a rifa, em Gerenciar → Editar.',
  'toast.raffleDuplicateError.title': 'Não foi possível duplicar a rifa',
} as const;
