// The prize-photo service (issue 14) over its real adapters: the SQLite rows, the files in
// DATA_DIR/photos and sharp. Apart from compose.ts so that file stays small.
import { createPhotoFiles } from './adapters/files/photo-files.ts';
import { createSharpPhotoProcessor } from './adapters/images/sharp-photo-processor.ts';
import { randomHex } from './adapters/security/secrets.ts';
import type { Store } from './adapters/sqlite/index.ts';
import type { Clock } from './domain/ports/index.ts';
import { createRafflePhotos } from './domain/raffles/index.ts';

export function createPhotoService(store: Store, dataDir: string, clock: Clock) {
  return createRafflePhotos({
    raffles: store.raffles,
    photos: store.photos,
    files: createPhotoFiles(dataDir),
    processor: createSharpPhotoProcessor(),
    clock,
    newFileKey: () => randomHex(16),
  });
}
