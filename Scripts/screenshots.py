#!/usr/bin/env python3
"""The README's screenshots of `ibkit render` and `ibkit diff` pages (Scripts/screenshots.sh runs it).

Usage: screenshots.py IBKIT WORK_DIR OUT_DIR

  render-gallery-scene.png  Examples/Gallery's DemoViewController scene (Japanese text, bindings)
  render-legacy-map.png     Examples/Legacy's Main.storyboard map
  render-legacy-diff.png    an `ibkit diff` page of Legacy's Main.storyboard after a scripted edit (in a throwaway
                            git repository): a title changed, the button moved, a label added, the body label removed
"""
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import render_pixels as rp  # noqa: E402

IBKIT, WORK, OUT = (os.path.abspath(a) for a in sys.argv[1:4])
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def trim(image, margin=12):
    """Crops white borders (keeps `margin` pixels)."""
    def white_row(y):
        return all(v >= 250 for v in image.rows[y])

    def white_col(x):
        return all(min(image.pixel(x, y)) >= 250 for y in range(0, image.height, 2))

    top = next((y for y in range(image.height) if not white_row(y)), 0)
    bottom = next((y for y in range(image.height - 1, -1, -1) if not white_row(y)), image.height - 1)
    left = next((x for x in range(image.width) if not white_col(x)), 0)
    right = next((x for x in range(image.width - 1, -1, -1) if not white_col(x)), image.width - 1)
    return image.crop(left - margin, top - margin, right + 1 + margin, bottom + 1 + margin)


def save(image, name):
    if all(min(row) >= 250 for row in image.rows):
        raise SystemExit(f"{name}: the screenshot is blank")
    path = os.path.join(OUT, name)
    rp.write_png(image, path)
    print(f"{os.path.relpath(path, ROOT)}: {image.width}×{image.height}, {os.path.getsize(path) // 1024} KB")


def shot_of(page, dom_id, name, width=None):
    isolated = os.path.join(os.path.dirname(page), f".shot-{name}.html")
    (w, h), _ = rp.isolate_page(page, isolated, dom_id, width=width)
    image, console = rp.screenshot(isolated, os.path.join(WORK, name), w, h)
    os.remove(isolated)
    if console:
        raise SystemExit(f"{page}: console messages: {console}")
    return image


def render_shots():
    site = os.path.join(WORK, "site")
    subprocess.run([IBKIT, "render", "Examples/Legacy", "Examples/Gallery", "--output", site], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    demo = os.path.join(site, "Gallery/Gallery/Demo/DemoViewController.storyboard.html")
    dom_id = re.search(r'<svg[^>]*class="scene"[^>]*(?<![-\w])id="([^"]+)"', open(demo, encoding="utf-8").read()).group(1)
    save(shot_of(demo, dom_id, "gallery.png"), "render-gallery-scene.png")
    legacy = os.path.join(site, "Legacy/Legacy/Base.lproj/Main.storyboard.html")
    save(trim(shot_of(legacy, "map", "map.png", width=1000)), "render-legacy-map.png")


def edit_main_storyboard(path):
    """A reviewer's everyday change, deterministic: rename the title, move the button, add an opening-hours label,
    delete the body label (with its constraint and outlet)."""
    text = open(path, encoding="utf-8").read()
    original = text
    text = text.replace('text="日本橋人形町" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" '
                        'adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="r3T-Ly-lN0"',
                        'text="人形町" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" '
                        'adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="r3T-Ly-lN0"')
    body = re.search(r'\n *<label [^>]*id="XDd-QB-iRH".*?</label>', text, re.S)
    added = ('\n                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="営業時間 10:00–18:00" '
             'textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" '
             'translatesAutoresizingMaskIntoConstraints="NO" id="Hrs-7q-Lb1">\n'
             '                                <rect key="frame" x="16" y="204" width="361" height="20.333333333333343"/>\n'
             '                                <fontDescription key="fontDescription" type="system" pointSize="15"/>\n'
             '                                <color key="textColor" systemColor="systemGrayColor"/>\n'
             '                                <nil key="highlightedColor"/>\n'
             '                            </label>')
    text = text[:body.start()] + added + text[body.end():]
    text = re.sub(r'\n *<constraint [^>]*firstItem="XDd-QB-iRH"[^>]*/>', "", text)
    text = re.sub(r'\n *<outlet property="bodyLabel" destination="XDd-QB-iRH"[^>]*/>', "", text)
    button = re.search(r'id="aPa-eO-lXN".*?<rect key="frame" x="119" y="738"', text, re.S)
    text = text[:button.end() - len('y="738"')] + 'y="690"' + text[button.end():]
    if text == original or "人形町\"" not in text:
        raise SystemExit("the scripted edit of Main.storyboard did not apply")
    open(path, "w", encoding="utf-8").write(text)


def diff_shot():
    repo = os.path.join(WORK, "repo")
    shutil.copytree(os.path.join(ROOT, "Examples/Legacy"), os.path.join(repo, "Legacy"))
    git = ["git", "-c", "user.name=IBKit", "-c", "user.email=ibkit@example.invalid", "-c", "commit.gpgsign=false"]
    subprocess.run(git + ["init", "-q"], cwd=repo, check=True)
    subprocess.run(git + ["add", "-A"], cwd=repo, check=True)
    subprocess.run(git + ["commit", "-qm", "Legacy"], cwd=repo, check=True)
    edit_main_storyboard(os.path.join(repo, "Legacy/Legacy/Base.lproj/Main.storyboard"))
    out = os.path.join(WORK, "diff-site")
    result = subprocess.run([IBKIT, "diff", "HEAD", "--output", out], cwd=repo, capture_output=True, text=True)
    print(result.stdout.strip())
    pages = [os.path.join(d, f) for d, _, fs in os.walk(out) for f in fs if f.endswith(".html") and f != "index.html"]
    page = next(p for p in pages if p.endswith("Main.storyboard.html"))
    html = open(page, encoding="utf-8").read()
    # The first changed scene only, its drawings at 300 points wide.
    css = ("<style>body { padding: 8px 16px; } section.diff-scene ~ section.diff-scene { display: none; }"
           " figure > svg.scene { width: 300px; }</style>")
    shown = os.path.join(os.path.dirname(page), ".shot-diff.html")
    open(shown, "w", encoding="utf-8").write(html.replace("</head>", css + "</head>", 1))
    image, console = rp.screenshot(shown, os.path.join(WORK, "diff.png"), 760, 1100)
    os.remove(shown)
    if console:
        raise SystemExit(f"{page}: console messages: {console}")
    save(trim(image), "render-legacy-diff.png")


os.makedirs(WORK, exist_ok=True)
os.makedirs(OUT, exist_ok=True)
render_shots()
diff_shot()
