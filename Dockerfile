# syntax=docker/dockerfile:1
# Build: compile the native addons (re2, lmdb, Veil's own scanner in native/) and the TypeScript,
# then drop dev dependencies.
FROM node:20-bookworm AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc tsconfig.json tsconfig.build.json binding.gyp ./
COPY native ./native
COPY src ./src
COPY workers ./workers
RUN npm ci && npm prune --omit=dev

# Run: the compiled gateway on a slim base, as a non-root user, data in a volume.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    VEIL_HOST=0.0.0.0 \
    VEIL_PORT=8080 \
    VEIL_DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/build/Release/veil_scanner.node ./build/Release/veil_scanner.node
COPY docs ./docs
COPY models ./models
COPY wasm ./wasm
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.VEIL_PORT || 8080) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "--max-semi-space-size=64", "dist/src/cli/main.js"]
CMD ["serve"]
