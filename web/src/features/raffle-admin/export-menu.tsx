import type { ExportKind } from '@rifa/shared';
import { Download } from 'lucide-react';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { raffleAdminApi } from './api.ts';

const KINDS: [ExportKind, MessageKey][] = [
  ['purchases', 'admin.export.purchases'],
  ['tickets', 'admin.export.tickets'],
  ['payouts', 'admin.export.payouts'],
  ['refunds', 'admin.export.refunds'],
];

/** Gerenciar's 'Exportar' menu (docs/decisions/0016-operator-cockpit-release.md): one raffle's purchases, tickets, payouts, refunds. */
export function ExportMenu({ raffleId, name }: { raffleId: number; name: string }) {
  const toast = useToast();
  const download = (kind: ExportKind) => {
    raffleAdminApi.downloadRaffleCsv(raffleId, kind).catch((error: unknown) =>
      toast({
        title: t('admin.export.failed'),
        description: errorMessage(error, 'admin.export.failed'),
        variant: 'destructive',
      }),
    );
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('admin.export.openLabel', { name })}>
          <Download aria-hidden="true" />
          {t('admin.export.open')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('admin.export.menuTitle')}</DropdownMenuLabel>
        {KINDS.map(([kind, label]) => (
          <DropdownMenuItem key={kind} onSelect={() => download(kind)}>
            {t(label)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
