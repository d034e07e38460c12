#!/bin/sh
# Builds bench/reference/rftg-random: Keldon Jones's Race for the Galaxy engine
# (engine.c and init.c, unchanged, at -O2) with Orrery's random player
# (random_player.c). The engine's source is fetched here, into
# bench/reference/rftg-src/ (gitignored: it is GPL code and never committed),
# from RFTG_GIT (a git URL or a local git directory; default the public
# bnordli/rftg repository), at RFTG_REF (default its newest commit).
#
#   sh bench/reference/build.sh            # fetch if needed, then build
#   RFTG_GIT=/path/to/rftg.git sh bench/reference/build.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src="$here/rftg-src"
git_source=${RFTG_GIT:-https://github.com/bnordli/rftg.git}
ref=${RFTG_REF:-HEAD}
# Only what the engine needs (the repository also holds large binaries).
files="src/engine.c src/init.c src/rftg.h src/cards.txt src/campaign.txt"
if [ ! -f "$src/engine.c" ]; then
  rm -rf "$src" && mkdir -p "$src"
  if [ -d "$git_source" ]; then
    git --git-dir="$git_source" archive "$ref" $files | tar -x -C "$src" --strip-components=1
  else
    tmp=$(mktemp -d)
    git clone --quiet --depth 1 "$git_source" "$tmp/rftg"
    git -C "$tmp/rftg" archive "$ref" $files | tar -x -C "$src" --strip-components=1
    rm -rf "$tmp"
  fi
  git --git-dir="$git_source" rev-parse "$ref" > "$src/COMMIT" 2>/dev/null || echo "$git_source $ref" > "$src/COMMIT"
fi
gcc -O2 -w -DRFTGDIR="\"$src\"" -I"$src" -o "$here/rftg-random" "$here/random_player.c" "$src/engine.c" "$src/init.c"
echo "built $here/rftg-random (engine: $(cat "$src/COMMIT"); $(gcc --version | head -1))"
