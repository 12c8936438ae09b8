#!/usr/bin/env bash
# Node 24 (the current LTS) for CI's second run of the unit and API suites: the official binary
# as the npm registry ships it (package node-linux-<arch>), unpacked once into .ci/node24 and
# reused. Prints the folder that holds the `node` binary.
set -euo pipefail
cd "$(dirname "$0")"
folder=node24
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) echo "No Node 24 package for $(uname -m)" >&2; exit 1 ;;
esac
if ! "$folder/bin/node" --version >/dev/null 2>&1; then
  rm -rf "$folder"
  mkdir -p "$folder"
  tarball=$(npm pack --silent --pack-destination "$folder" "node-linux-$arch@24")
  tar xzf "$folder/$tarball" -C "$folder" --strip-components=1 package/bin/node
  rm "$folder/$tarball"
fi
echo "$PWD/$folder/bin"
