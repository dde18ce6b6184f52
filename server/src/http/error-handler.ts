// One place maps errors to HTTP (docs/architecture.md#conventions): DomainError code → status + { error } (storage
// failures arrive as 'unavailable' from the SQLite adapter); body parser failures → 400/413
// in pt-BR; anything else is logged with the request id and answered with a generic 500
// that leaks nothing.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, type DomainErrorCode } from '../domain/kernel/errors.ts';

const STATUS: Record<DomainErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  too_large: 413,
  unavailable: 503,
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

const PARSER_ERRORS: Record<string, [number, string]> = {
  'entity.too.large': [413, 'Corpo da requisição muito grande'],
  'entity.parse.failed': [400, 'JSON malformado no corpo da requisição'],
  'encoding.unsupported': [415, 'Codificação do corpo não suportada'],
  'charset.unsupported': [415, 'Conjunto de caracteres não suportado'],
  'request.aborted': [400, 'Requisição interrompida'],
  'request.size.invalid': [400, 'Tamanho da requisição inválido'],
  'parameters.too.many': [413, 'Parâmetros demais na requisição'],
};

// Spec §8's default messages, used when a call fails for a reason the client cannot fix.
const FALLBACKS: [method: string, path: RegExp, message: string][] = [
  ['POST', /^\/auth\/register$/, 'Erro ao registrar usuário'],
  ['POST', /^\/auth\/login$/, 'Credenciais inválidas'],
  ['GET', /^\/user\/me$/, 'Erro ao buscar perfil do usuário'],
  ['PUT', /^\/user\/me$/, 'Erro ao atualizar perfil'],
  ['GET', /^\/api\/rifa(\/|$)/, 'Erro ao buscar rifas'],
  ['POST', /^\/api\/rifa\/admin$/, 'Erro ao criar rifa'],
  ['PUT', /^\/api\/rifa\//, 'Erro ao atualizar rifa'],
  ['POST', /^\/api\/transaction$/, 'Erro ao criar transação'],
  ['GET', /^\/api\/transaction(\/|$)/, 'Erro ao buscar transações'],
  ['GET', /^\/api\/users$/, 'Erro ao buscar usuários'],
  ['GET', /^\/api\/stats$/, 'Erro ao buscar estatísticas'],
];

export function fallbackMessage(method: string, path: string): string {
  return (
    FALLBACKS.find(([m, pattern]) => m === method && pattern.test(path))?.[2] ??
    'Erro interno do servidor'
  );
}

/** The status and JSON body a DomainError answers with (also embedded in rendered pages). */
export function domainErrorAnswer(error: DomainError): {
  status: number;
  body: { error: string; code?: string; field?: string };
} {
  return {
    status: STATUS[error.code],
    body: {
      error: error.message,
      ...(error.reason ? { code: error.reason } : {}),
      ...(error.field ? { field: error.field } : {}),
    },
  };
}

export function errorHandler(): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) {
      req.log?.error({ err: error }, 'erro depois da resposta enviada');
      res.end();
      return;
    }
    if (error instanceof DomainError) {
      // Storage refused a write (the SQLite adapter's storage-errors.ts, the only domain
      // error with a cause): the client gets the pt-BR message, the log what happened.
      if (error.cause) req.log?.error({ err: error.cause }, 'falha de armazenamento');
      if (error.retryAfterSeconds !== undefined)
        res.set('Retry-After', String(error.retryAfterSeconds));
      const answer = domainErrorAnswer(error);
      res.status(answer.status).json(answer.body);
      return;
    }
    const parserError = error as BodyParserError;
    const known = parserError.type ? PARSER_ERRORS[parserError.type] : undefined;
    if (known) {
      res.status(known[0]).json({ error: known[1] });
      return;
    }
    if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ error: 'Requisição inválida' });
      return;
    }
    req.log?.error({ err: error }, 'erro inesperado');
    res.status(500).json({ error: fallbackMessage(req.method, req.path) });
  };
}

/** Unknown API routes answer JSON, never the SPA's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Rota não encontrada' });
};
