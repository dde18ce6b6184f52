// docs/protocols/no-javascript.md: every participant page as plain HTML forms and links, on
// the SPA's own URLs. Each feature's form routes live in their own file here and call the same
// domain services as the API's routes.
import express, { Router, type ErrorRequestHandler } from 'express';
import { DomainError } from '../../domain/kernel/errors.ts';
import { domainErrorAnswer } from '../error-handler.ts';
import type { Services } from '../../composition/services.ts';
import type { PageResponder } from '../public-pages.ts';
import { authForms } from './auth-forms.ts';
import { buyForms } from './buy-forms.ts';
import { participantForms } from './participant-forms.ts';
import { createFormPages, noAnswers, refusedForm, type FormPages } from './form-pages.ts';
import type { FormSessions } from './form-sessions.ts';

export interface FormRoutesDeps {
  services: Services;
  sessions: FormSessions;
  respond: PageResponder;
  /** The SPA shell with extra <head> markup (page-template.ts). */
  shell: (head: string) => string;
  demo: boolean;
  /** Demo mode only: settles one of the user's pending purchases ('Simular pagamento'). */
  simulatePayment?: (userId: number, purchaseId: number) => Promise<void>;
}

/** What each feature's form routes receive. */
export interface FormFeatureDeps extends FormRoutesDeps {
  pages: FormPages;
}

export function formRoutes(deps: FormRoutesDeps): Router {
  const router = Router();
  // Forms post urlencoded bodies; the JSON API never sees this parser.
  router.use(express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 200 }));
  const pages = createFormPages(deps.respond, deps.shell);
  const feature: FormFeatureDeps = { ...deps, pages };
  router.use(authForms(feature));
  router.use(buyForms(feature));
  router.use(participantForms(feature));
  // A refusal before the handler ran (the CSRF check, a body too large): the page of this URL
  // again, with the reason and its status; nothing was done.
  router.use(((error, req, res, next) => {
    if (!(error instanceof DomainError) || req.method !== 'POST') return next(error);
    void pages.show(
      req,
      res,
      refusedForm('', req.body, error),
      noAnswers,
      domainErrorAnswer(error).status,
    );
  }) as ErrorRequestHandler);
  return router;
}
