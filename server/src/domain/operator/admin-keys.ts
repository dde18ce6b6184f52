// The admin API key (docs/protocols/http-api.md): generated on demand, shown once, stored hashed; a new
// key revokes the previous one.
import type { ApiKeyCreated } from '@rifa/shared';
import type { Clock, SecretGenerator, ApiKeyRepository } from '../ports/index.ts';

export function createAdminKeys(deps: {
  apiKeys: ApiKeyRepository;
  secrets: SecretGenerator;
  clock: Clock;
}) {
  const { apiKeys, secrets, clock } = deps;
  return {
    generate(adminId: number): ApiKeyCreated {
      const key = secrets.newApiKey();
      const createdAt = clock.now().toISOString();
      apiKeys.replace(secrets.hashApiKey(key), adminId, createdAt);
      return { api_key: key, created_at: createdAt };
    },
    isValid(key: string): boolean {
      return key.length <= 200 && apiKeys.isActive(secrets.hashApiKey(key));
    },
    current: () => apiKeys.current() ?? null,
  };
}

export type AdminKeys = ReturnType<typeof createAdminKeys>;
