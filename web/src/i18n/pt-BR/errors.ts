// The API client's own messages (api/client.ts, spec §8): a failed connection and an unknown
// error; each call's default message lives with its feature. One module per area; ../pt-BR.ts
// merges them into the typed dictionary.

export const errors = {
  // Default messages of the API client (spec §8)
  'errors.connection': 'Erro de conexão',
  'errors.unknown': 'Erro desconhecido',
} as const;
