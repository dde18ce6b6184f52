// The PhotoFiles port: prize photos in DATA_DIR/photos/<raffle id>/<key>.webp and
// <key>-thumb.webp, private like the rest of DATA_DIR (folders 0700, files 0600, docs/decisions/0013-built-for-tor.md).
// Each file is written under a temporary name, flushed to disk, then renamed over its final
// name, so a crash never leaves half a photo under a name a row points at. The folders are
// made at the first upload: a DATA_DIR without photos has no photos folder.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { photoFileName } from '../../domain/raffles/index.ts';
import type { PhotoFiles, PhotoVariant, ProcessedPhoto } from '../../domain/ports/index.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../security/private-files.ts';

const VARIANTS: PhotoVariant[] = ['full', 'thumb'];

async function writeDurably(file: string, data: Uint8Array): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.partial`;
  const handle = await fs.open(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await fs.rename(temporary, file);
}

/** Flushes a folder's entries (the renames) to disk; not every filesystem allows it. */
async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r').catch(() => undefined);
  await handle?.sync().catch(() => undefined);
  await handle?.close();
}

export function createPhotoFiles(dataDir: string): PhotoFiles {
  const root = path.join(dataDir, 'photos');
  const raffleDir = (raffleId: number) => path.join(root, String(raffleId));
  const pathOf = (raffleId: number, fileKey: string, variant: PhotoVariant) =>
    path.join(raffleDir(raffleId), photoFileName(fileKey, variant));

  return {
    pathOf,
    async write(raffleId: number, fileKey: string, photo: ProcessedPhoto) {
      ensurePrivateDir(root);
      ensurePrivateDir(raffleDir(raffleId));
      for (const variant of VARIANTS)
        await writeDurably(pathOf(raffleId, fileKey, variant), photo[variant].data);
      await syncDir(raffleDir(raffleId));
    },
    async remove(raffleId: number, fileKey: string) {
      for (const variant of VARIANTS)
        await fs.rm(pathOf(raffleId, fileKey, variant), { force: true });
    },
  };
}
