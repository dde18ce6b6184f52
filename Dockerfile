# Rifa Relâmpago: one Node 24 process (Express + SQLite) that serves the SPA from web/dist
# and talks to the host's LND (gRPC) and bitcoind (JSON-RPC). The image carries the server
# bundle (server/dist: server, shared and, for demo mode, devnode; see server/build.ts),
# the built SPA, its server-side render of the public pages (web/dist-ssr) and the
# production dependencies.
#
# Multi-arch (amd64 + arm64): .github/workflows/release.yml builds it with buildx on a tag,
# pushes it to GHCR and prints the index digest for `npm run release -- <version> <digest>`
# (README 'Release'). By hand, from the repository root:
#   docker buildx build --platform linux/amd64,linux/arm64 \
#     -t ghcr.io/rifa-relampago/rifa-relampago:<version> --push .
#   docker buildx imagetools inspect ghcr.io/rifa-relampago/rifa-relampago:<version>
# The base, pinned by version and by its multi-arch index digest (docker-library/repo-info,
# repos/node/remote/24.21.0-bookworm-slim.md); a Node update changes both together.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:0e0ff40c39bc087845bfb27465a0df4ea419520094bc35842ff83dd8cbe6f9b6
# OCI labels' version (the workflow passes the tag's; package.json's must match it).
ARG VERSION=dev

# ---- build: every dependency, then the SPA (vite) and the server bundle (esbuild) ------
# On the builder's own platform (no emulation): its output is plain JavaScript, the same
# for every target. The native modules of the target come in the prod stage.
FROM --platform=$BUILDPLATFORM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY devnode/package.json devnode/
COPY server/package.json server/
COPY web/package.json web/
# --ignore-scripts: better-sqlite3 13 ships prebuilt N-API binaries for linux x64/arm64
# in its npm package, but npm still runs `node-gyp rebuild` for it (python3, make, g++).
# No dependency needs an install script (esbuild, rolldown and lightningcss take their
# platform binaries from optional dependencies); the prod stage proves the binding loads.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY shared/src shared/src
COPY devnode/src devnode/src
COPY server/src server/src
COPY server/build.ts server/
COPY web web
RUN npm run build

# ---- prod: production dependencies of server, devnode and shared only -----------------
# (web's React & co. are bundled into web/dist; no devDependencies, no tests; no optional
# dependencies either: bunyan's CLI helpers, pulled in by bitcoin-core, are never used.
# sharp's libvips and binding are optional dependencies too: this platform's are fetched
# just below, at the lockfile's versions.) Then prune: better-sqlite3 keeps only this platform's glibc
# prebuild (no C sources, no other platforms), sharp its C++ sources; build-time headers
# (node-addon-api, nan) and type declarations are never loaded; Node never runs .ts from
# node_modules; source maps and docs are dead weight.
FROM ${NODE_IMAGE} AS prod
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY devnode/package.json devnode/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund -w server -w devnode -w shared \
 && rm web/package.json && rmdir web \
 && cd node_modules \
 && arch="$(node -p process.arch)" \
 && test -f "better-sqlite3/prebuilds/linux-${arch}.node" \
 && find better-sqlite3/prebuilds -type f ! -name "linux-${arch}.node" -delete \
 && rm -rf better-sqlite3/deps better-sqlite3/src better-sqlite3/binding.gyp sharp/src \
 && rm -rf node-addon-api nan @types \
 && find . -path ./@rifa -prune -o -type f \( -name '*.ts' -o -name '*.d.cts' -o -name '*.d.mts' \
      -o -name '*.map' -o -name '*.md' -o -name '*.markdown' \) -print0 | xargs -0 rm -f \
 && cd .. && rm -rf package-lock.json /root/.npm /tmp/*
# sharp's prebuilt binding and libvips for the target platform (this stage runs on it,
# emulated in a cross build: linux/amd64 or linux/arm64, glibc), at the versions and
# integrity the lockfile records, from the npm registry. Not from the build stage, which
# ran on the builder's platform.
COPY package-lock.json /tmp/package-lock.json
RUN arch="$(node -p process.arch)" \
 && for pkg in "@img/sharp-linux-${arch}" "@img/sharp-libvips-linux-${arch}"; do \
      spec="$(node -p "const l = require('/tmp/package-lock.json').packages['node_modules/${pkg}']; l.version + ' ' + l.integrity")" \
      && tgz="$(cd /tmp && npm pack "${pkg}@${spec%% *}" --silent)" \
      && node -e "const c = require('node:crypto'), [a, h] = process.argv[2].split('-'); if (c.createHash(a).update(require('node:fs').readFileSync(process.argv[1])).digest('base64') !== h) process.exit(1)" "/tmp/${tgz}" "${spec#* }" \
      && mkdir -p "node_modules/${pkg}" && tar -xzf "/tmp/${tgz}" -C "node_modules/${pkg}" --strip-components=1; \
    done \
 && rm -rf /tmp/* /root/.npm
COPY --from=build /src/server/dist server/dist
COPY --from=build /src/web/dist web/dist
# The public pages' server-side render (docs/decisions/0013-built-for-tor.md): self-contained, React bundled in.
COPY --from=build /src/web/dist-ssr web/dist-ssr
# Fail the build here, not at the first request, if a native binding does not load (SQLite;
# sharp, which encodes a WebP) or a package the server imports was pruned away: every chunk
# but the entry is imported, then the server-side render (it must need nothing from
# node_modules), then the entry itself, whose bad PORT stops it once all its imports have
# loaded.
RUN node -e "const D = require('better-sqlite3'); new D(':memory:').prepare('select 1').get()" \
 && node -e "require('sharp')({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).webp().toBuffer().then((b) => process.exit(b.length > 0 ? 0 : 1), () => process.exit(1))" \
 && node --input-type=module -e "for (const f of (await import('node:fs')).readdirSync('server/dist')) if (f !== 'main.js') await import('./server/dist/' + f)" \
 && node --input-type=module -e "if (typeof (await import('./web/dist-ssr/entry-server.js')).renderPage !== 'function') process.exit(1)" \
 && { PORT=x node server/dist/main.js 2>&1 || true; } | grep -q 'configuração inválida: PORT'

# ---- rootfs: the base image without npm, corepack, yarn, Perl and C headers ------------
# The app needs only `node`; dropping the package managers keeps the image under 250 MB
# (the base alone is ~230 MB, sharp's libvips adds ~19 MB) and leaves no installer inside a
# running container. Also dropped, some 18 MB: Perl (only Debian's package scripts run it)
# and glibc's iconv charset modules (gconv: Node converts text with its own ICU; libvips
# only meets ASCII and UTF-8, which glibc converts without them).
FROM ${NODE_IMAGE} AS rootfs
RUN rm -rf /usr/local/lib/node_modules /usr/local/include /usr/local/share/doc /usr/local/share/man \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg \
      /opt/yarn-* /usr/share/doc/* /var/cache/debconf/*-old /var/lib/apt/lists/* \
      /usr/bin/perl /usr/bin/perl5.* /usr/lib/*-linux-gnu/perl-base /usr/share/perl5 \
      /usr/lib/*-linux-gnu/gconv \
 && mkdir -p /data \
 && chown node:node /data
COPY --from=prod /app /app

# ---- runtime: one flattened layer -------------------------------------------------------
FROM scratch
ARG VERSION
LABEL org.opencontainers.image.source="https://github.com/rifa-relampago/rifa-relampago" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.title="Rifa Relâmpago" \
      org.opencontainers.image.description="Bitcoin raffles paid over Lightning, drawn from a future block hash"
COPY --from=rootfs / /
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
USER node
VOLUME /data
EXPOSE 3000
# Plain node (no curl in the image). /api/health answers 200 while LND is still locked
# ('aguardando LND'): the process is healthy, the node status is shown in the app.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (not npm): main.js handles SIGTERM and closes cleanly.
CMD ["node", "server/dist/main.js"]
