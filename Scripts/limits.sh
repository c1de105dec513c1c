#!/usr/bin/env bash
# Measures IBKit's limits (docs/fuzzing.md, "Limits") with the built `ibkit` on files generated in a temporary
# folder, prints each figure, and fails when one is out of bounds:
#   - peak memory of `ibkit lint` on a 100 MB storyboard: at most 3× the file;
#   - `ibkit lint` and `ibkit check` on 2,000 and on 20,000 IB files, also under `ulimit -n 256`: no
#     descriptor exhaustion; lint's peak at 20,000 at most 1.5× its peak at 2,000 (flat: a file's document is
#     freed once linted). The check keeps every file's document for its checks across files, so its memory grows
#     with the files: each added file may cost at most 5× its size;
#   - 100,000 levels of nesting: one located error, the other files linted; a 10 MB attribute: linted.
#
#   Scripts/limits.sh                    # release build (swift build -c release), then every measure
#   IBKIT_LIMITS_CONFIGURATION=debug Scripts/limits.sh   # the debug build (slower, more memory)
#   IBKIT_LIMITS_MB=20 IBKIT_LIMITS_FILES=5000 Scripts/limits.sh   # smaller inputs
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=${IBKIT_LIMITS_CONFIGURATION:-release}
megabytes=${IBKIT_LIMITS_MB:-100}
files=${IBKIT_LIMITS_FILES:-20000}
small=$((files / 10))

swift build -c "$configuration" --product ibkit >&2
ibkit="$(swift build -c "$configuration" --show-bin-path)/ibkit"
work=$(mktemp -d "${TMPDIR:-/tmp}/ibkit-limits.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

# Runs a command under /usr/bin/time; sets `status`, `peak_kb` and `seconds`; output in $work/out and $work/err.
measure() {
    status=0
    /usr/bin/time -f '%M %e' -o "$work/time" "$@" >"$work/out" 2>"$work/err" || status=$?
    # /usr/bin/time writes "Command exited with non-zero status N" before the figures.
    peak_kb=$(tail -n 1 "$work/time" | cut -d' ' -f1)
    seconds=$(tail -n 1 "$work/time" | cut -d' ' -f2)
}

# lint exits 1 on error findings, 0 without; anything else (2, a signal) is a failure of the tool.
expect_ran() {
    if [ "$status" -gt 1 ]; then fail "$1 exited with $status: $(head -c 400 "$work/err")"; fi
    if grep -q -i "too many open files" "$work/out" "$work/err"; then fail "$1 ran out of file descriptors"; fi
}

mb() { awk -v kb="$1" 'BEGIN { printf "%.1f MB", kb / 1024 }'; }

python3 - "$work" "$megabytes" "$files" <<'PYTHON'
import os, sys
work, megabytes, files = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])

HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
        'useSafeAreas="YES" colorMatched="YES" initialViewController="vc0">\n'
        '    <device id="retina6_12" orientation="portrait" appearance="light"/>\n'
        '    <dependencies>\n        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>\n'
        '        <capability name="Safe area layout guides" minToolsVersion="9.0"/>\n    </dependencies>\n    <scenes>\n')
TAIL = ('    </scenes>\n    <resources>\n        <systemColor name="labelColor">\n'
        '            <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\n'
        '        </systemColor>\n        <systemColor name="systemBackgroundColor">\n'
        '            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\n'
        '        </systemColor>\n    </resources>\n</document>\n')

def scene(i, labels):
    """One view controller scene as Xcode writes it: labels pinned to the safe area, one constraint each side."""
    out = [f'        <scene sceneID="s{i}">\n            <objects>\n'
           f'                <viewController storyboardIdentifier="Scene{i}ViewController" id="vc{i}" customClass="Scene{i}ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">\n'
           f'                    <view key="view" contentMode="scaleToFill" id="root{i}">\n'
           '                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n'
           '                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n'
           '                        <subviews>\n']
    for j in range(labels):
        out.append(f'                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label {j} of scene {i}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l{i}-{j}">\n'
                   f'                                <rect key="frame" x="16" y="{59 + 29 * j}" width="361" height="21"/>\n'
                   '                                <fontDescription key="fontDescription" type="system" pointSize="17"/>\n'
                   '                                <color key="textColor" systemColor="labelColor"/>\n'
                   '                                <nil key="highlightedColor"/>\n'
                   '                            </label>\n')
    out.append(f'                        </subviews>\n                        <viewLayoutGuide key="safeArea" id="sa{i}"/>\n'
               '                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>\n'
               '                        <constraints>\n')
    for j in range(labels):
        out.append(f'                            <constraint firstItem="l{i}-{j}" firstAttribute="leading" secondItem="sa{i}" secondAttribute="leading" constant="16" id="cl{i}-{j}"/>\n'
                   f'                            <constraint firstItem="sa{i}" firstAttribute="trailing" secondItem="l{i}-{j}" secondAttribute="trailing" constant="16" id="ct{i}-{j}"/>\n'
                   f'                            <constraint firstItem="l{i}-{j}" firstAttribute="top" secondItem="sa{i}" secondAttribute="top" constant="{29 * j}" id="cy{i}-{j}"/>\n')
    out.append('                        </constraints>\n                    </view>\n                </viewController>\n'
               f'                <placeholder placeholderIdentifier="IBFirstResponder" id="fr{i}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>\n'
               f'            </objects>\n            <point key="canvasLocation" x="{i % 40 * 500}" y="{i // 40 * 900}"/>\n        </scene>\n')
    return "".join(out)

# The big storyboard: scenes of 20 labels until the size is reached.
target = megabytes << 20
with open(os.path.join(work, "Big.storyboard"), "w") as f:
    f.write(HEAD)
    size, i = len(HEAD) + len(TAIL), 0
    while size < target:
        text = scene(i, 20)
        f.write(text)
        size += len(text)
        i += 1
    f.write(TAIL)

# Many files: a small storyboard per view controller, in folders of 500, and the Swift file declaring the classes.
for count in (files // 10, files):
    root = os.path.join(work, f"files-{count}")
    for k in range(count):
        folder = os.path.join(root, "App", f"Group{k // 500}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"Scene{k}ViewController.storyboard"), "w") as f:
            f.write(HEAD.replace('initialViewController="vc0"', f'initialViewController="vc{k}"') + scene(k, 3) + TAIL)
    with open(os.path.join(root, "App", "Scenes.swift"), "w") as f:
        f.write("import UIKit\n\n" + "".join(f"final class Scene{k}ViewController: UIViewController {{}}\n" for k in range(count)))

# 100,000 levels of nesting next to a good file; a 10 MB attribute value.
os.makedirs(os.path.join(work, "deep"), exist_ok=True)
with open(os.path.join(work, "deep", "Deep.storyboard"), "w") as f:
    f.write(HEAD + "<view>\n" * 100_000)
with open(os.path.join(work, "deep", "Good.storyboard"), "w") as f:
    f.write(HEAD + scene(0, 2) + TAIL)
with open(os.path.join(work, "Attribute.storyboard"), "w") as f:
    f.write(HEAD + scene(0, 2).replace('text="Label 0 of scene 0"', 'text="' + "0123456789abcdef" * (10 << 16) + '"') + TAIL)
PYTHON

echo "ibkit: $ibkit ($configuration build)"

# 1. Peak memory linting the big storyboard.
file_kb=$(($(stat -c %s "$work/Big.storyboard") / 1024))
measure "$ibkit" lint "$work/Big.storyboard"
expect_ran "lint of the big storyboard"
ratio=$(awk -v p="$peak_kb" -v f="$file_kb" 'BEGIN { printf "%.2f", p / f }')
echo "lint, one $(mb "$file_kb") storyboard: peak $(mb "$peak_kb") (${ratio}x the file), ${seconds} s, exit $status"
awk -v r="$ratio" 'BEGIN { exit !(r <= 3) }' || fail "peak memory is ${ratio}x the file (at most 3x)"
if grep -q "parse-error" "$work/out"; then fail "the big storyboard did not parse: $(grep parse-error "$work/out" | head -n 1)"; fi

average_bytes=$(find "$work/files-$files/App" -name '*.storyboard' -printf '%s\n' | awk '{ s += $1 } END { printf "%d", s / NR }')

# 2. Many files: lint and check, peak at a tenth of the files and at all of them, then with 256 descriptors.
for command in lint check; do
    extra=()
    [ "$command" = check ] && extra=(--no-cache)
    declare -A peaks=()
    for count in "$small" "$files"; do
        measure "$ibkit" "$command" "${extra[@]}" "$work/files-$count/App"
        expect_ran "$command on $count files"
        peaks[$count]=$peak_kb
        echo "$command, $count files: peak $(mb "$peak_kb"), ${seconds} s, exit $status"
    done
    growth=$(awk -v a="${peaks[$small]}" -v b="${peaks[$files]}" 'BEGIN { printf "%.2f", b / a }')
    # Memory per added file, against the files' average size.
    per_file=$(awk -v a="${peaks[$small]}" -v b="${peaks[$files]}" -v n="$((files - small))" -v s="$average_bytes" \
        'BEGIN { printf "%.1f", (b - a) * 1024 / n / s }')
    echo "$command: peak at $files files is ${growth}x the peak at $small; ${per_file}x the average file ($average_bytes bytes) per added file"
    if [ "$command" = lint ]; then
        awk -v g="$growth" 'BEGIN { exit !(g <= 1.5) }' || fail "lint's memory grows with the file count (${growth}x)"
    else
        awk -v r="$per_file" 'BEGIN { exit !(r <= 5) }' || fail "check takes ${per_file}x each added file's size"
    fi
    measure bash -c 'ulimit -n 256 && exec "$@"' ulimit "$ibkit" "$command" "${extra[@]}" "$work/files-$files/App"
    expect_ran "$command on $files files with ulimit -n 256"
    echo "$command, $files files, ulimit -n 256: peak $(mb "$peak_kb"), ${seconds} s, exit $status"
done

# 3. 100,000 levels: one error with file:line:col, and the good file beside it linted.
measure "$ibkit" lint "$work/deep"
expect_ran "lint of the deep file"
echo "lint, 100,000 levels: $(grep -c . "$work/out") line(s): $(grep Deep.storyboard "$work/out" | head -n 1), exit $status"
grep -q "Deep.storyboard:263:1: error: elements nested deeper than 256 levels" "$work/out" \
    || fail "no located error for 100,000 levels"

# 4. A 10 MB attribute value.
measure "$ibkit" lint "$work/Attribute.storyboard"
expect_ran "lint of the 10 MB attribute"
echo "lint, one 10 MB attribute: peak $(mb "$peak_kb"), ${seconds} s, exit $status"
if grep -q "parse-error" "$work/out"; then fail "the 10 MB attribute did not parse"; fi

if [ "$failures" -gt 0 ]; then
    echo "$failures limit(s) not met"
    exit 1
fi
echo "all limits met"
