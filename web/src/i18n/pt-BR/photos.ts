// The pt-BR messages of the prize photos (issue 14): the gallery of the raffle page and the
// admin's photo editor.

export const photos = {
  'photos.title': 'Fotos do prêmio',
  'photos.alt': 'Foto {n} de {total} do prêmio da rifa {name}',
  'photos.show': 'Ver a foto {n} de {total}',
  'photos.openFull': 'Abrir a foto {n} em tamanho real',
  'photos.editor.hint':
    'JPEG, PNG ou WebP de até 5 MB cada, no máximo {max} fotos. O servidor remove a localização (GPS) e os demais dados da câmera.',
  'photos.editor.add': 'Adicionar fotos',
  'photos.editor.full': 'Limite de {max} fotos atingido.',
  'photos.editor.none': 'Nenhuma foto ainda.',
  'photos.editor.uploading': 'Enviando {name}… {percent}%',
  'photos.editor.remove': 'Remover a foto {n}',
  'photos.editor.removing': 'Removendo a foto…',
  'photos.editor.tooLarge': '{name}: a foto deve ter no máximo 5 MB',
  'photos.editor.failed': '{name}: {message}',
  'photos.editor.tooMany': 'Só cabem mais {count} foto(s): as demais não foram enviadas.',
  'photos.errors.upload': 'Erro ao enviar a foto',
  'photos.errors.delete': 'Erro ao remover a foto',
} as const;
