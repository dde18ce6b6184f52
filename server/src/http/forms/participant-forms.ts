// The dashboard, 'Meus números', the receipt and the winner's Lightning claim as plain HTML (docs/protocols/no-javascript.md).
import { Router } from 'express';
import type { FormFeatureDeps } from './index.ts';

export function participantForms(_deps: FormFeatureDeps): Router {
  const router = Router();
  return router;
}
