# Production image: the web process and the worker both run from it (see docker-compose.yml).
# The build stage has every dependency (the build needs the dev tools); the image that runs keeps the production
# dependencies only, and runs as the unprivileged `node` user, which owns nothing but the uploads folder.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

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
