import { formatSats, ONCHAIN_DUST_FLOOR, type PayoutSettings } from '@rifa/shared';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Loaded } from '../../components/load-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FieldMessage } from '../../components/ui/label.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { useToast } from '../../hooks/use-toast.tsx';
import { labelKeys, t, type MessageKey } from '../../i18n/pt-BR.ts';
import { settingsApi } from './api.ts';
import { WideCard } from './wide-card.tsx';

const MODES = ['auto', 'manual'] as const;
const MODE_LABEL: Record<PayoutSettings['mode'], MessageKey> = labelKeys(
  'admin.settings.payoutMode',
  MODES,
);
const MODE_HELP: Record<PayoutSettings['mode'], MessageKey> = labelKeys(
  'admin.settings.payoutModeHelp',
  MODES,
);

/**
 * 'Pagamentos' (docs/protocols/draw.md): payout mode, the Lightning threshold and prizes paid to the
 * winner's Lightning Address (docs/protocols/lnurl.md#lightning-address-payouts), kept in the
 * database (GET/PUT /api/admin/payout-settings) since Umbrel and StartOS operators cannot edit
 * the environment. The server judges the threshold (never below the dust floor) and says why
 * not; the address toggle says what turning it on reveals, with or without the node's Tor.
 */
export function PayoutSettingsCard() {
  const settings = useAsync((signal) => settingsApi.getPayoutSettings(signal));
  return (
    <WideCard
      data-testid="payout-settings-card"
      title={t('admin.settings.payoutsTitle')}
      description={t('admin.settings.payoutsDescription')}
    >
      <Loaded state={settings} fallback="errors.payoutSettings">
        {(saved) => <PayoutSettingsForm saved={saved} />}
      </Loaded>
    </WideCard>
  );
}

function PayoutSettingsForm({ saved }: { saved: PayoutSettings }) {
  const toast = useToast();
  const [mode, setMode] = useState(saved.mode);
  const [threshold, setThreshold] = useState(String(saved.lightning_threshold));
  const [addressPayouts, setAddressPayouts] = useState(saved.lightning_address_payouts === true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sats = Number(threshold.trim());
  const wholeNumber = threshold.trim() !== '' && Number.isSafeInteger(sats);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!wholeNumber || busy) return;
    setBusy(true);
    setError(null);
    try {
      const now = await settingsApi.updatePayoutSettings({
        mode,
        lightning_threshold: sats,
        lightning_address_payouts: addressPayouts,
      });
      setMode(now.mode);
      setThreshold(String(now.lightning_threshold));
      setAddressPayouts(now.lightning_address_payouts === true);
      toast({
        title: t('toast.payoutSettingsSaved.title'),
        description: t('toast.payoutSettingsSaved.description', {
          mode: t(MODE_LABEL[now.mode]),
          threshold: formatSats(now.lightning_threshold),
        }),
        variant: 'success',
      });
    } catch (failure) {
      setError(errorMessage(failure, 'errors.updatePayoutSettings'));
    }
    setBusy(false);
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('admin.settings.payoutMode')}
        </legend>
        {MODES.map((option) => (
          <label
            key={option}
            className="flex items-start gap-2 rounded-md border border-slate-200 p-3 text-sm has-[:checked]:border-orange-400 has-[:checked]:bg-orange-50"
          >
            <input
              type="radio"
              name="payout-mode"
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
              aria-describedby={`payout-mode-${option}-help`}
              className="mt-0.5 accent-orange-600"
            />
            <span className="grid gap-0.5">
              <span className="font-medium text-slate-900">{t(MODE_LABEL[option])}</span>
              <span id={`payout-mode-${option}-help`} className="text-xs text-slate-600">
                {t(MODE_HELP[option])}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormField
        id="lightning-threshold"
        label={t('admin.settings.lightningThreshold')}
        help={t('admin.settings.lightningThresholdHelp', {
          floor: formatSats(ONCHAIN_DUST_FLOOR),
        })}
        error={wholeNumber ? undefined : t('admin.settings.lightningThresholdInvalid')}
        type="number"
        inputMode="numeric"
        min={ONCHAIN_DUST_FLOOR}
        step={1}
        value={threshold}
        onChange={(e) => setThreshold(e.target.value)}
        fieldClassName="max-w-md"
      />
      <AddressPayoutsToggle
        checked={addressPayouts}
        onChange={setAddressPayouts}
        torProxy={saved.tor_proxy === true}
      />
      <div className="grid justify-items-start gap-2">
        <Button type="submit" disabled={!wholeNumber || busy}>
          <Save aria-hidden="true" />
          {busy ? t('admin.settings.savingPayouts') : t('admin.settings.savePayouts')}
        </Button>
        {error && (
          <FieldMessage tone="error" data-testid="payout-settings-error">
            {error}
          </FieldMessage>
        )}
      </div>
    </form>
  );
}

/** The winner's Lightning Address: off by default, and what turning it on tells a stranger's host. */
function AddressPayoutsToggle({
  checked,
  onChange,
  torProxy,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  torProxy: boolean;
}) {
  return (
    <div className="grid gap-1.5 rounded-md border border-slate-200 p-3 text-sm">
      <label className="flex items-start gap-2 font-medium text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-orange-600"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="address-payouts-help address-payouts-reveals"
        />
        {t('admin.settings.addressPayouts')}
      </label>
      <p id="address-payouts-help" className="pl-6 text-xs text-slate-600">
        {t('admin.settings.addressPayoutsHelp')}
      </p>
      <p id="address-payouts-reveals" className="pl-6 text-xs text-slate-600">
        {t('admin.settings.addressPayoutsReveals')}{' '}
        {t(torProxy ? 'admin.settings.addressPayoutsTor' : 'admin.settings.addressPayoutsNoTor')}
      </p>
    </div>
  );
}
