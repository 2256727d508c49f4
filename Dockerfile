# Production image: the web process and the worker both run from it (see docker-compose.yml).
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production
EXPOSE 3000
CMD ["node", "server/main.ts", "--no-build", "--web-only"]
