# The editor for a class: the built app and its API on port 8000 (README, "Serving it for a
# class"). `npm start` stays the way to run it on one machine.
#   docker build -t editor .
#   docker run -p 8000:8000 editor
# Settings come from the environment (server/config.ts lists them), e.g. -e AI_PROVIDER=ollama.

# An LTS release that package.json's engines accept.
ARG NODE_VERSION=22

# Build: the app into dist/ and the server into dist-server/ (one bundle of server/ and the
# src/core it imports). Vite also makes Python's start-up snapshot here by running Pyodide from
# node_modules, which needs no network.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime dependencies only: the server's bundle imports its packages from node_modules.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8000 \
    DIST_DIR=/app/dist
WORKDIR /app
# Files stay owned by root: the server only reads them.
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/dist ./dist
USER node
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# One process, as `npm start` runs it, so `docker stop` reaches the server.
CMD ["node", "dist-server/main.js"]
