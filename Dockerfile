# Production images, from one build (docker-compose.yml). The build stage has every dependency (the build needs the
# dev tools) and then prunes to the production ones: the demo-only packages (embedded PostgreSQL, the mailbox's
# parser) are development dependencies, so they go too. The image that runs the web process and the worker is the
# last stage (the default target): production dependencies only, run as the unprivileged `node` user, which owns
# nothing but /data. The "ops" target is the same app on the PostgreSQL image, for npm run backup and restore,
# whose pg_dump and pg_restore must be of the server's major version: keep its tag's major equal to the db service's.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM postgres:17-bookworm AS ops
COPY --from=node:24-bookworm-slim /usr/local/bin/node /usr/local/bin/node
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/app ./app
COPY --from=build /app/indexer ./indexer
ENTRYPOINT ["node"]
CMD ["indexer/backup-cli.ts", "--help"]

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
COPY --from=build /app/indexer ./indexer
COPY --from=build /app/sql ./sql
COPY --from=build /app/public ./public
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "server/main.ts", "--no-build", "--web-only"]
