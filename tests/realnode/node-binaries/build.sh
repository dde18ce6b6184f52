#!/usr/bin/env bash
# Builds lnd, lncli, btcd and btcctl from the Go modules pinned in this folder's go.mod/go.sum
# (never downloaded binaries) into a cache folder keyed by those pins, and prints that folder's
# bin/ path on stdout. Does nothing but print the path when the binaries are already there.
# A missing Go or an unreachable module proxy stops with one clear line on stderr, exit 1.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

if ! command -v go >/dev/null 2>&1; then
  echo "realnode: Go não encontrado (go no PATH); instale Go ≥ 1.25 para construir LND e btcd" >&2
  exit 1
fi

# The sub-servers the app calls (the others are left out, as in a plain `make install`).
tags="signrpc walletrpc chainrpc invoicesrpc routerrpc peersrpc"
key=$(cat "$here/go.mod" "$here/go.sum" "$0" | sha256sum | cut -c1-16)
cache_root="${RIFA_NODE_BIN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rifa-relampago/node-binaries}"
out="$cache_root/$key"

if [ -x "$out/bin/lnd" ] && [ -x "$out/bin/lncli" ] && [ -x "$out/bin/btcd" ] && [ -x "$out/bin/btcctl" ]; then
  echo "$out/bin"
  exit 0
fi

lnd_version=$(cd "$here" && go list -m -f '{{.Version}}' github.com/lightningnetwork/lnd 2>/dev/null) || {
  echo "realnode: o proxy de módulos Go não respondeu ($(go env GOPROXY)); sem ele não há LND nem btcd" >&2
  exit 1
}
echo "realnode: construindo lnd $lnd_version e btcd em $out (uma vez; leva alguns minutos)" >&2
tmp="$out.tmp.$$"
rm -rf "$tmp" && mkdir -p "$tmp/bin"
trap 'rm -rf "$tmp"' EXIT
cd "$here"
if ! go mod download >/dev/null 2>"$tmp/download.err"; then
  echo "realnode: o proxy de módulos Go não respondeu ($(go env GOPROXY)): $(tail -1 "$tmp/download.err")" >&2
  exit 1
fi
# LND prints build.Commit as its version (lncli --version, GetInfo.version), as its Makefile sets it.
ldflags="-s -w -X github.com/lightningnetwork/lnd/build.Commit=$lnd_version"
CGO_ENABLED=0 go build -trimpath -tags "$tags" -ldflags "$ldflags" -o "$tmp/bin/" \
  github.com/lightningnetwork/lnd/cmd/lnd github.com/lightningnetwork/lnd/cmd/lncli \
  github.com/btcsuite/btcd github.com/btcsuite/btcd/cmd/btcctl >&2
rm -rf "$out" && mv "$tmp" "$out"
trap - EXIT
echo "$out/bin"
