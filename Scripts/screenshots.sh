#!/usr/bin/env bash
# The README's screenshots, made in headless Chromium from pages ibkit writes (Scripts/screenshots.py):
#   docs/images/render-gallery-scene.png   Examples/Gallery's DemoViewController scene (`ibkit render`)
#   docs/images/render-legacy-map.png      Examples/Legacy's Main.storyboard map (`ibkit render`)
#   docs/images/render-legacy-diff.png     `ibkit diff` of a scripted edit of Legacy's Main.storyboard
# Run it after a deliberate change of the drawing and commit the PNGs. Needs chromium and fonts-noto-cjk
# (Scripts/test-render-browser.sh installs them).
# Usage: Scripts/screenshots.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
command -v chromium >/dev/null 2>&1 || { echo "chromium is needed: apt-get install -y chromium fonts-noto-cjk" >&2; exit 1; }
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH=/opt/swift/usr/bin:$PATH; fi
swift build --product ibkit 2>&1 | tail -n 1
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Scripts/screenshots.py "$(swift build --show-bin-path)/ibkit" "$work" docs/images
