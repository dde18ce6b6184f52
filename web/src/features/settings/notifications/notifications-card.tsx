import { formatDateTime, type NotificationSettings, type PushChannel } from '@rifa/shared';
import { Save, Send } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Loaded } from '../../../components/load-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, UrlField } from '../../../components/ui/form-field.tsx';
import { FieldMessage } from '../../../components/ui/label.tsx';
import { useAsync } from '../../../hooks/use-async.ts';
import { useToast } from '../../../hooks/use-toast.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { cn } from '../../../lib/cn.ts';
import { notificationsApi } from '../api.ts';
import { WideCard } from '../wide-card.tsx';

const CHANNEL_NAME: Record<PushChannel, string> = { ntfy: 'ntfy', nostr: 'Nostr' };

/** scheme://host:port of a typed URL; null when it is not one. */
function originOf(url: string | null): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * 'Notificações' (docs/decisions/0016-operator-cockpit-release.md): where the operator's notifications are pushed — an ntfy topic
 * and a Nostr DM — each with 'Enviar teste', and how many pushes failed for good. The server
 * validates and keeps the ntfy token to itself (only 'configurado' comes back), and drops it
 * when the URL moves to another server (docs/protocols/configuration.md#secrets-tied-to-a-destination):
 * the card says so before saving, and after.
 */
export function NotificationsCard() {
  const settings = useAsync((signal) => notificationsApi.settings(signal));
  return (
    <WideCard
      data-testid="notifications-card"
      title={t('notifications.settings.title')}
      description={t('notifications.settings.description')}
    >
      <Loaded state={settings} fallback="errors.notificationSettings">
        {(saved) => <NotificationsForm saved={saved} />}
      </Loaded>
    </WideCard>
  );
}

function NotificationsForm({ saved: initial }: { saved: NotificationSettings }) {
  const toast = useToast();
  const [saved, setSaved] = useState(initial);
  const [ntfyUrl, setNtfyUrl] = useState(initial.ntfy.url ?? '');
  const [ntfyToken, setNtfyToken] = useState('');
  const [relay, setRelay] = useState(initial.nostr.relay_url ?? '');
  const [recipient, setRecipient] = useState(initial.nostr.recipient ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (body: Parameters<typeof notificationsApi.saveSettings>[0]) => {
    setBusy(true);
    setError(null);
    try {
      const now = await notificationsApi.saveSettings(body);
      const dropped = saved.ntfy.token_set && !now.ntfy.token_set && !('ntfy_token' in body);
      setSaved(now);
      setNtfyToken('');
      toast({
        title: t('notifications.settings.saved'),
        ...(dropped ? { description: t('notifications.settings.ntfyTokenDropped') } : {}),
        variant: 'success',
      });
    } catch (failure) {
      setError(errorMessage(failure, 'errors.saveNotificationSettings'));
    }
    setBusy(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void save({
      ntfy_url: ntfyUrl.trim() || null,
      nostr_relay_url: relay.trim() || null,
      nostr_recipient: recipient.trim() || null,
      // A blank token field keeps the saved token.
      ...(ntfyToken.trim() ? { ntfy_token: ntfyToken.trim() } : {}),
    });
  };

  // Saving this URL without a new token would drop the saved one (another server, or none).
  const dropsToken =
    saved.ntfy.token_set &&
    !ntfyToken.trim() &&
    originOf(ntfyUrl.trim()) !== originOf(saved.ntfy.url);

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate>
      <Channel title={t('notifications.settings.ntfyTitle')}>
        <UrlField
          id="ntfy-url"
          label={t('notifications.settings.ntfyUrl')}
          help={t('notifications.settings.ntfyUrlHelp')}
          value={ntfyUrl}
          onChange={(e) => setNtfyUrl(e.target.value)}
        />
        <FormField
          id="ntfy-token"
          label={t('notifications.settings.ntfyToken')}
          help={
            dropsToken
              ? t('notifications.settings.ntfyTokenWillDrop')
              : saved.ntfy.token_set
                ? t('notifications.settings.ntfyTokenSet')
                : t('notifications.settings.ntfyTokenHelp')
          }
          type="password"
          autoComplete="off"
          value={ntfyToken}
          onChange={(e) => setNtfyToken(e.target.value)}
        >
          {saved.ntfy.token_set && (
            <Button
              variant="link"
              size="sm"
              className="justify-self-start px-0"
              disabled={busy}
              onClick={() => void save({ ntfy_token: null })}
            >
              {t('notifications.settings.ntfyClearToken')}
            </Button>
          )}
        </FormField>
        <TestButton channel="ntfy" configured={saved.ntfy.url !== null} />
      </Channel>
      <Channel title={t('notifications.settings.nostrTitle')}>
        <FormField
          id="nostr-relay"
          label={t('notifications.settings.nostrRelay')}
          help={t('notifications.settings.nostrRelayHelp')}
          autoComplete="off"
          value={relay}
          onChange={(e) => setRelay(e.target.value)}
        />
        <FormField
          id="nostr-recipient"
          label={t('notifications.settings.nostrRecipient')}
          autoComplete="off"
          spellCheck={false}
          value={recipient}
          onChange={(e) => setRecipient(e.target.value)}
        />
        <FieldMessage className="break-all" data-testid="server-npub">
          {t('notifications.settings.serverNpub', { npub: saved.nostr.server_npub })}
        </FieldMessage>
        <TestButton
          channel="nostr"
          configured={saved.nostr.relay_url !== null && saved.nostr.recipient !== null}
        />
      </Channel>
      <div className="grid justify-items-start gap-2">
        <Button type="submit" disabled={busy}>
          <Save aria-hidden="true" />
          {busy ? t('notifications.settings.saving') : t('notifications.settings.save')}
        </Button>
        {error && (
          <FieldMessage tone="error" data-testid="notifications-error">
            {error}
          </FieldMessage>
        )}
      </div>
      <FailedPushes saved={saved} />
    </form>
  );
}

/** One channel's fields and its 'Enviar teste', under the channel's name. */
function Channel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** 'Enviar teste' for one saved channel
; the answer (ok or the server's reason) beside it. */
function TestButton({ channel, configured }: { channel: PushChannel; configured: boolean }) {
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setState(null);
    try {
      await notificationsApi.test(channel);
      setState({
        ok: true,
        text: t('notifications.settings.testOk', { channel: CHANNEL_NAME[channel] }),
      });
    } catch (failure) {
      setState({ ok: false, text: errorMessage(failure, 'errors.notificationTest') });
    }
    setBusy(false);
  };
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={!configured || busy}
        onClick={() => void run()}
        aria-describedby={`test-${channel}-result`}
      >
        <Send aria-hidden="true" />
        {busy ? t('notifications.settings.testing') : t('notifications.settings.test')}
      </Button>
      <p
        id={`test-${channel}-result`}
        role="status"
        data-testid={`test-${channel}-result`}
        className={cn(
          'text-xs',
          state ? (state.ok ? 'text-green-700' : 'text-red-700') : 'text-slate-600',
        )}
      >
        {/* Why the button is disabled: the test uses what is saved, not what is typed. */}
        {state?.text ?? (configured ? null : t('notifications.settings.testNeedsSave'))}
      </p>
    </div>
  );
}

function FailedPushes({ saved }: { saved: NotificationSettings }) {
  const last = saved.last_failure;
  return (
    <div className="grid gap-1 text-sm text-slate-700" data-testid="failed-pushes">
      <p>
        {saved.failed_pushes === 0
          ? t('notifications.settings.failedNone')
          : t('notifications.settings.failedCount', { count: saved.failed_pushes })}
      </p>
      {last && (
        <p className="text-xs text-red-700">
          {t('notifications.settings.lastFailure', {
            channel: CHANNEL_NAME[last.channel],
            date: formatDateTime(last.at),
            error: last.error,
          })}
        </p>
      )}
    </div>
  );
}
