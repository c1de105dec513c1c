/// The project's classes, merged across files: declarations, their extensions, Objective-C interfaces and the
/// committed table of system classes. Answers what the checks ask ("does X have an outlet y, counting its
/// superclasses?") with three-valued results where the chain leaves what is known.
public struct SwiftIndex: Sendable {
    public let files: [FileIndex]
    /// Declarations (not extensions) by runtime name: `@objc(Name)` when given, else the Swift name.
    private let declarations: [String: [ClassDeclaration]]
    /// Extensions by the extended type's last name component.
    private let extensions: [String: [ClassDeclaration]]
    private let objcInterfaces: Set<String>
    private let aliases: [String: String]
    /// Protocol name → what it refines.
    private let protocols: [String: [String]]
    private let system: [String: SystemClass]

    public init(files: [FileIndex], system: [String: SystemClass] = SystemClasses.table) {
        self.files = files.sorted { $0.path < $1.path }
        var declarations: [String: [ClassDeclaration]] = [:]
        var extensions: [String: [ClassDeclaration]] = [:]
        var objc = Set<String>()
        var aliases: [String: String] = [:]
        var protocols: [String: [String]] = [:]
        for file in self.files {
            for c in file.classes {
                if c.isExtension {
                    extensions[c.name, default: []].append(c)
                } else {
                    declarations[c.objcName ?? c.name, default: []].append(c)
                    if c.objcName != nil { declarations[c.name, default: []].append(c) }
                }
            }
            objc.formUnion(file.objcInterfaces)
            for a in file.typeAliases { aliases[a.name] = a.target }
            for p in file.protocols { protocols[p.name, default: []] += p.inherited }
        }
        self.declarations = declarations
        self.extensions = extensions
        self.objcInterfaces = objc
        self.aliases = aliases
        self.protocols = protocols
        self.system = system
    }

    /// Every Swift class declaration (not extension), sorted by position.
    public var allClasses: [ClassDeclaration] {
        files.flatMap { $0.classes.filter { !$0.isExtension } }
    }

    public var references: [StringReference] { files.flatMap(\.references) }
    public var reuseCalls: [ReuseCall] { files.flatMap(\.reuseCalls) }
    public var problems: [SourceProblem] { files.flatMap(\.problems) }

    // MARK: Classes

    public enum Origin: Equatable, Sendable {
        case swift([ClassDeclaration])
        case objectiveC
        case system(SystemClass)
    }

    /// Where a class IB names (`customClass`) is declared, or nil when nowhere known.
    public func origin(of className: String) -> Origin? {
        let name = Self.lastComponent(className)
        if let found = declarations[name], !found.isEmpty { return .swift(found) }
        if objcInterfaces.contains(name) { return .objectiveC }
        if let s = system[name] { return .system(s) }
        return nil
    }

    /// The Swift declaration of a class, when there is exactly one (several: ambiguous, the checks stay quiet).
    public func declaration(of className: String) -> ClassDeclaration? {
        guard case .swift(let found)? = origin(of: className), found.count == 1 else { return nil }
        return found[0]
    }

    /// The class and its superclasses, nearest first, as far as they are known; `complete` is false when the
    /// chain reaches a class no table or source declares (then "not found" cannot be claimed).
    public func superclassChain(of className: String) -> (names: [String], complete: Bool) {
        var names: [String] = []
        var current: String? = Self.lastComponent(className)
        var seen = Set<String>()
        while let name = current, seen.insert(name).inserted {
            names.append(name)
            switch origin(of: name) {
            case .swift(let found)?:
                guard found.count == 1 else { return (names, false) }
                current = found[0].superclass.map { resolve(Self.lastComponent($0)) }
                // `class A: SomeProtocol` names no superclass: a protocol declared in the project (and no class of
                // that name) means the first inherited name was not a class.
                if let name = current, protocols[name] != nil, origin(of: name) == nil { current = nil }
                // A Swift class with no superclass is a root class (or NSObject-less): the chain ends, known.
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

    /// Whether the class or a superclass declares the outlet (Swift `@IBOutlet`, any Swift property, a system
    /// class's outlet, or a property an extension adds — also to a system class, like `extension UIView {
    /// @IBInspectable var cornerRadius … }`); nil when the answer depends on a class nobody declares.
    public func hasOutlet(_ property: String, in className: String) -> Bool? {
        let chain = superclassChain(of: className)
        for name in chain.names {
            if (extensions[name] ?? []).contains(where: { $0.properties.contains(property) }) { return true }
            switch origin(of: name) {
            case .swift(let found)?:
                if found.contains(where: { $0.outlets.contains { $0.name == property } || $0.properties.contains(property) }) { return true }
            case .system(let s)?:
                if s.outlets.contains(property) { return true }
            default:
                break
            }
        }
        return chain.complete ? false : nil
    }

    /// Whether a `userDefinedRuntimeAttributes` key path's first component is a property of the class: found
    /// like `hasOutlet`, but a name not found is only `false` when no system class is in the chain, since the
    /// table lists the outlets of system classes, not their every KVC-settable property (`layer`, `text`, …).
    public func hasProperty(_ name: String, in className: String) -> Bool? {
        if hasOutlet(name, in: className) == true { return true }
        let chain = superclassChain(of: className)
        if chain.names.contains(where: { if case .system? = origin(of: $0) { true } else { false } }) { return nil }
        return chain.complete ? false : nil
    }

    /// Whether the class or a superclass (or an extension of either) has a method with the selector.
    public func hasAction(_ selector: String, in className: String) -> Bool? {
        let chain = superclassChain(of: className)
        for name in chain.names {
            if (extensions[name] ?? []).contains(where: { $0.actions.contains { $0.selector == selector } }) { return true }
            switch origin(of: name) {
            case .swift(let found)?:
                if found.contains(where: { $0.actions.contains { $0.selector == selector } }) { return true }
            case .system(let s)?:
                if s.actions.contains(selector) { return true }
            default:
                break
            }
        }
        return chain.complete ? false : nil
    }

    /// Whether the class conforms to the protocol, directly, through an extension (also of a system superclass),
    /// a typealias (`typealias Screen = UIViewController & Storyboardable`), a superclass, or a protocol that
    /// refines it.
    public func conforms(_ className: String, to protocolName: String) -> Bool {
        var pending: [String] = []
        for name in superclassChain(of: className).names {
            var members = extensions[name] ?? []
            if case .swift(let found)? = origin(of: name) { members += found }
            for c in members { pending += [c.superclass].compactMap { $0 } + c.inherited }
        }
        var seen = Set<String>()
        while let next = pending.popLast() {
            if Self.lastComponent(next) == protocolName { return true }
            // `A & B` compositions (written inline or behind an alias) conform to each part.
            for part in expandComposition(next) where seen.insert(part).inserted {
                if part == protocolName { return true }
                pending += protocols[part] ?? []
            }
        }
        return false
    }

    /// `Alias` → its target's parts; `A & B` → `A`, `B`; each resolved through aliases.
    private func expandComposition(_ name: String) -> [String] {
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

    /// The I/O calls of a class: its declaration's, then its extensions' (by file path), each in source order.
    public func ioCalls(of className: String) -> [IOCall] {
        let declared = declaration(of: className)
        let swiftName = declared?.name ?? Self.lastComponent(className)
        return (declared?.ioCalls ?? []) + (extensions[swiftName] ?? []).flatMap(\.ioCalls)
    }

    /// Every `@IBOutlet` of the class and its Swift superclasses.
    public func outlets(of className: String) -> [OutletDeclaration] {
        superclassChain(of: className).names.flatMap { name -> [OutletDeclaration] in
            guard case .swift(let found)? = origin(of: name) else { return [] }
            return found.flatMap(\.outlets)
        }
    }

    /// A typealias target, followed to its end.
    func resolve(_ name: String) -> String {
        var current = name
        var seen = Set<String>()
        while let target = aliases[current], seen.insert(current).inserted { current = Self.lastComponent(target) }
        return current
    }

    /// `Module.Outer.Inner` → `Inner`; generic arguments dropped.
    static func lastComponent(_ name: String) -> String {
        let base = withoutGenericArguments(name)
        guard let dot = base.lastIndex(of: ".") else { return base }
        return String(base[base.index(after: dot)...])
    }

    /// `Outer<T>.Inner<U>` → `Outer.Inner`, trimmed.
    static func withoutGenericArguments(_ name: String) -> String {
        var result = ""
        var depth = 0
        for character in name {
            switch character {
            case "<": depth += 1
            case ">": depth = max(0, depth - 1)
            case " ", "\t", "\n": continue
            default: if depth == 0 { result.append(character) }
            }
        }
        return result
    }
}

/// A UIKit/AppKit class as far as IB connections need it: superclass, outlets, action selectors.
public struct SystemClass: Codable, Sendable, Hashable {
    public var name: String
    public var superclass: String?
    public var outlets: [String]
    public var actions: [String]

    public init(name: String, superclass: String?, outlets: [String] = [], actions: [String] = []) {
        self.name = name
        self.superclass = superclass
        self.outlets = outlets
        self.actions = actions
    }
}

