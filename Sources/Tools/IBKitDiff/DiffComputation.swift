import IBKitDocument

/// Matches the nodes of two sides and lists the changes (see `IBSemanticDiff`).
struct DiffComputation {
    let old: DiffSide
    let new: DiffSide
    private var oldToNew: [Int: Int] = [:]
    private var newToOld: [Int: Int] = [:]

    /// Setting keys that hold text a person reads (their last component, or the whole key for `<string key=…>`).
    static let textAttributes: Set<String> = [
        "text", "title", "placeholder", "placeholderString", "headerTitle", "footerTitle", "prompt", "content", "label",
        "paletteLabel", "toolTip", "alternateTitle",
    ]
    /// Frame-like rects: compared as moved/resized, half a point tolerance.
    static let frameKeys = ["rect[frame]", "rect[contentRect]"]

    init(old: DiffSide, new: DiffSide) {
        self.old = old
        self.new = new
    }

    // MARK: Matching

    private mutating func pair(_ i: Int, _ j: Int) {
        oldToNew[i] = j
        newToOld[j] = i
    }

    private mutating func match() {
        // 1. Same id, same element name.
        for (i, node) in old.nodes.enumerated() where old.byID[node.id] == i {
            if let j = new.byID[node.id], newToOld[j] == nil, new.nodes[j].element.name == node.element.name { pair(i, j) }
        }
        // 2. The placeholders Interface Builder gives every scene or xib, by role: one on each side is the same one.
        matchScaffolding()
        // 3. Re-generated ids: same kind, same parent, same content.
        var oldSignatures: [Int: Int] = [:]
        var newSignatures: [Int: Int] = [:]
        var interned: [String: Int] = [:]
        var candidates: [Int: [Int]] = [:]
        for j in new.nodes.indices where newToOld[j] == nil {
            candidates[signature(j, side: .new, memo: &newSignatures, interned: &interned), default: []].append(j)
        }
        guard !candidates.isEmpty else { return }
        // All signatures are made from the id matches alone, before any pairing here, so both sides agree.
        let unmatched = old.nodes.indices.filter { oldToNew[$0] == nil }
        let keys = unmatched.map { signature($0, side: .old, memo: &oldSignatures, interned: &interned) }
        for (i, key) in zip(unmatched, keys) {
            guard var queue = candidates[key], !queue.isEmpty else { continue }
            pair(i, queue.removeFirst())
            candidates[key] = queue
        }
    }

    /// The elements matched by content or role whose ids differ: old id → new id (`IBElementMatcher`). An AppKit
    /// control's cell, folded into its control here, follows it.
    mutating func regeneratedIDs() -> [String: String] {
        match()
        var out: [String: String] = [:]
        for (i, j) in oldToNew where old.nodes[i].id != new.nodes[j].id {
            out[old.nodes[i].id] = new.nodes[j].id
            let cells = [old.nodes[i].element, new.nodes[j].element].map { $0.children.first(where: ElementProperties.isFolded)?.id }
            if let a = cells[0], let b = cells[1], a != b { out[a] = b }
        }
        return out
    }

    /// File's Owner, First Responder, Application and Exit: Interface Builder makes them (an Exit with the first
    /// unwind segue), so one is never a change a person made.
    static func scaffoldingRole(_ element: IBElement) -> String? {
        if element.name == "exit" { return "Exit" }
        if element.attribute("sceneMemberID") == "firstResponder" { return "First Responder" }
        switch element.attribute("placeholderIdentifier") {
        case "IBFilesOwner": return "File's Owner"
        case "IBFirstResponder": return "First Responder"
        default: break
        }
        if let id = element.id, ["-1", "-2", "-3"].contains(id) { return element.userLabel ?? id }
        return nil
    }

    /// Pairs the unmatched placeholders of each role in the same scene (the scene's controller matched), or in the
    /// same xib.
    private mutating func matchScaffolding() {
        func key(_ side: DiffSide, _ index: Int, _ anchorMatch: (Int) -> Int?) -> String? {
            let node = side.nodes[index]
            guard let role = Self.scaffoldingRole(node.element) else { return nil }
            guard node.group > 0, side.document?.kind == .storyboard else { return role }
            return side.groups[node.group].anchor.flatMap(anchorMatch).map { "\($0) \(role)" }
        }
        var waiting: [String: [Int]] = [:]
        for j in new.nodes.indices where newToOld[j] == nil {
            if let key = key(new, j, { self.newToOld[$0] == nil ? nil : $0 }) { waiting[key, default: []].append(j) }
        }
        for i in old.nodes.indices where oldToNew[i] == nil {
            guard let key = key(old, i, { self.oldToNew[$0] }), var queue = waiting[key], !queue.isEmpty else { continue }
            pair(i, queue.removeFirst())
            waiting[key] = queue
        }
    }

    /// Kind, parent and settings, with every reference to another element written as its match in the new document
    /// (when matched by id) or its name; interned as a number shared by both sides, so that a parent's signature is
    /// a number in its children's.
    private func signature(_ index: Int, side: IBSemanticDiff.Side, memo: inout [Int: Int], interned: inout [String: Int]) -> Int {
        if let known = memo[index] { return known }
        let this = side == .old ? old : new
        let node = this.nodes[index]
        var text = node.element.name + "|"
        if let parent = node.parent {
            if let matched = side == .old ? oldToNew[parent] : (newToOld[parent] != nil ? parent : nil) {
                text += "#\(matched)"
            } else {
                text += "(\(signature(parent, side: side, memo: &memo, interned: &interned)))"
            }
        } else if let anchor = this.groups[node.group].anchor, anchor != index,
                  let matched = side == .old ? oldToNew[anchor] : (newToOld[anchor] != nil ? anchor : nil) {
            text += "@#\(matched)"  // a scene's other top-level objects: by the scene, whatever it is named now
        } else {
            text += this.groups[node.group].name
        }
        // Frames are where an element is, not what it is: float noise or a move does not make it another element.
        let properties = this.settings(of: index)
        for key in properties.keys.sorted() where !key.hasPrefix("rect[") {
            text += "|\(key)=" + canonical(key: key, properties[key]!, side: side)
        }
        let token = interned[text] ?? interned.count
        interned[text] = token
        memo[index] = token
        return token
    }

    private func canonical(key: String, _ value: String, side: IBSemanticDiff.Side) -> String {
        guard Self.isReference(key) else { return Churn.rounded(value) }
        let this = side == .old ? old : new
        if let k = this.byID[value] {
            if side == .old, let j = oldToNew[k] { return "#\(j)" }
            if side == .new, newToOld[k] != nil { return "#\(k)" }
        }
        return this.describe?.target(value) ?? value
    }

    static func isReference(_ key: String) -> Bool {
        Churn.referenceAttributes.contains(String(key.split(separator: ".").last ?? ""))
    }

    static func isText(_ key: String) -> Bool {
        if key.hasPrefix("string[") && !key.contains(".") { return true }
        if key.hasPrefix("cell.string[") && key.split(separator: ".").count == 2 { return true }
        let last = String(key.split(separator: ".").last ?? "")
        return textAttributes.contains(last) && !key.hasPrefix("userDefinedRuntimeAttribute")
    }

    // MARK: Changes

    /// What a reader is shown first in a scene: what a person did, then what Interface Builder recomputes.
    enum Rank: Int, Comparable {
        /// Elements added, removed, or moved into another view.
        case structure
        case text
        /// Classes, identifiers, connections, constraints.
        case identity
        /// Any other setting.
        case style
        /// Frames moved or resized.
        case geometry

        static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    private struct Entry {
        let change: IBSemanticDiff.Change
        let rank: Rank
        let position: (Int, Int, Int)
    }

    /// Settings that say what an element is rather than how it looks: listed with the connections.
    static let identityKeys: Set<String> = [
        "customClass", "customModule", "customModuleProvider", "storyboardIdentifier", "reuseIdentifier", "restorationIdentifier",
        "identifier", "userLabel",
    ]

    mutating func run() -> [IBSemanticDiff.Change] {
        match()
        var entries: [Entry] = []
        func add(_ kind: IBSemanticDiff.Kind, _ rank: Rank, _ groups: (old: Int?, new: Int?), _ oldID: String?, _ newID: String?,
                 _ text: String, _ position: (Int, Int, Int)) {
            let oldGroup = groups.old ?? groups.new.flatMap(oldGroup(forNew:))
            let newGroup = groups.new ?? groups.old.flatMap(newGroup(forOld:))
            let scene = newGroup.map { new.groups[$0].name } ?? oldGroup.map { old.groups[$0].name } ?? "document"
            let change = IBSemanticDiff.Change(
                kind: kind, scene: scene, oldID: oldID, newID: newID, text: text,
                oldSceneID: oldGroup.flatMap { old.groups[$0].anchor }.map { old.nodes[$0].id },
                newSceneID: newGroup.flatMap { new.groups[$0].anchor }.map { new.nodes[$0].id }, isGeometry: rank == .geometry)
            entries.append(Entry(change: change, rank: rank, position: position))
        }

        // The file's own settings (a file added or removed is not a list of settings added or removed).
        for key in Set(old.settings.keys).union(new.settings.keys).sorted() where old.document != nil && new.document != nil {
            let a = old.settings[key], b = new.settings[key]
            if let a, let b, same(key: key, a, b) { continue }
            let name = key == "initialViewController" ? "initial view controller" : key
            let text = "\(name) \(old.shown(key: key, a)) → \(new.shown(key: key, b))"
                .replacingOccurrences(of: "→ →", with: "→")
            add(.restyled, .identity, (0, 0), nil, nil, text, (-1, 0, 0))
        }

        // Scenes (storyboards) whose controller is on one side only: one change for the whole scene.
        var wholeOldGroups = Set<Int>(), wholeNewGroups = Set<Int>()
        for (g, group) in old.groups.enumerated() where g > 0 && old.document?.kind == .storyboard {
            if let anchor = group.anchor, oldToNew[anchor] == nil {
                wholeOldGroups.insert(g)
                let inside = old.nodes.indices.filter { old.nodes[$0].group == g && $0 != anchor }
                add(.removed, .structure, (g, nil), old.nodes[anchor].id, nil, "scene removed" + contents(inside, old), (Int.max, 0, anchor))
            }
        }
        for (g, group) in new.groups.enumerated() where g > 0 && new.document?.kind == .storyboard {
            if let anchor = group.anchor, newToOld[anchor] == nil {
                wholeNewGroups.insert(g)
                let inside = new.nodes.indices.filter { new.nodes[$0].group == g && $0 != anchor }
                add(.added, .structure, (nil, g), nil, new.nodes[anchor].id, "scene added" + contents(inside, new), (anchor, 0, 0))
            }
        }

        // Added: top-most unmatched nodes of the new side, each with what it holds.
        let added = subtrees(new, whole: wholeNewGroups) { self.newToOld[$0] != nil }
        for (j, inside) in added.sorted(by: { $0.key < $1.key }) {
            let node = new.nodes[j]
            var text = new.name(j) + " added"
            if let parent = node.parent, !ElementDescription.isRelation(node.element) { text += " to " + new.name(parent) }
            add(.added, .structure, (nil, node.group), nil, node.id, text + contents(inside, new), (j, 0, 0))
        }
        // Removed: top-most unmatched nodes of the old side, placed after their nearest matched ancestor.
        let removed = subtrees(old, whole: wholeOldGroups) { self.oldToNew[$0] != nil }
        for (i, inside) in removed.sorted(by: { $0.key < $1.key }) {
            let node = old.nodes[i]
            var text = old.name(i) + " removed"
            if let parent = node.parent, !ElementDescription.isRelation(node.element) { text += " from " + old.name(parent) }
            let anchor = node.parent.flatMap { oldToNew[$0] } ?? groupPosition(node.group)
            add(.removed, .structure, (node.group, nil), node.id, nil, text + contents(inside, old), (anchor, 1, i))
        }
        // Matched pairs.
        for (i, j) in oldToNew.sorted(by: { $0.value < $1.value }) {
            for found in compare(i, j) {
                add(found.kind, found.rank, (old.nodes[i].group, new.nodes[j].group), old.nodes[i].id, new.nodes[j].id, found.text, (j, 0, 0))
            }
        }

        return entries.sorted { a, b in
            if a.change.scene != b.change.scene {
                // The file's own settings first, then scenes by name.
                if a.change.scene == "document" || b.change.scene == "document" { return a.change.scene == "document" }
                return a.change.scene < b.change.scene
            }
            if a.rank != b.rank { return a.rank < b.rank }
            if a.position != b.position { return a.position < b.position }
            if a.change.kind != b.change.kind { return a.change.kind < b.change.kind }
            return a.change.text < b.change.text
        }.map(\.change)
    }

    /// The top-most unmatched nodes of one side (outside the scenes added or removed whole), each with the nodes it
    /// holds and the constraints outside it that only tie it in (to a view that is there on both sides).
    /// Placeholders Interface Builder makes are never an addition or a removal: what they hold is, on its own.
    private func subtrees(_ side: DiffSide, whole: Set<Int>, isMatched: (Int) -> Bool) -> [Int: [Int]] {
        var top: [Int: Int] = [:]
        var result: [Int: [Int]] = [:]
        for (k, node) in side.nodes.enumerated() where !isMatched(k) && !whole.contains(node.group) {
            if let parent = node.parent, let root = top[parent] {
                top[k] = root
                result[root, default: []].append(k)
            } else if Self.scaffoldingRole(node.element) == nil {
                top[k] = k
                result[k] = result[k] ?? []
            }
        }
        for (c, _) in result where side.nodes[c].element.name == "constraint" {
            let items = ["firstItem", "secondItem"].compactMap { side.nodes[c].element.attribute($0) }.compactMap { side.byID[$0] }
            guard let root = items.lazy.compactMap({ top[$0] }).first(where: { $0 != c }),
                  items.allSatisfy({ top[$0] == nil || top[$0] == root }) else { continue }
            result[root, default: []].append(c)
            result[c] = nil
        }
        return result
    }

    /// `: label 'Notifications', switch, action toggle: → SettingsCell, 4 constraints` — what an added or removed
    /// element or scene holds, as a person sees it in Interface Builder: its views and items by name (texts,
    /// controls, classes) in document order, then its connections (selectors, outlets, segues), the first eight in
    /// all, and its constraints counted. Empty when it holds nothing worth naming.
    private func contents(_ indices: [Int], _ side: DiffSide) -> String {
        var views: [(name: String, count: Int)] = [], connections: [(name: String, count: Int)] = []
        var constraints = 0
        for k in indices {
            let element = side.nodes[k].element
            if element.name == "constraint" {
                constraints += 1
            } else if !Self.isImplied(element) {
                let name = side.name(k)
                let isConnection = ElementDescription.isRelation(element)
                var list = isConnection ? connections : views
                if let at = list.firstIndex(where: { $0.name == name }) { list[at].count += 1 } else { list.append((name, 1)) }
                if isConnection { connections = list } else { views = list }
            }
        }
        let named = views + connections, shown = 8
        var parts = named.prefix(shown).map { $0.count == 1 ? $0.name : "\($0.name) ×\($0.count)" }
        let more = named.dropFirst(shown).reduce(0) { $0 + $1.count }
        if more > 0 { parts.append("and \(more) more") }
        if constraints > 0 { parts.append("\(constraints) constraint\(constraints == 1 ? "" : "s")") }
        return parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")
    }

    /// Elements Interface Builder makes with their owner, whose content is what a person sees: a controller's or
    /// cell's plain root view, a collection view's plain layout, layout guides, placeholders.
    static func isImplied(_ element: IBElement) -> Bool {
        if ["viewLayoutGuide", "layoutGuide", "viewControllerLayoutGuide"].contains(element.name) || scaffoldingRole(element) != nil { return true }
        return ["view", "contentView", "collectionViewLayout"].contains(element.key ?? "") && element.customClass == nil && element.userLabel == nil
    }

    /// The new group of an old one, when its anchor (the scene's controller, the xib object) is matched.
    private func newGroup(forOld g: Int) -> Int? {
        if g == 0 { return new.document == nil ? nil : 0 }
        return old.groups[g].anchor.flatMap { oldToNew[$0] }.map { new.nodes[$0].group }
    }

    private func oldGroup(forNew g: Int) -> Int? {
        if g == 0 { return old.document == nil ? nil : 0 }
        return new.groups[g].anchor.flatMap { newToOld[$0] }.map { old.nodes[$0].group }
    }

    private func groupPosition(_ oldGroup: Int) -> Int {
        if let anchor = old.groups[oldGroup].anchor, let j = oldToNew[anchor] { return j }
        return -1
    }

    private func same(key: String, _ a: String, _ b: String) -> Bool {
        if Self.isReference(key) {
            if a == b, old.byID[a] == nil { return true }  // -1, -2, or an id neither side has
            guard let i = old.byID[a], let j = oldToNew[i] else { return false }
            return new.byID[b] == j
        }
        let tolerance = key.hasPrefix("rect[") || key.contains(".rect[") ? 0.5 : 0.0001
        return Churn.sameNumber(a, b, tolerance: tolerance)
    }

    /// The changes of one matched element.
    private func compare(_ i: Int, _ j: Int) -> [(kind: IBSemanticDiff.Kind, rank: Rank, text: String)] {
        let a = old.nodes[i], b = new.nodes[j]
        var out: [(kind: IBSemanticDiff.Kind, rank: Rank, text: String)] = []
        let name = old.name(i)

        // Parent.
        let oldParent = a.parent.flatMap { oldToNew[$0] }
        if oldParent != b.parent, a.parent != nil || b.parent != nil {
            let from = a.parent.map { old.name($0) } ?? "top level"
            let into = b.parent.map { new.name($0) } ?? "top level"
            out.append((.moved, .structure, from == into ? "\(name) moved into another \(into)" : "\(name) moved from \(from) into \(into)"))
        }

        // Settings.
        var changedKeys: [String] = []
        for key in Set(a.properties.keys).union(b.properties.keys).sorted() {
            let x = a.properties[key], y = b.properties[key]
            if let x, let y, same(key: key, x, y) { continue }
            if x == nil, y == nil { continue }
            changedKeys.append(key)
        }
        guard !changedKeys.isEmpty else { return out }

        if ElementDescription.isRelation(a.element) {
            out.append((.restyled, .identity, relationChange(i, j, changedKeys)))
            return out
        }

        // Frames.
        var frameHandled = Set<String>()
        for frameKey in Self.frameKeys {
            let keys = ["x", "y", "width", "height"].map { "\(frameKey).\($0)" }
            guard keys.contains(where: changedKeys.contains) else { continue }
            frameHandled.formUnion(keys)
            let p = keys.map { a.properties[$0].flatMap(Double.init) }, q = keys.map { b.properties[$0].flatMap(Double.init) }
            func text(_ v: Double?) -> String { v.map { Churn.rounded(String($0)) } ?? "?" }
            func far(_ k: Int) -> Bool {
                guard let x = p[k], let y = q[k] else { return p[k] != nil || q[k] != nil }
                return abs(x - y) >= 0.5
            }
            if far(0) || far(1) {
                out.append((.moved, .geometry, "\(name) moved (\(text(p[0])), \(text(p[1]))) → (\(text(q[0])), \(text(q[1])))"))
            }
            if far(2) || far(3) {
                out.append((.resized, .geometry, "\(name) resized \(text(p[2])) × \(text(p[3])) → \(text(q[2])) × \(text(q[3]))"))
            }
        }

        // An element named by the text that changed is named by its kind: `label text 'Hi' → 'Hello'`.
        let textName = a.element.userLabel == nil && ElementNames.visibleText(a.element) != nil ? ElementNames.kindName(a.element) : name
        var identity: [String] = [], styles: [String] = []
        for key in changedKeys where !frameHandled.contains(key) {
            let x = a.properties[key], y = b.properties[key]
            if Self.isText(key) {
                out.append((.textChanged, .text, "\(textName) \(Self.textKey(key)) \(quoted(x)) → \(quoted(y))"))
            } else if Self.identityKeys.contains(key) {
                identity.append("\(Self.displayKey(key)) \(old.shown(key: key, x)) → \(new.shown(key: key, y))")
            } else {
                styles.append("\(Self.displayKey(key)) \(old.shown(key: key, x)) → \(new.shown(key: key, y))")
            }
        }
        if !identity.isEmpty { out.append((.restyled, .identity, "\(name) " + identity.sorted().joined(separator: ", "))) }
        if !styles.isEmpty { out.append((.restyled, .style, "\(name) " + styles.sorted().joined(separator: ", "))) }
        return out
    }

    private func quoted(_ value: String?) -> String {
        guard let value else { return "(unset)" }
        let text = IBOutline.escaped(value)
        return "'" + (text.count > 200 ? String(text.prefix(199)) + "…" : text) + "'"
    }

    /// `constraint label 'Title'.leading = view.leading + 8 → 16` when only the constant changed; otherwise the
    /// old and new descriptions (`outlet titleLabel → label 'A' → outlet titleLabel → label 'B'`).
    private func relationChange(_ i: Int, _ j: Int, _ keys: [String]) -> String {
        let a = old.nodes[i].element, b = new.nodes[j].element
        if a.name == "constraint", keys == ["constant"], let describe = old.describe {
            let constant = b.attribute("constant").map(Churn.rounded) ?? "0"
            return "constraint \(describe.constraint(a)) → \(constant)"
        }
        let before = old.name(i), after = new.name(j)
        if before == after, keys.allSatisfy(Self.isReference) {
            return "\(before): now another element of that name"
        }
        if before == after {
            let details = keys.map { key in
                "\(Self.displayKey(key)) \(old.shown(key: key, old.nodes[i].properties[key])) → \(new.shown(key: key, new.nodes[j].properties[key]))"
            }
            return "\(before): " + details.joined(separator: ", ")
        }
        return "\(before) changed to \(after)"
    }

    /// `title` for `state[normal].title`, `text` for `string[text]`.
    static func textKey(_ key: String) -> String {
        let last = String(key.split(separator: ".").last ?? "")
        if last.hasPrefix("string[") { return String(last.dropFirst(7).dropLast()) }
        return last
    }

    /// `textColor` for `color[textColor]`, `font` for `fontDescription[fontDescription]`, a cell's `cell ` before.
    static func displayKey(_ key: String) -> String {
        let runtime = "userDefinedRuntimeAttributes.userDefinedRuntimeAttribute["
        if key.hasPrefix(runtime) { return "runtime[" + key.dropFirst(runtime.count) }
        if key.hasPrefix("cell.") { return "cell " + displayKey(String(key.dropFirst(5))) }
        if key.hasPrefix("fontDescription[") && !key.contains(".") { return "font" }
        if key.hasPrefix("string[") && !key.contains(".") { return String(key.dropFirst(7).dropLast()) }
        if let open = key.firstIndex(of: "["), !key[..<open].contains("."), let close = key.firstIndex(of: "]") {
            let inner = key[key.index(after: open)..<close]
            return String(inner) + key[key.index(after: close)...]
        }
        return key
    }
}
