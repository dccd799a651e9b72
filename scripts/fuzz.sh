#!/usr/bin/env bash
# Builds and runs one libFuzzer target, then prints its executions, exec/s and coverage.
#
#   scripts/fuzz.sh TARGET SECONDS [--asan] [libFuzzer options…]
#   scripts/fuzz.sh totals               (every run recorded so far, summed per target)
#   TARGET: reader font snapshot template summary pbxproj assets xcstrings png jpeg
#
# Without --asan the targets are built with coverage instrumentation only (-sanitize=fuzzer): the
# fast mode for long runs. With --asan they also get the address sanitizer
# (-sanitize=fuzzer,address). Each mode has its own SwiftPM build folder, .build/fuzz/plain and
# .build/fuzz/asan, holding only the library modules the target needs; the target in
# scripts/fuzz/Targets/TARGET.swift is then linked by hand with swiftc (SwiftPM cannot link a
# target that has LLVMFuzzerTestOneInput instead of a main).
# Seeds: scripts/fuzz/corpus/TARGET (small, committed: regression inputs and seeds); dictionary:
# scripts/fuzz/dict/TARGET.dict. The working corpus lives in .build/fuzz/corpus/TARGET (shared by
# both modes), crashes go to .build/fuzz/artifacts/TARGET/, the log of each run to
# .build/fuzz/logs/, and one line per run to .build/fuzz/runs.tsv (what `totals` sums).
# Environment: FUZZ_CONFIG=release|debug (default release). See docs/fuzzing.md.
set -euo pipefail
# The whole script is one block, read before it runs: editing the file during a run cannot change it.
{

root=$(cd "$(dirname "$0")/.." && pwd)
fuzz=$root/.build/fuzz
runs=$fuzz/runs.tsv
targets="reader font snapshot template summary pbxproj assets xcstrings png jpeg"

usage() {
    echo "usage: scripts/fuzz.sh TARGET SECONDS [--asan] [libFuzzer options…]" >&2
    echo "       scripts/fuzz.sh totals" >&2
    echo "targets: $targets" >&2
    exit 2
}

if [[ ${1:-} == totals ]]; then
    [[ -f $runs ]] || { echo "no runs recorded yet ($runs)"; exit 0; }
    # Columns: date target mode seconds executions exec/s cov_start cov_end features units findings load cpu cpu_exec/s
    printf "%-10s %5s %9s %14s %14s %14s %9s %8s\n" target runs seconds executions "(plain)" "(asan)" "max cov" findings
    awk -F'\t' '
        { executions[$2] += $5; seconds[$2] += $4; findings[$2] += $11; count[$2]++
          if ($8 > coverage[$2]) coverage[$2] = $8
          if ($3 == "asan") asan[$2] += $5; else plain[$2] += $5 }
        END {
            for (t in executions) printf "%-10s %5d %9d %14d %14d %14d %9d %8d\n", t, count[t], seconds[t], executions[t], plain[t], asan[t], coverage[t], findings[t]
        }' "$runs" | sort
    awk -F'\t' '{ n++; s += $4; e += $5; f += $11 } END { printf "%-10s %5d %9d %14d %14s %14s %9s %8d\n", "all", n, s, e, "", "", "", f }' "$runs"
    exit 0
fi

[[ $# -ge 2 ]] || usage
target=$1
seconds=$2
shift 2
mode=plain
sanitize=fuzzer
if [[ ${1:-} == --asan ]]; then
    mode=asan
    sanitize=fuzzer,address
    shift
fi
source_file=$root/scripts/fuzz/Targets/$target.swift
if [[ ! -f $source_file ]]; then
    echo "error: no fuzz target '$target' (scripts/fuzz/Targets/$target.swift)" >&2
    usage
fi
if ! [[ $seconds =~ ^[0-9]+$ ]]; then
    echo "error: SECONDS must be a whole number, got '$seconds'" >&2
    exit 2
fi
if ! command -v swift >/dev/null && [[ -x /opt/swift/usr/bin/swift ]]; then
    export PATH=/opt/swift/usr/bin:$PATH
fi

# The Swift runtime backtracer would take over crashes from libFuzzer (and linger).
export SWIFT_BACKTRACE=enable=no

# What each target builds (SwiftPM targets) and links (every module of their dependency closure,
# from Package.swift): the least that reaches its code.
snapshot_modules=(Snapshots Render Templating FileAccess Explain Workers TextLayout FontTables LayoutEngine JSONParsing Diagnostics)
resource_modules=(AppResources Diagnostics FileAccess FontTables LayoutEngine JSONParsing)
max_len=4096
case $target in
    reader)
        build_targets=(ProjectReader Render)
        modules=(ProjectReader SwiftUIRuntime SwiftInterpreter SwiftFrontEnd DeterministicRandom Diagnostics AppResources JSONParsing
                 FileAccess FontTables LayoutEngine Workers Render Templating Explain TextLayout) ;;
    font) build_targets=(FontTables); modules=(FontTables); max_len=32768 ;;
    png) build_targets=(PixelImages); modules=(PixelImages); max_len=16384 ;;
    jpeg) build_targets=(PixelImages); modules=(PixelImages); max_len=16384 ;;
    snapshot) build_targets=(Snapshots); modules=("${snapshot_modules[@]}"); max_len=8192 ;;
    summary) build_targets=(Snapshots); modules=("${snapshot_modules[@]}") ;;
    template) build_targets=(Templating); modules=(Templating) ;;
    pbxproj) build_targets=(ProjectModel); modules=(ProjectModel Diagnostics FileAccess JSONParsing); max_len=8192 ;;
    assets|xcstrings) build_targets=(AppResources); modules=("${resource_modules[@]}") ;;
    *) echo "error: fuzz.sh does not know the modules of '$target'" >&2; exit 2 ;;
esac

config=${FUZZ_CONFIG:-release}
build=$fuzz/$mode
# One -sanitize= flag with a comma list: given as two flags, swiftc keeps only the last one, and
# SwiftPM's own `--sanitize fuzzer` leaves the library modules uninstrumented (coverage 15).
swiftpm=(swift build --package-path "$root" --build-path "$build" -c "$config" -Xswiftc "-sanitize=$sanitize")

# 1. The library modules, instrumented.
for build_target in "${build_targets[@]}"; do
    "${swiftpm[@]}" --target "$build_target" >&2
done
products=$("${swiftpm[@]}" --show-bin-path)

# 2. Link the target with the objects of its modules.
objects=()
for module in "${modules[@]}"; do
    for object in "$products/$module.build"/*.o; do objects+=("$object"); done
done
binary=$build/bin/fuzz-$target
mkdir -p "$build/bin"
optimise=-Onone
[[ $config == release ]] && optimise=-O
support=("$root"/scripts/fuzz/Support/*.swift)
if [[ ! -x $binary || -n $(find "$source_file" "${support[@]}" "$root/scripts/fuzz.sh" "${objects[@]}" -newer "$binary" -print -quit) ]]; then
    echo "Linking $binary" >&2
    swiftc -sanitize="$sanitize" -parse-as-library "$optimise" -module-name "Fuzz$target" \
        -I "$products/Modules" -I "$products" "$source_file" "${support[@]}" "${objects[@]}" -o "$binary"
fi

# 3. Run: the working corpus first (libFuzzer adds new inputs to the first folder), then the seeds.
corpus=$fuzz/corpus/$target
artifacts=$fuzz/artifacts/$target
logs=$fuzz/logs
mkdir -p "$corpus" "$artifacts" "$logs"
# Seeds: the committed corpus, and the repository's own files of the target's kind (copied into
# one folder, since several live deep in test projects; libFuzzer cuts each to -max_len).
seeds=$root/scripts/fuzz/corpus/$target
repository_seeds=$fuzz/seeds/$target
rm -rf "$repository_seeds"
mkdir -p "$repository_seeds"
repository_seed_files() {
    case $target in
        reader) find "$root/Fixtures" -maxdepth 1 -name '*.swift' -print0 ;;
        snapshot) find "$root/Fixtures/__Snapshots__" -name '*.txt' -print0 ;;
        template) find "$root/Templates" -name '*.html' -print0 ;;
        pbxproj) find "$root/Tests" -name project.pbxproj -print0 ;;
        assets) find "$root/Tests" "$root/Fixtures" -name Contents.json -print0 ;;
        xcstrings) find "$root/Tests" -name '*.xcstrings' -print0 ;;
        png) find "$root/Tests" "$root/Fixtures" -name '*.png' -size -16k -print0 ;;
        jpeg) find "$root/Tests" "$root/Fixtures" \( -name '*.jpg' -o -name '*.jpeg' \) -size -16k -print0 ;;
    esac
}
while IFS= read -r -d '' file; do
    cp "$file" "$repository_seeds/$(echo "$file" | sha1sum | cut -c1-12)-$(basename "$file")"
done < <(repository_seed_files)
log=$logs/$target-$mode-$(date -u +%Y%m%dT%H%M%S).log
# A file that loops until the interpreter's budget stops it (a million steps) takes 0.5 s without
# sanitizers and 1.4 s with ASan: by design, not a hang. The reader under ASan gets 3 s.
timeout=1
[[ $target == reader && $mode == asan ]] && timeout=3
options=(-dict="$root/scripts/fuzz/dict/$target.dict" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048
         -max_len="$max_len" -artifact_prefix="$artifacts/" -print_final_stats=1)
# Allocation stacks 5 frames deep instead of 30: recording them was a third of the reader's time
# under ASan (sanitizer stack depot, page faults); rerun a crash with ASAN_OPTIONS= for full ones.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=5}
# The reader's interpreter keeps reference cycles (scopes, closures, bridges) that are freed at
# exit, which LeakSanitizer would report as a leak of the empty input (docs/fuzzing.md).
# Both libFuzzer's per-input check and LeakSanitizer's report at exit are off for it.
if [[ $target == reader && $mode == asan ]]; then
    options+=(-detect_leaks=0)
    ASAN_OPTIONS=$ASAN_OPTIONS:detect_leaks=0
fi
# Targets whose readers take a path write each input into a scratch folder (ScratchFolder.swift).
scratch_base=/dev/shm
[[ -d $scratch_base && -w $scratch_base ]] || scratch_base=$fuzz
export FUZZ_SCRATCH=$(mktemp -d "$scratch_base/layoutlens-fuzz-$target.XXXXXX")
trap 'rm -rf "$FUZZ_SCRATCH"' EXIT
findings_before=$(find "$artifacts" -type f | wc -l)
load_before=$(cut -d' ' -f1 /proc/loadavg)
echo "Fuzzing $target ($mode, $config) for $seconds s, load $load_before; log $log" >&2
# CPU seconds used by finished children: exec/s per CPU second does not depend on how many other
# jobs share the machine, libFuzzer's wall-clock exec/s does. `times` runs in this shell (in a
# command substitution it would report the substitution's own children); its last line is theirs.
children_cpu() { awk '{ split($1, u, /[ms]/); split($2, s, /[ms]/); t = u[1] * 60 + u[2] + s[1] * 60 + s[2] } END { print t }' "$log.times"; }
times >"$log.times"
cpu_before=$(children_cpu)
status=0
started=$SECONDS
"$binary" "$corpus" "$seeds" "$repository_seeds" "${options[@]}" "$@" 2>&1 | tee "$log" >&2 || status=${PIPESTATUS[0]}
load_after=$(cut -d' ' -f1 /proc/loadavg)
times >"$log.times"
cpu_after=$(children_cpu)
rm -f "$log.times"
cpu=$(awk -v a="$cpu_before" -v b="$cpu_after" 'BEGIN { printf "%.1f", b - a }')
findings=$(( $(find "$artifacts" -type f | wc -l) - findings_before ))

# 4. What the run did, from libFuzzer's log.
final_stat() { grep -m1 "^stat::$1:" "$log" | awk '{print $2}' || true; }
executions=$(final_stat number_of_executed_units)
rate=$(final_stat average_exec_per_sec)
units=$(final_stat new_units_added)
coverage_start=$(grep -m1 -E 'INITED cov: [0-9]+' "$log" | sed -E 's/.*INITED cov: ([0-9]+).*/\1/' || true)
last_status=$(grep -E '#[0-9]+.*cov: [0-9]+' "$log" | tail -1 || true)
coverage_end=$(sed -E 's/.*cov: ([0-9]+).*/\1/' <<<"$last_status")
features=$(sed -E 's/.*ft: ([0-9]+).*/\1/' <<<"$last_status")
corpus_units=$(sed -E 's/.*corp: ([0-9]+).*/\1/' <<<"$last_status")
elapsed=$(( SECONDS - started ))
cpu_rate=$(awk -v n="${executions:-0}" -v c="$cpu" 'BEGIN { printf "%d", (c > 0 ? n / c : 0) }')
echo "fuzz $target ($mode): ${executions:-?} executions in ${elapsed} s, ${rate:-?} exec/s (wall); $cpu s of CPU, $cpu_rate exec/s per CPU second;" \
     "coverage ${coverage_start:-?} -> ${coverage_end:-?} edges, ${features:-?} features, corpus ${corpus_units:-?} units" \
     "(${units:-0} new); findings $findings; load $load_before -> $load_after"
if [[ -n ${executions:-} ]]; then
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$target" "$mode" "$elapsed" \
        "$executions" "$rate" "${coverage_start:-0}" "${coverage_end:-0}" "${features:-0}" "${corpus_units:-0}" "$findings" \
        "$load_before/$load_after" "$cpu" "$cpu_rate" >>"$runs"
fi
exit "$status"
}
