# The site as a container: `docker build -t fractional-cio .`, then see docs/deployment.md.
# Node 22, not 24: on 24 the same server takes 140 MB more (decision 0043).

# Build stage: every dependency (the build needs the dev ones: React Router's CLI, Vite, Tailwind).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies, the built site, server.js and the migrations it applies at start.
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY server.js ./
COPY db/migrations ./db/migrations
# Everything the server writes (PGlite without DATABASE_URL, a generated secret, mail files without
# SMTP_URL) lives in DATA_DIR, owned by the image's unprivileged `node` user.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Slim images have no curl: Node itself asks /healthz, which answers 503 when the database does not.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The flags of npm start: --liftoff-only (decision 0043), smaller young generation (decision 0105).
CMD ["node", "--liftoff-only", "--max-semi-space-size=4", "server.js"]
