#!/usr/bin/env bash
# Finds the LayoutLens package the action was downloaded with and the cache key of its release
# build: the runner, the Swift version and a hash of every file the build reads, so a new version
# (or a local change, with `uses: ./.github/actions/layoutlens`) builds once and then hits the cache.
set -euo pipefail
source="$(cd "$ACTION_PATH/../../.." && pwd)"
if ! command -v swift >/dev/null 2>&1; then
  echo "::error title=LayoutLens::swift is not on PATH; run on ubuntu-latest (Swift is preinstalled) or in a swift:6.0 container"
  exit 2
fi
swift_version="$(swift --version 2>/dev/null | head -n 1 | tr -c 'A-Za-z0-9.\n' '-')"
tree="$(cd "$source" && find Package.swift Sources -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-20)"
{
  echo "source=$source"
  echo "bin=$HOME/.layoutlens/bin-$tree"
  echo "key=layoutlens-$RUNNER_OS_NAME-$RUNNER_ARCH_NAME-$swift_version-$tree"
} >> "$GITHUB_OUTPUT"
