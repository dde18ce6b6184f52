// Bearer and API-key guards (docs/protocols/http-api.md, docs/protocols/http-api.md#authentication-and-roles). The server enforces every admin call.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Accounts } from '../domain/accounts/index.ts';
import type { AdminKeys } from '../domain/operator/index.ts';
import { forbidden, unauthorized } from '../domain/kernel/errors.ts';
import type { UserRecord } from '../domain/ports/index.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** The logged-in user, set by requireUser / requireAdmin (absent for API-key calls). */
    user?: UserRecord;
  }
}

function bearer(req: Request): string | undefined {
  const header = req.get('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized('Token inválido ou expirado');
  return match[1];
}

export function createGuards(accounts: Accounts, adminKeys: AdminKeys) {
  const requireUser: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
    const token = bearer(req);
    if (!token) throw unauthorized('Token de acesso não fornecido');
    req.user = accounts.authenticate(token);
    next();
  };

  /** Admin bearer token only: calls that need a person (step-up, key generation). */
  const requireAdminUser: RequestHandler = (req, res, next) => {
    requireUser(req, res, () => {
      if (!req.user?.is_admin) throw forbidden('Acesso restrito a administradores');
      next();
    });
  };

  /** Admin bearer token OR the admin API key in x-api-key (docs/protocols/http-api.md). */
  const requireAdmin: RequestHandler = (req, res, next) => {
    if (req.get('authorization')) return requireAdminUser(req, res, next);
    const key = req.get('x-api-key');
    if (!key) throw unauthorized('Token de acesso não fornecido');
    if (!adminKeys.isValid(key)) throw unauthorized('Chave de API inválida');
    next();
  };

  return { requireUser, requireAdmin, requireAdminUser };
}

export type Guards = ReturnType<typeof createGuards>;
