import {
  formatApproxBrl,
  MAX_EXPLORER_URL_CHARS,
  normalizeExplorerUrl,
  type SiteInfo,
  type SiteInfoInput,
} from '@rifa/shared';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { TitledCard } from '../../components/titled-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { useSiteInfo } from '../site/index.ts';
import { settingsApi } from './api.ts';

/**
 * 'Explorador e cotação' (docs/protocols/configuration.md#explorer-and-reais): the block
 * explorer the pages link to and the BRL-per-BTC rate of the values in reais. Saved with the
 * site texts (PUT /api/admin/site); the explorer's rule is the server's own (shared
 * site-settings.ts), so the field says what is wrong before sending.
 */
export function SiteDisplayCard() {
  const site = useSiteInfo();
  return (
    <TitledCard
      data-testid="site-display-card"
      title={t('admin.display.title')}
      description={t('admin.display.description')}
    >
      {site.info && <SiteDisplayForm saved={site.info} onSaved={site.replace} />}
    </TitledCard>
  );
}

/** '350.000,50', '350000' or '350000.5' → 350000.5; '' → null; anything else → NaN. */
export function parseRate(text: string): number | null {
  const trimmed = text.trim().replace(/^R\$\s*/, '');
  if (trimmed === '') return null;
  const normalized = trimmed.includes(',')
    ? trimmed.replace(/\./g, '').replace(',', '.')
    : /^\d{1,3}(\.\d{3})+$/.test(trimmed)
      ? trimmed.replace(/\./g, '')
      : trimmed;
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

const rateText = (rate: number | null) =>
  rate === null ? '' : rate.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

type Field = 'explorer_url' | 'brl_per_btc';

function SiteDisplayForm({ saved, onSaved }: { saved: SiteInfo; onSaved(info: SiteInfo): void }) {
  const toast = useToast();
  const [explorer, setExplorer] = useState(
    saved.explorer_url_default ? '' : (saved.explorer_url ?? ''),
  );
  const [rate, setRate] = useState(rateText(saved.brl_per_btc));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {};
    const checked = explorer.trim() === '' ? null : normalizeExplorerUrl(explorer);
    if (checked && 'error' in checked)
      found.explorer_url = `${t('admin.display.explorer')} ${checked.error}`;
    const parsed = parseRate(rate);
    if (parsed !== null && !(parsed > 0)) found.brl_per_btc = t('admin.display.rateInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: SiteInfoInput = {
      explorer_url: checked && 'url' in checked ? checked.url : null,
      brl_per_btc: parsed,
    };
    setBusy(true);
    try {
      const now = await settingsApi.updateSite(input);
      setExplorer(now.explorer_url_default ? '' : (now.explorer_url ?? ''));
      setRate(rateText(now.brl_per_btc));
      onSaved(now);
      toast({ title: t('admin.display.saved'), variant: 'success' });
    } catch (failure) {
      // The server names the field at fault: its message goes beside it.
      const body =
        failure instanceof ApiError ? (failure.body as { field?: string } | undefined) : undefined;
      const field: Field = body?.field === 'brl_per_btc' ? 'brl_per_btc' : 'explorer_url';
      setErrors({ [field]: errorMessage(failure, 'admin.display.error') });
    }
    setBusy(false);
  };

  const example = saved.brl_per_btc ? formatApproxBrl(10_000, saved.brl_per_btc) : null;
  return (
    <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField
        id="site-explorer"
        label={t('admin.display.explorer')}
        help={
          saved.explorer_url_default && saved.explorer_url
            ? t('admin.display.explorerHelpDefault', { url: saved.explorer_url })
            : t('admin.display.explorerHelp')
        }
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_EXPLORER_URL_CHARS}
        value={explorer}
        onChange={(event) => setExplorer(event.target.value)}
        {...(errors.explorer_url ? { error: errors.explorer_url } : {})}
      />
      <FormField
        id="site-brl-rate"
        label={t('admin.display.rate')}
        help={example ? t('admin.display.rateHelpOn', { example }) : t('admin.display.rateHelp')}
        placeholder="350.000"
        inputMode="decimal"
        autoComplete="off"
        value={rate}
        onChange={(event) => setRate(event.target.value)}
        {...(errors.brl_per_btc ? { error: errors.brl_per_btc } : {})}
      />
      <div>
        <Button type="submit" disabled={busy}>
          <Save aria-hidden="true" />
          {busy ? t('admin.site.saving') : t('admin.display.save')}
        </Button>
      </div>
    </form>
  );
}
