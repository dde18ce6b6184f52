import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useToast, type ToastInput } from '../../hooks/use-toast.tsx';
import type { MessageKey } from '../../i18n/pt-BR.ts';
import { DEFAULT_AFTER_LOGIN, RETURNED_FROM_LOGIN, returnPathOf } from './return-path.ts';

/**
 * Login and register alike (spec §2): busy while the call runs; success → /dashboard, or
 * back to the page named by `?voltar=` (a purchase started there, return-path.ts), then its
 * toast; failure → the error toast with the server's message, and the form stays.
 */
export function useAuthSubmit() {
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const back = returnPathOf(search);

  const submit = async (
    call: () => Promise<ToastInput>,
    failure: { title: string; fallback: MessageKey },
  ) => {
    setSubmitting(true);
    let success: ToastInput;
    try {
      success = await call();
    } catch (error) {
      toast({
        title: failure.title,
        description: errorMessage(error, failure.fallback),
        variant: 'destructive',
      });
      setSubmitting(false);
      return;
    }
    // The toast belongs to the page it is shown on, so it is shown once there.
    await (back ? navigate(back, { state: RETURNED_FROM_LOGIN }) : navigate(DEFAULT_AFTER_LOGIN));
    toast(success);
  };

  return { submitting, submit, back };
}
