import IBKitPlumbing
/// `ibkit dump`: the model as JSON, keys in a fixed order so dumps diff cleanly.
extension IBDocument {
    public func jsonDump() -> String {
        let w = JSONWriter()
        w.object {
            w.field("path", path)
            w.field("type", type)
            w.field("kind", kind.rawValue)
            w.field("platform", platform.rawValue)
            w.field("version", version)
            w.field("toolsVersion", toolsVersion)
            w.field("targetRuntime", targetRuntime)
            w.field("propertyAccessControl", propertyAccessControl)
            w.field("useAutolayout", useAutolayout)
            w.field("useTraitCollections", useTraitCollections)
            w.field("useSafeAreas", useSafeAreas)
            w.field("launchScreen", isLaunchScreen)
            w.field("initialViewController", initialViewControllerID)
            if let device {
                w.key("device")
                w.object { for (k, v) in device.attributes { w.field(k, v) } }
            }
            w.key("scenes")
            w.array(scenes) { scene in
                w.object {
                    w.field("sceneID", scene.sceneID)
                    w.location(scene.element)
                    if let vc = scene.viewController {
                        w.key("viewController")
                        w.viewController(vc, initialID: initialViewControllerID)
                    }
                    w.key("placeholders")
                    w.array(scene.placeholders) { w.summary($0) }
                    w.key("customObjects")
                    w.array(scene.customObjects) { w.summary($0) }
                }
            }
            if kind == .xib {
                w.key("topLevelObjects")
                w.array(topLevelObjects) { w.summary($0) }
            }
            w.key("connections")
            w.array(connections) { c in
                w.object {
                    w.field("kind", c.kind.rawValue)
                    w.field("id", c.id)
                    w.field("source", c.source?.id)
                    w.field("property", c.property)
                    w.field("selector", c.selector)
                    w.field("destination", c.destination)
                    w.field("eventType", c.eventType)
                    w.field("segueKind", c.segueKind)
                    w.field("identifier", c.identifier)
                    w.field("relationship", c.relationship)
                    w.location(c.element)
                }
            }
            w.key("bindings")
            w.array(bindings) { b in
                w.object {
                    w.field("view", b.view.id)
                    w.field("viewElement", b.view.name)
                    w.field("key", b.text)
                    w.field("owner", b.ownerCandidates.first?.id)
                    w.field("ownerClass", b.ownerCandidates.first?.customClass)
                    w.location(b.attribute)
                }
            }
            w.key("constraints")
            w.array(constraints) { c in
                w.object {
                    w.field("id", c.id)
                    w.field("firstItem", c.firstItem)
                    w.field("firstAttribute", c.firstAttribute)
                    w.field("relation", c.relation)
                    w.field("secondItem", c.secondItem)
                    w.field("secondAttribute", c.secondAttribute)
                    w.field("multiplier", c.multiplier)
                    w.field("constant", c.constant)
                    w.field("priority", c.priority)
                    w.location(c.element)
                }
            }
            w.key("imageReferences")
            w.array(imageReferences) { w.resource($0) }
            w.key("namedColorReferences")
            w.array(namedColorReferences) { w.resource($0) }
            w.key("root")
            w.tree(root)
        }
        return w.output + "\n"
    }
}

final class JSONWriter {
    var output = ""
    private var needsComma = false
    private var indent = 0

    func object(_ body: () -> Void) {
        output += "{"
        indent += 1
        needsComma = false
        body()
        indent -= 1
        newline()
        output += "}"
        needsComma = true
    }

    func array<S: Sequence>(_ items: S, _ body: (S.Element) -> Void) {
        output += "["
        indent += 1
        needsComma = false
        var any = false
        for item in items {
            if needsComma { output += "," }
            newline()
            body(item)
            needsComma = true
            any = true
        }
        indent -= 1
        if any { newline() }
        output += "]"
        needsComma = true
    }

    func key(_ key: String) {
        if needsComma { output += "," }
        newline()
        output += Self.quote(key) + ": "
        needsComma = false
    }

    func field(_ key: String, _ value: String?) {
        guard let value else { return }
        self.key(key)
        output += Self.quote(value)
        needsComma = true
    }

    func field(_ key: String, _ value: Bool?) {
        guard let value else { return }
        self.key(key)
        output += value ? "true" : "false"
        needsComma = true
    }

    func field(_ key: String, _ value: Int) {
        self.key(key)
        output += String(value)
        needsComma = true
    }

    func location(_ e: IBElement) {
        let l = e.location
        field("line", l.line)
        field("column", l.column)
    }

    func summary(_ e: IBElement) {
        object {
            field("element", e.name)
            field("id", e.id)
            field("customClass", e.customClass)
            field("customModule", e.customModule)
            field("customModuleProvider", e.customModuleProvider)
            field("userLabel", e.userLabel)
            field("placeholderIdentifier", e[.placeholderIdentifier])
            location(e)
        }
    }

    func viewController(_ vc: IBViewController, initialID: String?) {
        object {
            field("kind", vc.kind)
            field("id", vc.id)
            field("customClass", vc.customClass)
            field("customModule", vc.customModule)
            field("customModuleProvider", vc.element.customModuleProvider)
            field("storyboardIdentifier", vc.storyboardIdentifier)
            field("isInitial", vc.id != nil && vc.id == initialID)
            field("isStoryboardReference", vc.isStoryboardReference)
            field("referencedStoryboardName", vc.referencedStoryboardName)
            field("referencedIdentifier", vc.referencedIdentifier)
            location(vc.element)
        }
    }

    func resource(_ r: IBResourceReference) {
        object {
            field("name", r.name)
            field("system", r.isSystem)
            field("element", r.element.name)
            field("id", LintID.nearestID(r.element))
            location(r.element)
        }
    }

    /// The generic tree; depth is bounded by the scanner's nesting limit.
    func tree(_ e: IBElement) {
        object {
            field("name", e.name)
            location(e)
            if e.attributeCount > 0 {
                key("attributes")
                object { for (k, v) in e.attributes { field(k, v) } }
            }
            field("text", e.text)
            let children = Array(e.children)
            if !children.isEmpty {
                key("children")
                array(children) { tree($0) }
            }
        }
    }

    private func newline() {
        output += "\n" + String(repeating: "  ", count: indent)
    }

    static func quote(_ s: String) -> String { JSONEscaping.quoted(s) }
}

enum LintID {
    static func nearestID(_ element: IBElement) -> String? {
        var e: IBElement? = element
        while let current = e {
            if let id = current.id { return id }
            e = current.parent
        }
        return nil
    }
}
