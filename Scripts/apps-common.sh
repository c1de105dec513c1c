# Sourced by the scripts that run ibkit on every app of a folder (apps-findings.sh, migrate-apps.sh): the apps folder
# (first argument, default ../shared/apps), the binary ($IBKIT, else the release build, else debug), a work folder
# removed on exit, and a cache folder inside it so that no run writes to the user's cache.
set -uo pipefail
caller=$PWD
cd "$(dirname "$0")/.."
repo=$PWD
apps=${1:-../shared/apps}
[ -d "$apps" ] || { echo "no apps folder at $apps (skipped)"; exit 0; }
if [ -n "${IBKIT:-}" ]; then
  # Relative to where the script was called from; the apps' runs happen in other folders.
  case $IBKIT in /*) bin=$IBKIT ;; *) bin=$caller/$IBKIT ;; esac
  [ -x "$bin" ] || { echo "IBKIT=$IBKIT is not an executable"; exit 2; }
else
  bin=$repo/.build/release/ibkit
  [ -x "$bin" ] || bin=$repo/.build/debug/ibkit
  [ -x "$bin" ] || { echo "build ibkit first (swift build -c release)"; exit 2; }
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME=$work/cache
failed=0

# A copy of the app at $1 in the work folder, made a git repository with one commit; prints its path.
git_copy() {
  local copy=$work/$(basename "$1")
  cp -r "$1" "$copy" && chmod -R u+w "$copy"
  (cd "$copy" && git init -q && git add -A && git -c user.email=ibkit@example.com -c user.name=ibkit commit -qm base) || return 1
  echo "$copy"
}
