#!/usr/bin/env bash
# Builds and runs one libFuzzer target for SECONDS seconds.
#
#   scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]
#   TARGET: reader (source → layout → SVG), font, snapshot, template, summary
#
# SwiftPM builds the library modules with coverage instrumentation and the address sanitizer
# (`--sanitize fuzzer --sanitize address`) into .build/fuzz; the target in
# scripts/fuzz/Targets/TARGET.swift is then linked by hand with `swiftc -sanitize=fuzzer,address`
# (SwiftPM cannot link a target that has LLVMFuzzerTestOneInput instead of a main).
# The working corpus lives in .build/fuzz/corpus/TARGET (not committed), seeded from
# scripts/fuzz/corpus/TARGET (the committed regression corpus) and the repository's own files
# (Fixtures/, snapshots, Templates/, fonts); crashes go to .build/fuzz/artifacts/TARGET/.
# Environment: FUZZ_CONFIG=release|debug (default release), FUZZ_SANITIZE=fuzzer,address.
# See docs/fuzzing.md.
set -euo pipefail

if [[ $# -lt 2 ]]; then
    echo "usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]" >&2
    echo "targets: reader font snapshot template summary" >&2
    exit 2
fi
target=$1
seconds=$2
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
source_file=$root/scripts/fuzz/Targets/$target.swift
if [[ ! -f $source_file ]]; then
    echo "error: no fuzz target '$target' (scripts/fuzz/Targets/$target.swift)" >&2
    exit 2
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

config=${FUZZ_CONFIG:-release}
sanitize=${FUZZ_SANITIZE:-fuzzer,address}
build=$root/.build/fuzz
# One -sanitize= flag with a comma list: given as two flags, swiftc keeps only the last one
# (`-sanitize=fuzzer -sanitize=address` compiles without coverage), and SwiftPM's own
# `--sanitize fuzzer` leaves the library modules uninstrumented (libFuzzer then sees coverage 15).
swiftpm_sanitizers=(-Xswiftc "-sanitize=$sanitize")

# 1. The library modules, instrumented.
swift build --package-path "$root" --build-path "$build" -c "$config" "${swiftpm_sanitizers[@]}" \
    --target LayoutLensCLI >&2
products=$(swift build --package-path "$root" --build-path "$build" -c "$config" "${swiftpm_sanitizers[@]}" --show-bin-path)

# 2. Link the target with every library object (not the executables' or the CLI's).
modules=(LayoutEngine FontTables FileAccess TextLayout Diagnostics SwiftFrontEnd SwiftInterpreter SwiftUIRuntime DeterministicRandom
         ProjectReader Workers Templating Render Snapshots Explain)
objects=()
for module in "${modules[@]}"; do
    for object in "$products/$module.build"/*.o; do objects+=("$object"); done
done
binary=$build/bin/fuzz-$target
mkdir -p "$build/bin"
optimise=-Onone
[[ $config == release ]] && optimise=-O
if [[ ! -x $binary || $source_file -nt $binary || -n $(find "$products" -name '*.o' -newer "$binary" -print -quit) ]]; then
    echo "Linking $binary" >&2
    swiftc -sanitize="$sanitize" -parse-as-library "$optimise" -module-name "Fuzz$target" \
        -I "$products/Modules" -I "$products" "$source_file" "${objects[@]}" -o "$binary"
fi

# 3. Seeds: the committed regression corpus, then the repository's own files of that kind.
corpus=$build/corpus/$target
artifacts=$build/artifacts/$target
mkdir -p "$corpus" "$artifacts"
seeds=("$root/scripts/fuzz/corpus/$target")
case $target in
    reader) seeds+=("$root/Fixtures") ;;
    snapshot) seeds+=("$root/Fixtures/__Snapshots__") ;;
    template) seeds+=("$root/Templates") ;;
    font) seeds+=("$root/Sources/TextLayout/Fonts") ;;
esac
# libFuzzer reads seed folders flat: copy nested files (fixtures, snapshots) into one folder.
seed_folder=$build/seeds/$target
rm -rf "$seed_folder"
mkdir -p "$seed_folder"
for seed in "${seeds[@]}"; do
    [[ -d $seed ]] || continue
    find "$seed" -type f \( -name '*.swift' -o -name '*.txt' -o -name '*.html' -o -name '*.json' -o -name '*.otf' -o -name '*.ttf' -o -name 'crash-*' -o -name 'seed-*' \) -print0 |
        while IFS= read -r -d '' file; do cp "$file" "$seed_folder/$(echo "$file" | sha1sum | cut -c1-16)-$(basename "$file")"; done
done

max_len=65536
[[ $target == font ]] && max_len=1048576
echo "Fuzzing $target for $seconds s (corpus $corpus)" >&2
exec "$binary" "$corpus" "$seed_folder" \
    -dict="$root/scripts/fuzz/swift.dict" \
    -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -max_len="$max_len" \
    -artifact_prefix="$artifacts/" -print_final_stats=1 "$@"
