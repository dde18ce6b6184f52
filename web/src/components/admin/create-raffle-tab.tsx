import type { RaffleCreateInput } from '@rifa/shared';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, api, errorMessage } from '../../api/client.ts';
import { useToast } from '../../hooks/use-toast.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { isoToBrasiliaInput } from '../../lib/datetime-local.ts';
import { nameError } from '../../lib/names.ts';
import {
  extraPrizesPayload,
  packagesPayload,
  type PackageRow,
  type PrizeRow,
} from '../../lib/prize-package-rows.ts';
import type { RaffleDraft } from '../../lib/raffle-duplicate.ts';
import {
  EMPTY_RAFFLE_FORM,
  raffleCreatePayload,
  type RaffleFormValues,
} from '../../lib/raffle-form.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import { FormField } from '../ui/form-field.tsx';
import { ExtraPrizes } from './extra-prizes.tsx';
import { PackageRows } from './package-rows.tsx';
import { RaffleTextFields } from './raffle-text-fields.tsx';

interface FieldSpec {
  name: Exclude<keyof RaffleFormValues, 'description' | 'rules' | 'contact'>;
  label: MessageKey;
  type: 'text' | 'number' | 'datetime-local' | 'password';
  required: boolean;
  /** Spec §9 placeholder suggestions: 1000000 / 10000 / 1000 / 500. */
  placeholder?: string;
  help?: MessageKey;
  wide?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'admin.create.name', type: 'text', required: true, wide: true },
  {
    name: 'prize_amount',
    label: 'admin.create.prize',
    type: 'number',
    required: true,
    placeholder: '1000000',
  },
  {
    name: 'ticket_price',
    label: 'admin.create.ticketPrice',
    type: 'number',
    required: true,
    placeholder: '10000',
  },
  {
    name: 'total_tickets',
    label: 'admin.create.totalTickets',
    type: 'number',
    required: true,
    placeholder: '1000',
  },
  {
    name: 'min_tickets',
    label: 'admin.create.minTickets',
    type: 'number',
    required: false,
    placeholder: '500',
  },
  { name: 'end_date', label: 'admin.create.endDate', type: 'datetime-local', required: true },
  { name: 'prize_btc_address', label: 'admin.create.prizeAddress', type: 'text', required: false },
  {
    name: 'admin_password',
    label: 'admin.create.adminPassword',
    type: 'password',
    required: true,
    help: 'admin.create.adminPasswordHelp',
    wide: true,
  },
];

/**
 * 'Criar Rifa' (spec §2, §5; DESIGN.md §6 step-up password, §8 large-prize warning).
 * `draft`: a raffle duplicated from Gerenciar (issue 16), its fields filled in, the name focused.
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
  /** DESIGN.md §8.1: the 2nd, 3rd… prizes; the prize field above is the 1st. */
  const [extraPrizes, setExtraPrizes] = useState<PrizeRow[]>(draft?.extraPrizes ?? []);
  /** Issue 14: ticket packages (10 bilhetes por 9.000 sats). */
  const [packageRows, setPackageRows] = useState<PackageRow[]>(draft?.packageRows ?? []);
  const nameRef = useRef<HTMLInputElement>(null);
  // The admin came from 'Duplicar' in another tab: start where the copy needs them.
  useEffect(() => {
    if (draft) nameRef.current?.focus();
  }, [draft]);
  const base = raffleCreatePayload(values);
  const extra = extraPrizesPayload(extraPrizes);
  const packages = packagesPayload(packageRows);
  const payload =
    base && extra && packages
      ? {
          ...base,
          ...(extra.length > 0 ? { prizes: [{ amount: base.prize_amount }, ...extra] } : {}),
          ...(packages.length > 0 ? { packages } : {}),
        }
      : null;

  const send = async (input: RaffleCreateInput) => {
    setSubmitting(true);
    try {
      await api.createRaffle(input);
      setValues(EMPTY_RAFFLE_FORM);
      setExtraPrizes([]);
      setPackageRows([]);
      setLargePrize(null);
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
    if (payload && !submitting) void send(payload);
  };

  // The step-up password comes last, next to the button it confirms (DESIGN.md §6).
  const renderField = (field: FieldSpec) => (
    <FormField
      key={field.name}
      id={`raffle-${field.name}`}
      label={t(field.label)}
      requiredHint={field.required}
      help={field.help && t(field.help)}
      error={field.name === 'name' ? nameError(values.name) : undefined}
      fieldClassName={field.wide ? 'sm:col-span-2' : undefined}
      name={field.name}
      type={field.type}
      required={field.required}
      placeholder={field.name === 'name' ? t('admin.create.namePlaceholder') : field.placeholder}
      min={
        field.type === 'number'
          ? 1
          : field.type === 'datetime-local'
            ? isoToBrasiliaInput(new Date())
            : undefined
      }
      step={field.type === 'number' ? 1 : undefined}
      inputMode={field.type === 'number' ? 'numeric' : undefined}
      autoComplete={field.type === 'password' ? 'current-password' : 'off'}
      ref={field.name === 'name' ? nameRef : undefined}
      value={values[field.name]}
      onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
      className={field.name === 'prize_btc_address' ? 'font-mono' : undefined}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.create.title')}</CardTitle>
      </CardHeader>
      <CardContent>
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
          {FIELDS.filter((field) => field.name !== 'admin_password').map(renderField)}
          <ExtraPrizes rows={extraPrizes} onChange={setExtraPrizes} />
          <PackageRows rows={packageRows} onChange={setPackageRows} />
          <RaffleTextFields
            idPrefix="raffle"
            values={values}
            onChange={(key, text) => setValues((v) => ({ ...v, [key]: text }))}
          />
          <p className="text-xs text-slate-500 sm:col-span-2">{t('admin.create.photosHint')}</p>
          {FIELDS.filter((field) => field.name === 'admin_password').map(renderField)}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={!payload || submitting} className="w-full sm:w-auto">
              {submitting ? t('admin.create.submitting') : t('admin.create.submit')}
            </Button>
          </div>
        </form>
      </CardContent>

      <Dialog open={largePrize !== null} onOpenChange={(open) => !open && setLargePrize(null)}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <TriangleAlert className="size-5 text-amber-600" aria-hidden="true" />
              {t('admin.create.largePrizeTitle')}
            </DialogTitle>
            <DialogDescription>{largePrize?.message}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setLargePrize(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={submitting}
              onClick={() =>
                largePrize && void send({ ...largePrize.payload, confirm_large_prize: true })
              }
            >
              {t('admin.create.largePrizeConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
