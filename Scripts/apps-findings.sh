#!/usr/bin/env bash
# What `ibkit lint` and `ibkit check` report on each app, by rule and severity, and whether any command left a file in
# the app: the quick reading before judging findings by hand. Each app is copied and made a git repository; lint,
# check, a migrate dry run, gen --dump-context and render into a folder outside the app run there, then
# `git status --porcelain --ignored` must be empty.
# Usage: Scripts/apps-findings.sh [APPS_FOLDER] (default: ../shared/apps). Uses the release binary when built
# (swift build -c release), else debug; IBKIT=path picks another. Exit 1 when a command left something in an app or crashed (exit > 2).
source "$(dirname "$0")/apps-common.sh"

# "warning unknown-class" per finding of the xcode reporter (file:line:col: severity: …), counted; paths may hold spaces.
bySeverityAndRule() { sed -nE 's/^.+:[0-9]+:[0-9]+: (error|warning|info): .*\(([a-z0-9-]+)[;)].*$/\1 \2/p' | sort | uniq -c | sort -k2,2 -k1,1nr; }

for app in "$apps"/*/; do
  name=$(basename "$app")
  copy=$(git_copy "$app") || continue
  echo "== $name"
  for command in lint check; do
    output=$(cd "$copy" && "$bin" $command 2>/dev/null); status=$?
    echo "   $command (exit $status):"
    printf '%s\n' "$output" | bySeverityAndRule | sed 's/^/     /'
    [ "$status" -gt 2 ] && failed=1
  done
  (cd "$copy" && "$bin" migrate --no-diff >/dev/null 2>&1) || [ $? -le 2 ] || failed=1
  (cd "$copy" && "$bin" gen --dump-context yaml >/dev/null 2>&1) || [ $? -le 2 ] || failed=1
  (cd "$copy" && "$bin" render . -o "$work/site-$name" >/dev/null 2>&1) || [ $? -le 2 ] || failed=1
  left=$(cd "$copy" && git status --porcelain --ignored)
  if [ -n "$left" ]; then echo "   FAIL: left in the app:"; printf '%s\n' "$left" | sed 's/^/     /'; failed=1
  else echo "   nothing left in the app (git status --ignored is empty)"; fi
done
exit $failed
