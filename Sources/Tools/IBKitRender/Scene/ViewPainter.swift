import IBKitDocument

/// Draws one placed view: its group, background and border, then what its kind looks like.
enum ViewPainter {
    /// Kinds drawn by what they are; any other element is drawn generically (outlined box with its name).
    static let knownKinds: Set<String> = [
        "view", "customView", "label", "button", "imageView", "textField", "textView", "switch", "slider", "segmentedControl",
        "stepper", "activityIndicatorView", "progressView", "pageControl", "stackView", "scrollView", "tableView", "tableViewCell",
        "tableViewCellContentView", "collectionView", "collectionViewCell", "collectionViewCellContentView", "collectionReusableView",
        "tableViewHeaderFooterView", "navigationBar", "toolbar", "tabBar", "searchBar", "datePicker", "pickerView", "visualEffectView",
        "containerView", "mapView", "wkWebView", "webView", "mtkView", "glkView", "sceneView", "arscnView", "arView", "skView",
        "sceneKitView", "avPlayerView", "arskView", "tvPosterView", "spriteKitView", "metalKitView", "openGLView",
        // AppKit
        "box", "clipView", "scroller", "tableHeaderView", "tableCellView", "popUpButton", "comboBox", "progressIndicator",
        "searchField", "secureTextField", "colorWell", "splitView", "tabView", "outlineView", "levelIndicator", "matrix",
        "pathControl", "textFieldCell", "gridView", "tableRowView",
    ]

    static func draw(_ placed: PlacedView, into canvas: inout SceneCanvas, renderer: SceneRenderer) {
        let e = placed.element
        let r = placed.rect
        let kind = e.name
        let isKnown = knownKinds.contains(kind)
        let binding = bindingKey(of: e)
        let isIBKitBinding = binding != nil && runtimeAttribute(e, IBBinding.attributeKeyPath) != nil
        canvas.begin(e, rect: r, clip: placed.clip, hidden: placed.isHidden, binding: binding)
        defer { canvas.end() }
        let colors = canvas.colors
        let cell = e.children.first { $0.key == "cell" }
        let background = colors.color("backgroundColor", of: e)
            ?? (cell.flatMap { $0.flag("drawsBackground") == true ? colors.color("backgroundColor", of: $0) : nil })
            ?? defaultBackground(kind, e, canvas.platform)
        let radius = runtimeNumber(e, "layer.cornerRadius") ?? 0
        let borderWidth = runtimeNumber(e, "layer.borderWidth") ?? 0
        let borderColor = runtimeColor(e, "layer.borderColor", colors) ?? .black
        // Every view gets its frame rect, transparent when it has no color: it carries the hover tooltip.
        canvas.body.rect(r, fill: background ?? .clear, stroke: borderWidth > 0 ? borderColor : nil, strokeWidth: borderWidth,
                         radius: radius)
        if isKnown {
            KindPainter.draw(e, cell: cell, rect: r, into: &canvas, renderer: renderer)
        } else {
            canvas.generic += 1
            canvas.genericKinds.insert(kind)
            canvas.body.rect(r.insetBy(dx: 0.5, dy: 0.5), fill: nil, stroke: RenderColor(hex: 0x8E44AD), strokeWidth: 1, dash: "4 2",
                             extra: [("class", "generic")])
            if r.height >= 10 {
                canvas.body.text(XMLText.truncate(e.customClass ?? kind, max(3, Int(r.width / 6))), x: r.x + 3, y: r.y + min(12, r.height - 1),
                                 size: 10, color: RenderColor(hex: 0x8E44AD))
            }
        }
        if isKnown { captionIfEmpty(e, rect: r, into: &canvas) }
        // IBKit bindings get a badge; Cocoa bindings, on nearly every AppKit control, only the tooltip and data-binding.
        if let binding, isIBKitBinding {
            let text = "{\(binding)}"
            let w = min(TextLayout.width(of: text, size: 10) + 6, max(r.width, 20))
            let badge = RenderRect(x: r.x, y: r.y - 13 < 0 ? r.y : r.y - 13, width: w, height: 13)
            canvas.body.rect(badge, fill: RenderColor(hex: 0x6E40C9, alpha: 0.9), radius: 3, extra: [("class", "binding")])
            canvas.body.text(text, x: badge.x + 3, y: badge.y + 10, size: 10, color: .white)
        }
        if e.flag("hidden") == true {
            canvas.body.rect(r.insetBy(dx: 0.5, dy: 0.5), fill: nil, stroke: RenderColor(white: 0.4), dash: "2 2", extra: [("class", "hidden-marker")])
            // The word only where it has room: on a small view it would cover the view's own text.
            if r.width > 80 && r.height > 24 {
                canvas.body.text("hidden", x: r.maxX - 2, y: r.y + 10, size: 9, color: RenderColor(white: 0.3), anchor: "end")
            }
        }
    }

    /// A faint caption for what IB's canvas shows empty but a reader should recognise: a custom view drawn by its
    /// code (its class name), a table or collection whose cells come from code.
    static func captionIfEmpty(_ e: IBElement, rect r: RenderRect, into canvas: inout SceneCanvas) {
        var content = e
        let caption: String
        switch e.name {
        case "view", "customView":
            guard let custom = e.customClass else { return }
            caption = custom
        case "tableView", "collectionView":
            caption = e.customClass ?? (e.name == "tableView" ? "Table View" : "Collection View")
        case "tableViewCell", "collectionViewCell":
            // A cell whose content view is empty is laid out in code: its class or reuse identifier says which.
            guard let label = e.customClass ?? e.reuseIdentifier else { return }
            caption = label
            content = e.children.first { $0.key == "contentView" } ?? e
        default: return
        }
        guard r.width >= 24, r.height >= 10, FrameLayout.childViews(of: content).isEmpty else { return }
        let size = min(max(7, min(r.height / 3, r.width / 30, 12 + r.width / 200)), 28)
        canvas.body.text(XMLText.truncate(caption, max(3, Int(r.width / (size * 0.6)))), x: r.midX, y: r.midY + size / 3, size: size,
                         color: RenderColor(white: 0.6), anchor: "middle", extra: [("class", "caption")])
    }

    /// UIKit and AppKit defaults where IB writes no color: cells and table/collection backgrounds are opaque.
    static func defaultBackground(_ kind: String, _ e: IBElement, _ platform: IBPlatform) -> RenderColor? {
        switch kind {
        case "tableView":
            if platform == .macOS { return .white }
            let style = e[.style] ?? ""
            return style.contains("rouped") ? SystemColorTable.uiKit["systemGroupedBackgroundColor"] : .white
        case "tableViewCell": return e.ancestor(.tableView)?[.style]?.contains("rouped") == true ? .white : nil
        case "textView", "outlineView": return .white
        default: return nil
        }
    }

    /// The view's data binding: IBKit's `ibkitBinding` runtime attribute, else a Cocoa binding's key path.
    static func bindingKey(of e: IBElement) -> String? {
        if let attributes = e.firstChild(.userDefinedRuntimeAttributes) {
            for a in attributes.children where a.attribute("keyPath") == IBBinding.attributeKeyPath {
                return a.attribute("value") ?? "?"
            }
        }
        if let connections = e.firstChild(.connections) {
            for b in connections.children where b.name == "binding" {
                if let path = b.attribute("keyPath") { return path }
            }
        }
        return nil
    }

    static func runtimeAttribute(_ e: IBElement, _ keyPath: String) -> IBElement? {
        guard let attributes = e.firstChild(.userDefinedRuntimeAttributes) else { return nil }
        return attributes.children.first { $0.attribute("keyPath") == keyPath }
    }

    /// `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="8"/>`.
    static func runtimeNumber(_ e: IBElement, _ keyPath: String) -> Double? {
        guard let a = runtimeAttribute(e, keyPath) else { return nil }
        if let v = a.number("value") { return min(max(v, 0), 10_000) }
        for child in a.children where child.key == "value" {
            if let v = child.number("value") { return min(max(v, 0), 10_000) }
        }
        return nil
    }

    static func runtimeColor(_ e: IBElement, _ keyPath: String, _ colors: ColorResolver) -> RenderColor? {
        guard let a = runtimeAttribute(e, keyPath) else { return nil }
        return colors.color("value", of: a)
    }

    /// Text a view shows: the `text` attribute, `<string key="text">`, or an attributed string's fragments.
    static func text(of e: IBElement, key: String = "text") -> String? {
        if let t = e.attribute(key) { return t }
        for child in e.children where child.key == key {
            if child.is(.string) { return child.text ?? "" }
            if child.is(.attributedString) {
                return child.children.filter { $0.is(.fragment) }.map { $0.attribute("content") ?? $0.text ?? "" }.joined()
            }
        }
        return nil
    }
}
