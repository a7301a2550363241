# The production image: the same build and start commands as apps/server/test/ops/production-build.test.ts
# (npm run build runs scripts/build-server.mjs for the server; the start is node apps/server/dist/main.js).
# The workspace's package manifests alone: the dependency layers below are rebuilt only when they change.
FROM node:20.19-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/operator/package.json apps/operator/
COPY apps/sandbox-games/package.json apps/sandbox-games/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/

FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20.19-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=manifests /app ./
# Runtime dependencies only: the server's bundle keeps them external (PGlite's wasm and data files included).
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/operator/dist apps/operator/dist
COPY --from=build /app/apps/sandbox-games/dist apps/sandbox-games/dist
# The embedded database's folder (DATA_DIR .data/pglite), writable by the unprivileged user; unused with DATABASE_URL.
RUN mkdir -p /app/.data && chown node:node /app/.data
VOLUME /app/.data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 8080}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 (not npm, not a shell), so SIGTERM reaches the server's graceful shutdown.
CMD ["node", "apps/server/dist/main.js"]
