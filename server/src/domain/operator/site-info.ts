// The site's own texts (docs/decisions/0014-numbers-prizes-packages.md): the organiser's contact and the general terms shown in
// every page's footer and on /termos, kept in the settings table (key/value: no migration)
// and edited in Configurações. Plain text, validated like a raffle's texts (raffle-texts.ts).
import { MAX_CONTACT_CHARS, MAX_TERMS_CHARS } from '@rifa/shared';
import { DEFAULT_TERMS } from './default-terms.ts';
import type { SettingsRepository } from '../ports/index.ts';
import { plainText } from '../raffles/index.ts';
import { asObject, has } from '../kernel/validate.ts';

const CONTACT_KEY = 'site_organiser_contact';
const TERMS_KEY = 'site_terms';

/** What the admin edits; the version comes from the build, not from here. */
export interface SiteTexts {
  organiser_contact: string | null;
  terms: string;
  terms_default: boolean;
}

export function createSiteInfo(deps: { settings: SettingsRepository }) {
  const { settings } = deps;

  // An empty stored value means "none": the contact is hidden, the default terms shown.
  function read(): SiteTexts {
    const terms = settings.get(TERMS_KEY) || null;
    return {
      organiser_contact: settings.get(CONTACT_KEY) || null,
      terms: terms ?? DEFAULT_TERMS,
      terms_default: terms === null,
    };
  }

  return {
    read,

    /** PUT /api/admin/site: absent keeps, null or blank clears the contact / restores the default terms. */
    update(body: unknown): SiteTexts {
      const input = asObject(body);
      // Both checked before either is stored: a bad terms text leaves the contact as it was.
      const contact = has(input, 'organiser_contact')
        ? plainText(input.organiser_contact, 'Contato do organizador', MAX_CONTACT_CHARS)
        : undefined;
      const terms = has(input, 'terms')
        ? plainText(input.terms, 'Termos gerais', MAX_TERMS_CHARS)
        : undefined;
      if (contact !== undefined) settings.set(CONTACT_KEY, contact ?? '');
      if (terms !== undefined) settings.set(TERMS_KEY, terms ?? '');
      return read();
    },
  };
}

export type SiteInfoService = ReturnType<typeof createSiteInfo>;
