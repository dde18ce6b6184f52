// The image StartOS packs: the one docker-compose.yml pins for Umbrel, by the same
// multi-arch index digest (written by `npm run release`). Until the first release is
// pushed the digest is zeros, and `make` builds ../Dockerfile instead.
export const publishedImage =
  'ghcr.io/rifa-relampago/rifa-relampago:0.1.0@sha256:0000000000000000000000000000000000000000000000000000000000000000';
export const isPublished = !/@sha256:0{64}$/.test(publishedImage);
