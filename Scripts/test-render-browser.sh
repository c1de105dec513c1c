#!/usr/bin/env bash
# `ibkit render` in a real browser: renders Examples/Gallery and Examples/Legacy, opens the pages in headless
# Chromium, takes screenshots and asserts pixels (Scripts/render_checks.py, which prints each check):
#   backgrounds   the most common color inside known elements' rects (a transparent label over a
#                 secondarySystemBackgroundColor view, a systemRedColor badge, an sRGB badge, a BrandBlue named-color
#                 button) is the color the IB file gives, read from the file itself
#   titles        button titles are drawn inside the buttons' rects (pixels differ from the background, in the title color)
#   Japanese      a Japanese label draws its glyphs, pixel for pixel the same as in Noto Sans CJK JP (and unlike Noto
#                 Serif CJK JP), six distinct glyphs (no tofu)
#   map           Legacy's Main.storyboard map, as Chromium parsed it: one segue arrow per segue, one relationship
#                 arrow per relationship, an initial arrow; the arrows are visible in its screenshot
#   pages         every page loads with no console message or failed load, and draws something
# Each assertion is also run against a wrong expectation (self-tests) so that it can fail.
# Installs chromium and fonts-noto-cjk with apt when chromium is missing (sudo when not root).
#
# Usage: Scripts/test-render-browser.sh   (from anywhere; KEEP=1 keeps the site and screenshots and prints where)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if ! command -v chromium >/dev/null 2>&1 || ! fc-list :lang=ja family 2>/dev/null | grep -q 'Noto Sans CJK JP'; then
  echo "installing chromium and fonts-noto-cjk (apt)"
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
fi
command -v python3 >/dev/null 2>&1 || { echo "python3 is needed" >&2; exit 1; }

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH=/opt/swift/usr/bin:$PATH; fi
swift build --product ibkit 2>&1 | tail -n 1
ibkit="$(swift build --show-bin-path)/ibkit"

work="$(mktemp -d)"
if [ "${KEEP:-}" = "1" ]; then echo "site and screenshots kept in $work"; else trap 'rm -rf "$work"' EXIT; fi
"$ibkit" render Examples/Legacy Examples/Gallery --output "$work/site" | tail -n 1
python3 Scripts/render_checks.py "$work/site" Examples "$work/shots"
