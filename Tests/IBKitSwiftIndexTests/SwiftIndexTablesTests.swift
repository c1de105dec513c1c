import Testing
@testable import IBKitSwiftIndex

/// `SwiftIndex` works its answers out once, in tables. These tests ask the same questions of a plain walk over the
/// files (the algorithm the index used before it had tables) and expect the same answers, for every class name
/// and every member, selector and protocol name of an index built to hold the awkward cases.
@Suite struct SwiftIndexTablesTests {
    static let files: [FileIndex] = [
        SwiftIndexer.index(source: """
            class Base: UIViewController, Refreshing { @IBOutlet weak var title: UILabel!; @IBAction func close(_ sender: Any) {} }
            class Middle: Base { var name = ""; @IBInspectable var radius: CGFloat = 0 }
            final class Leaf: Middle, ScreenAlias { @IBOutlet var rows: [UIView]!; @objc func reload() {} }
            class LoopA: LoopB {}
            class LoopB: LoopA { var loop = 0 }
            class SelfLoop: SelfLoop {}
            class Twice: UIView {}
            class ViaAlias: BaseAlias {}
            class ViaAliasLoop: AliasLoopA {}
            class ProtocolFirst: Refreshing {}
            class Outer<T>: UIView { class Inner: Outer.Middle2 {} }
            class Middle2: UITableViewCell, Generic<Int>, Module.Qualified {}
            @objc(OldName) class Renamed: UIButton { var renamedProperty = 0 }
            class FromObjC: LegacyBase {}
            class FromNowhere: SomeFrameworkView { var nowhere = 0 }
            extension Leaf: Composed & Refreshing { var computed: Int { 0 } }
            extension UIView { @IBInspectable var cornerRadius: CGFloat { get { 0 } set {} }; @objc func shake() {} }
            extension UIViewController: Storyboardable {}
            extension NotDeclared: Reusable { var extensionOnly: Int { 0 }; @objc func tapped(_ sender: Any) {} }
            extension Outer.Inner: Nibable {}
            typealias BaseAlias = Middle
            typealias AliasLoopA = AliasLoopB
            typealias AliasLoopB = AliasLoopA
            typealias ScreenAlias = UITableViewDataSource & Storyboardable
            typealias Composed = Refreshing & Nibable
            protocol Refreshing: Reloading {}
            protocol Reloading: Refreshing, UIScrollViewDelegate {}
            """, path: "App.swift"),
        SwiftIndexer.index(source: """
            class Twice: UIControl {}
            class LegacyCell: LegacyBase, Reusable {}
            """, path: "Other.swift"),
        FileIndex(path: "Legacy.h", objcInterfaces: ["LegacyBase", "LegacyOnly"]),
    ]

    /// The generated member lists cover every system class of the table now; UIButton's is left out here so that
    /// the fixture still holds a chain through a system class whose properties are unknown (`Renamed`).
    static let systemMembers = SystemClasses.members.filter { $0.key != "UIButton" }

    let index = SwiftIndex(files: files, systemMembers: systemMembers)
    let reference = WalkingIndex(files: files, systemMembers: systemMembers)

    var classNames: [String] {
        var names = Set<String>()
        for file in Self.files {
            for c in file.classes {
                names.insert(c.name)
                names.insert(c.qualifiedName)
                if let objc = c.objcName { names.insert(objc) }
                names.formUnion([c.superclass].compactMap { $0 } + c.inherited)
            }
            names.formUnion(file.objcInterfaces)
        }
        names.formUnion(["UIView", "UITableViewCell", "NSObject", "Nowhere", "App.Leaf", "Leaf<Int>", " Leaf ", "Outer<T>.Inner", ""])
        return names.sorted()
    }

    var memberNames: [String] {
        var names = Set(["view", "delegate", "dataSource", "layer", "nothing", "cornerRadius", "textLabel", "hidden", "isHidden",
                         "accessibilityElementsHidden", "accessibilityIdentifier"])
        for file in Self.files {
            for c in file.classes { names.formUnion(c.properties + c.inspectables + c.outlets.map(\.name)) }
        }
        return names.sorted()
    }

    var selectors: [String] {
        var names = Set(["copy:", "nothing:", "close", "setTextLabel:", "setHidden:"])
        for file in Self.files {
            for c in file.classes { names.formUnion(c.actions.map(\.selector)) }
        }
        return names.sorted()
    }

    var protocolNames: [String] {
        var names = Set(["UIViewController", "UIView", "NSObject", "Nowhere", "Storyboardable", "Composed", "ScreenAlias"])
        for file in Self.files {
            for c in file.classes { names.formUnion(c.inherited + [c.superclass].compactMap { $0 }) }
            names.formUnion(file.protocols.flatMap { [$0.name] + $0.inherited })
        }
        return names.sorted()
    }

    @Test func chainsAndOriginsMatchTheWalk() {
        for name in classNames {
            let chain = index.superclassChain(of: name), expected = reference.superclassChain(of: name)
            #expect(chain.names == expected.names && chain.complete == expected.complete, "\(name)")
            #expect(index.origin(of: name) == reference.origin(of: name), "\(name)")
            #expect(index.outlets(of: name) == reference.outlets(of: name), "\(name)")
        }
    }

    @Test func membersAndActionsMatchTheWalk() {
        for name in classNames {
            for member in memberNames {
                #expect(index.hasOutlet(member, in: name) == reference.hasOutlet(member, in: name), "\(member) in \(name)")
                #expect(index.hasProperty(member, in: name) == reference.hasProperty(member, in: name), "\(member) in \(name)")
                #expect(index.declaresMember(member, in: name) == reference.declaresMember(member, in: name), "\(member) in \(name)")
            }
            for selector in selectors {
                #expect(index.hasAction(selector, in: name) == reference.hasAction(selector, in: name), "\(selector) in \(name)")
            }
        }
    }

    @Test func conformancesMatchTheWalk() {
        for name in classNames {
            for proto in protocolNames {
                #expect(index.conforms(name, to: proto) == reference.conforms(name, to: proto), "\(name): \(proto)")
            }
        }
    }

    @Test func theFixtureReachesTheAwkwardCases() {
        #expect(reference.superclassChain(of: "LoopA") == (["LoopA", "LoopB"], true))
        #expect(reference.superclassChain(of: "Twice").complete == false)
        #expect(reference.superclassChain(of: "ViaAlias").names == ["ViaAlias", "Middle", "Base", "UIViewController", "UIResponder", "NSObject"])
        #expect(reference.conforms("Leaf", to: "UIScrollViewDelegate"))
        #expect(reference.conforms("Leaf", to: "Nibable"))
        #expect(reference.conforms("NotDeclared", to: "Reusable"))
        #expect(reference.hasOutlet("extensionOnly", in: "NotDeclared") == true)
        #expect(reference.hasProperty("layer", in: "Leaf") == false)
        #expect(reference.hasProperty("title", in: "Leaf") == true)
        #expect(reference.hasProperty("nothing", in: "Middle2") == false)
        #expect(reference.hasProperty("nothing", in: "Renamed") == nil)
        #expect(reference.hasOutlet("nothing", in: "Leaf") == false)
        #expect(reference.declaresMember("radius", in: "Leaf") == true)
    }

    @Test func lastComponentKeepsPlainNamesAndStripsTheRest() {
        for name in classNames + ["a.b", "A<B.C>", "A\r\nB", "e\u{301}.x", "A<", "A>.B"] {
            #expect(SwiftIndex.lastComponent(name) == WalkingIndex.lastComponent(name), "\(name)")
        }
        #expect(SwiftIndex.lastComponent("Leaf") == "Leaf")
        #expect(SwiftIndex.lastComponent("App.Leaf") == "Leaf")
        #expect(SwiftIndex.lastComponent("Outer<T>.Inner<U>") == "Inner")
        #expect(SwiftIndex.lastComponent(" Leaf\t") == "Leaf")
        #expect(SwiftIndex.lastComponent("Leaf>") == "Leaf")
        #expect(SwiftIndex.lastComponent("Ünïcödé") == "Ünïcödé")
        #expect(SwiftIndex.lastComponent("") == "")
    }
}

/// The queries as a walk over the files on every call: superclass by superclass, extension by extension.
struct WalkingIndex {
    let declarations: [String: [ClassDeclaration]]
    let extensions: [String: [ClassDeclaration]]
    let objcInterfaces: Set<String>
    let objcCategories: Set<String>
    let aliases: [String: String]
    let protocols: [String: [String]]
    let system = SystemClasses.table
    let systemMembers: [String: Set<String>]

    init(files: [FileIndex], systemMembers: [String: Set<String>] = SystemClasses.members) {
        self.systemMembers = systemMembers
        var declarations: [String: [ClassDeclaration]] = [:]
        var extensions: [String: [ClassDeclaration]] = [:]
        var objc = Set<String>()
        var categories = Set<String>()
        var aliases: [String: String] = [:]
        var protocols: [String: [String]] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            for c in file.classes {
                if c.isExtension {
                    extensions[c.name, default: []].append(c)
                } else {
                    declarations[c.objcName ?? c.name, default: []].append(c)
                    if let objcName = c.objcName, objcName != c.name { declarations[c.name, default: []].append(c) }
                }
            }
            objc.formUnion(file.objcInterfaces)
            categories.formUnion(file.objcCategories)
            for a in file.typeAliases { aliases[a.name] = a.target }
            for p in file.protocols { protocols[p.name, default: []] += p.inherited }
        }
        self.declarations = declarations
        self.extensions = extensions
        objcInterfaces = objc
        objcCategories = categories
        self.aliases = aliases
        self.protocols = protocols
    }

    func origin(of className: String) -> SwiftIndex.Origin? {
        let name = Self.lastComponent(className)
        if let found = declarations[name], !found.isEmpty { return .swift(found) }
        if objcInterfaces.contains(name) { return .objectiveC }
        if let s = system[name] { return .system(s) }
        if objcCategories.contains(name) { return .objectiveC }
        return nil
    }

    func superclassChain(of className: String) -> (names: [String], complete: Bool) {
        var names: [String] = []
        var current: String? = Self.lastComponent(className)
        var seen = Set<String>()
        while let name = current, seen.insert(name).inserted {
            names.append(name)
            switch origin(of: name) {
            case .swift(let found)?:
                guard found.count == 1 else { return (names, false) }
                current = found[0].superclass.map { resolve(Self.lastComponent($0)) }
                if let name = current, protocols[name] != nil, origin(of: name) == nil { current = nil }
                if current == nil { return (names, true) }
            case .system(let s)?:
                current = s.superclass
                if current == nil { return (names, true) }
            case .objectiveC?, nil:
                return (names, false)
            }
        }
        return (names, true)
    }

    func hasOutlet(_ property: String, in className: String) -> Bool? {
        // Outlets: a system class without generated members answers with the outlets IB offers on it.
        let found = propertyFound(property, in: className)
        return found ?? (superclassChain(of: className).complete ? false : nil)
    }

    /// True when a class of the chain has it, else nil.
    func propertyFound(_ property: String, in className: String) -> Bool? {
        let chain = superclassChain(of: className)
        for name in chain.names {
            if (extensions[name] ?? []).contains(where: { $0.properties.contains(property) }) { return true }
            switch origin(of: name) {
            case .swift(let found)?:
                if found.contains(where: { $0.outlets.contains { $0.name == property } || $0.properties.contains(property) }) { return true }
            case .system(let s)?:
                if s.outlets.contains(property) || systemMembers[name]?.contains(property) == true { return true }
            default:
                break
            }
        }
        return nil
    }

    /// Not found: false only when the chain is complete and every system class of it has generated members.
    func propertyAnswerIfNotFound(_ chain: (names: [String], complete: Bool)) -> Bool? {
        let unlisted = chain.names.contains { if case .system? = origin(of: $0) { systemMembers[$0] == nil } else { false } }
        return chain.complete && !unlisted ? false : nil
    }

    func hasProperty(_ name: String, in className: String) -> Bool? {
        propertyFound(name, in: className) ?? propertyAnswerIfNotFound(superclassChain(of: className))
    }

    func declaresMember(_ name: String, in className: String) -> Bool? {
        let chain = superclassChain(of: className)
        for n in chain.names {
            var members = extensions[n] ?? []
            if case .swift(let found)? = origin(of: n) { members += found }
            if members.contains(where: { $0.properties.contains(name) || $0.inspectables.contains(name) || $0.outlets.contains { $0.name == name } }) {
                return true
            }
            if case .system? = origin(of: n), systemMembers[n]?.contains(name) == true { return true }
        }
        return propertyAnswerIfNotFound(chain)
    }

    func hasAction(_ selector: String, in className: String) -> Bool? {
        let chain = superclassChain(of: className)
        for name in chain.names {
            if (extensions[name] ?? []).contains(where: { $0.actions.contains { $0.selector == selector } }) { return true }
            switch origin(of: name) {
            case .swift(let found)?:
                if found.contains(where: { $0.actions.contains { $0.selector == selector } }) { return true }
            case .system(let s)?:
                if s.actions.contains(selector) { return true }
                if let declared = systemMembers[name],
                   declared.contains(where: { "set" + $0.prefix(1).uppercased() + $0.dropFirst() + ":" == selector }) { return true }
            default:
                break
            }
        }
        return chain.complete ? false : nil
    }

    func conforms(_ className: String, to protocolName: String) -> Bool {
        var pending: [String] = []
        for name in superclassChain(of: className).names {
            var members = extensions[name] ?? []
            if case .swift(let found)? = origin(of: name) { members += found }
            for c in members { pending += [c.superclass].compactMap { $0 } + c.inherited }
        }
        var seen = Set<String>()
        while let next = pending.popLast() {
            if Self.lastComponent(next) == protocolName { return true }
            for part in expandComposition(next) where seen.insert(part).inserted {
                if part == protocolName { return true }
                pending += protocols[part] ?? []
            }
        }
        return false
    }

    func expandComposition(_ name: String) -> [String] {
        var result: [String] = []
        var pending = [name]
        var seen = Set<String>()
        while let next = pending.popLast() {
            let parts = next.split(separator: "&").map { String($0) }
            if parts.count > 1 {
                pending += parts
                continue
            }
            let base = Self.lastComponent(next)
            guard seen.insert(base).inserted else { continue }
            if let target = aliases[base] {
                pending.append(target)
            } else {
                result.append(base)
            }
        }
        return result
    }

    func outlets(of className: String) -> [OutletDeclaration] {
        superclassChain(of: className).names.flatMap { name -> [OutletDeclaration] in
            guard case .swift(let found)? = origin(of: name) else { return [] }
            return found.flatMap(\.outlets)
        }
    }

    func resolve(_ name: String) -> String {
        var current = name
        var seen = Set<String>()
        while let target = aliases[current], seen.insert(current).inserted { current = Self.lastComponent(target) }
        return current
    }

    /// `lastComponent` as it was before its fast path: every name rebuilt character by character.
    static func lastComponent(_ name: String) -> String {
        let base = SwiftIndex.withoutGenericArguments(name)
        guard let dot = base.lastIndex(of: ".") else { return base }
        return String(base[base.index(after: dot)...])
    }
}
