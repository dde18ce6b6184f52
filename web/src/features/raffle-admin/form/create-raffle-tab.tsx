import type { RaffleCreateInput } from '@rifa/shared';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogStep } from '../../../components/dialog-form.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../hooks/use-toast.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { raffleAdminApi } from '../api.ts';
import { ExtraPrizes } from './extra-prizes.tsx';
import { PackageRows } from './package-rows.tsx';
import type { PackageRow, PrizeRow } from './prize-package-rows.ts';
import type { RaffleDraft } from './raffle-duplicate.ts';
import { RaffleFieldInput } from './raffle-field-input.tsx';
import { RAFFLE_FIELDS } from './raffle-fields.ts';
import { EMPTY_RAFFLE_FORM } from './raffle-form.ts';
import {
  formFieldOf,
  raffleFormProblems,
  toCreateInput,
  typedRafflePayload,
} from './raffle-form-problems.ts';
import { RaffleTextFields } from './raffle-text-fields.tsx';

/**
 * 'Criar Rifa' (spec §2, §5; docs/protocols/http-api.md#authentication-and-roles step-up password, docs/protocols/draw.md large-prize warning).
 * `draft`: a raffle duplicated from Gerenciar (docs/decisions/0016-operator-cockpit-release.md), its fields filled in, the name focused.
 */
export function CreateRaffleTab({ draft, onCreated }: { draft?: RaffleDraft; onCreated?(): void }) {
  const toast = useToast();
  const [values, setValues] = useState(draft?.values ?? EMPTY_RAFFLE_FORM);
  const [submitting, setSubmitting] = useState(false);
  /** The server asked to confirm a prize above 10% of the block subsidy: its message, and the payload to resend. */
  const [largePrize, setLargePrize] = useState<{
    message: string;
    payload: RaffleCreateInput;
  } | null>(null);
  /** docs/protocols/draw.md#several-prizes: the 2nd, 3rd… prizes; the prize field above is the 1st. */
  const [extraPrizes, setExtraPrizes] = useState<PrizeRow[]>(draft?.extraPrizes ?? []);
  /** docs/decisions/0014-numbers-prizes-packages.md: ticket packages (10 bilhetes por 9.000 sats). */
  const [packageRows, setPackageRows] = useState<PackageRow[]>(draft?.packageRows ?? []);
  const nameRef = useRef<HTMLInputElement>(null);
  // The admin came from 'Duplicar' in another tab: start where the copy needs them.
  useEffect(() => {
    if (draft) nameRef.current?.focus();
  }, [draft]);
  // Each field's problem by the server's own rules (shared raffle-rules.ts), shown once the
  // field was left or a submit was tried; what the server refused stays beside its field.
  const typed = typedRafflePayload(values, extraPrizes, packageRows);
  const problems = raffleFormProblems(typed, new Date());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const touch = (field: string) => setTouched((set) => new Set(set).add(field));
  const errorOf = (field: string): string | undefined =>
    serverErrors[field] ?? (tried || touched.has(field) ? problems[field] : undefined);
  const edit = (field: string, change: () => void) => {
    change();
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const focusField = (field: string) =>
    document.getElementById(`raffle-${field}`)?.focus({ preventScroll: false });

  const send = async (input: RaffleCreateInput) => {
    setSubmitting(true);
    try {
      await raffleAdminApi.createRaffle(input);
      setValues(EMPTY_RAFFLE_FORM);
      setExtraPrizes([]);
      setPackageRows([]);
      setLargePrize(null);
      setTouched(new Set());
      setTried(false);
      setServerErrors({});
      toast({
        title: t('toast.raffleCreated.title'),
        description: t('toast.raffleCreated.description'),
        variant: 'success',
      });
      onCreated?.();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'large_prize' && !input.confirm_large_prize) {
        setLargePrize({ message: error.message, payload: input });
      } else {
        setLargePrize(null);
        // docs/protocols/http-api.md#errors: the server names the field it refused.
        const field = fieldOfError(error);
        if (field) {
          setServerErrors((errors) => ({ ...errors, [field]: errorMessage(error) }));
          focusField(field);
        }
        toast({
          title: t('toast.raffleCreateError.title'),
          description: errorMessage(error, 'errors.unknown'),
          variant: 'destructive',
        });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTried(true);
    const first = FIELD_ORDER.find((field) => problems[field]) ?? Object.keys(problems)[0];
    if (first) {
      focusField(first);
      return;
    }
    void send(toCreateInput(typed));
  };

  return (
    <TitledCard
      title={t('admin.create.title')}
      after={
        <Dialog open={largePrize !== null} onOpenChange={(open) => !open && setLargePrize(null)}>
          <DialogContent role="alertdialog">
            <DialogStep
              icon={TriangleAlert}
              iconClassName="text-amber-600"
              title={t('admin.create.largePrizeTitle')}
              description={largePrize?.message}
              onCancel={() => setLargePrize(null)}
              action={
                <Button
                  disabled={submitting}
                  onClick={() =>
                    largePrize && void send({ ...largePrize.payload, confirm_large_prize: true })
                  }
                >
                  {t('admin.create.largePrizeConfirm')}
                </Button>
              }
            />
          </DialogContent>
        </Dialog>
      }
    >
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={onSubmit}
        noValidate
        data-testid="create-raffle-form"
      >
        {draft && (
          <div
            className="grid gap-1 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2"
            data-testid="duplicate-notice"
          >
            <p>{t('admin.duplicate.notice', { name: draft.sourceName })}</p>
            {draft.photoCount > 0 && <p>{t('admin.duplicate.photosNotCopied')}</p>}
          </div>
        )}
        {RAFFLE_FIELDS.map((field) => (
          <RaffleFieldInput
            key={field.name}
            field={field}
            form="create"
            value={values[field.name]}
            error={errorOf(field.name)}
            onBlur={() => touch(field.name)}
            onChange={(text) =>
              edit(field.name, () => setValues((v) => ({ ...v, [field.name]: text })))
            }
            inputRef={field.name === 'name' ? nameRef : undefined}
          />
        ))}
        <ExtraPrizes
          rows={extraPrizes}
          onChange={(rows) => edit('prizes', () => setExtraPrizes(rows))}
          errorOf={errorOf}
          onBlurField={touch}
        />
        <PackageRows
          rows={packageRows}
          onChange={(rows) => edit('packages', () => setPackageRows(rows))}
          errorOf={errorOf}
          onBlurField={touch}
        />
        <RaffleTextFields
          idPrefix="raffle"
          values={values}
          onChange={(key, text) => edit(key, () => setValues((v) => ({ ...v, [key]: text })))}
          errorOf={errorOf}
          onBlurField={touch}
        />
        <p className="text-xs text-slate-500 sm:col-span-2">{t('admin.create.photosHint')}</p>
        {/* The step-up password comes last, next to the button it confirms (docs/protocols/http-api.md#authentication-and-roles). */}
        <FormField
          id="raffle-admin_password"
          label={t('admin.create.adminPassword')}
          requiredHint
          help={t('admin.create.adminPasswordHelp')}
          fieldClassName="sm:col-span-2"
          name="admin_password"
          type="password"
          required
          autoComplete="current-password"
          value={values.admin_password}
          error={errorOf('admin_password')}
          onBlur={() => touch('admin_password')}
          onChange={(e) =>
            edit('admin_password', () =>
              setValues((v) => ({ ...v, admin_password: e.target.value })),
            )
          }
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
            {submitting ? t('admin.create.submitting') : t('admin.create.submit')}
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}

/** The form's fields top to bottom: a submit with problems focuses the first one. */
const FIELD_ORDER = [
  ...RAFFLE_FIELDS.map((field) => field.name as string),
  'description',
  'rules',
  'contact',
  'admin_password',
];

/** The form field a refusal names (`{ error, field }`), if any. */
function fieldOfError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { field?: unknown } | undefined;
  return typeof body?.field === 'string' ? formFieldOf(body.field) : null;
}
