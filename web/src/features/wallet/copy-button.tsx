import { Copy } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { copyText } from '../../lib/clipboard.ts';

/** 'Copiar' beside a Lightning Address or an LNURL; `label` names what it copies. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await copyText(text);
      toast({ title: t('walletCopy.done'), variant: 'success' });
    } catch {
      toast({ title: t('walletCopy.failed'), variant: 'destructive' });
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-11 shrink-0"
      onClick={() => void copy()}
      aria-label={label}
      title={label}
    >
      <Copy aria-hidden="true" />
      {t('walletCopy.copy')}
    </Button>
  );
}

/** A long code (an LNURL) on one scrollable-free line that breaks anywhere, with 'Copiar'. */
export function CopyableCode({
  text,
  label,
  copyLabel,
  testId,
}: {
  text: string;
  label: string;
  copyLabel: string;
  testId: string;
}) {
  return (
    <div className="grid min-w-0 gap-1">
      <span className="text-sm text-slate-600">{label}</span>
      <div className="flex min-w-0 items-start gap-2">
        <code
          className="min-w-0 flex-1 break-all rounded bg-slate-50 px-2 py-1 font-mono text-xs"
          data-testid={testId}
        >
          {text}
        </code>
        <CopyButton text={text} label={copyLabel} />
      </div>
    </div>
  );
}
