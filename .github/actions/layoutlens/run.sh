#!/usr/bin/env bash
# Runs layoutlens with the action's inputs (given as environment variables, never pasted into the
# script), writes the step summary, and records the exit status for the failure policy step.
set -uo pipefail
arguments=("$COMMAND")
read -r -a paths <<< "$(printf '%s' "$PATHS" | tr '\n' ' ')"
arguments+=("${paths[@]}")
case "$COMMAND" in
  check|render) arguments+=(--out "$OUTPUT") ;;
esac
[ -n "$DEVICE" ] && arguments+=(--device "$DEVICE")
[ -n "$DYNAMIC_TYPE" ] && arguments+=(--dynamic-type "$DYNAMIC_TYPE")
if [ "$COMMAND" = check ]; then
  if [ -n "$BASE_REF" ]; then
    # actions/checkout fetches one commit by default; the base commit is fetched alone (no refs
    # change but FETCH_HEAD), so --base can read it.
    if ! git cat-file -e "$BASE_REF^{commit}" 2>/dev/null; then
      git fetch --no-tags --quiet --depth=1 origin "$BASE_REF" || echo "::warning title=LayoutLens::could not fetch the base commit $BASE_REF"
    fi
    arguments+=(--base "$BASE_REF")
  fi
  if [ "$FAIL_ON" = none ]; then arguments+=(--fail-on=); else arguments+=(--fail-on "$FAIL_ON"); fi
  arguments+=(--annotations github --source-link "$SOURCE_LINK")
fi
read -r -a extra <<< "$EXTRA"
arguments+=("${extra[@]}")

echo "layoutlens ${arguments[*]}"
status=0
if [ "$COMMAND" = frames ]; then
  # frames prints its JSON; it is kept as the report.
  mkdir -p "$OUTPUT"
  "$LAYOUTLENS" "${arguments[@]}" > "$OUTPUT/frames.json" || status=$?
else
  "$LAYOUTLENS" "${arguments[@]}" || status=$?
fi
if [ -f "$OUTPUT/summary.md" ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  cat "$OUTPUT/summary.md" >> "$GITHUB_STEP_SUMMARY"
fi
report=""
[ -d "$OUTPUT" ] && report="$(cd "$OUTPUT" && pwd)"
{
  echo "status=$status"
  echo "report=$report"
} >> "$GITHUB_OUTPUT"
exit 0
