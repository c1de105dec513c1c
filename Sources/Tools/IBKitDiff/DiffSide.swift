import IBKitDocument

/// One document as the diff sees it: its elements with an id ("nodes", AppKit cells folded into their controls,
/// churn left out), each with its settings, nearest node ancestor and group (storyboard scene or xib top-level
/// object).
struct DiffSide {
    struct Node {
        let element: IBElement
        let id: String
        /// Index of the nearest ancestor node, if any.
        let parent: Int?
        /// Index into `groups`.
        let group: Int
        /// Empty when the side was read for matching only (`settings(of:)` computes them).
        let properties: [String: String]
    }

    struct Group {
        let name: String
        /// The node that stands for the group (the scene's controller, the xib's top-level object), if any.
        var anchor: Int?
    }

    let document: IBDocument?
    let describe: ElementDescription?
    private(set) var nodes: [Node] = []
    private(set) var groups: [Group] = []
    /// First node with each id (ids repeat only in broken files); an AppKit cell's id stands for its control's node,
    /// so that an outlet to a cell is compared by the control it is part of.
    private(set) var byID: [String: Int] = [:]
    /// Document-level settings: root attributes that mean something.
    private(set) var settings: [String: String] = [:]

    /// Whether every node's settings were read up front; a side read only to match elements (`IBElementMatcher`)
    /// reads them for the few nodes that no id matches.
    let readsProperties: Bool

    init(_ document: IBDocument?, readsProperties: Bool = true) {
        self.document = document
        self.readsProperties = readsProperties
        describe = document.map(ElementDescription.init)
        guard let document else { return }
        for key in ["targetRuntime", "propertyAccessControl", "useAutolayout", "useTraitCollections", "useSafeAreas", "launchScreen",
                    "initialViewController"] {
            if let value = document.root.attribute(key) { settings[key] = value }
        }
        groups.append(Group(name: "document", anchor: nil))
        walk(document.root.children, parent: nil, group: 0)
    }

    private mutating func walk(_ children: IBChildren, parent: Int?, group: Int) {
        for child in children where !Churn.isIgnored(child) {
            var group = group
            if child.name == "scene" {
                group = groups.count
                let controller = child.firstChild(.objects)?.children.first { $0.attribute("sceneMemberID") == "viewController" }
                groups.append(Group(name: controller.map(ElementNames.ownerName) ?? "scene", anchor: nil))
                walk(child.children, parent: parent, group: group)
                continue
            }
            let isXibTopLevel = child.parent?.name == "objects" && child.parent?.parent?.name == "document"
            if isXibTopLevel {
                group = groups.count
                groups.append(Group(name: ElementNames.ownerName(child), anchor: nil))
            }
            guard let id = child.id, !ElementProperties.isFolded(child) else {
                if let id = child.id, let parent, byID[id] == nil { byID[id] = parent }
                walk(child.children, parent: parent, group: group)
                continue
            }
            let index = nodes.count
            nodes.append(Node(element: child, id: id, parent: parent, group: group, properties: readsProperties ? ElementProperties.of(child) : [:]))
            if byID[id] == nil { byID[id] = index }
            if isXibTopLevel || child.attribute("sceneMemberID") == "viewController", groups[group].anchor == nil {
                groups[group].anchor = index
            }
            walk(child.children, parent: index, group: group)
        }
    }

    /// A node's settings, whether or not they were read up front.
    func settings(of node: Int) -> [String: String] {
        readsProperties ? nodes[node].properties : ElementProperties.of(nodes[node].element)
    }

    func name(_ node: Int) -> String { describe?.line(nodes[node].element) ?? "?" }

    /// A setting's value as a sentence shows it.
    func shown(key: String, _ value: String?) -> String {
        guard let value else { return "(unset)" }
        if value.isEmpty { return "''" }
        if let describe { return describe.value(key: key, value, arrow: false) }
        return value
    }

    /// Whether the nodes' ancestors include `ancestor`.
    func isInside(_ node: Int, _ ancestor: Int) -> Bool {
        var p = nodes[node].parent
        while let q = p {
            if q == ancestor { return true }
            p = nodes[q].parent
        }
        return false
    }
}
