import {
  formatNumber,
  MAX_CONTACT_CHARS,
  MAX_TERMS_CHARS,
  type SiteInfo,
  type SiteInfoInput,
} from '@rifa/shared';
import { RotateCcw, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { LoadError } from '../../components/load-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FieldMessage } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { useSiteInfo } from '../site/index.ts';
import { settingsApi } from './api.ts';
import { WideCard } from './wide-card.tsx';

/**
 * 'Contato e termos gerais' (docs/decisions/0014-numbers-prizes-packages.md): the organiser's contact and the general terms shown in
 * every page's footer and on /termos (PUT /api/admin/site). The server trims and judges them;
 * 'Restaurar texto padrão' brings back the default terms that say who runs the raffles.
 */
export function SiteTextsCard() {
  const site = useSiteInfo();
  return (
    <WideCard
      data-testid="site-texts-card"
      title={t('admin.site.title')}
      description={t('admin.site.description')}
    >
      {site.info ? (
        <SiteTextsForm saved={site.info} onSaved={site.replace} />
      ) : site.loading ? (
        <Spinner />
      ) : (
        <LoadError error={site.error} fallback="admin.site.loadError" reload={site.reload} />
      )}
    </WideCard>
  );
}

function SiteTextsForm({ saved, onSaved }: { saved: SiteInfo; onSaved(info: SiteInfo): void }) {
  const toast = useToast();
  const [contact, setContact] = useState(saved.organiser_contact ?? '');
  const [terms, setTerms] = useState(saved.terms);
  const [isDefault, setIsDefault] = useState(saved.terms_default);
  // The terms as the server last gave them: unchanged default terms are not saved as custom.
  const [loadedTerms, setLoadedTerms] = useState(saved.terms);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (input: SiteInfoInput, done: MessageKey) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const now = await settingsApi.updateSite(input);
      setContact(now.organiser_contact ?? '');
      setTerms(now.terms);
      setLoadedTerms(now.terms);
      setIsDefault(now.terms_default);
      onSaved(now);
      toast({ title: t(done), variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure, 'admin.site.error'));
    }
    setBusy(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Blank clears the contact; blank terms bring the default back (the server's rule).
    const input: SiteInfoInput = { organiser_contact: contact.trim() || null };
    if (terms !== loadedTerms) input.terms = terms.trim() || null;
    void send(input, 'admin.site.saved');
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <FormField
        id="site-contact"
        label={t('admin.site.contact')}
        help={t('admin.site.contactHelp')}
        value={contact}
        maxLength={MAX_CONTACT_CHARS}
        onChange={(event) => setContact(event.target.value)}
        fieldClassName="max-w-xl"
      />
      <TextareaField
        id="site-terms"
        label={t('admin.site.terms')}
        help={`${t('admin.site.termsHelp', { max: formatNumber(MAX_TERMS_CHARS) })}${isDefault ? ` ${t('admin.site.termsIsDefault')}` : ''}`}
        value={terms}
        maxLength={MAX_TERMS_CHARS}
        rows={12}
        onChange={(event) => setTerms(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy}>
          <Save aria-hidden="true" />
          {busy ? t('admin.site.saving') : t('admin.site.save')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy || isDefault}
          onClick={() => void send({ terms: null }, 'admin.site.restored')}
        >
          <RotateCcw aria-hidden="true" />
          {t('admin.site.restore')}
        </Button>
      </div>
      {error && (
        <FieldMessage tone="error" data-testid="site-texts-error">
          {error}
        </FieldMessage>
      )}
    </form>
  );
}
