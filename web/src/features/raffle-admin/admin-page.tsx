import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { useAuth } from '../auth/index.ts';
import { PainelTab } from '../painel/index.ts';
import { NotificationBell, SettingsTab } from '../settings/index.ts';
import { CreateRaffleTab } from './form/create-raffle-tab.tsx';
import type { RaffleDraft } from './form/raffle-duplicate.ts';
import { ManageRafflesTab } from './manage-raffles-tab.tsx';

/**
 * Spec §2 /admin 'Painel Administrativo', tabs create (default), manage, settings; docs/decisions/0016-operator-cockpit-release.md
 * puts the 'Painel' (figures, charts, the node) first in the row. The page still opens on
 * create, as spec §2 says: the Painel's calls to LND run only when the admin asks for it.
 * Non-admins see 'Acesso restrito' (docs/protocols/http-api.md#authentication-and-roles); the server enforces every call anyway.
 * Gerenciar's 'Duplicar' (docs/decisions/0016-operator-cockpit-release.md) opens create with a copy: `copy.n` remounts the form.
 */
export function AdminPage() {
  const { user, status } = useAuth();
  const [tab, setTab] = useState('create');
  const [copy, setCopy] = useState<{ n: number; draft: RaffleDraft } | null>(null);
  const duplicate = (draft: RaffleDraft) => {
    setCopy((previous) => ({ n: (previous?.n ?? 0) + 1, draft }));
    setTab('create');
  };

  // Reached from a server-rendered page, the profile may still be on its way (app.tsx AuthGate).
  if (status === 'loading') {
    return (
      <div className="flex justify-center py-20">
        <Spinner />
      </div>
    );
  }

  if (!user?.is_admin) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState title={t('admin.restrictedTitle')} text={t('admin.restrictedText')}>
          <Lock className="size-8 text-slate-400" aria-hidden="true" />
        </EmptyState>
        {!user && (
          <div className="mt-4 flex justify-center">
            <Button asChild>
              <Link to="/login">{t('nav.login')}</Link>
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <div className="flex items-start justify-between gap-4">
        <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
        <NotificationBell />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('admin.tabsLabel')}>
          <TabsTrigger value="painel">{t('admin.tabPainel')}</TabsTrigger>
          <TabsTrigger value="create">{t('admin.tabCreate')}</TabsTrigger>
          <TabsTrigger value="manage">{t('admin.tabManage')}</TabsTrigger>
          <TabsTrigger value="settings">{t('admin.tabSettings')}</TabsTrigger>
        </TabsList>
        <TabsContent value="painel">
          <PainelTab />
        </TabsContent>
        <TabsContent value="create">
          <CreateRaffleTab key={copy?.n ?? 0} draft={copy?.draft} onCreated={() => setCopy(null)} />
        </TabsContent>
        <TabsContent value="manage">
          <ManageRafflesTab onDuplicate={duplicate} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
