import { t } from '../../i18n/pt-BR.ts';

/**
 * Login and registration during a burst (docs/protocols/limits.md): says why the form waits while the
 * browser solves the proof of work. The live region is always there, so the message is read
 * out when it appears; while calm it is empty and takes no room.
 */
export function VerificationNote({ active }: { active: boolean }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={active ? 'text-center text-sm text-slate-600' : 'sr-only'}
    >
      {active ? t('auth.verifyingHint') : null}
    </p>
  );
}
