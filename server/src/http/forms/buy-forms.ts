// The buy page, the invoice page and demo mode's 'Simular pagamento' as plain HTML (docs/protocols/no-javascript.md).
import { Router } from 'express';
import type { FormFeatureDeps } from './index.ts';

export function buyForms(_deps: FormFeatureDeps): Router {
  const router = Router();
  return router;
}
