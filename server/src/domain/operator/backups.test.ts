// docs/decisions/0016-operator-cockpit-release.md#backups-are-data: what runs at once. Backups made
// and files sent run side by side; a restore runs alone, and whichever finds the other busy is
// refused with a conflict in pt-BR rather than waiting or failing half-way.
import { describe, expect, it } from 'vitest';
import type { BackupEntry } from '@rifa/shared';
import type { BackupFiles } from '../ports/index.ts';
import { createBackups } from './backups.ts';

const RESTORING = 'Uma restauração já está em andamento: aguarde o app reiniciar';
const WRITING =
  'Um backup está sendo feito ou enviado agora: aguarde terminar e tente restaurar de novo';

const entry = (name: string): BackupEntry => ({
  name,
  created_at: '2026-03-01T12:00:00.000Z',
  size: 1,
  safety: false,
  uploaded: false,
});

/** A gate a fake write waits on until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function fakeFiles(overrides: Partial<BackupFiles> = {}) {
  const calls: unknown[] = [];
  const files: BackupFiles = {
    list: () => [],
    create: async (options) => {
      calls.push(['create', options]);
      return entry(options?.safety ? 'rifa-antes-de-restaurar-x.sqlite' : 'rifa-x.sqlite');
    },
    locate: (name) => `/backups/${name}`,
    inspect: () => null,
    stage: (name) => void calls.push(['stage', name]),
    receive: async () => ({ entry: entry('rifa-enviado-x.sqlite') }),
    ...overrides,
  };
  return { files, calls };
}

const backupsOver = (files: BackupFiles) =>
  createBackups({ files, confirmPassword: async () => true, restart: () => {} });

const restore = (backups: ReturnType<typeof backupsOver>) =>
  backups.restore(1, 'rifa-20260301T120000Z.sqlite', { password: 'senha' });

async function* nothing(): AsyncIterable<Uint8Array> {}

describe('backups at the same time', () => {
  it('a restore while a backup is made or sent: 409, and it goes through once they end', async () => {
    const write = gate();
    const { files, calls } = fakeFiles({
      receive: async () => {
        await write.opened;
        return { entry: entry('rifa-enviado-x.sqlite') };
      },
    });
    const backups = backupsOver(files);
    const sending = backups.receive(nothing());
    const sendingToo = backups.receive(nothing());
    await expect(restore(backups)).rejects.toMatchObject({ code: 'conflict', message: WRITING });
    expect(calls).toEqual([]);
    write.open();
    await Promise.all([sending, sendingToo]);
    await expect(restore(backups)).resolves.toMatchObject({ body: { restarting: true } });
    // The safety copy's pruning leaves the backup being restored.
    expect(calls).toEqual([
      ['create', { safety: true, spare: 'rifa-20260301T120000Z.sqlite' }],
      ['stage', 'rifa-20260301T120000Z.sqlite'],
    ]);
  });

  it('a backup made or sent while a restore is under way or staged: 409', async () => {
    const started = gate();
    const safety = gate();
    const { files } = fakeFiles({
      create: async (options) => {
        if (options?.safety) {
          started.open();
          await safety.opened;
        }
        return entry('rifa-x.sqlite');
      },
    });
    const backups = backupsOver(files);
    const restoring = restore(backups);
    // The restore is taking its safety copy.
    await started.opened;
    await expect(backups.create()).rejects.toMatchObject({ code: 'conflict', message: RESTORING });
    await expect(backups.receive(nothing())).rejects.toMatchObject({ message: RESTORING });
    await expect(restore(backups)).rejects.toMatchObject({ message: RESTORING });
    safety.open();
    await restoring;
    // Staged: the app is about to restart on it.
    await expect(backups.create()).rejects.toMatchObject({ message: RESTORING });
  });

  it('a restore that fails half-way frees the others', async () => {
    const { files } = fakeFiles({
      stage: () => {
        throw new Error('disco cheio');
      },
    });
    const backups = backupsOver(files);
    await expect(restore(backups)).rejects.toThrow('disco cheio');
    await expect(backups.create()).resolves.toMatchObject({ name: 'rifa-x.sqlite' });
  });

  it('backups made and sent run side by side', async () => {
    const write = gate();
    const { files } = fakeFiles({
      create: async () => {
        await write.opened;
        return entry('rifa-x.sqlite');
      },
    });
    const backups = backupsOver(files);
    const made = [backups.create(), backups.create(), backups.receive(nothing())];
    write.open();
    await expect(Promise.all(made)).resolves.toHaveLength(3);
  });
});
