# syntax=docker/dockerfile:1
# Build stage: compile TypeScript with the full toolchain, then drop dev dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY tsconfig.json tsconfig.build.json ./
COPY server ./server
COPY client-sdk ./client-sdk
COPY web ./web
COPY migrations ./migrations
RUN npm run build && npm prune --omit=dev

# Runtime stage: compiled code, production dependencies and migrations only, as the unprivileged node user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=2567 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/migrations ./migrations
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 2567
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 2567) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM reaches node directly (no shell), which snapshots active matches before exiting.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/src/main.js"]
