#!/usr/bin/env bash
# The browser tests drive Chromium's headless shell; install Debian's package when it is missing.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium for the browser tests (apt-get install chromium-headless-shell)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  # A CHROMIUM_PATH naming another browser is still missing after the install.
  [ -x "$browser" ] && exit 0
fi
echo "The browser tests need Chromium at $browser: install it (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH." >&2
exit 1
