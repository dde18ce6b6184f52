import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useToast, type ToastInput } from '../../hooks/use-toast.tsx';
import type { MessageKey } from '../../i18n/pt-BR.ts';

/**
 * Login and register alike (spec §2): busy while the call runs; success → its toast and
 * /dashboard; failure → the error toast with the server's message, and the form stays.
 */
export function useAuthSubmit() {
  const toast = useToast();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (
    call: () => Promise<ToastInput>,
    failure: { title: string; fallback: MessageKey },
  ) => {
    setSubmitting(true);
    try {
      toast(await call());
      void navigate('/dashboard');
    } catch (error) {
      toast({
        title: failure.title,
        description: errorMessage(error, failure.fallback),
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  };

  return { submitting, submit };
}
