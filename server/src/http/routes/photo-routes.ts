// Prize photos (docs/decisions/0014-numbers-prizes-packages.md): upload and delete (admin bearer or API key, like PUT /api/rifa/:id)
// and the public files. Mounted before the JSON body parser: an upload is read as raw bytes
// whatever its Content-Type says, and its type is decided from those bytes (raffle-photos.ts).
import express, { Router, type ErrorRequestHandler } from 'express';
import { MAX_PHOTO_BYTES } from '@rifa/shared';
import { notFound } from '../../domain/kernel/errors.ts';
import type { RafflePhotos } from '../../domain/raffles/index.ts';
import type { Guards } from '../auth.ts';
import { pathId } from '../path-id.ts';

/** A photo's URL never shows anything else (a random file key per upload): cache it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

// A body over the limit is refused from its Content-Length, before it is read.
const rawPhoto = express.raw({ type: () => true, limit: MAX_PHOTO_BYTES });

const tooLarge: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
  if (error.type !== 'entity.too.large') return next(error);
  res.status(413).json({ error: 'A foto deve ter no máximo 5 MB' });
};

export function photoRoutes(photos: RafflePhotos, guards: Guards): Router {
  const router = Router();

  router.post('/api/rifa/admin/:id/photos', guards.requireAdmin, rawPhoto, async (req, res) => {
    const photo = await photos.add(pathId(req.params.id), req.body);
    res.set('Cache-Control', 'no-store').status(201).json(photo);
  });

  router.delete('/api/rifa/admin/:id/photos/:photoId', guards.requireAdmin, async (req, res) => {
    await photos.remove(pathId(req.params.id), pathId(req.params.photoId));
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  router.get('/media/rifa/:id/:file', (req, res, next) => {
    const file = photos.file(pathId(req.params.id), req.params.file);
    res.sendFile(
      file.path,
      {
        headers: { 'Content-Type': file.contentType, 'Cache-Control': IMMUTABLE },
        cacheControl: false,
      },
      (error) => {
        if (!error || res.headersSent) return;
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        next(missing ? notFound('Foto não encontrada') : error);
      },
    );
  });

  router.use(tooLarge);
  return router;
}
