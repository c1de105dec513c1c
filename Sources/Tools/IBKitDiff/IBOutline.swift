import IBKitDocument

/// A stable, readable outline of an IB file for `git diff` (`ibkit diff --textconv FILE`): scenes and objects by
/// class and text, each with its settings, connections and constraints in words; no ids, no Xcode churn (see
/// `Churn`), numbers rounded to 0.1 so that re-saved float noise does not show. The same bytes give the same text.
public enum IBOutline {
    /// The outline of a parsed document; `fileName`, when given, heads it. The outlines `--textconv` prints have no
    /// file name: git hands textconv temporary files whose names differ between the sides.
    public static func text(_ document: IBDocument, fileName: String? = nil) -> String {
        var out = (fileName.map { "\($0): " } ?? "") + "\(document.platform.rawValue) \(document.kind.rawValue)"
        let describe = ElementDescription(document)
        if let initial = document.initialViewControllerID { out += ", initial view controller " + describe.target(initial) }
        out += "\n"
        for (key, value) in rootProperties(document) { out += "· \(key) = \(value)\n" }
        walk(document.root.children, depth: 0, describe, &out)
        return out
    }

    /// The outline of the file's bytes, or one line `path:line:column: error: message` when they do not parse.
    public static func text(bytes: [UInt8], path: String) -> String {
        do {
            let document = try IBDocument(bytes: bytes, path: path)
            return text(document)
        } catch {
            return "\(error.path):\(error.location.line):\(error.location.column): error: \(error.message)\n"
        }
    }

    /// The outline of the file at `path` (what `ibkit diff --textconv FILE` prints); a file that cannot be read or
    /// parsed gives one located error line instead, never a crash.
    public static func text(contentsOf path: String) -> String {
        switch IBDocumentLoader.read(path: path) {
        case .success(let bytes): return text(bytes: bytes, path: path)
        case .failure(let error): return "\(error.path):\(error.location.line):\(error.location.column): error: \(error.message)\n"
        }
    }

    private static func rootProperties(_ document: IBDocument) -> [(String, String)] {
        ["targetRuntime", "propertyAccessControl", "useAutolayout", "useTraitCollections", "useSafeAreas", "launchScreen"]
            .compactMap { key in document.root.attribute(key).map { (key, $0) } }
    }

    /// Elements with an id are lines; anything else is either their settings or a wrapper walked through.
    private static func walk(_ children: IBChildren, depth: Int, _ describe: ElementDescription, _ out: inout String) {
        for child in children where !Churn.isIgnored(child) {
            if child.name == "scene" {
                out += "\n"
                walk(child.children, depth: depth, describe, &out)
                continue
            }
            guard child.id != nil, !ElementProperties.isFolded(child) else {
                walk(child.children, depth: depth, describe, &out)
                continue
            }
            let indent = String(repeating: "  ", count: depth)
            out += indent + describe.line(child) + "\n"
            if !ElementDescription.isRelation(child) {
                for (key, value) in settings(child, describe) { out += indent + "    · \(key) = \(escaped(value))\n" }
            }
            walk(child.children, depth: depth + 1, describe, &out)
        }
    }

    /// A frame's number in whole points: the fractions Xcode writes for @2x/@3x layouts (`20.333333333333332`, `20.5`)
    /// come and go on re-saves.
    static func wholePoints(_ value: String) -> String {
        guard let number = Double(value), number.isFinite, abs(number) < 1e12 else { return value }
        return String(Int(number.rounded()))
    }

    /// The element's settings, sorted, frames as one `(x, y, w, h)` in whole points, other numbers rounded to 0.1.
    static func settings(_ element: IBElement, _ describe: ElementDescription) -> [(String, String)] {
        var properties = ElementProperties.of(element)
        for key in ["customClass", "customModule", "customModuleProvider", "userLabel", "key", "sceneMemberID"] {
            properties[key] = nil  // in the element's line, or in the module's own line below
        }
        if let module = element.customModule { properties["module"] = module }
        if element.customModuleProvider == "target" { properties["module"] = "(target)" }
        var frames: [(String, String)] = []
        let rectPrefixes = Set(properties.keys.compactMap { key -> String? in
            guard let dot = key.lastIndex(of: "."), key[..<dot].hasSuffix("]"), key.contains("rect[") else { return nil }
            let prefix = String(key[..<dot])
            return prefix.split(separator: ".").last?.hasPrefix("rect[") == true ? prefix : nil
        })
        for prefix in rectPrefixes {
            let parts = ["x", "y", "width", "height"].map { properties.removeValue(forKey: "\(prefix).\($0)").map(wholePoints) ?? "0" }
            let name = prefix.replacingOccurrences(of: "rect[", with: "").replacingOccurrences(of: "]", with: "")
            frames.append((name, "(" + parts.joined(separator: ", ") + ")"))
        }
        let rest = properties.map { (DiffComputation.displayKey($0.key), describe.value(key: $0.key, $0.value)) }
        return (frames + rest).sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }

    /// One line per setting, whatever its text holds.
    static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\r", with: "\\r")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }
}
