// Register, login, recovery and logout as plain HTML forms (docs/protocols/no-javascript.md).
import { Router } from 'express';
import type { FormFeatureDeps } from './index.ts';

export function authForms(_deps: FormFeatureDeps): Router {
  const router = Router();
  return router;
}
