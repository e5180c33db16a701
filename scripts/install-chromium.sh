#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (/usr/bin/chromium): a test tool's own browser download
# is not reachable from this project's machines. Installs it when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then SUDO="sudo"; fi
$SUDO apt-get update
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium
