#!/usr/bin/env python3
"""Pixel assertions on `ibkit render`'s pages in headless Chromium (Scripts/test-render-browser.sh runs it).

Usage: render_checks.py SITE_DIR EXAMPLES_DIR WORK_DIR

SITE_DIR is `ibkit render Examples/Legacy Examples/Gallery -o SITE_DIR`'s output. Every expected value that the IB
file states (a background color, a segue count) is read from the IB file itself, not written here. Each assertion
is first run against a wrong expectation (a self-test): if that does not fail, the check could never fail, and the
run fails. Exit status 1 on any failure.
"""
import html as htmlmod
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from html.parser import HTMLParser

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import render_pixels as rp  # noqa: E402

SITE, EXAMPLES, WORK = (os.path.abspath(a) for a in sys.argv[1:4])
failures = []
checked = 0


def report(ok, what, detail=""):
    global checked
    checked += 1
    print(("  ok    " if ok else "  FAIL  ") + what + (f"  ({detail})" if detail else ""))
    if not ok:
        failures.append(what)


# ---------------------------------------------------------------------------------------------------- IB side


def ib_root(rel):
    return ET.parse(os.path.join(EXAMPLES, rel)).getroot()


def element_by_id(root, ident):
    for element in root.iter():
        if element.get("id") == ident:
            return element
    raise SystemExit(f"no element with id {ident}")


def parent_map(root):
    return {child: parent for parent in root.iter() for child in parent}


def color_rgb(root, color):
    """An IB <color> element as 0–255 sRGB (components as written: every RGB space drawn as sRGB, as the renderer)."""
    if color.get("systemColor"):
        return color_rgb(root, root.find(f".//resources/systemColor[@name='{color.get('systemColor')}']/color"))
    if color.get("name"):
        return color_rgb(root, root.find(f".//resources/namedColor[@name='{color.get('name')}']/color"))
    if color.get("white") is not None:
        w = round(float(color.get("white")) * 255)
        return (w, w, w)
    return tuple(round(float(color.get(c)) * 255) for c in ("red", "green", "blue"))


def background_of(root, ident):
    element = element_by_id(root, ident)
    color = element.find("color[@key='backgroundColor']")
    if color is None:
        raise SystemExit(f"{ident} has no backgroundColor")
    return color_rgb(root, color)


def superview_id(root, ident):
    parents = parent_map(root)
    node = parents[element_by_id(root, ident)]  # <subviews>
    return parents[node].get("id")


def segue_count(root):
    """<segue> elements outside <inferredMetricsTieBreakers>, and how many of them are relationships."""
    tie = {id(s) for t in root.iter("inferredMetricsTieBreakers") for s in t.iter("segue")}
    segues = [s for s in root.iter("segue") if id(s) not in tie]
    return len(segues), sum(1 for s in segues if s.get("kind") == "relationship")


# ---------------------------------------------------------------------------------------------------- page side


def page_of(rel):
    return os.path.join(SITE, rel + ".html")


def scene_and_rect(page, ident):
    """The scene <svg>'s DOM id holding element `ident`, and the element's rect in that scene's pixels."""
    text = open(page, encoding="utf-8").read()
    m = re.search(r'<g data-id="%s"[^>]*>(?:<title>.*?</title>)?<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"'
                  % re.escape(ident), text)
    if not m:
        raise SystemExit(f"{page}: no drawn element {ident}")
    scenes = [s for s in re.finditer(r'<svg[^>]*class="scene"[^>]*>', text) if s.start() < m.start()]
    tag = scenes[-1].group(0)
    dom_id = re.search(r'(?<![-\w])id="([^"]+)"', tag).group(1)
    ox, oy, _, _ = rp.view_box(tag)
    x, y, w, h = (float(v) for v in m.groups())
    return dom_id, (x - ox, y - oy, w, h)


shots = {}


def scene_shot(rel, dom_id, css=""):
    key = (rel, dom_id, css)
    if key not in shots:
        page = page_of(rel)
        name = re.sub(r"[^A-Za-z0-9]+", "_", rel) + f"-{dom_id}-{len(shots)}"
        isolated = os.path.join(os.path.dirname(page), f".check-{name}.html")
        (w, h), _ = rp.isolate_page(page, isolated, dom_id)
        if css:
            text = open(isolated, encoding="utf-8").read().replace("</head>", f"<style>{css}</style></head>", 1)
            open(isolated, "w", encoding="utf-8").write(text)
        image, console = rp.screenshot(isolated, os.path.join(WORK, name + ".png"), w, h)
        os.remove(isolated)
        shots[key] = (image, console)
    return shots[key]


def near(a, b, tolerance=4):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def inset(rect, d=2):
    x, y, w, h = rect
    return (x + d, y + d, x + w - d, y + h - d)


def dominant(image, rect):
    counts = Counter(image.region(*inset(rect)))
    color, n = counts.most_common(1)[0]
    return color, n / max(1, sum(counts.values()))


def ink(image, rect, background, tolerance=40):
    """Pixels of rect that differ from `background` by more than `tolerance` in some channel."""
    return [p for p in image.region(*inset(rect, 1)) if not near(p, background, tolerance)]


def hexa(c):
    return "#%02x%02x%02x" % c


# ---------------------------------------------------------------------------------------------------- checks


def check_background(rel, ident, expected, what, self_test=True):
    """The most common color inside the element's rect is `expected` (the element's, or its superview's, background)."""
    dom_id, rect = scene_and_rect(page_of(rel), ident)
    image, _ = scene_shot(rel, dom_id)
    color, share = dominant(image, rect)
    cx, cy = rect[0] + rect[2] / 2, rect[1] + rect[3] / 2
    report(near(color, expected) and share > 0.5,
           f"{rel}: {what}: {ident} at {tuple(round(v, 1) for v in rect)} is {hexa(expected)}",
           f"dominant {hexa(color)} on {share:.0%} of the rect; center pixel {hexa(image.pixel(int(cx), int(cy)))}")
    if self_test:
        wrong = tuple(255 - v for v in expected)
        report(not near(color, wrong), f"self-test: the same rect is not the wrong color {hexa(wrong)}")


def check_title(rel, ident, background, min_ink, what, title_color=None, min_width=0.0):
    """Text is drawn inside the element's rect: enough pixels differ from its background (and some have the title's
    color), spread over at least `min_width` of the rect's width (a long title, not a short stand-in)."""
    dom_id, rect = scene_and_rect(page_of(rel), ident)
    image, _ = scene_shot(rel, dom_id)
    pixels = ink(image, rect, background)
    ok = len(pixels) >= min_ink
    detail = f"{len(pixels)} pixels differ from {hexa(background)}, need {min_ink}"
    if title_color is not None:
        colored = sum(1 for p in pixels if near(p, title_color, 60))
        ok = ok and colored >= min_ink // 3
        detail += f"; {colored} near the title color {hexa(title_color)}"
    if min_width:
        # The middle rows, away from rounded corners: only the text differs from the background there.
        x, y, w, h = rect
        x0, x1, y0, y1 = int(x + h / 4), int(x + w - h / 4), int(y + h * 0.3), int(y + h * 0.7)
        columns = [x for x in range(x0, x1) if any(not near(image.pixel(x, y), background, 40) for y in range(y0, y1))]
        extent = (columns[-1] - columns[0] + 1) / rect[2] if columns else 0
        ok = ok and extent >= min_width
        detail += f"; text spans {extent:.0%} of the width, need {min_width:.0%}"
    report(ok, f"{rel}: {what}: text drawn inside {ident}", detail)
    return image, rect, pixels


def check_japanese(rel, ident, text):
    """A Japanese label draws glyphs, with the CJK font: its pixels match the same text forced to 'Noto Sans CJK JP'
    and differ from it forced to 'Noto Serif CJK JP' (the self-test: a different font is detected)."""
    image, rect, pixels = check_title(rel, ident, (255, 255, 255), 150, f"Japanese label “{text}”")
    dom_id, _ = scene_and_rect(page_of(rel), ident)

    def forced(font):
        css = f"#{dom_id} g[data-id='{ident}'] text[lang=ja] {{ font-family: '{font}' !important; }}"
        return scene_shot(rel, dom_id, css)[0]

    def differing(other):
        return sum(1 for a, b in zip(image.region(*inset(rect, 1)), other.region(*inset(rect, 1))) if not near(a, b, 40))

    same, serif = differing(forced("Noto Sans CJK JP")), differing(forced("Noto Serif CJK JP"))
    report(same <= max(10, len(pixels) // 20), f"{rel}: “{text}” is drawn with Noto Sans CJK JP",
           f"{same} of {len(pixels)} ink pixels differ from the text forced to that font")
    report(serif > max(10, len(pixels) // 20), "self-test: the same text in Noto Serif CJK JP is detected as another font",
           f"{serif} pixels differ")
    # Not tofu: the glyph cells (one em each) are not all the same picture.
    size = float(re.search(r'<g data-id="%s".*?font-size="([\d.]+)"' % re.escape(ident),
                           open(page_of(rel), encoding="utf-8").read()).group(1))
    cells = []
    for i in range(len(text)):
        x0 = rect[0] + i * size
        cells.append(tuple(image.region(x0 + 1, rect[1], x0 + size - 1, rect[1] + rect[3])))
    report(len(set(cells)) == len(text), f"{rel}: the {len(text)} glyphs of “{text}” are {len(set(cells))} distinct shapes (no tofu)")


class ClassCounter(HTMLParser):
    def __init__(self):
        super().__init__()
        self.counts = Counter()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name == "class" and value:
                for cls in value.split():
                    self.counts[(tag, cls)] += 1


def check_map(rel):
    """The map's arrows, as the browser parsed the page: one per <segue> of the storyboard."""
    segues, relationships = segue_count(ib_root(rel))
    dom, console = rp.dump_dom(page_of(rel))
    counter = ClassCounter()
    counter.feed(dom)
    arrows, rel_arrows = counter.counts[("g", "segue")], counter.counts[("g", "relationship")]
    report(arrows == segues - relationships and segues > 0,
           f"{rel}: map has one segue arrow per segue", f"{segues - relationships} segues in the storyboard, {arrows} arrows in the DOM")
    report(rel_arrows == relationships, f"{rel}: map has one relationship arrow per relationship segue",
           f"{relationships} vs {rel_arrows}")
    report(arrows + rel_arrows == segues, f"{rel}: arrows in all = <segue> elements outside <inferredMetricsTieBreakers>",
           f"{segues} vs {arrows + rel_arrows}")
    report(counter.counts[("g", "initial")] == 1, f"{rel}: map has the initial view controller's arrow")
    report(not console, f"{rel}: no console message while loading (dump-dom)", "; ".join(console)[:300])
    # The arrows are visible: the map screenshot has segue-blue pixels.
    page = page_of(rel)
    isolated = os.path.join(os.path.dirname(page), ".check-map.html")
    (w, h), _ = rp.isolate_page(page, isolated, "map", width=1200)
    image, console = rp.screenshot(isolated, os.path.join(WORK, "map.png"), w, h)
    os.remove(isolated)
    blue = sum(1 for p in image.region(0, 0, image.width, image.height) if near(p, (0x2F, 0x6F, 0xDB), 30))
    report(blue > 200, f"{rel}: map screenshot shows the segue arrows", f"{blue} segue-blue pixels")


def check_pages():
    """Every page loads in Chromium without a console message and draws something."""
    pages = sorted(os.path.join(d, f) for d, _, fs in os.walk(SITE) for f in fs if f.endswith(".html") and not f.startswith(".check"))
    quiet = 0
    for i, page in enumerate(pages):
        image, console = rp.screenshot(page, os.path.join(WORK, f"page-{i}.png"), 1280, 900)
        drawn = sum(1 for p in image.region(0, 0, image.width, image.height) if p != (255, 255, 255))
        rel = os.path.relpath(page, SITE)
        if console or drawn < 1000:
            report(False, f"{rel}: loads quietly and draws", f"{drawn} non-white pixels; console: {'; '.join(console)[:400]}")
        else:
            quiet += 1
    report(quiet == len(pages), f"all {len(pages)} pages load with no console message or failed load, and draw")
    # Self-test: a page that logs an error is caught by the same reader.
    probe = os.path.join(WORK, "console-probe.html")
    open(probe, "w").write("<!doctype html><p>probe</p><script>console.error('probe error')</script>")
    _, console = rp.screenshot(probe, os.path.join(WORK, "probe.png"), 200, 100)
    report(any("probe error" in line for line in console), "self-test: a console.error in a page is detected", (console or ["nothing"])[0][:120])


def main():
    os.makedirs(WORK, exist_ok=True)
    print(f"chromium: {subprocess.run([rp.chromium_binary(), '--version'], capture_output=True, text=True).stdout.strip()}")
    families = subprocess.run(["fc-list", ":lang=ja", "family"], capture_output=True, text=True).stdout
    report("Noto Sans CJK JP" in families, "a Japanese font is installed (fc-list :lang=ja has Noto Sans CJK JP)")

    print("backgrounds (expected colors read from the IB files):")
    hoge = "Gallery/Gallery/Hoge/HogeViewController.storyboard"
    root = ib_root(hoge)
    fuga_bg = background_of(root, superview_id(root, "69M-ow-hCU"))
    check_background(hoge, "69M-ow-hCU", fuga_bg, "a label's frame shows its superview's secondarySystemBackgroundColor")
    check_background(hoge, "plt-RS-9JG", fuga_bg, "FugaViewController's root view")
    badge = "Gallery/Components/MUITabBarButton.xib"
    check_background(badge, "yWB-Fs-QjD", background_of(ib_root(badge), "yWB-Fs-QjD"), "Badge View, systemRedColor")
    comment = "Legacy/Legacy/Views/CommentCell.xib"
    check_background(comment, "Zq4-Lf-8Wd", background_of(ib_root(comment), "Zq4-Lf-8Wd"), "Unread Badge, sRGB components")
    main_sb = "Legacy/Legacy/Base.lproj/Main.storyboard"
    brand = background_of(ib_root(main_sb), "aPa-eO-lXN")
    check_background(main_sb, "aPa-eO-lXN", brand, "button with the named color BrandBlue")

    print("titles:")
    system_blue = (0x00, 0x7A, 0xFF)  # the default tint: a filled configuration's background, a system button's title
    check_background(hoge, "A8c-YS-RH3", system_blue, "filled button's background is the tint", self_test=False)
    # Its configuration's title, "Show FugaViewController", fills most of the button ("Button", the normal state's
    # leftover title, would not).
    check_title(hoge, "A8c-YS-RH3", system_blue, 60, "filled button “Show FugaViewController”", title_color=(255, 255, 255), min_width=0.6)
    check_title(main_sb, "aPa-eO-lXN", brand, 60, "button “この街に行く”", title_color=(255, 255, 255))
    demo = "Gallery/Gallery/Demo/DemoViewController.storyboard"
    check_title(demo, "n8l-jb-R72", (255, 255, 255), 60, "system button “この街に行く”", title_color=system_blue)
    # Self-test: an empty area of the same scene has no text.
    dom_id, rect = scene_and_rect(page_of(demo), "n8l-jb-R72")
    image, _ = scene_shot(demo, dom_id)
    empty = ink(image, (rect[0], rect[1] - 60, rect[2], 48), (255, 255, 255))
    report(len(empty) < 60, "self-test: the empty band above that button has no text", f"{len(empty)} pixels")

    print("Japanese text:")
    check_japanese(demo, "KKE-fz-f3G", "日本橋人形町")

    print("storyboard map:")
    check_map(main_sb)

    print("pages:")
    check_pages()

    print(f"{checked} checks, {len(failures)} failed")
    if failures:
        for f in failures:
            print("  failed: " + f)
        sys.exit(1)


main()
