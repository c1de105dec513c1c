import IBKitDocument

/// An element's settings as one flat map: its own attributes, and those of its children that have no id (a frame
/// `rect`, a `color`, a `fontDescription`, a button's `state`), under their element name and key
/// (`rect[frame].x`, `state[normal].title`). Colors and fonts are one value each (`color[textColor]` = `systemRed`,
/// `fontDescription[fontDescription]` = `boldSystem 17`), so a color written in another color space with the same
/// value, or float noise, is no change. An AppKit control's cell (`key="cell"`) is part of its control: its settings
/// appear under `cell.`. Elements with an id are elements of their own.
enum ElementProperties {
    static func of(_ element: IBElement) -> [String: String] {
        var properties: [String: String] = [:]
        for (name, value) in element.attributes where !Churn.isIgnored(attribute: name, value: value) { properties[name] = value }
        collect(element.children, prefix: "", into: &properties)
        for (key, value) in Churn.writtenDefaults[element.name] ?? [:] where properties[key] == value { properties[key] = nil }
        return properties
    }

    /// True for a child that is folded into its parent although it has an id: an AppKit control's cell.
    static func isFolded(_ element: IBElement) -> Bool {
        element.key == "cell" && element.id != nil && element.parent?.id != nil
    }

    private static func collect(_ children: IBChildren, prefix: String, into properties: inout [String: String]) {
        var seen: [String: Int] = [:]
        for child in children where (child.id == nil || isFolded(child)) && !Churn.isIgnored(child) {
            if isFolded(child) {
                for (name, value) in child.attributes where name != "key" && !Churn.isIgnored(attribute: name, value: value) {
                    properties[prefix + "cell." + name] = value
                }
                collect(child.children, prefix: prefix + "cell.", into: &properties)
                continue
            }
            var path = prefix + child.name
            if let distinct = child.key ?? child.attribute("keyPath") { path += "[\(distinct)]" }
            // Repeated anonymous children (`<segment title=…>`, `<include reference=…>`) by position.
            let count = seen[path, default: 0]
            seen[path] = count + 1
            if count > 0 { path += "#\(count + 1)" }
            switch child.name {
            case "color":
                properties[path] = color(child)
                continue
            case "fontDescription", "font":
                properties[path] = font(child)
                continue
            default:
                break
            }
            for (name, value) in child.attributes where name != "key" && !Churn.isIgnored(attribute: name, value: value) {
                if name == "keyPath" && path.hasSuffix("[\(value)]") { continue }
                properties[path + "." + name] = value
            }
            if let text = child.text, !text.allSatisfy(\.isWhitespace), child.children.first(where: { _ in true }) == nil {
                properties[path] = text
            }
            collect(child.children, prefix: path + ".", into: &properties)
        }
    }

    /// `systemRed`, `AccentColor`, `#FF3B30`, `#FF3B30 α0.5`, `white 0.5`: the color, not how it was written.
    static func color(_ element: IBElement) -> String {
        if let name = element.attribute("systemColor") ?? element.attribute("name") ?? element.attribute("cocoaTouchSystemColor") {
            return name
        }
        let alpha = element.attribute("alpha").flatMap(Double.init) ?? 1
        let suffix = abs(alpha - 1) < 0.002 ? "" : " α" + Churn.rounded(String(format: "%.2f", alpha))
        // Clamped before it becomes an Int: a component of `nan` or `1e309` (infinite) would trap.
        func byte(_ name: String) -> Int? {
            guard let value = element.attribute(name).flatMap(Double.init), value.isFinite else { return nil }
            return Int((min(max(value, 0), 1) * 255).rounded())
        }
        if let red = byte("red"), let green = byte("green"), let blue = byte("blue") {
            let hex = [red, green, blue].map { String($0, radix: 16, uppercase: true) }
                .map { $0.count == 1 ? "0" + $0 : $0 }.joined()
            let space = element.attribute("customColorSpace") ?? element.attribute("colorSpace") ?? ""
            let spaceNote = ["sRGB", "custom", ""].contains(space) ? "" : " (\(space))"
            return "#" + hex + suffix + spaceNote
        }
        if let white = element.attribute("white").flatMap(Double.init) {
            return "white " + Churn.rounded(String(format: "%.2f", white)) + suffix
        }
        return element.attributes.filter { $0.name != "key" }.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    }

    /// `system 17`, `boldSystem 17`, `HelveticaNeue-Bold 14`, `UICTFontTextStyleBody`.
    static func font(_ element: IBElement) -> String {
        if let style = element.attribute("style") { return style }
        let face = element.attribute("name") ?? element.attribute("type") ?? element.attribute("metaFont") ?? "?"
        guard let size = (element.attribute("pointSize") ?? element.attribute("size")).map(Churn.rounded) else { return face }
        var text = "\(face) \(size)"
        if let weight = element.attribute("weight") { text += " \(weight)" }
        return text
    }
}
