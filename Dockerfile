# Medmarket's images (docker-compose.yml; docs/operations.md, «Containers»).
#   target app    the storefront (default command) and the back-end (`node build/backend.js`): one build, one image
#   target nginx  Debian's nginx with the build's assets and deploy/nginx.conf.template filled in for the compose
#                 file's services (two storefronts, two back-ends)
# Not built in this project's CI: it has no registry to pull base images from. The same steps run on a bare host
# (README, docs/operations.md).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
# `npm ci` refuses this project's lockfile on some registries (toolchain notes): install, then build.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
  && NGINX_STOREFRONTS=storefront-1:3000,storefront-2:3000 NGINX_BACKENDS=backend-1:4000,backend-2:4000 \
     NGINX_LISTEN=80 NGINX_BACKEND_LISTEN=8081 NGINX_BUILD_DIR=/srv/medmarket NGINX_RUN_DIR=/run/medmarket \
     NGINX_BROTLI=1 node --import tsx scripts/nginx-config.ts > build/nginx.conf \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS app
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
USER node
EXPOSE 3000 4000
# The storefront; the back-end is the same image with `node --max-semi-space-size=64 build/backend.js`.
CMD ["node", "--max-semi-space-size=64", "build/server.js"]

FROM debian:bookworm-slim AS nginx
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/build/client /srv/medmarket/client
COPY --from=build /app/build/nginx.conf /etc/medmarket/nginx.conf
# The configuration writes its logs under its run folder: here they go to the container's output.
RUN mkdir -p /run/medmarket \
  && ln -sf /dev/stdout /run/medmarket/nginx-access.log \
  && ln -sf /dev/stderr /run/medmarket/nginx-error.log
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-p", "/run/medmarket", "-c", "/etc/medmarket/nginx.conf", "-g", "daemon off;"]
