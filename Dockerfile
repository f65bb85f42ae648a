# syntax=docker/dockerfile:1
# Build stage: install everything, build the client and server bundles, then drop dev and embedded-database packages.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --omit=optional

# Runtime stage: the bundles, production node_modules and static files, run as the unprivileged `node` user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/.data \
    UPLOADS_DIR=/app/uploads
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/client/public ./client/public
RUN mkdir -p /app/uploads /app/.data && chown node:node /app/uploads /app/.data
USER node
EXPOSE 3000
# DATABASE_URL and SESSION_SECRET must be given at run time: docker run -e DATABASE_URL=… -e SESSION_SECRET=… image
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# As scripts/lib/server-process.ts runs it.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "--no-memory-reducer", "dist/server/index.js"]
