"""Small helpers for the browser tests of `ibkit render`: PNG decoding and encoding (no PIL), headless Chromium,
and pages that show one drawing of a rendered page at (0, 0) so SVG coordinates are screenshot pixels.

Used by Scripts/render_checks.py (the assertions) and Scripts/screenshots.py (the README's pictures).
"""
import os
import re
import struct
import subprocess
import sys
import tempfile
import zlib


# ---------------------------------------------------------------------------------------------------- PNG


class Image:
    """An 8-bit RGB image: `pixel(x, y)` is an (r, g, b) tuple (alpha, if any, is composited on white)."""

    def __init__(self, width, height, rows):
        self.width, self.height, self.rows = width, height, rows  # rows: list of bytes, 3 per pixel

    def pixel(self, x, y):
        row = self.rows[y]
        return (row[3 * x], row[3 * x + 1], row[3 * x + 2])

    def region(self, x0, y0, x1, y1):
        """Pixels of [x0, x1) × [y0, y1), clamped to the image."""
        x0, y0 = max(0, int(x0)), max(0, int(y0))
        x1, y1 = min(self.width, int(x1)), min(self.height, int(y1))
        for y in range(y0, y1):
            for x in range(x0, x1):
                yield self.pixel(x, y)

    def crop(self, x0, y0, x1, y1):
        x0, y0 = max(0, int(x0)), max(0, int(y0))
        x1, y1 = min(self.width, int(x1)), min(self.height, int(y1))
        return Image(x1 - x0, y1 - y0, [self.rows[y][3 * x0:3 * x1] for y in range(y0, y1)])


def _paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + length
    width, height, depth, color_type, _, _, interlace = header
    if depth != 8 or color_type not in (2, 6) or interlace != 0:
        raise ValueError(f"{path}: only 8-bit RGB/RGBA non-interlaced PNGs are read (got depth {depth}, type {color_type})")
    bpp = 3 if color_type == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, previous, pos = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 0xFF
            elif kind == 4:
                line[i] = (line[i] + _paeth(a, b, c)) & 0xFF
        previous = line
        if bpp == 4:  # composite on white
            rgb = bytearray(width * 3)
            for x in range(width):
                r, g, b_, al = line[4 * x:4 * x + 4]
                rgb[3 * x:3 * x + 3] = bytes(((r * al + 255 * (255 - al)) // 255, (g * al + 255 * (255 - al)) // 255,
                                              (b_ * al + 255 * (255 - al)) // 255))
            rows.append(bytes(rgb))
        else:
            rows.append(bytes(line))
    return Image(width, height, rows)


def write_png(image, path):
    raw = b"".join(b"\x00" + row for row in image.rows)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n")
        out.write(chunk(b"IHDR", struct.pack(">IIBBBBB", image.width, image.height, 8, 2, 0, 0, 0)))
        out.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        out.write(chunk(b"IEND", b""))


# ---------------------------------------------------------------------------------------------------- Chromium


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        for folder in os.environ.get("PATH", "").split(os.pathsep):
            candidate = os.path.join(folder, name)
            if os.access(candidate, os.X_OK):
                return candidate
    raise SystemExit("no chromium on PATH")


def _chromium(args, timeout=90, attempts=2):
    """One headless Chromium run. A run that hangs (seen once in a few hundred on the CI machine, with the page
    loaded: the browser process does not exit) is killed and started again with a fresh profile, once; a second
    hang fails the step."""
    for attempt in range(attempts):
        profile = tempfile.mkdtemp(prefix="ibkit-chromium-")
        command = [chromium_binary(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                   "--force-device-scale-factor=1", "--force-color-profile=srgb", "--no-first-run",
                   "--disable-extensions", "--disable-background-networking", f"--user-data-dir={profile}",
                   "--run-all-compositor-stages-before-draw", "--virtual-time-budget=5000",
                   "--enable-logging=stderr", "--v=0"] + args
        try:
            return subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            if attempt + 1 == attempts:
                raise
            print(f"chromium did not finish in {timeout} s; starting it again: {' '.join(args)}", file=sys.stderr)
        finally:
            subprocess.run(["rm", "-rf", profile])


def console_messages(stderr):
    """The page's console output (and resource load failures) from Chromium's stderr log."""
    lines = []
    for line in stderr.splitlines():
        if ":CONSOLE" in line or "Not allowed to load local resource" in line or "net::ERR_" in line:
            lines.append(line.strip())
    return lines


def screenshot(html_path, png_path, width, height):
    """Screenshot of `html_path` in a width × height window; returns (Image, console messages)."""
    result = _chromium([f"--screenshot={png_path}", f"--window-size={int(width)},{int(height)}",
                        "file://" + os.path.abspath(html_path)])
    if not os.path.exists(png_path):
        raise SystemExit(f"chromium wrote no screenshot for {html_path}:\n{result.stderr[-2000:]}")
    return read_png(png_path), console_messages(result.stderr)


def dump_dom(html_path):
    """The DOM as Chromium parsed it (serialized), and the console messages of the load."""
    result = _chromium(["--dump-dom", "file://" + os.path.abspath(html_path)])
    return result.stdout, console_messages(result.stderr)


# ---------------------------------------------------------------------------------------------------- pages


def view_box(svg_open_tag):
    m = re.search(r'viewBox="([-\d.e ]+)"', svg_open_tag)
    if not m:
        raise ValueError("svg without viewBox: " + svg_open_tag[:200])
    x, y, w, h = (float(v) for v in m.group(1).split())
    return x, y, w, h


def svg_open_tag(html, dom_id):
    m = re.search(r'<svg[^>]*(?<![-\w])id="%s"[^>]*>' % re.escape(dom_id), html)
    if not m:
        raise ValueError(f"no <svg id=\"{dom_id}\"> in the page")
    return m.group(0)


def isolate_page(page_path, out_path, dom_id, width=None):
    """A copy of the rendered page (beside it, so relative links still resolve) where only <svg id=dom_id> is shown,
    at (0, 0), without border, at its viewBox size (or scaled to `width` CSS pixels). The rest of the page stays in the
    DOM (a map's <use> elements reference the scenes' drawings) but is not displayed. Returns the shown (width, height)
    and the viewBox."""
    html = open(page_path, encoding="utf-8").read()
    if dom_id == "map":  # the storyboard map's <svg class="map"> has no id: give it one
        tag = re.search(r'<svg[^>]*class="map"[^>]*>', html)
        if not tag:
            raise ValueError(f"{page_path}: no storyboard map")
        dom_id = "ibkit-map"
        html = html[:tag.start()] + tag.group(0).replace("<svg ", '<svg id="ibkit-map" ', 1) + html[tag.end():]
    box = view_box(svg_open_tag(html, dom_id))
    shown_w = width or box[2]
    shown_h = box[3] * shown_w / box[2]
    css = (
        "<style>html, body { margin: 0 !important; padding: 0 !important; background: #fff; overflow: hidden; }"
        " body > * { visibility: hidden; }"
        " #%s { visibility: visible; position: fixed; left: 0; top: 0; margin: 0; border: 0 !important;"
        " width: %.3fpx !important; height: %.3fpx !important; max-width: none !important; max-height: none !important; }"
        " #%s * { visibility: visible; }</style>" % (dom_id, shown_w, shown_h, dom_id)
    )
    html = html.replace("</head>", css + "</head>", 1) if "</head>" in html else css + html
    with open(out_path, "w", encoding="utf-8") as out:
        out.write(html)
    return (shown_w, shown_h), box
