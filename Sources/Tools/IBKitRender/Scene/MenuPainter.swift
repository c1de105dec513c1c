import IBKitDocument

/// AppKit menus, drawn as lists: one row per item, submenus indented under their item, separators as lines.
enum MenuPainter {
    static let rowHeight = 20.0
    static let maximumRows = 400

    static func draw(_ menu: IBElement, into canvas: inout SceneCanvas) -> RenderSize {
        var rows: [(item: IBElement, depth: Int)] = []
        collect(menu, depth: 0, into: &rows)
        let width = 320.0
        let height = Double(rows.count) * rowHeight + 30
        let frame = RenderRect(x: 0, y: 0, width: width, height: height)
        canvas.begin(menu, rect: frame, clip: nil, hidden: false, binding: nil)
        canvas.body.rect(frame, fill: RenderColor(white: 0.98), stroke: RenderColor(white: 0.75), radius: 6)
        canvas.body.text(menu[.title] ?? "Menu", x: 10, y: 19, size: 13, weight: 700, color: .black)
        canvas.end()
        for (n, row) in rows.enumerated() {
            let y = 26 + Double(n) * rowHeight
            let rect = RenderRect(x: 4 + Double(row.depth) * 16, y: y, width: max(0, width - 8 - Double(row.depth) * 16), height: rowHeight)
            canvas.begin(row.item, rect: rect, clip: nil, hidden: row.item.flag("hidden") == true, binding: ViewPainter.bindingKey(of: row.item))
            if row.item.flag("isSeparatorItem") == true {
                canvas.body.line(x1: rect.x + 6, y1: rect.midY, x2: rect.maxX - 6, y2: rect.midY, stroke: RenderColor(white: 0.8))
            } else {
                let hasSubmenu = row.item.children.contains { $0.is(.menu) }
                canvas.body.text((row.item[.title] ?? "") + (hasSubmenu ? "  ▸" : ""), x: rect.x + 8, y: rect.y + 14, size: 13,
                                 weight: row.depth == 0 ? 600 : 400, color: .black)
                if let shortcut = keyEquivalentLabel(row.item) {
                    canvas.body.text(shortcut, x: rect.maxX - 8, y: rect.y + 14, size: 12, color: RenderColor(white: 0.45), anchor: "end")
                }
            }
            canvas.end()
        }
        return RenderSize(width: width, height: height)
    }

    /// A menu item's shortcut as macOS shows it: modifiers in ⌃⌥⇧⌘ order from `<modifierMask
    /// key="keyEquivalentModifierMask">` (⌘ alone when there is none), an upper-case key meaning ⇧, and the common
    /// special keys as their symbols. Nil without a key equivalent.
    static func keyEquivalentLabel(_ item: IBElement) -> String? {
        guard let key = item.attribute("keyEquivalent"), !key.isEmpty else { return nil }
        let mask = item.children.first { $0.name == "modifierMask" && $0.key == "keyEquivalentModifierMask" }
        let on = { (name: String) in mask?.attribute(name) == "YES" }
        let shift = on("shift") || (key.count == 1 && key.lowercased() != key)
        var label = (on("control") ? "⌃" : "") + (on("option") ? "⌥" : "") + (shift ? "⇧" : "")
        label += (mask == nil || on("command")) ? "⌘" : ""
        return label + (specialKeys[key] ?? key.uppercased())
    }

    /// Keys macOS shows as symbols.
    static let specialKeys: [String: String] = ["\u{8}": "⌫", "\u{7f}": "⌫", "\u{1b}": "⎋", "\r": "↩", "\t": "⇥", " ": "Space",
                                                "\u{F700}": "↑", "\u{F701}": "↓", "\u{F702}": "←", "\u{F703}": "→", "\u{F728}": "⌦"]

    static func collect(_ menu: IBElement, depth: Int, into rows: inout [(item: IBElement, depth: Int)]) {
        guard depth < 8, let items = menu.firstChild(.items) else { return }
        for item in items.children where item.is(.menuItem) {
            guard rows.count < maximumRows else { return }
            rows.append((item, depth))
            if let submenu = item.children.first(where: { $0.is(.menu) }) { collect(submenu, depth: depth + 1, into: &rows) }
        }
    }
}
