#!/usr/bin/env bash
# `npm test`: the one gate, the same locally and in CI — types → lint → unit/component → schemas → build → e2e.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    step "installing Debian chromium for the e2e suite"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)" >&2
    exit 1
  fi
}

step "typecheck";        npm run -s typecheck
step "lint";             npm run -s lint
step "dependency audit"; npm run -s audit:deps
step "unit + component"; npm run -s test:unit
step "schemas:check";    npm run -s schemas:check
step "build";            npm run -s build
ensure_chromium
step "e2e (Chromium)";   npm run -s test:e2e
