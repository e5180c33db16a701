#!/usr/bin/env bash
# What the tests need from Debian that a fresh machine may lack: Chromium (/usr/bin/chromium) for the browser
# tests (a test tool's own browser download is not reachable from this project's machines), and ssh-keygen
# (openssh-client), with which the emulator's tests check that a generated private key is a real one.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v ssh-keygen >/dev/null || missing+=(openssh-client)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then SUDO="sudo"; fi
$SUDO apt-get update
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "${missing[@]}"
