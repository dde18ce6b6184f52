import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { DialogStep } from '../../components/dialog-form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldMessage, Label } from '../../components/ui/label.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { copyText } from '../../lib/clipboard.ts';
import { settingsApi } from './api.ts';

/**
 * 'Gerar nova chave' (docs/protocols/http-api.md): asked first, since the current key stops
 * working at once; the new key is shown once, to copy or use.
 */
export function NewApiKey({ onUse }: { onUse(key: string): void }) {
  const toast = useToast();
  const [newKey, setNewKey] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [asking, setAsking] = useState(false);

  const generateKey = async () => {
    setAsking(false);
    setGenerating(true);
    try {
      setNewKey((await settingsApi.createApiKey()).api_key);
    } catch (error) {
      toast({
        title: t('toast.apiKeyError.title'),
        description: errorMessage(error, 'errors.apiKey'),
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };

  const copyNewKey = async () => {
    if (!newKey) return;
    try {
      await copyText(newKey);
      toast({ title: t('toast.copied.title'), variant: 'success' });
    } catch {
      toast({ title: t('toast.copyError.title'), variant: 'destructive' });
    }
  };

  return (
    <div className="mt-6 grid gap-3 border-t border-slate-200 pt-4">
      <Button
        variant="secondary"
        className="justify-self-start"
        onClick={() => setAsking(true)}
        disabled={generating}
      >
        <KeyRound aria-hidden="true" />
        {t('admin.settings.newKey')}
      </Button>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent>
          <DialogStep
            title={t('admin.settings.newKeyConfirmTitle')}
            description={t('admin.settings.newKeyConfirmText')}
            onCancel={() => setAsking(false)}
            action={
              <Button variant="destructive" onClick={() => void generateKey()}>
                {t('admin.settings.newKeyConfirm')}
              </Button>
            }
          />
        </DialogContent>
      </Dialog>
      {newKey && (
        <div className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <Label htmlFor="new-api-key">{t('admin.settings.newKeyLabel')}</Label>
          <div className="flex gap-2">
            <Input
              id="new-api-key"
              readOnly
              value={newKey}
              className="font-mono"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              variant="outline"
              size="icon"
              onClick={() => void copyNewKey()}
              aria-label={t('payment.copy')}
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
          <FieldMessage>{t('admin.settings.newKeyShownOnce')}</FieldMessage>
          <Button size="sm" className="justify-self-start" onClick={() => onUse(newKey)}>
            {t('admin.settings.useKey')}
          </Button>
        </div>
      )}
    </div>
  );
}
