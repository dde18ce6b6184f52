// The site's own texts (docs/decisions/0014-numbers-prizes-packages.md): the organiser's contact and the general terms shown in
// every page's footer and on /termos, kept in the settings table (key/value: no migration)
// and edited in Configurações. Plain text, validated like a raffle's texts (raffle-texts.ts).
import {
  MAX_BRL_PER_BTC,
  MAX_CONTACT_CHARS,
  MAX_TERMS_CHARS,
  normalizeExplorerUrl,
} from '@rifa/shared';
import { DEFAULT_TERMS } from './default-terms.ts';
import type { SettingsRepository } from '../ports/index.ts';
import { plainText } from '../raffles/index.ts';
import { asObject, has } from '../kernel/validate.ts';
import { invalid } from '../kernel/errors.ts';

const CONTACT_KEY = 'site_organiser_contact';
const TERMS_KEY = 'site_terms';
// docs/protocols/configuration.md#explorer-and-reais: plain links and a typed rate, no request.
const EXPLORER_KEY = 'site_explorer_url';
const BRL_KEY = 'site_brl_per_btc';

/** What the admin edits; the version comes from the build, not from here. */
export interface SiteTexts {
  organiser_contact: string | null;
  terms: string;
  terms_default: boolean;
  explorer_url: string | null;
  explorer_url_default: boolean;
  brl_per_btc: number | null;
}

/** null or blank clears; else a base address (shared site-settings.ts) or a 400 naming the field. */
function explorerInput(value: unknown): string | null {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string')
    throw invalid('Explorador de blocos deve ser um texto', 'explorer_url');
  const checked = normalizeExplorerUrl(value);
  if ('error' in checked) throw invalid(`Explorador de blocos ${checked.error}`, 'explorer_url');
  return checked.url;
}

/** null clears (no values in reais); else reais per bitcoin, above zero, to the centavo. */
function rateInput(value: unknown): number | null {
  if (value === null) return null;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value <= 0 ||
    value > MAX_BRL_PER_BTC
  ) {
    throw invalid(
      'Cotação deve ser um valor em reais por bitcoin maior que zero, por exemplo 350000',
      'brl_per_btc',
    );
  }
  return Math.round(value * 100) / 100;
}

export function createSiteInfo(deps: {
  settings: SettingsRepository;
  /** EXPLORER_URL: the explorer until the operator saves one. */
  explorerUrl?: string;
}) {
  const { settings } = deps;

  // An empty stored value means "none": the contact is hidden, the default terms shown.
  function read(): SiteTexts {
    const terms = settings.get(TERMS_KEY) || null;
    return {
      organiser_contact: settings.get(CONTACT_KEY) || null,
      terms: terms ?? DEFAULT_TERMS,
      terms_default: terms === null,
      ...explorerAndRate(),
    };
  }

  function explorerAndRate() {
    const explorer = settings.get(EXPLORER_KEY) || null;
    const rate = Number(settings.get(BRL_KEY) || NaN);
    return {
      explorer_url: explorer ?? deps.explorerUrl ?? null,
      explorer_url_default: explorer === null,
      brl_per_btc: Number.isFinite(rate) && rate > 0 ? rate : null,
    };
  }

  return {
    read,

    /**
     * PUT /api/admin/site: absent keeps, null or blank clears the contact / restores the
     * default terms / the environment's explorer; a null rate turns the reais off.
     */
    update(body: unknown): SiteTexts {
      const input = asObject(body);
      // All checked before any is stored: a bad value leaves the others as they were.
      const contact = has(input, 'organiser_contact')
        ? plainText(input.organiser_contact, 'Contato do organizador', MAX_CONTACT_CHARS)
        : undefined;
      const terms = has(input, 'terms')
        ? plainText(input.terms, 'Termos gerais', MAX_TERMS_CHARS)
        : undefined;
      const explorer = has(input, 'explorer_url') ? explorerInput(input.explorer_url) : undefined;
      const rate = has(input, 'brl_per_btc') ? rateInput(input.brl_per_btc) : undefined;
      if (contact !== undefined) settings.set(CONTACT_KEY, contact ?? '');
      if (terms !== undefined) settings.set(TERMS_KEY, terms ?? '');
      if (explorer !== undefined) settings.set(EXPLORER_KEY, explorer ?? '');
      if (rate !== undefined) settings.set(BRL_KEY, rate === null ? '' : String(rate));
      return read();
    },
  };
}

export type SiteInfoService = ReturnType<typeof createSiteInfo>;
