import Foundation
import IBKitDocument

/// What each known kind of view looks like on top of its background.
enum KindPainter {
    static let gray = RenderColor(white: 0.56)
    static let lightGray = RenderColor(hex: 0xE5E5EA)
    static let placeholderText = RenderColor(hex: 0x3C3C43, alpha: 0.3)

    static func draw(_ e: IBElement, cell: IBElement?, rect r: RenderRect, into canvas: inout SceneCanvas, renderer: SceneRenderer) {
        let colors = canvas.colors
        let appKit = canvas.platform == .macOS
        switch e.name {
        case "label":
            let font = FontSpec.of(e, fallback: .body)
            let color = colors.color("textColor", of: e) ?? .black
            let text = ViewPainter.text(of: e) ?? ViewPainter.text(of: e, key: "attributedText") ?? ""
            let lines = e.number("numberOfLines").map { Int(max(0, min($0, 1000))) } ?? 1
            TextPainter.draw(text, in: r, font: font, color: color, alignment: TextPainter.alignment(of: e, cell: nil), lines: lines,
                             into: &canvas, lang: TextPainter.declaredLanguage(of: e))
        case "textField" where appKit || cell != nil:
            drawAppKitTextField(e, cell: cell, rect: r, into: &canvas)
        case "textField", "searchField", "secureTextField":
            drawTextField(e, cell: cell, rect: r, into: &canvas)
        case "textView":
            let text = ViewPainter.text(of: e) ?? ""
            let font = FontSpec.of(e, fallback: FontSpec(size: appKit ? 13 : 14))
            TextPainter.draw(text, in: r.insetBy(dx: 5, dy: 8), font: font, color: colors.color("textColor", of: e) ?? .black,
                             alignment: TextPainter.alignment(of: e, cell: nil), lines: 0, vertical: .top, into: &canvas)
        case "button":
            if appKit || cell != nil { drawAppKitButton(e, cell: cell, rect: r, into: &canvas) } else { drawButton(e, rect: r, into: &canvas) }
        case "popUpButton", "comboBox":
            canvas.body.rect(r.insetBy(dx: 2, dy: 2), fill: .white, stroke: RenderColor(white: 0.75), radius: 5)
            let title = cell?[.title] ?? cell.flatMap { c in c.descendants.named(.menuItem).first { $0.flag("state") == true || $0.attribute("state") == "on" }?[.title] }
                ?? cell?.descendants.named(.menuItem).first?[.title] ?? ""
            TextPainter.draw(title, in: RenderRect(x: r.x + 9, y: r.y, width: max(0, r.width - 30), height: r.height),
                             font: FontSpec.of(e, fallback: FontSpec(size: 13)), color: .black, alignment: nil, lines: 1, into: &canvas)
            canvas.body.text("⌄", x: r.maxX - 12, y: r.midY + 3, size: 12, color: RenderColor(white: 0.3), anchor: "middle")
        case "imageView":
            drawImage(e.attribute("image") ?? cell?.attribute("image"), contentMode: e.attribute("contentMode"), rect: r, into: &canvas,
                      tint: colors.color("tintColor", of: e))
        case "switch":
            let on = e.flag("on") == true
            let track = RenderRect(x: r.x, y: r.y, width: min(51, max(r.width, 0)), height: min(31, max(r.height, 0)))
            canvas.body.rect(track, fill: on ? (colors.color("onTintColor", of: e) ?? RenderColor(hex: 0x34C759)) : RenderColor(hex: 0xE9E9EA), radius: 15.5)
            let knobX = on ? track.maxX - track.height / 2 : track.x + track.height / 2
            canvas.body.circle(cx: knobX, cy: track.midY, r: max(0, track.height / 2 - 2), fill: .white, stroke: RenderColor(white: 0, alpha: 0.12), strokeWidth: 0.5)
        case "slider":
            let minimum = e.number("minValue") ?? 0, maximum = e.number("maxValue") ?? 1
            let value = e.number("value") ?? cell?.number("doubleValue") ?? cell?.number("value") ?? 0.5
            let fraction = maximum > minimum ? min(max((value - minimum) / (maximum - minimum), 0), 1) : 0.5
            let track = RenderRect(x: r.x + 2, y: r.midY - 2, width: max(0, r.width - 4), height: 4)
            canvas.body.rect(track, fill: lightGray, radius: 2)
            canvas.body.rect(RenderRect(x: track.x, y: track.y, width: track.width * fraction, height: 4),
                             fill: colors.color("minimumTrackTintColor", of: e) ?? colors.color("tintColor", of: e) ?? .systemBlue, radius: 2)
            canvas.body.circle(cx: track.x + track.width * fraction, cy: r.midY, r: min(13, r.height / 2), fill: .white,
                               stroke: RenderColor(white: 0, alpha: 0.2), strokeWidth: 0.5)
        case "segmentedControl":
            let segments = (e.child("segments") ?? cell?.child("segments"))
                .map { Array($0.children) } ?? e.descendants.filter { $0.name == "segment" }
            let titles = segments.map { segment in
                segment[.title] ?? segment.attribute("label") ?? segment.attribute("image").map { SystemImageGlyphs.glyph(for: $0) ?? $0 } ?? ""
            }
            let selected = Int(e.number("selectedSegmentIndex") ?? cell?.number("selectedSegment") ?? 0)
            drawSegments(titles, selected: selected, rect: r, into: &canvas, tint: colors.color("selectedSegmentTintColor", of: e))
        case "stepper":
            let box = RenderRect(x: r.x, y: r.y, width: min(94, r.width), height: min(32, r.height))
            canvas.body.rect(box, fill: RenderColor(hex: 0x767680, alpha: 0.12), radius: 8)
            canvas.body.line(x1: box.midX, y1: box.y + 8, x2: box.midX, y2: box.maxY - 8, stroke: RenderColor(white: 0.7))
            canvas.body.text("−", x: box.x + box.width / 4, y: box.midY + 6, size: 18, color: .black, anchor: "middle")
            canvas.body.text("+", x: box.x + box.width * 3 / 4, y: box.midY + 6, size: 18, color: .black, anchor: "middle")
        case _ where e.name == "activityIndicatorView" || (e.name == "progressIndicator" && e.attribute("style") == "spinning"):
            // NSProgressIndicator is a spinner only in its spinning style.
            let radius = min(r.width, r.height) / 2
            for k in 0..<8 {
                let angle = Double(k) * .pi / 4
                let c = cos(angle), s = sin(angle)
                canvas.body.line(x1: r.midX + c * radius * 0.45, y1: r.midY + s * radius * 0.45, x2: r.midX + c * radius * 0.9,
                                 y2: r.midY + s * radius * 0.9, stroke: RenderColor(white: 0.45, alpha: 0.3 + Double(k) * 0.09),
                                 width: max(1, radius * 0.18), extra: [("stroke-linecap", "round")])
            }
        case "progressView", "progressIndicator", "levelIndicator":
            let minimum = e.number("minValue") ?? 0, maximum = e.number("maxValue") ?? (e.name == "progressView" ? 1 : 100)
            let value = e.number("progress") ?? e.number("doubleValue") ?? cell?.number("doubleValue") ?? 0
            let fraction = maximum > minimum ? min(max((value - minimum) / (maximum - minimum), 0), 1) : 0
            let track = RenderRect(x: r.x, y: r.midY - 2, width: r.width, height: 4)
            canvas.body.rect(track, fill: lightGray, radius: 2)
            canvas.body.rect(RenderRect(x: r.x, y: track.y, width: r.width * fraction, height: 4),
                             fill: colors.color("progressTintColor", of: e) ?? .systemBlue, radius: 2)
        case "pageControl":
            let pages = max(0, min(Int(e.number("numberOfPages") ?? 3), 50))
            let current = Int(e.number("currentPage") ?? 0)
            let start = r.midX - Double(pages - 1) * 8
            for k in 0..<pages {
                canvas.body.circle(cx: start + Double(k) * 16, cy: r.midY, r: 3.5,
                                   fill: k == current ? (colors.color("currentPageIndicatorTintColor", of: e) ?? .black)
                                       : (colors.color("pageIndicatorTintColor", of: e) ?? RenderColor(white: 0, alpha: 0.25)))
            }
        case "searchBar":
            let field = RenderRect(x: r.x + 8, y: r.midY - 18, width: max(0, r.width - 16), height: min(36, r.height))
            canvas.body.rect(field, fill: RenderColor(hex: 0x767680, alpha: 0.12), radius: 10)
            let text = e.attribute("text") ?? e.attribute("placeholder") ?? "Search"
            canvas.body.text("⌕ " + text, x: field.x + 8, y: field.midY + 5, size: 15,
                             color: e.attribute("text") == nil ? placeholderText : .black)
        case "datePicker":
            canvas.body.rect(r.insetBy(dx: 1, dy: 1), fill: RenderColor(hex: 0x767680, alpha: 0.12), radius: 6)
            canvas.body.text(e.attribute("datePickerMode") == "time" ? "9:41 AM" : "Jan 1, 2025", x: r.midX, y: r.midY + 5, size: 15,
                             color: .black, anchor: "middle")
        case "pickerView":
            canvas.body.rect(RenderRect(x: r.x + 8, y: r.midY - 17, width: max(0, r.width - 16), height: 34), fill: RenderColor(hex: 0x767680, alpha: 0.12), radius: 8)
        case "navigationBar", "toolbar", "tabBar":
            BarPainter.draw(e, rect: r, into: &canvas)
        case "tableViewCell":
            drawCellAccessory(e, rect: r, into: &canvas)
        case "tableView", "outlineView":
            if appKit { drawAppKitTable(e, rect: r, into: &canvas) }
        case "tableHeaderView":
            canvas.body.rect(r, fill: RenderColor(white: 0.96))
            canvas.body.line(x1: r.x, y1: r.maxY - 0.5, x2: r.maxX, y2: r.maxY - 0.5, stroke: RenderColor(white: 0.8))
            // The column titles are the table's (the header is the scroll view's, beside the table's clip view).
            let columns = e.parent?.descendants.filter { $0.name == "tableColumn" }.prefix(50) ?? []
            var x = r.x
            for column in columns where x < r.maxX {
                let width = max(column.number("width") ?? 100, 0) + 3
                let title = column.children.first { $0.key == "headerCell" }?[.title] ?? ""
                TextPainter.draw(title, in: RenderRect(x: x + 5, y: r.y, width: max(0, min(width - 10, r.maxX - x - 5)), height: r.height),
                                 font: FontSpec(size: 11), color: RenderColor(white: 0.25), alignment: nil, lines: 1, into: &canvas)
                x += width
                canvas.body.line(x1: x - 1, y1: r.y + 4, x2: x - 1, y2: r.maxY - 4, stroke: RenderColor(white: 0.82))
            }
        case "scroller":
            let vertical = r.height >= r.width
            let thumb = vertical ? RenderRect(x: r.midX - 3, y: r.y + 2, width: 6, height: max(0, r.height * 0.3))
                : RenderRect(x: r.x + 2, y: r.midY - 3, width: max(0, r.width * 0.3), height: 6)
            canvas.body.rect(thumb, fill: RenderColor(white: 0, alpha: 0.25), radius: 3)
        case "box":
            let title = e[.title] ?? ""
            let boxType = e.attribute("boxType")
            if boxType == "separator" {
                canvas.body.line(x1: r.x, y1: r.midY, x2: r.maxX, y2: r.midY, stroke: RenderColor(white: 0.8))
            } else if boxType != "custom" {
                canvas.body.rect(RenderRect(x: r.x + 1, y: r.y + (title.isEmpty ? 1 : 8), width: max(0, r.width - 2), height: max(0, r.height - (title.isEmpty ? 2 : 9))),
                                 fill: RenderColor(white: 0, alpha: 0.03), stroke: RenderColor(white: 0.8), radius: 5)
                if !title.isEmpty { canvas.body.text(title, x: r.x + 8, y: r.y + 10, size: 11, color: RenderColor(white: 0.2)) }
            }
        case "colorWell":
            canvas.body.rect(r.insetBy(dx: 3, dy: 3), fill: colors.color("color", of: e) ?? .systemBlue, stroke: RenderColor(white: 0.6), radius: 3)
        case "tabView":
            let items = e.descendants.filter { $0.name == "tabViewItem" }.map { $0.attribute("label") ?? "" }
            if !items.isEmpty {
                drawSegments(items, selected: 0, rect: RenderRect(x: r.midX - Double(items.count) * 40, y: r.y, width: Double(items.count) * 80, height: 24), into: &canvas, tint: nil)
            }
        case "containerView", "mapView", "wkWebView", "webView", "mtkView", "glkView", "sceneView", "arscnView", "arView", "skView",
             "sceneKitView", "avPlayerView", "arskView", "tvPosterView", "spriteKitView", "metalKitView", "openGLView":
            let names = ["containerView": "Container View", "mapView": "Map View", "wkWebView": "Web View", "webView": "Web View"]
            let fill = e.name == "mapView" ? RenderColor(hex: 0xE3EDD8) : RenderColor(white: 0, alpha: 0.04)
            canvas.body.rect(r.insetBy(dx: 0.5, dy: 0.5), fill: fill, stroke: RenderColor(white: 0.7), dash: "6 3")
            canvas.body.text(names[e.name] ?? e.effectiveClassName, x: r.midX, y: r.midY + 5, size: min(15, max(8, r.height / 3)),
                             color: RenderColor(white: 0.45), anchor: "middle")
        case "visualEffectView":
            canvas.body.rect(r, fill: RenderColor(hex: 0xF2F2F7, alpha: 0.8))
        case "stackView", "view", "customView", "scrollView", "clipView", "collectionView", "collectionViewCell", "collectionReusableView",
             "tableViewCellContentView", "collectionViewCellContentView", "tableViewHeaderFooterView", "tableCellView", "splitView",
             "matrix", "pathControl", "textFieldCell", "gridView", "tableRowView":
            break
        default:
            break
        }
    }

    // MARK: Text fields

    static func drawTextField(_ e: IBElement, cell: IBElement?, rect r: RenderRect, into canvas: inout SceneCanvas) {
        let border = e.attribute("borderStyle")
        if border == "roundedRect" {
            canvas.body.rect(r.insetBy(dx: 0.5, dy: 0.5), fill: .white, stroke: RenderColor(hex: 0xD1D1D6), radius: 5)
        } else if border == "line" || border == "bezel" {
            canvas.body.rect(r.insetBy(dx: 0.5, dy: 0.5), fill: nil, stroke: RenderColor(white: 0.3))
        }
        let font = FontSpec.of(e, fallback: FontSpec(size: 14))
        let inner = RenderRect(x: r.x + 7, y: r.y, width: max(0, r.width - 14), height: r.height)
        if let text = ViewPainter.text(of: e), !text.isEmpty {
            let shown = e.flag("secureTextEntry") == true ? String(repeating: "•", count: min(text.count, 40)) : text
            TextPainter.draw(shown, in: inner, font: font, color: canvas.colors.color("textColor", of: e) ?? .black,
                             alignment: TextPainter.alignment(of: e, cell: nil), lines: 1, into: &canvas)
        } else if let placeholder = e.attribute("placeholder") ?? ViewPainter.text(of: e, key: "placeholder") {
            TextPainter.draw(placeholder, in: inner, font: font, color: placeholderText, alignment: TextPainter.alignment(of: e, cell: nil),
                             lines: 1, into: &canvas)
        }
    }

    /// NSTextField: a label (not editable, no bezel) or an editable field; the text is in its cell.
    static func drawAppKitTextField(_ e: IBElement, cell: IBElement?, rect r: RenderRect, into canvas: inout SceneCanvas) {
        let editable = cell?.flag("editable") == true
        let bezeled = cell?.attribute("borderStyle") == "bezel" || cell?.attribute("borderStyle") == "border" || e.name == "searchField"
        if bezeled || editable {
            canvas.body.rect(r.insetBy(dx: 0.5, dy: 0.5), fill: .white, stroke: RenderColor(white: 0.75), radius: e.name == "searchField" ? r.height / 2 : 0)
        }
        let font = FontSpec.of(e, fallback: FontSpec(size: 13))
        let title = cell?[.title] ?? ViewPainter.text(of: cell ?? e, key: "title") ?? ""
        let inner = RenderRect(x: r.x + 2, y: r.y + (bezeled ? 3 : 0), width: max(0, r.width - 4), height: max(0, r.height - (bezeled ? 3 : 0)))
        if !title.isEmpty {
            TextPainter.draw(title, in: inner, font: font, color: cell.flatMap { canvas.colors.color("textColor", of: $0) } ?? .black,
                             alignment: TextPainter.alignment(of: e, cell: cell), lines: 0, vertical: .top, into: &canvas)
        } else if let placeholder = cell?.attribute("placeholderString") {
            TextPainter.draw(placeholder, in: inner, font: font, color: placeholderText, alignment: TextPainter.alignment(of: e, cell: cell),
                             lines: 1, vertical: .top, into: &canvas)
        }
    }

    // MARK: Buttons

    /// UIButton: the iOS 15 configuration's title, else the normal state's, its title color or the tint; filled
    /// and tinted configurations draw their background.
    static func drawButton(_ e: IBElement, rect r: RenderRect, into canvas: inout SceneCanvas) {
        let colors = canvas.colors
        let tint = colors.color("tintColor", of: e) ?? .systemBlue
        let normal = e.children.first { $0.is(.state) && $0.key == "normal" }
        let configuration = e.children.first { $0.name == "buttonConfiguration" }
        // A configured button shows its configuration's title, as Xcode's canvas does (the normal state's "Button"
        // Xcode leaves beside a configuration is not shown).
        var title = configuration?[.title] ?? configuration.flatMap { ViewPainter.text(of: $0, key: "title") }
            ?? normal?[.title] ?? normal.flatMap { ViewPainter.text(of: $0, key: "title") }
        var textColor = normal.flatMap { colors.color("titleColor", of: $0) } ?? (e.attribute("buttonType") == "roundedRect" || e.attribute("buttonType") == "system" || e.attribute("buttonType") == nil ? tint : .black)
        switch configuration?.attribute("style") {
        case "filled":
            canvas.body.rect(r, fill: configuration.flatMap { colors.color("baseBackgroundColor", of: $0) } ?? tint, radius: 6)
            textColor = configuration.flatMap { colors.color("baseForegroundColor", of: $0) } ?? .white
        case "tinted":
            canvas.body.rect(r, fill: RenderColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: 0.15), radius: 6)
            textColor = tint
        case "gray":
            canvas.body.rect(r, fill: RenderColor(hex: 0x787880, alpha: 0.12), radius: 6)
            textColor = tint
        case "borderedProminent":
            canvas.body.rect(r, fill: tint, radius: 6)
            textColor = .white
        default:
            if let c = configuration.flatMap({ colors.color("baseForegroundColor", of: $0) }) { textColor = c }
        }
        let image = normal?.attribute("image") ?? configuration?.attribute("image")
        if let image, title == nil || title?.isEmpty == true {
            drawImage(image, contentMode: "scaleAspectFit", rect: r.insetBy(dx: max(0, (r.width - min(r.width, r.height)) / 2), dy: 0), into: &canvas, tint: tint, compact: true)
            return
        }
        if title == nil, let image { title = "[\(image)]" }
        let font = FontSpec.of(e, fallback: FontSpec(size: configuration == nil ? 15 : 17))
        let alignment = e.attribute("contentHorizontalAlignment").map { $0 == "leading" ? "left" : $0 == "trailing" ? "right" : $0 } ?? "center"
        TextPainter.draw(title ?? "", in: r, font: font, color: textColor, alignment: alignment, lines: 1, into: &canvas)
    }

    /// NSButton: push buttons as rounded white bezels, check boxes and radio buttons as their mark and title.
    static func drawAppKitButton(_ e: IBElement, cell: IBElement?, rect r: RenderRect, into canvas: inout SceneCanvas) {
        let type = cell?[.type] ?? cell?.attribute("buttonType") ?? "push"
        let title = cell?[.title] ?? ""
        let font = FontSpec.of(e, fallback: FontSpec(size: 13))
        switch type {
        case "check", "radio":
            let box = RenderRect(x: r.x + 2, y: r.midY - 7, width: 14, height: 14)
            let on = cell?.attribute("state") == "on"
            canvas.body.rect(box, fill: on ? .systemBlue : .white, stroke: RenderColor(white: 0.6), radius: type == "radio" ? 7 : 3)
            if on { canvas.body.text("✓", x: box.midX, y: box.maxY - 3, size: 11, weight: 700, color: .white, anchor: "middle") }
            TextPainter.draw(title, in: RenderRect(x: r.x + 22, y: r.y, width: max(0, r.width - 22), height: r.height), font: font,
                             color: .black, alignment: nil, lines: 1, into: &canvas)
        default:
            if cell?.attribute("bezelStyle") != nil && cell?.attribute("borderStyle") != "none" || cell?.flag("bordered") == true {
                canvas.body.rect(r.insetBy(dx: 6, dy: 6), fill: .white, stroke: RenderColor(white: 0.72), radius: 5)
            }
            if !title.isEmpty {
                TextPainter.draw(title, in: r, font: font, color: .black, alignment: "center", lines: 1, into: &canvas)
            } else if let image = cell?.attribute("image") {
                drawImage(image, contentMode: "scaleAspectFit", rect: r.insetBy(dx: 4, dy: 4), into: &canvas, tint: nil, compact: true)
            }
        }
    }

    static func drawSegments(_ titles: [String], selected: Int, rect r: RenderRect, into canvas: inout SceneCanvas, tint: RenderColor?) {
        canvas.body.rect(r, fill: RenderColor(hex: 0x767680, alpha: 0.12), radius: 8)
        guard !titles.isEmpty, r.width > 0 else { return }
        let w = r.width / Double(titles.count)
        for (k, title) in titles.prefix(100).enumerated() {
            let segment = RenderRect(x: r.x + Double(k) * w, y: r.y, width: w, height: r.height)
            if k == selected {
                canvas.body.rect(segment.insetBy(dx: 2, dy: 2), fill: tint ?? .white, stroke: RenderColor(white: 0, alpha: 0.04), radius: 7)
            } else if k > 0, k != selected + 1 {
                canvas.body.line(x1: segment.x, y1: segment.y + 7, x2: segment.x, y2: segment.maxY - 7, stroke: RenderColor(white: 0.78))
            }
            TextPainter.draw(title, in: segment.insetBy(dx: 4, dy: 0), font: FontSpec(size: 13, weight: k == selected ? 600 : 400),
                             color: .black, alignment: "center", lines: 1, into: &canvas)
        }
    }

    // MARK: Images

    /// The catalog's image when it has a PNG or JPEG, else a labelled placeholder (SF Symbols and missing images).
    static func drawImage(_ name: String?, contentMode: String?, rect r: RenderRect, into canvas: inout SceneCanvas, tint: RenderColor?, compact: Bool = false) {
        guard r.width > 0, r.height > 0 else { return }
        var note = ""
        if let name, let catalog = canvas.options.catalog {
            switch catalog.image(named: name) {
            case .embedded(let uri):
                let aspect: String
                switch contentMode {
                case "scaleAspectFit": aspect = "xMidYMid meet"
                case "scaleAspectFill": aspect = "xMidYMid slice"
                case "scaleToFill", nil: aspect = "none"
                case "center": aspect = "xMidYMid meet"
                default: aspect = "xMidYMid meet"
                }
                canvas.body.element("image", [("x", SVGNumber.format(r.x)), ("y", SVGNumber.format(r.y)), ("width", SVGNumber.format(r.width)),
                                              ("height", SVGNumber.format(r.height)), ("preserveAspectRatio", aspect), ("href", uri)])
                return
            case .tooLarge(let bytes): note = " (\(bytes / 1024) KB, not embedded)"
            case .unsupported: note = " (vector)"
            case .missing: break
            }
        }
        if compact, let name, let glyph = SystemImageGlyphs.glyph(for: name) {
            canvas.body.text(glyph, x: r.midX, y: r.midY + min(r.height, 16) * 0.35, size: min(r.height, 16), color: tint ?? RenderColor(white: 0.25),
                             anchor: "middle", extra: [("class", "symbol")])
            return
        }
        if compact {
            canvas.body.rect(r.insetBy(dx: 1, dy: 1), fill: (tint ?? gray).withAlpha(0.15), stroke: (tint ?? gray).withAlpha(0.6), radius: 4,
                             extra: [("class", "image-placeholder")])
            if let name { canvas.body.text(XMLText.truncate(name, max(2, Int(r.width / 5))), x: r.midX, y: r.midY + 3, size: 8, color: tint ?? gray, anchor: "middle") }
            return
        }
        canvas.body.rect(r, fill: RenderColor(hex: 0xE5E5EA, alpha: 0.7), extra: [("class", "image-placeholder")])
        canvas.body.line(x1: r.x, y1: r.y, x2: r.maxX, y2: r.maxY, stroke: RenderColor(white: 0.8))
        canvas.body.line(x1: r.maxX, y1: r.y, x2: r.x, y2: r.maxY, stroke: RenderColor(white: 0.8))
        let label = (name ?? "no image") + note
        // As large as fits, so the name stays readable in small image views (avatars, icons).
        let size = min(12, max(6, min(r.height / 4, r.width / (Double(label.count) * 0.55 + 1))))
        canvas.body.text(XMLText.truncate(label, max(3, Int(r.width / (size * 0.55)))), x: r.midX, y: r.midY + size / 3, size: size,
                         color: RenderColor(white: 0.35), anchor: "middle")
    }

    // MARK: Tables

    static func drawCellAccessory(_ e: IBElement, rect r: RenderRect, into canvas: inout SceneCanvas) {
        canvas.body.line(x1: r.x + 16, y1: r.maxY - 0.25, x2: r.maxX, y2: r.maxY - 0.25, stroke: RenderColor(hex: 0x3C3C43, alpha: 0.29), width: 0.5)
        switch e.attribute("accessoryType") ?? e.attribute("editingAccessoryType") {
        case "disclosureIndicator": canvas.body.text("›", x: r.maxX - 16, y: r.midY + 6, size: 20, color: RenderColor(white: 0.75), anchor: "middle")
        case "checkmark": canvas.body.text("✓", x: r.maxX - 18, y: r.midY + 5, size: 15, weight: 600, color: .systemBlue, anchor: "middle")
        case "detailButton", "detailDisclosureButton": canvas.body.circle(cx: r.maxX - 20, cy: r.midY, r: 9, fill: nil, stroke: .systemBlue, strokeWidth: 1.2)
        default: break
        }
    }

    /// NSTableView: alternating rows at the row height (the column headers are the header view's).
    static func drawAppKitTable(_ e: IBElement, rect r: RenderRect, into canvas: inout SceneCanvas) {
        let rowHeight = max(e.number("rowHeight") ?? 17, 8)
        let rows = min(Int(r.height / rowHeight), 200)
        guard e.flag("alternatingRowBackgroundColors") == true, rows > 0 else { return }
        for k in stride(from: 1, to: rows, by: 2) {
            canvas.body.rect(RenderRect(x: r.x, y: r.y + Double(k) * rowHeight, width: r.width, height: rowHeight), fill: RenderColor(white: 0.96))
        }
    }
}

extension RenderColor {
    func withAlpha(_ alpha: Double) -> RenderColor { RenderColor(red: red, green: green, blue: blue, alpha: alpha) }
}
