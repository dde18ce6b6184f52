// docs/decisions/0016-operator-cockpit-release.md end to end: 'Enviar backup' in Configurações on a phone, in real Chromium against the
// real server. A backup file downloaded earlier (here: fetched from the API with the admin's
// bearer, as 'Baixar' does) is chosen from this computer and joins the list marked 'Enviado',
// ready to restore; a file that is not our database is refused with the server's pt-BR reason.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { AuthResponse, BackupEntry } from '@rifa/shared';
import { tempDir } from '../support/temp-dirs.ts';
import { horizontalOverflow, RESULTS_DIR } from './support/browser.ts';
import { openSettings } from './support/cockpit.ts';
import { adminLogin } from './support/e2e-server.ts';
import { useE2eSession } from './support/session.ts';

const PHONE = { width: 390, height: 844 };

const e2e = useE2eSession();
let admin: AuthResponse;
let downloaded: string;

beforeAll(async () => {
  const { api, server } = e2e;
  admin = await adminLogin(api);
  const made = await api.call<BackupEntry>('POST', '/api/admin/backups', { token: admin.token });
  expect(made.status).toBe(201);
  const file = await fetch(`${server.url}/api/admin/backups/${made.body.name}/download`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  downloaded = path.join(tempDir('rifa-e2e-upload-'), 'backup-da-rifa.sqlite');
  fs.writeFileSync(downloaded, Buffer.from(await file.arrayBuffer()));
});

it("'Enviar backup' on a phone: the chosen file joins the list as 'Enviado'; junk is refused in pt-BR", async () => {
  const tab = await e2e.openAs(admin.token, PHONE);
  const { page } = tab;
  await openSettings(page);
  const card = page.getByTestId('backups-card');
  await card.getByTestId('backup-row').first().waitFor();
  const before = await card.getByTestId('backup-row').count();

  await card.getByTestId('backup-upload-input').setInputFiles(downloaded);
  await page.getByText('Backup enviado: agora ele pode ser restaurado').first().waitFor();
  await card.getByText('Enviado', { exact: true }).waitFor();
  expect(await card.getByTestId('backup-row').count()).toBe(before + 1);
  const sent = card.getByTestId('backup-row').filter({ hasText: 'Enviado' });
  expect(await sent.getByText(/rifa-enviado-\d{8}T\d{6}Z\.sqlite/).count()).toBe(1);
  await card.screenshot({ path: path.join(RESULTS_DIR, 'backup-upload-390.png') });
  expect(await horizontalOverflow(page)).toBe(0);

  const junk = path.join(path.dirname(downloaded), 'foto.sqlite');
  fs.writeFileSync(junk, 'isto não é um banco de dados');
  await card.getByTestId('backup-upload-input').setInputFiles(junk);
  await page
    .getByText('O arquivo não é um banco de dados válido do Rifa Relâmpago')
    .first()
    .waitFor();
  expect(await card.getByTestId('backup-row').count()).toBe(before + 1);
  await card.getByRole('button', { name: 'Enviar backup' }).waitFor();
  expect(tab.external).toEqual([]);
  // The refusal's 400 is the one error Chromium may log for this page.
  expect(tab.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  await tab.context.close();
});
