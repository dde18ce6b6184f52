import { setupManifest } from '@start9labs/start-sdk';
import { bitcoindDescription, lndDescription, long, short } from './i18n';
import { isPublished, publishedImage } from './image';

export const manifest = setupManifest({
  id: 'rifa-relampago',
  title: 'Rifa Relâmpago',
  license: 'MIT',
  packageRepo: 'https://github.com/rifa-relampago/rifa-relampago/tree/main/start9',
  upstreamRepo: 'https://github.com/rifa-relampago/rifa-relampago',
  marketingUrl: 'https://github.com/rifa-relampago/rifa-relampago',
  donationUrl: null,
  description: { short, long },
  // main: the app's DATA_DIR (SQLite, secrets). startos: this package's own state
  // (store.json: admin password, payout mode), kept out of the app's folder.
  volumes: ['main', 'startos'],
  images: {
    app: {
      // The released image (the same index digest as Umbrel's, written by `npm run
      // release`); before the first release, the repository's own Dockerfile, built per
      // arch by `make` (s9pk pack).
      source: isPublished
        ? { dockerTag: publishedImage }
        : { dockerBuild: { dockerfile: '../Dockerfile', workdir: '..' } },
      arch: ['x86_64', 'aarch64'],
    },
  },
  dependencies: {
    lnd: {
      description: lndDescription,
      optional: false,
      metadata: {
        title: 'LND',
        icon: 'https://raw.githubusercontent.com/Start9Labs/lnd-startos/f17336a10769efd8782a347662848c50c6270349/icon.svg',
      },
    },
    bitcoind: {
      description: bitcoindDescription,
      optional: false,
      metadata: {
        title: 'Bitcoin',
        icon: 'https://raw.githubusercontent.com/Start9Labs/bitcoin-core-startos/feec0b1dae42961a257948fe39b40caf8672fce1/dep-icon.svg',
      },
    },
  },
});
