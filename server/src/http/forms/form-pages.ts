// A page that works as plain HTML (docs/protocols/no-javascript.md): GET renders it on the
// server with its answers; POST runs the same domain call the API's route makes and either
// redirects (303, the browser's next GET shows the result) or renders the page again with the
// error beside its field, what was typed (never a password) and the error's own status.
import type { Request, RequestHandler, Response } from 'express';
import type { EmbeddedResponse, FormState } from '@rifa/shared';
import { DomainError } from '../../domain/kernel/errors.ts';
import { domainErrorAnswer } from '../error-handler.ts';
import type { PageResponder } from '../public-pages.ts';

export type PageAnswers = (req: Request) => Promise<Record<string, EmbeddedResponse>>;

export const noAnswers: PageAnswers = async () => ({});

/** Fields never written back into a re-rendered form. */
const SECRET_FIELD = /password|senha|_csrf|code|codigo|token/i;

export interface FormPages {
  /** GET: the page rendered with its answers. */
  page(answers?: PageAnswers): RequestHandler;
  /**
   * POST: `run` does the work and answers (a redirect, usually). A DomainError it throws
   * re-renders the page of `answers` with the form's state and the error's status.
   */
  post(
    name: string,
    run: (req: Request, res: Response) => Promise<void> | void,
    answers?: PageAnswers,
  ): RequestHandler;
  /**
   * The page needs the form session's user and this request has none. A GET gets the SPA
   * shell, whose script may hold a bearer session of its own, with a <noscript> refresh to the
   * login page for a browser without JavaScript; a POST goes to the login page (303). `back`:
   * where the login returns to (default: this URL).
   */
  loginFirst(req: Request, res: Response, back?: string): void;
  /** Renders the page of `answers` with a form state (a notice, or errors found by hand). */
  show(
    req: Request,
    res: Response,
    form: FormState | undefined,
    answers?: PageAnswers,
    status?: number,
  ): Promise<void>;
}

/** The fields of a posted form as typed, without secrets, for the re-rendered page. */
export function typedValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (body === null || typeof body !== 'object') return values;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (SECRET_FIELD.test(name)) continue;
    if (typeof value === 'string') values[name] = value.slice(0, 2_000);
    else if (Array.isArray(value))
      values[name] = value.filter((v) => typeof v === 'string').join(',');
  }
  return values;
}

/** A DomainError as a form state: beside its field when it names one, else for the form. */
export function refusedForm(name: string, body: unknown, error: DomainError): FormState {
  const field = error.field;
  return {
    name,
    values: typedValues(body),
    errors: field ? { [field]: error.message } : {},
    ...(field ? {} : { error: error.message }),
  };
}

export const loginPath = (back: string) => `/login?voltar=${encodeURIComponent(back)}`;

export function createFormPages(
  respond: PageResponder,
  shell: (head: string) => string,
): FormPages {
  const show: FormPages['show'] = async (req, res, form, answers = noAnswers, status) => {
    const fail = (error?: unknown) => {
      if (error) req.log?.error({ err: error }, 'falha ao renderizar a página no servidor');
      if (!res.headersSent) res.status(500).type('text/plain; charset=utf-8').send('Erro interno');
    };
    let responses: Record<string, EmbeddedResponse>;
    try {
      responses = await answers(req);
    } catch (error) {
      fail(error);
      return;
    }
    await respond(req, res, fail, {
      responses,
      ...(form && { form }),
      ...(status !== undefined && { status }),
    });
  };

  return {
    page:
      (answers = noAnswers) =>
      async (req, res, next) => {
        let responses: Record<string, EmbeddedResponse>;
        try {
          responses = await answers(req);
        } catch (error) {
          next(error);
          return;
        }
        await respond(req, res, next, { responses });
      },
    post:
      (name, run, answers = noAnswers) =>
      async (req, res, next) => {
        try {
          await run(req, res);
        } catch (error) {
          if (!(error instanceof DomainError)) {
            next(error);
            return;
          }
          const { status } = domainErrorAnswer(error);
          if (error.retryAfterSeconds !== undefined)
            res.set('Retry-After', String(error.retryAfterSeconds));
          await show(req, res, refusedForm(name, req.body, error), answers, status);
        }
      },
    loginFirst(req, res, back = req.originalUrl) {
      const login = loginPath(back);
      if (req.method !== 'GET') {
        res.redirect(303, login);
        return;
      }
      const refresh = `<noscript><meta http-equiv="refresh" content="0; url=${login.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></noscript>`;
      res.status(200).set('Cache-Control', 'no-cache').type('html').send(shell(refresh));
    },
    show,
  };
}
