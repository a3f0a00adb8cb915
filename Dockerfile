# syntax=docker/dockerfile:1
# Build stage: install everything, build the SPA and the server.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The lock file lacks other platforms' optional binaries (the mirror it was made on has none), which
# `npm ci` calls out of sync; `npm install` then installs the same locked versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json mikro-orm.config.ts ./
COPY src ./src
COPY web ./web
RUN npm run build && npm prune --omit=dev

# Runtime stage: production dependencies and the build only, as a non-root user.
# HOST=0.0.0.0: start-up needs PUBLIC_URL or ALLOWED_HOSTS (the addresses people open it under;
# any other Host header is answered 421). See README "Running in Docker".
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/src/main.js"]
