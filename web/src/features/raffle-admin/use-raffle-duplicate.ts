import type { Raffle } from '@rifa/shared';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { rafflesApi } from '../raffles/index.ts';
import { raffleDraftFrom, type RaffleDraft } from './form/raffle-duplicate.ts';

/**
 * Gerenciar → 'Duplicar' (docs/decisions/0016-operator-cockpit-release.md): reads the whole raffle (GET /api/rifa/:id carries the
 * prizes, packages and texts) and hands its draft to `onReady`; a failure is a toast.
 * `pending` is the raffle being read, one at a time.
 */
export function useRaffleDuplicate(onReady: (draft: RaffleDraft) => void) {
  const toast = useToast();
  const [pending, setPending] = useState<number | null>(null);

  const duplicate = async (raffle: Raffle) => {
    if (pending !== null) return;
    setPending(raffle.id);
    try {
      onReady(raffleDraftFrom(await rafflesApi.getRaffle(raffle.id)));
    } catch (error) {
      toast({
        title: t('toast.raffleDuplicateError.title'),
        description: errorMessage(error, 'errors.raffle'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };
  return { pending, duplicate };
}
