# Account Centre's container image (decision 045). Two stages:
#   build    the whole tree with every dependency; scripts/image/build.sh builds the web app, the
#            console and the server and makes /app: the built apps and the server-only production
#            dependencies (no TypeScript, Vite, Vitest, ESLint or Playwright)
#   runtime  Node 24 LTS, /app only, as the unprivileged `node` user
# Build: docker build -t account-centre .   Run several instances: compose.yaml.
# The same build script runs in the test command (apps/server/src/image.test.ts), without a container.

FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN bash scripts/image/build.sh /app

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root, read-only for the server: only DATA_DIR is writable.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness (/healthz never touches the database, so a database outage does not mark every instance
# unhealthy); the reverse proxy or orchestrator uses /readyz for readiness.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# start.sh execs node: it gets SIGTERM and shuts down gracefully (SHUTDOWN_TIMEOUT_SECONDS).
CMD ["/app/start.sh"]
