import IBKitDiff
import IBKitDocument
import IBKitEdit

/// Random edits of a real IB file, as a person makes them in Interface Builder: a text, a color, a frame, a view
/// added or removed with its constraints, a scene added, a connection added or removed. Each edit stays in one group
/// (a storyboard scene, a xib top-level object), so two edits in different groups are independent.
struct CorpusEdits {
    struct Edit {
        let group: Int
        /// Only attributes of one element change: such an edit can share a group with another.
        let element: Int?
        let edits: [TextEdit]
        let kind: String
    }

    let document: IBDocument
    /// The groups' elements: the scene or top-level object, by index.
    let groups: [IBElement]
    private var taken: Set<String>
    var random: SplitMix

    init?(_ document: IBDocument, random: SplitMix) {
        self.document = document
        self.random = random
        if document.kind == .storyboard {
            groups = document.scenes.map(\.element)
        } else {
            groups = document.topLevelObjects.filter { $0.id.map { !$0.hasPrefix("-") } ?? false }
        }
        guard groups.count >= 2 else { return nil }
        taken = Set(document.makeIDIndex().keys)
    }

    /// A random edit in `group`; nil when the group offers none of the kind drawn.
    mutating func edit(in group: Int, attributesOnly: Bool) -> Edit? {
        let kinds = attributesOnly ? ["text", "color", "frame"] : ["text", "color", "frame", "add view", "remove view", "add scene", "add connection", "remove connection"]
        for _ in 0..<6 {
            let kind = kinds[random.next(kinds.count)]
            if let edit = make(kind, group) { return edit }
        }
        return nil
    }

    private mutating func make(_ kind: String, _ g: Int) -> Edit? {
        let group = groups[g]
        let elements = Array(group.descendants)
        func pick(_ candidates: [IBElement]) -> IBElement? { candidates.isEmpty ? nil : candidates[random.next(candidates.count)] }
        switch kind {
        case "text":
            guard let e = pick(elements.filter { $0.has(.text) || $0.has(.title) }) else { return nil }
            let name = e.has(.text) ? "text" : "title"
            guard let edit = try? IBEdits.setAttribute(name, to: "Edited \(random.next(1_000_000))", of: e) else { return nil }
            return Edit(group: g, element: e.index, edits: [edit], kind: kind)
        case "color":
            guard let e = pick(elements.filter { $0.is(.color) && $0.attribute("red") != nil }),
                  let edit = try? IBEdits.setAttribute("red", to: "0.\(random.next(1000) + 1)", of: e) else { return nil }
            return Edit(group: g, element: e.index, edits: [edit], kind: kind)
        case "frame":
            guard let e = pick(elements.filter { $0.is(.rect) && $0.key == "frame" && $0.attribute("width") != nil }),
                  let edit = try? IBEdits.setAttribute("width", to: "\(random.next(500) + 501)", of: e) else { return nil }
            return Edit(group: g, element: e.index, edits: [edit], kind: kind)
        case "add view":
            guard let anchor = pick(elements.filter { $0.parent?.name == "subviews" && $0.id != nil }) else { return nil }
            let indent = IBEdits.indentation(of: anchor), id = newID(), constraint = newID()
            let xml = ["<view contentMode=\"scaleToFill\" id=\"\(id)\">",
                       indent + "    <rect key=\"frame\" x=\"1\" y=\"2\" width=\"30\" height=\"40\"/>",
                       indent + "    <constraints>",
                       indent + "        <constraint firstAttribute=\"width\" constant=\"30\" id=\"\(constraint)\"/>",
                       indent + "    </constraints>",
                       indent + "</view>"].joined(separator: "\n")
            return Edit(group: g, element: nil, edits: [IBEdits.insertElement(xml, after: anchor)], kind: kind)
        case "remove view":
            guard let view = pick(elements.filter { $0.parent?.name == "subviews" && $0.id != nil }) else { return nil }
            return removal(of: view, in: g, elements: elements)
        case "add scene":
            guard document.kind == .storyboard else { return nil }
            let indent = IBEdits.indentation(of: group), scene = newID(), controller = newID(), view = newID()
            let xml = ["<scene sceneID=\"\(scene)\">",
                       indent + "    <objects>",
                       indent + "        <viewController id=\"\(controller)\" sceneMemberID=\"viewController\">",
                       indent + "            <view key=\"view\" contentMode=\"scaleToFill\" id=\"\(view)\">",
                       indent + "                <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"480\"/>",
                       indent + "            </view>",
                       indent + "        </viewController>",
                       indent + "    </objects>",
                       indent + "</scene>"].joined(separator: "\n")
            return Edit(group: g, element: nil, edits: [IBEdits.insertElement(xml, after: group)], kind: kind)
        case "add connection":
            guard let outlet = pick(elements.filter { $0.is(.outlet) && $0.parent?.name == "connections" }),
                  let destination = outlet.attribute("destination") else { return nil }
            let xml = "<outlet property=\"added\(random.next(100_000))\" destination=\"\(destination)\" id=\"\(newID())\"/>"
            return Edit(group: g, element: nil, edits: [IBEdits.insertElement(xml, after: outlet)], kind: kind)
        case "remove connection":
            guard let connection = pick(elements.filter { ($0.is(.outlet) || $0.is(.action)) && $0.parent?.name == "connections" }) else { return nil }
            return Edit(group: g, element: nil, edits: [IBEdits.removeElement(connection)], kind: kind)
        default:
            return nil
        }
    }

    /// The view with every constraint and connection that points into it; nil when something else does.
    private func removal(of view: IBElement, in g: Int, elements: [IBElement]) -> Edit? {
        let inside = Set([view.id].compactMap { $0 } + view.descendants.compactMap(\.id))
        let range = view.byteRange
        var edits = [IBEdits.removeElement(view)]
        var removed = inside
        // Constraints and connections that point at what goes, and then at those: each goes too.
        var changed = true
        var gone = Set<Int>()
        while changed {
            changed = false
            for element in document.elements where !range.contains(element.byteOffset) && !gone.contains(element.index) {
                let refs = element.attributes.filter { IBChurnRules.referenceAttributes.contains($0.name) }
                guard refs.contains(where: { removed.contains($0.value) }) else { continue }
                guard element.is(.constraint) || element.is(.outlet) || element.is(.action) || element.is(.outletCollection) else { return nil }
                guard groups[g].byteRange.contains(element.byteOffset) else { return nil }
                edits.append(IBEdits.removeElement(element))
                gone.insert(element.index)
                if let id = element.id { removed.insert(id) }
                changed = true
            }
        }
        return Edit(group: g, element: nil, edits: edits, kind: "remove view")
    }

    private mutating func newID() -> String {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        while true {
            var text = ""
            for k in 0..<8 {
                text.append(alphabet[random.next(alphabet.count)])
                if k == 2 || k == 4 { text.append("-") }
            }
            if taken.insert(text).inserted { return text }
        }
    }
}

/// A fixed-seed generator (SplitMix64): the same cases on every run and every machine.
struct SplitMix {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
