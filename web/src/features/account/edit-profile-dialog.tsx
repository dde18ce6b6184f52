import type { User } from '@rifa/shared';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { DialogForm } from '../../components/dialog-form.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { useAuth } from '../auth/index.ts';
import { profileErrors, profileUpdate, type ProfileValues } from './profile.ts';

/**
 * 'Editar Perfil' as a real form (docs/protocols/http-api.md#authentication-and-roles): name,
 * Bitcoin address, Lightning Address (docs/protocols/lnurl.md#lightning-address-payouts),
 * password change.
 */
export function EditProfileDialog({
  user,
  open,
  onOpenChange,
}: {
  user: User;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="edit-profile-dialog">
        <ProfileForm user={user} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ user, onDone }: { user: User; onDone(): void }) {
  const { updateProfile } = useAuth();
  const toast = useToast();
  const [values, setValues] = useState<ProfileValues>({
    name: user.name,
    btc_address: user.btc_address,
    nickname: user.nickname ?? '',
    lightning_address: user.lightning_address ?? '',
    current_password: '',
    new_password: '',
    confirm_password: '',
  });
  const [saving, setSaving] = useState(false);
  const errors = profileErrors(values);
  const invalid =
    Object.keys(errors).length > 0 ||
    values.name.trim() === '' ||
    values.btc_address.trim() === '' ||
    (values.new_password !== '' && values.confirm_password !== values.new_password);

  const set = (field: keyof ProfileValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || saving) return;
    const input = profileUpdate(user, values);
    if (Object.keys(input).length === 0) {
      onDone();
      return;
    }
    setSaving(true);
    try {
      await updateProfile(input);
      toast({
        title: t('toast.profileUpdated.title'),
        description: t('toast.profileUpdated.description'),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      toast({
        title: t('toast.profileError.title'),
        description: errorMessage(error, 'errors.updateProfile'),
        variant: 'destructive',
      });
      setSaving(false);
    }
  };

  const field = (
    name: keyof ProfileValues,
    label: string,
    props: {
      type?: string;
      autoComplete?: string;
      className?: string;
      help?: string;
      inputMode?: 'email';
    } = {},
  ) => (
    <FormField
      id={`profile-${name}`}
      label={label}
      error={errors[name]}
      help={props.help}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      className={props.className}
      value={values[name]}
      onChange={set(name)}
    />
  );

  return (
    <DialogForm
      title={t('profile.title')}
      description={t('profile.description')}
      onSubmit={onSubmit}
      onCancel={onDone}
      submitLabel={saving ? t('profile.saving') : t('profile.save')}
      submitDisabled={invalid || saving}
      noValidate
    >
      {field('name', t('profile.name'), { autoComplete: 'name' })}
      {field('nickname', t('profile.nickname'), {
        autoComplete: 'nickname',
        help: t('profile.nicknameHelp', { id: user.id }),
      })}
      {field('btc_address', t('profile.btcAddress'), {
        className: 'font-mono',
        autoComplete: 'off',
      })}
      {field('lightning_address', t('profile.lightningAddress'), {
        className: 'font-mono',
        autoComplete: 'off',
        inputMode: 'email',
        help: t('profile.lightningAddressHelp'),
      })}
      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">
          {t('profile.passwordSection')}
        </legend>
        {field('current_password', t('profile.currentPassword'), {
          type: 'password',
          autoComplete: 'current-password',
        })}
        {field('new_password', t('profile.newPassword'), {
          type: 'password',
          autoComplete: 'new-password',
        })}
        {field('confirm_password', t('profile.confirmNewPassword'), {
          type: 'password',
          autoComplete: 'new-password',
        })}
      </fieldset>
    </DialogForm>
  );
}
