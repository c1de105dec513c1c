import IBKitDocument

/// Navigation bars, toolbars and tab bars with their items' titles.
enum BarPainter {
    static let barColor = RenderColor(hex: 0xF9F9F9, alpha: 0.94)
    static let hairline = RenderColor(white: 0, alpha: 0.3)

    static func draw(_ bar: IBElement, rect r: RenderRect, into canvas: inout SceneCanvas) {
        let tint = canvas.colors.color("barTintColor", of: bar) ?? barColor
        canvas.body.rect(r, fill: tint)
        switch bar.name {
        case "navigationBar":
            canvas.body.line(x1: r.x, y1: r.maxY - 0.25, x2: r.maxX, y2: r.maxY - 0.25, stroke: hairline, width: 0.5)
            // The last navigation item is the top of the stack, the one the bar shows.
            if let item = bar.firstChild(.items)?.children.filter({ $0.is(.navigationItem) }).last {
                drawNavigationItem(item, in: RenderRect(x: r.x, y: max(r.y, r.maxY - 44), width: r.width, height: min(44, r.height)), into: &canvas,
                                   large: bar.flag("prefersLargeTitles") == true && r.height > 60)
            }
        case "toolbar":
            canvas.body.line(x1: r.x, y1: r.y + 0.25, x2: r.maxX, y2: r.y + 0.25, stroke: hairline, width: 0.5)
            let items = bar.firstChild(.items).map { Array($0.children.filter { $0.is(.barButtonItem) }) } ?? []
            drawToolbarItems(items, in: RenderRect(x: r.x, y: r.y, width: r.width, height: min(r.height, 49)), into: &canvas)
        case "tabBar":
            canvas.body.line(x1: r.x, y1: r.y + 0.25, x2: r.maxX, y2: r.y + 0.25, stroke: hairline, width: 0.5)
            let items = bar.firstChild(.items).map { Array($0.children.filter { $0.is(.tabBarItem) }) } ?? []
            drawTabItems(items, in: RenderRect(x: r.x, y: r.y, width: r.width, height: min(r.height, 49)), into: &canvas,
                         selectedID: bar.attribute("selectedItem"))
        default: break
        }
    }

    /// A view controller's own navigation item, drawn where its navigation controller's bar will be.
    static func drawNavigationOverlay(_ item: IBElement, width: Double, top: Double, into canvas: inout SceneCanvas) {
        let r = RenderRect(x: 0, y: top, width: width, height: 44)
        canvas.begin(item, rect: r, clip: nil, hidden: false, binding: nil, kind: "navigationItem")
        canvas.body.rect(RenderRect(x: 0, y: 0, width: width, height: top + 44), fill: barColor)
        canvas.body.line(x1: 0, y1: r.maxY - 0.25, x2: width, y2: r.maxY - 0.25, stroke: hairline, width: 0.5)
        drawNavigationItem(item, in: r, into: &canvas, large: item.attribute("largeTitleDisplayMode") == "always")
        canvas.end()
    }

    static func drawNavigationItem(_ item: IBElement, in r: RenderRect, into canvas: inout SceneCanvas, large: Bool) {
        canvas.drawn += 1
        if let id = item.id { canvas.drawnIDs.insert(id); canvas.rects[id] = canvas.rects[id] ?? r }
        let title = item[.title] ?? ""
        if !title.isEmpty {
            TextPainter.draw(title, in: RenderRect(x: r.x + 80, y: r.y, width: max(0, r.width - 160), height: r.height),
                             font: FontSpec(size: 17, weight: 600), color: .black, alignment: "center", lines: 1, into: &canvas)
        }
        for child in item.children where child.is(.barButtonItem) {
            let left = child.key?.hasPrefix("left") == true || child.key == "backBarButtonItem"
            drawBarButton(child, x: left ? r.x + 16 : r.maxX - 16, anchor: left ? "start" : "end", baseline: r.midY + 6, into: &canvas)
        }
        for list in item.children where list.key == "rightBarButtonItems" || list.key == "leftBarButtonItems" {
            let left = list.key == "leftBarButtonItems"
            var x = left ? r.x + 16 : r.maxX - 16
            for child in list.children where child.is(.barButtonItem) {
                let width = drawBarButton(child, x: x, anchor: left ? "start" : "end", baseline: r.midY + 6, into: &canvas)
                x += left ? width + 16 : -(width + 16)
            }
        }
    }

    /// The text a bar button item shows: its title, else its system item's, else its image name in brackets.
    static func title(of item: IBElement) -> String {
        if let title = item[.title], !title.isEmpty { return title }
        if let system = item.attribute("systemItem") {
            let names = ["add": "+", "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "action": "⇪", "compose": "✎",
                         "search": "⌕", "trash": "🗑", "refresh": "↻", "reply": "↩", "bookmarks": "Bookmarks", "camera": "Camera",
                         "organize": "Organize", "play": "▶", "pause": "❚❚", "stop": "✕", "rewind": "◀◀", "fastForward": "▶▶",
                         "undo": "Undo", "redo": "Redo", "close": "✕", "flexibleSpace": "", "fixedSpace": ""]
            return names[system] ?? system
        }
        if let image = item.attribute("image") { return "[\(image)]" }
        return ""
    }

    @discardableResult
    static func drawBarButton(_ item: IBElement, x: Double, anchor: String, baseline: Double, into canvas: inout SceneCanvas) -> Double {
        let text = title(of: item)
        canvas.drawn += 1
        if let id = item.id { canvas.drawnIDs.insert(id) }
        let bold = item.attribute("style") == "done" || item.attribute("systemItem") == "done"
        let color = canvas.colors.color("tintColor", of: item) ?? .systemBlue
        canvas.body.text(text, x: x, y: baseline, size: 17, weight: bold ? 600 : 400, color: color, anchor: anchor,
                         extra: item.id.map { [("data-id", $0)] } ?? [])
        return TextLayout.width(of: text, size: 17)
    }

    static func drawToolbarItems(_ items: [IBElement], in r: RenderRect, into canvas: inout SceneCanvas) {
        let visible = items.filter { !["flexibleSpace", "fixedSpace"].contains($0.attribute("systemItem") ?? "") }
        guard !visible.isEmpty else { return }
        let slot = r.width / Double(visible.count)
        for (k, item) in visible.enumerated() {
            drawBarButton(item, x: r.x + slot * (Double(k) + 0.5), anchor: "middle", baseline: r.y + 29, into: &canvas)
        }
    }

    static func drawTabItems(_ items: [IBElement], in r: RenderRect, into canvas: inout SceneCanvas, selectedID: String? = nil) {
        guard !items.isEmpty, r.width > 0 else { return }
        let slot = r.width / Double(items.count)
        for (k, item) in items.prefix(20).enumerated() {
            canvas.drawn += 1
            if let id = item.id { canvas.drawnIDs.insert(id) }
            let selected = selectedID.map { $0 == item.id } ?? (k == 0)
            let color = selected ? RenderColor.systemBlue : RenderColor(white: 0.6)
            let cx = r.x + slot * (Double(k) + 0.5)
            canvas.body.rect(RenderRect(x: cx - 12, y: r.y + 6, width: 24, height: 22), fill: color.withAlpha(0.25), radius: 5)
            let system = ["favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated", "recents": "Recents", "contacts": "Contacts",
                          "history": "History", "bookmarks": "Bookmarks", "search": "Search", "downloads": "Downloads", "mostRecent": "Most Recent",
                          "mostViewed": "Most Viewed", "more": "More"]
            let title = item[.title] ?? item.attribute("systemItem").map { system[$0] ?? $0 } ?? ""
            canvas.body.text(title, x: cx, y: r.y + 41, size: 10, weight: 500, color: color, anchor: "middle",
                             extra: item.id.map { [("data-id", $0)] } ?? [])
        }
    }
}
