#!/usr/bin/env bash
# Plants known breaks of documented layout rules, one at a time, in a scratch copy of the package
# and checks that the test suite catches each one (fails). Every break must be caught; a break
# whose anchor text is no longer in the source ("did not apply") or that does not compile is a
# failure too, so the list can never pass silently after the engine's code moves.
#
# Usage: scripts/mutate.sh [--list | --anchors] [NAME…]   (from anywhere; names as in --list;
#        default all). --anchors only shows the file each anchor is found in (no build).
# Env:   LAYOUTLENS_MUTATE_DIR  scratch copy (default /tmp/layoutlens-mutate); its .build is kept
#                               between runs so each mutation is an incremental build.
#        MUTATE_FILTER          passed to `swift test --filter` (default: the whole suite, minutes).
# Needs: swift, git, tar, perl. Exit status 0 only when every selected break is caught.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
scratch=${LAYOUTLENS_MUTATE_DIR:-/tmp/layoutlens-mutate}
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

# name <TAB> where <TAB> exact text to find <TAB> replacement <TAB> rule and its source.
# `where` is a folder (or file) of the package: the anchor must occur in exactly one Swift file
# below it, so a break follows its rule when files are moved or renamed. Anchors are the smallest
# expression that states the rule (an operator, an operand), not whole statements or line numbers,
# so they survive the code around them being rewritten. Several lines with the same name are one
# break planted together (each of their anchors must be found).
mutations=$(cat <<'EOF'
spacing	Sources/LayoutEngine	result[index] = previous.distance(to: current, along: axis)	result[index] = 0	system spacing between neighbours (8 pt) — facts §B1.1, §B3
flexibility-order	Sources/LayoutEngine	if fa != fb { return fa < fb }	if fa != fb { return fa > fb }	least flexible child first — seed 002, facts §B1.2
priority-reservation	Sources/LayoutEngine	available -= probes[index].minimum	available -= 0	lower-priority minima reserved — seed 003 "Layout Priority", facts §B1.2
priority-reservation	Sources/LayoutEngine	available += probes[index].minimum	available += 0	(and not given back)
tie-break	Sources/LayoutEngine	pa.minimum > pb.minimum	pa.minimum < pb.minimum	infinitely flexible: larger minimum first — facts §B1.2
re-proposal	Sources/LayoutEngine	if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }	_ = size	nil minor proposal replaced by the chosen size at placement — facts §B1.5
padding-default	Sources/LayoutEngine	public static let defaultLength = 16.0	public static let defaultLength = 8.0	default padding 16 on iOS — facts §B7, seed 003
padding-insets	Sources/LayoutEngine	Size(width: child.width + insets.leading + insets.trailing,	Size(width: child.width + insets.leading,	padding grows the size by both insets — facts §B7
padding-insets	Sources/LayoutEngine	Self.sanitized(child.width + insets.leading + insets.trailing)	Self.sanitized(child.width + insets.leading)	(and in the pass's fast path for padding, LayoutPass.paddingSize)
spacer-minimum	Sources/LayoutEngine	minLength ?? ViewSpacing.defaultDistance	minLength ?? 0	Spacer minLength defaults to the system spacing — Apple Spacer doc, facts §B4
overlay-alignment	Sources/LayoutEngine	Point(x: primaryDimensions[alignment.horizontal] - dimensions[alignment.horizontal],	Point(x: 0,	secondary aligned on the primary's guides — facts §B10
rounding-direction	Sources/LayoutEngine	Size(width: grid.roundUp(width), height: grid.roundUp(height))	Size(width: grid.round(width), height: grid.round(height))	text sizes rounded up to the pixel — text-metrics.md §1.5
text-width-zero	Sources/LayoutEngine	let width = (maxWidth == 0) ? 0 : result.width	let width = result.width	Text answers width 0 to a 0 proposal — text-metrics.md §2.4
first-line-height	Sources/LayoutEngine	firstLine = metrics.lineHeight	firstLine = metrics.ascender	a text's first line is the font's natural line height, ascender + descender + gap — text-metrics.md §1.2, §1.5
line-height	Sources/LayoutEngine	leading = metrics.lineHeight	leading = metrics.ascender	lines of a font without a text style advance by its natural line height (17 pt: 2 lines 40.574) — text-metrics.md §1.4 (b)
last-baseline	Sources/LayoutEngine	1) - 1) * advance.advance	1) - 1) * metrics.lineHeight	a text's last baseline is (n − 1) line advances below its first (body: 22 per line) — text-metrics.md §2.6, with the advance of "Line advance"
style-leading	Sources/LayoutEngine	leading = style.leading * (font.size / style.size)	leading = metrics.lineHeight	a text style's later lines advance by its HIG leading (body 22: 2 lines 42.33) — Apple HIG typography, text-metrics.md "Line advance"
optical-size	Sources/TextLayout	let blend = Self.opticalBlend(size)	let blend = 0.0	SF draws its Display design from 28 pt (title styles), a mix from 17 to 28 pt — WWDC20 "The details of UI typography", text-metrics.md "Widths"
alignment-id-default	Sources/LayoutEngine	let value = computed.compute(dimensions)	let value = 0.0	a custom AlignmentID's guide is where its defaultValue(in:) puts it — Apple AlignmentID doc
layout-cache	Sources	cachePass === subviews.passIdentity	false	a custom Layout's cache is one storage for all its calls in a pass — Apple Layout.makeCache(subviews:) doc
view-that-fits-ideal	Sources	let ideal = subviews[index].sizeThatFits(.unspecified)	let ideal = subviews[index].sizeThatFits(proposal)	ViewThatFits compares each child's ideal size, not its size for the proposal — Apple ViewThatFits doc
view-that-fits-fallback	Sources	return subviews.count - 1	return 0	ViewThatFits shows the last child when none fits — Apple ViewThatFits doc
EOF
)

# The one Swift file below `where` (a folder or file) containing `anchor`, printed; otherwise a
# NOT APPLIED reason, printed, and status 1.
anchored_file() {
  local where=$1 anchor=$2 found count
  found=$(grep -rlF --include='*.swift' -e "$anchor" -- "$where" 2>/dev/null | sort || true)
  count=$(printf '%s' "$found" | grep -c . || true)
  if [ "$count" -eq 1 ]; then printf '%s\n' "$found"; return 0; fi
  if [ "$count" -eq 0 ]; then
    echo "NOT APPLIED (anchor not found below $where: $anchor)"
  else
    echo "NOT APPLIED (anchor in $count files below $where, make it unique: $anchor)"
  fi
  return 1
}

if [ "${1:-}" = "--list" ]; then
  printf '%s\n' "$mutations" | awk -F'\t' '!seen[$1]++ { printf "%-24s %s\n", $1, $5 }'
  exit 0
fi
if [ "${1:-}" = "--anchors" ]; then # where each anchor is today, without building anything
  bad=0
  while IFS=$'\t' read -r name where from _ _; do
    file=$(anchored_file "$where" "$from") || bad=1
    printf '%-24s %s\n' "$name" "$file"
  done < <(printf '%s\n' "$mutations")
  exit $bad
fi
selected=("$@")
is_selected() {
  [ ${#selected[@]} -eq 0 ] && return 0
  local name
  for name in "${selected[@]}"; do [ "$name" = "$1" ] && return 0; done
  return 1
}
for name in "${selected[@]}"; do
  printf '%s\n' "$mutations" | cut -f1 | grep -qx -- "$name" || { echo "mutate.sh: unknown mutation '$name' (see --list)" >&2; exit 2; }
done

# Scratch copy of the working tree (tracked and untracked, not ignored). Its .build is kept, so
# only files whose contents differ are written (with a new modification time, which is what the
# incremental build looks at). A run that was interrupted with a break planted leaves a marker:
# then the build products may hold the break, and .build is thrown away.
echo "mutate.sh: syncing $repo to $scratch"
mkdir -p "$scratch"
if [ -e "$scratch/.mutation-planted" ]; then
  echo "mutate.sh: the previous run was interrupted; rebuilding from scratch"
  rm -rf "$scratch/.build" "$scratch/.mutation-planted"
fi
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
git ls-files -z --cached --others --exclude-standard | tar -C "$repo" --null -T - -cf - | tar -C "$staging" -xf -
(cd "$scratch" && find . -path ./.build -prune -o -type f -print) | while IFS= read -r file; do
  [ -e "$staging/$file" ] || rm -f "$scratch/$file"
done
(cd "$staging" && find . -type f -print) | while IFS= read -r file; do
  if ! cmp -s "$staging/$file" "$scratch/$file"; then
    mkdir -p "$(dirname "$scratch/$file")"
    cat "$staging/$file" >"$scratch/$file"
    touch "$scratch/$file"
  fi
done
cd "$scratch"

log=$scratch/.build/mutate-logs
run_suite() { # log file → 0 when the suite passes
  if [ -n "${MUTATE_FILTER:-}" ]; then
    swift test --skip-build --filter "$MUTATE_FILTER" >"$1" 2>&1
  else
    swift test --skip-build >"$1" 2>&1
  fi
}

echo "mutate.sh: building and running the unmutated suite"
swift build --build-tests >/dev/null 2>&1 || { echo "mutate.sh: the unmutated package does not build" >&2; exit 2; }
mkdir -p "$log"
if ! run_suite "$log/baseline.txt"; then
  echo "mutate.sh: the unmutated suite fails; fix that first ($log/baseline.txt)" >&2
  exit 2
fi

caught=0 missed=0 total=0
report=()
names=$(printf '%s\n' "$mutations" | cut -f1 | awk '!seen[$0]++')
for name in $names; do
  is_selected "$name" || continue
  total=$((total + 1))
  rule=$(printf '%s\n' "$mutations" | awk -F'\t' -v n="$name" '$1 == n { print $5; exit }')
  # Each anchor's file: the one Swift file below its `where` that contains it.
  status="" files=() plan=()
  while IFS=$'\t' read -r _ where from to _; do
    if ! file=$(anchored_file "$where" "$from"); then
      status=$file
      break
    fi
    plan+=("$file")
    [[ " ${files[*]} " == *" $file "* ]] || files+=("$file")
  done < <(printf '%s\n' "$mutations" | awk -F'\t' -v n="$name" '$1 == n')
  for file in "${files[@]}"; do cp "$file" "$file.orig"; done
  touch .mutation-planted
  step=0
  while [ -z "$status" ] && IFS=$'\t' read -r _ _ from to _; do
    FROM="$from" TO="$to" perl -0777 -i -pe 's/\Q$ENV{FROM}\E/$ENV{TO}/g' "${plan[$step]}"
    step=$((step + 1))
  done < <(printf '%s\n' "$mutations" | awk -F'\t' -v n="$name" '$1 == n')
  if [ -z "$status" ]; then
    if ! swift build --build-tests >"$log/$name.build.txt" 2>&1; then
      status="DOES NOT COMPILE (see $log/$name.build.txt)"
    elif run_suite "$log/$name.txt"; then
      status="MISSED — the suite passes with this rule broken"
    fi
  fi
  # Restore the contents with a new modification time, so the next build recompiles the file.
  for file in "${files[@]}"; do cat "$file.orig" >"$file"; rm "$file.orig"; touch "$file"; done
  rm -f .mutation-planted
  if [ -z "$status" ]; then
    caught=$((caught + 1))
    failing=$(grep -E '^✘ Test .* (failed after|recorded an issue)' "$log/$name.txt" | grep -v '^✘ Test run with' \
      | sed -E 's/^✘ Test (.*) (failed after|recorded an issue).*/\1/; s/ with [0-9]+ test cases?$//' | sort -u)
    count=$(printf '%s\n' "$failing" | grep -c . || true)
    if [ "$count" -eq 0 ]; then
      report+=("caught   $name: the test run failed without naming a test (crash?), see $log/$name.txt")
    else
      report+=("caught   $name: $count failing test(s): $(printf '%s\n' "$failing" | head -4 | paste -sd ';' -)")
    fi
  else
    missed=$((missed + 1))
    report+=("FAILED   $name: $status [$rule]")
  fi
  echo "${report[-1]}"
done

# Leave the scratch build matching the unmutated sources.
swift build --build-tests >/dev/null 2>&1 || true
echo
echo "mutate.sh: $caught of $total planted breaks caught; $missed not caught (logs: $log)"
[ "$missed" -eq 0 ] && [ "$total" -gt 0 ]
