import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { t } from '../../i18n/pt-BR.ts';

/**
 * docs/decisions/0014-numbers-prizes-packages.md: the recovery code, shown once (after registration, a recovery or a new code in
 * the profile), asking the user to save it; `onSaved` hides it for good.
 */
export function RecoveryCodeNotice({ code, onSaved }: { code: string; onSaved(): void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (plain http): the code stays on screen to be written down.
    }
  };
  return (
    <TitledCard
      role="alertdialog"
      aria-labelledby="recovery-code-title"
      className="border-amber-400 bg-amber-50"
      data-testid="recovery-code-notice"
      title={t('recoveryCode.title')}
      titleId="recovery-code-title"
      icon={KeyRound}
      iconClassName="text-amber-700"
      description={t('recoveryCode.text')}
      descriptionClassName="text-slate-700"
      contentClassName="grid gap-3"
    >
      <p
        aria-label={t('recoveryCode.label')}
        className="break-all rounded-md border border-amber-300 bg-white p-3 text-center font-mono text-lg tracking-wider"
        data-testid="recovery-code"
      >
        {code}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? t('recoveryCode.copied') : t('recoveryCode.copy')}
        </Button>
        <Button onClick={onSaved}>{t('recoveryCode.saved')}</Button>
      </div>
    </TitledCard>
  );
}
