import { useSyncExternalStore } from 'react';
import { verification } from './pow.ts';

/** True while the browser solves a proof-of-work challenge for login or registration. */
export function useVerification(): boolean {
  return useSyncExternalStore(verification.subscribe, verification.active, () => false);
}
