import IBKitPlumbing
/// The project's classes, merged across files: declarations, their extensions, Objective-C interfaces and the
/// committed table of system classes. Answers what the checks ask ("does X have an outlet y, counting its
/// superclasses?") with three-valued results where the chain leaves what is known.
///
/// The checks ask per IB element, so every answer about a class is worked out once, when the index is made:
/// its superclass chain and, for each class on it, the outlets, selectors, members and protocol conformances
/// it contributes. A query is then one dictionary lookup and a few set lookups.
public struct SwiftIndex: Sendable {
    public let files: [FileIndex]
    /// Everything derived from `files`, behind one reference: copying an index costs one retain, and tables can
    /// be added without changing this struct's layout (see Package.swift on why layout changes need care).
    let tables: Tables

    /// `systemMembers` are the properties Apple declares on system classes (`SystemClasses.members`, generated from
    /// the SDK headers): a system class of `system` that it does not list leaves property answers unknown.
    public init(files: [FileIndex], system: [String: SystemClass] = SystemClasses.table,
                systemMembers: [String: Set<String>] = SystemClasses.members) {
        self.files = files.sorted { $0.path < $1.path }
        tables = Tables(files: self.files, system: system, systemMembers: systemMembers)
    }

    /// Every Swift class declaration (not extension), sorted by position.
    public var allClasses: [ClassDeclaration] {
        files.flatMap { $0.classes.filter { !$0.isExtension } }
    }

    /// The names code passes to loading APIs: the literals, then the arguments resolved through constants, enum
    /// raw values and type names (`via` says how), by file. An argument that cannot be resolved is left out.
    public var references: [StringReference] { tables.references }
    /// The same from Objective-C files (`ObjCLoadScanner`): for checks; a tool that rewrites Swift leaves them to
    /// its census.
    public var objectiveCReferences: [StringReference] { tables.objectiveCReferences }
    /// Cell registrations and by-type dequeues, identifiers resolved through constants where certain.
    public var reuseCalls: [ReuseCall] { tables.reuseCalls }
    /// Loading-API arguments whose value the index cannot tell (`model.cellID`, a constant with two values): a load
    /// of that kind exists whose name is unknown. A tool that changes names must then leave that kind alone; a check
    /// must not conclude from a name's absence.
    public var unresolvedReferences: [PendingReference] { tables.unresolvedReferences }
    public var problems: [SourceProblem] { files.flatMap(\.problems) }

    /// Whether any source file mentions the name (see `Mentions`: any identifier occurrence but its `var`/`let`
    /// declaration counts); nil when that cannot be told (a file was not read, or the name starts with a capital).
    public func isMentioned(_ name: String) -> Bool? {
        var unknown = false
        for file in files {
            switch file.mentions(name) {
            case true?: return true
            case nil: unknown = true
            case false?: break
            }
        }
        return unknown ? nil : false
    }

    /// The value of a string expression, resolved against every file's constants as `references` are; nil
    /// when it is not certain. `ProfileCell.reuseIdentifier` is `.member(base: "ProfileCell", name: "reuseIdentifier")`.
    public func value(of expression: StringExpression) -> String? {
        tables.resolver.resolve(expression, selfType: nil)
    }

    // MARK: Classes

    public enum Origin: Equatable, Sendable {
        case swift([ClassDeclaration])
        case objectiveC
        case system(SystemClass)
    }

    /// Where a class IB names (`customClass`) is declared, or nil when nowhere known.
    public func origin(of className: String) -> Origin? {
        tables.classes[Self.lastComponent(className)]?.origin
    }

    /// The Swift declaration of a class, when there is exactly one (several: ambiguous, the checks stay quiet).
    /// The Objective-C files (headers and implementations) that declare a class of that name with `@interface` or
    /// `@implementation`, sorted: a Swift class of the same name elsewhere does not make them go away.
    public func objectiveCFiles(declaring className: String) -> [String] {
        files.filter { $0.objcInterfaces.contains(className) }.map(\.path)
    }

    public func declaration(of className: String) -> ClassDeclaration? {
        guard case .swift(let found)? = origin(of: className), found.count == 1 else { return nil }
        return found[0]
    }

    /// The class and its superclasses, nearest first, as far as they are known; `complete` is false when the
    /// chain reaches a class no table or source declares (then "not found" cannot be claimed).
    public func superclassChain(of className: String) -> (names: [String], complete: Bool) {
        let name = Self.lastComponent(className)
        guard let known = tables.classes[name] else { return ([name], false) }
        return (known.chain, known.complete)
    }

    /// Whether the class or a superclass declares the outlet (Swift `@IBOutlet`, any Swift property, a system
    /// class's outlet or any property Apple's headers declare on it, or a property an extension adds — also to a
    /// system class, like `extension UIView { @IBInspectable var cornerRadius … }`); nil when the answer depends on
    /// a class nobody declares. A system class the generated member list does not have yet answers with the
    /// outlets Interface Builder offers on it (`SystemClasses`), as `missing-outlet` did before the list: what it
    /// loses in certainty there it keeps in catching renamed outlets on subclasses of every system class.
    public func hasOutlet(_ property: String, in className: String) -> Bool? {
        guard let known = tables.classes[Self.lastComponent(className)] else { return nil }
        return known.answer { $0.outletsAndProperties.contains(property) }
    }

    /// Whether a `userDefinedRuntimeAttributes` key path's first component is a property of the class: found
    /// like `hasOutlet`, but a name not found is `false` only when every system class of the chain has its
    /// properties from Apple's headers (`SystemClasses.members`): runtime attributes set any KVC property
    /// (`layer`, `text`, …), not only outlets.
    public func hasProperty(_ name: String, in className: String) -> Bool? {
        guard let known = tables.classes[Self.lastComponent(className)] else { return nil }
        return known.propertyAnswer { $0.outletsAndProperties.contains(name) }
    }

    /// Whether the class or a superclass, or an extension of either (system classes included), declares a
    /// property, `@IBInspectable` or outlet with the name in Swift, or Apple's headers declare it on a system class
    /// of the chain; nil when the chain leaves what is known (a system class whose members are not listed too).
    public func declaresMember(_ name: String, in className: String) -> Bool? {
        guard let known = tables.classes[Self.lastComponent(className)] else { return nil }
        return known.propertyAnswer { $0.members.contains(name) }
    }

    /// Whether the class or a superclass (or an extension of either) has a method with the selector.
    public func hasAction(_ selector: String, in className: String) -> Bool? {
        guard let known = tables.classes[Self.lastComponent(className)] else { return nil }
        return known.answer { $0.selectors.contains(selector) }
    }

    /// Whether the class conforms to the protocol, directly, through an extension (also of a system superclass),
    /// a typealias (`typealias Screen = UIViewController & Storyboardable`), a superclass, or a protocol that
    /// refines it.
    public func conforms(_ className: String, to protocolName: String) -> Bool {
        guard let known = tables.classes[Self.lastComponent(className)] else { return false }
        return known.links.contains { $0.conformances.contains(protocolName) }
    }

    /// The I/O calls of a class: its declaration's, then its extensions' (by file path), each in source order.
    public func ioCalls(of className: String) -> [IOCall] {
        let declared = declaration(of: className)
        let swiftName = declared?.name ?? Self.lastComponent(className)
        return (declared?.ioCalls ?? []) + (tables.extensions[swiftName] ?? []).flatMap(\.ioCalls)
    }

    /// A literal `static var storyboardName`/`nibName`/`reuseIdentifier`… override: the declaration's, else one an
    /// extension of the class declares (`ibkit gen` writes them there, and so do many projects).
    public func overriddenName(_ key: String, of className: String) -> String? {
        let declared = declaration(of: className)
        if let value = declared?.overriddenNames[key] { return value }
        let swiftName = declared?.name ?? Self.lastComponent(className)
        return (tables.extensions[swiftName] ?? []).lazy.compactMap { $0.overriddenNames[key] }.first
    }

    /// A member a class sees: one the class, a superclass or an extension of either declares (`owner` is that
    /// class), or a requirement of a protocol the class conforms to or a member of an extension of that protocol
    /// (`owner` is the protocol; `where` clauses are not evaluated, so the member may apply to fewer classes).
    public struct VisibleMember: Sendable, Hashable {
        public var owner: String
        public var ownerIsProtocol: Bool
        public var member: MemberDeclaration
    }

    /// The members the class sees, as far as the indexed sources tell: the class and its superclasses (nearest
    /// first, each declaration then its extensions in file order), then its protocols by name, each through the
    /// protocols that refine it. System classes contribute the members the app's extensions give them.
    public func visibleMembers(of className: String) -> [VisibleMember] {
        let name = Self.lastComponent(className)
        let chain = superclassChain(of: name).names
        var result: [VisibleMember] = []
        for owner in chain {
            if case .swift(let found)? = origin(of: owner) {
                for declaration in found { result += declaration.members.map { VisibleMember(owner: owner, ownerIsProtocol: false, member: $0) } }
            }
            for declaration in tables.extensions[owner] ?? [] {
                result += declaration.members.map { VisibleMember(owner: owner, ownerIsProtocol: false, member: $0) }
            }
        }
        guard let known = tables.classes[name] else { return result }
        let chainNames = Set(chain)
        let protocols = Set(known.links.flatMap(\.conformances)).subtracting(chainNames).sorted()
        for owner in protocols {
            for declaration in tables.protocols[owner] ?? [] {
                result += declaration.members.map { VisibleMember(owner: owner, ownerIsProtocol: true, member: $0) }
            }
            for declaration in tables.extensions[owner] ?? [] {
                result += declaration.members.map { VisibleMember(owner: owner, ownerIsProtocol: true, member: $0) }
            }
        }
        return result
    }

    /// Whether the class inherits from `ancestor` or conforms to it (as `conforms(_:to:)` tells).
    public func isSubtype(_ className: String, of ancestor: String) -> Bool {
        let ancestor = Self.lastComponent(ancestor)
        return superclassChain(of: className).names.contains(ancestor) || conforms(className, to: ancestor)
    }

    /// The class (or extended class) whose declaration holds the position, innermost; nil at file level or in a
    /// type the index does not record (a struct, an enum).
    public func enclosingClass(of position: SourcePosition) -> String? {
        var low = 0, high = files.count
        while low < high {
            let mid = (low + high) / 2
            if files[mid].path < position.path { low = mid + 1 } else { high = mid }
        }
        guard low < files.count, files[low].path == position.path else { return nil }
        var found: ClassDeclaration?
        for c in files[low].classes where c.position.line <= position.line && position.line < c.position.line + c.lineCount {
            if found.map({ c.position.line >= $0.position.line }) ?? true { found = c }
        }
        return found.map { tables.classes[$0.name] == nil ? $0.name : Self.lastComponent($0.name) }
    }

    /// Every `@IBOutlet` of the class and its Swift superclasses.
    public func outlets(of className: String) -> [OutletDeclaration] {
        guard let known = tables.classes[Self.lastComponent(className)] else { return [] }
        return known.links.flatMap(\.outlets)
    }

    /// `Module.Outer.Inner` → `Inner`; generic arguments dropped.
    static func lastComponent(_ name: String) -> String {
        // Names IB and inheritance clauses hold are nearly always plain identifiers: returned as they are, with no
        // new string. Only the bytes that `withoutGenericArguments` or the dot split act on need the slow path.
        guard name.utf8.contains(where: { $0 == 0x2E || $0 == 0x3C || $0 == 0x3E || $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }) else {
            return name
        }
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

// MARK: Tables

extension SwiftIndex {
    /// What one name contributes to the classes whose chain contains it: its Swift declarations (when it is a
    /// Swift class), its extensions, or its system-table entry.
    final class Contribution: Sendable {
        /// Outlets and properties of Swift declarations, properties of extensions, outlets of a system class.
        let outletsAndProperties: Set<String>
        /// Action selectors of Swift declarations, extensions and a system class.
        let selectors: Set<String>
        /// Properties, `@IBInspectable`s and outlets of Swift declarations and extensions (no system entry).
        let members: Set<String>
        /// Every name the inheritance clauses of the declarations and extensions lead to: the names written,
        /// the parts of `A & B` compositions and typealiases, and the protocols those refine.
        let conformances: Set<String>
        /// `@IBOutlet`s of Swift declarations, in declaration order.
        let outlets: [OutletDeclaration]

        init(outletsAndProperties: Set<String>, selectors: Set<String>, members: Set<String>, conformances: Set<String>,
             outlets: [OutletDeclaration]) {
            self.outletsAndProperties = outletsAndProperties
            self.selectors = selectors
            self.members = members
            self.conformances = conformances
            self.outlets = outlets
        }
    }

    /// Everything known about one class name.
    struct KnownClass: Sendable {
        var origin: Origin?
        /// The class and its superclasses, nearest first, as far as they are known.
        var chain: [String]
        var complete: Bool
        /// The contributions of the chain's names, in chain order (names that contribute nothing are left out).
        var links: [Contribution]
        var reachesSystemClass: Bool
        /// A system class of the chain has no entry in `SystemClasses.members`: its properties are not known.
        var reachesUnlistedSystemClass: Bool

        /// True when a link satisfies `found`; otherwise false when the chain is complete, else unknown.
        func answer(_ found: (Contribution) -> Bool) -> Bool? {
            if links.contains(where: found) { return true }
            return complete ? false : nil
        }

        /// `answer` for properties: unknown also where a system class of the chain has no generated member list.
        func propertyAnswer(_ found: (Contribution) -> Bool) -> Bool? {
            if links.contains(where: found) { return true }
            return complete && !reachesUnlistedSystemClass ? false : nil
        }
    }

    final class Tables: Sendable {
        /// Every name that is declared (Swift, with `@objc(Name)` under both names), extended, in an Objective-C
        /// header or in the system table.
        let classes: [String: KnownClass]
        /// Extensions by the extended type's last name component.
        let extensions: [String: [ClassDeclaration]]
        /// Protocol declarations by name.
        let protocols: [String: [ProtocolDeclaration]]
        /// Struct and enum declarations by name.
        let valueTypes: [String: [ClassDeclaration]]
        /// Every Swift file's references, and its pending references resolved (see `StringResolver`).
        let references: [StringReference]
        /// The same for Objective-C files.
        let objectiveCReferences: [StringReference]
        /// Every file's reuse calls, `identifierExpression` resolved into `identifier` where it can be.
        let reuseCalls: [ReuseCall]
        /// The pending references no constant resolves, by file.
        let unresolvedReferences: [PendingReference]
        let resolver: StringResolver

        init(files: [FileIndex], system: [String: SystemClass], systemMembers: [String: Set<String>]) {
            valueTypes = Dictionary(grouping: files.flatMap(\.valueTypes), by: \.name)
            /// Declarations (not extensions) by runtime name: `@objc(Name)` when given, else the Swift name.
            var declarations: [String: [ClassDeclaration]] = [:]
            /// Extensions by the extended type's last name component.
            var extensions: [String: [ClassDeclaration]] = [:]
            var objcInterfaces = Set<String>()
            var objcCategories = Set<String>()
            var aliases: [String: String] = [:]
            /// Protocol name → what it refines.
            var protocols: [String: [String]] = [:]
            var protocolDeclarations: [String: [ProtocolDeclaration]] = [:]
            for file in files {
                for c in file.classes {
                    if c.isExtension {
                        extensions[c.name, default: []].append(c)
                    } else {
                        declarations[c.objcName ?? c.name, default: []].append(c)
                        // `@objc(Name) class Name` is one class under one name, not two declarations.
                        if let objcName = c.objcName, objcName != c.name { declarations[c.name, default: []].append(c) }
                    }
                }
                objcInterfaces.formUnion(file.objcInterfaces)
                objcCategories.formUnion(file.objcCategories)
                for a in file.typeAliases { aliases[a.name] = a.target }
                for p in file.protocols {
                    protocols[p.name, default: []] += p.inherited
                    protocolDeclarations[p.name, default: []].append(p)
                }
            }

            func origin(_ className: String) -> Origin? {
                let name = SwiftIndex.lastComponent(className)
                if let found = declarations[name], !found.isEmpty { return .swift(found) }
                if objcInterfaces.contains(name) { return .objectiveC }
                if let s = system[name] { return .system(s) }
                // Only a category of it is in the sources: it exists, its superclass is not known.
                if objcCategories.contains(name) { return .objectiveC }
                return nil
            }

            /// A typealias target, followed to its end.
            func resolve(_ name: String) -> String {
                var current = name
                var seen = Set<String>()
                while let target = aliases[current], seen.insert(current).inserted { current = SwiftIndex.lastComponent(target) }
                return current
            }

            // `extension DeveloperOnly {…}` with `typealias DeveloperOnly = PlaceBidViewController` adds to the class.
            for name in Array(extensions.keys) where aliases[name] != nil {
                let target = resolve(name)
                if target != name, let added = extensions.removeValue(forKey: name) { extensions[target, default: []] += added }
            }

            func chain(_ start: String) -> (names: [String], complete: Bool) {
                var names: [String] = []
                var current: String? = start
                var seen = Set<String>()
                while let name = current, seen.insert(name).inserted {
                    names.append(name)
                    switch origin(name) {
                    case .swift(let found)?:
                        guard found.count == 1 else { return (names, false) }
                        current = found[0].superclass.map { resolve(SwiftIndex.lastComponent($0)) }
                        // `class A: SomeProtocol` names no superclass: a protocol declared in the project (and no class
                        // of that name) means the first inherited name was not a class.
                        if let name = current, protocols[name] != nil, origin(name) == nil { current = nil }
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

            /// `Alias` → its target's parts; `A & B` → `A`, `B`; each resolved through aliases.
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
                    let base = SwiftIndex.lastComponent(next)
                    guard seen.insert(base).inserted else { continue }
                    if let target = aliases[base] {
                        pending.append(target)
                    } else {
                        result.append(base)
                    }
                }
                return result
            }

            // What one inherited name leads to; many classes write the same few names, so each is expanded once.
            var leadsTo: [String: Set<String>] = [:]
            func conformances(of inherited: String) -> Set<String> {
                if let known = leadsTo[inherited] { return known }
                var result = Set<String>()
                var pending = [inherited]
                var seen = Set<String>()
                while let next = pending.popLast() {
                    result.insert(SwiftIndex.lastComponent(next))
                    // `A & B` compositions (written inline or behind an alias) conform to each part.
                    for part in expandComposition(next) where seen.insert(part).inserted {
                        result.insert(part)
                        pending += protocols[part] ?? []
                    }
                }
                leadsTo[inherited] = result
                return result
            }

            var names = Set(declarations.keys)
            names.formUnion(extensions.keys)
            names.formUnion(objcInterfaces)
            names.formUnion(objcCategories)
            names.formUnion(system.keys)

            var origins: [String: Origin] = [:]
            var contributions: [String: Contribution] = [:]
            for name in names {
                let known = origin(name)
                if let known { origins[name] = known }
                let extended = extensions[name] ?? []
                var declared: [ClassDeclaration] = []
                if case .swift(let found)? = known { declared = found }
                var systemClass: SystemClass?
                if case .system(let s)? = known { systemClass = s }
                guard !extended.isEmpty || !declared.isEmpty || systemClass != nil else { continue }

                var outletsAndProperties = Set<String>()
                var selectors = Set<String>()
                var members = Set<String>()
                var conforming = Set<String>()
                for c in extended + declared {
                    if !c.isExtension { outletsAndProperties.formUnion(c.outlets.lazy.map(\.name)) }
                    outletsAndProperties.formUnion(c.properties)
                    selectors.formUnion(c.actions.lazy.map(\.selector))
                    members.formUnion(c.properties)
                    members.formUnion(c.inspectables)
                    members.formUnion(c.outlets.lazy.map(\.name))
                    if let superclass = c.superclass { conforming.formUnion(conformances(of: superclass)) }
                    for inherited in c.inherited { conforming.formUnion(conformances(of: inherited)) }
                }
                if let systemClass {
                    outletsAndProperties.formUnion(systemClass.outlets)
                    selectors.formUnion(systemClass.actions)
                    if let declared = systemMembers[name] {
                        // What Apple's headers declare: key-value coding sets them (a readonly one through its
                        // instance variable), and each answers `set<Name>:` for key-value coding's search.
                        outletsAndProperties.formUnion(declared)
                        members.formUnion(declared)
                        selectors.formUnion(declared.lazy.map { "set" + $0.prefix(1).uppercased() + $0.dropFirst() + ":" })
                    }
                }
                contributions[name] = Contribution(
                    outletsAndProperties: outletsAndProperties, selectors: selectors, members: members,
                    conformances: conforming, outlets: declared.flatMap(\.outlets))
            }

            var classes: [String: KnownClass] = [:]
            classes.reserveCapacity(names.count)
            for name in names {
                let (chainNames, complete) = chain(name)
                classes[name] = KnownClass(
                    origin: origins[name], chain: chainNames, complete: complete,
                    links: chainNames.compactMap { contributions[$0] },
                    reachesSystemClass: chainNames.contains { if case .system? = origin($0) { true } else { false } },
                    reachesUnlistedSystemClass: chainNames.contains {
                        if case .system? = origin($0) { systemMembers[$0] == nil } else { false }
                    })
            }
            self.classes = classes
            self.extensions = extensions
            self.protocols = protocolDeclarations
            var references: [StringReference] = []
            var reuseCalls: [ReuseCall] = []
            let resolver = StringResolver(files: files, classes: classes, origins: origins)
            // Calls of the app's loading helpers, made concrete at each call.
            let expansion = HelperExpansion(files: files) { type, constraint in
                guard let known = classes[SwiftIndex.lastComponent(type)] else { return false }
                return known.chain.contains(constraint) || known.links.contains { $0.conformances.contains(constraint) }
            }
            func add(_ calls: [ReuseCall]) {
                for var call in calls {
                    if call.identifier == nil, let expression = call.identifierExpression {
                        call.identifier = resolver.resolve(expression, selfType: nil)
                    }
                    if call.nibName == nil, let expression = call.nibExpression {
                        call.nibName = resolver.resolve(expression, selfType: nil)
                    }
                    reuseCalls.append(call)
                }
            }
            var unresolvedReferences: [PendingReference] = []
            func add(_ pendings: [PendingReference]) {
                for pending in pendings {
                    // `x.y.instantiate()` that is no scene, or the Storyboard ID of an initial scene: no load of that kind.
                    if case .scene(_, let name, let identifier) = pending.expression,
                       !resolver.declares(SwiftIndexVisitor.sceneConstantName(name, identifier: identifier)) { continue }
                    guard let value = resolver.resolve(pending.expression, selfType: nil) else {
                        // A comparison loads nothing: one with a value the index cannot read says nothing.
                        if pending.form == .comparison { continue }
                        unresolvedReferences.append(pending)
                        continue
                    }
                    references.append(StringReference(kind: pending.kind, value: value, position: pending.position,
                                                      framework: pending.framework, via: pending.expression.written,
                                                      isRegistration: pending.isRegistration, form: pending.form))
                }
            }
            for file in files {
                references += file.references
                add(file.reuseCalls.filter { call in
                    !(call.kind == .registerType || call.kind == .dequeueType) || !expansion.expandedCalls.contains(call.position)
                })
                add(file.pendingReferences)
            }
            add(expansion.reuseCalls)
            add(expansion.references)
            let isObjectiveC = { (r: StringReference) in ObjCHeaderScanner.handles(path: r.position.path) }
            self.references = references.filter { !isObjectiveC($0) }
            objectiveCReferences = references.filter(isObjectiveC)
            self.reuseCalls = reuseCalls
            self.unresolvedReferences = unresolvedReferences
            self.resolver = resolver
        }
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


/// Evaluates `StringExpression`s against every file's constants, only where the value is certain: a name with two
/// candidate values, a type whose superclass chain leaves what is known (for members it may inherit), or anything
/// else not followed gives nil.
struct StringResolver: Sendable {
    /// Constants by member name.
    private var constants: [String: [StringConstant]] = [:]
    private let classes: [String: SwiftIndex.KnownClass]
    private let origins: [String: SwiftIndex.Origin]

    /// Static property names each type (by last name) or its extensions declare, read or not: a class that
    /// declares one the index cannot read hides what a superclass or protocol extension says.
    private var staticProperties: [String: Set<String>] = [:]
    /// Classes (by last name) some known class inherits from: `type(of: self)` there may be another class.
    private let inherited: Set<String>

    init(files: [FileIndex], classes: [String: SwiftIndex.KnownClass], origins: [String: SwiftIndex.Origin]) {
        // A stored `static var` is a constant only while no Swift file assigns to its name (a file not read may).
        var assigned: Set<UInt32>? = []
        for file in files where !ObjCHeaderScanner.handles(path: file.path) {
            guard let names = file.assignedNames else { assigned = nil; break }
            assigned?.formUnion(names)
        }
        for file in files {
            for c in file.constants where !c.isStored || assigned.map({ !$0.contains(Mentions.hash(c.name)) }) == true {
                constants[c.name, default: []].append(c)
            }
            for c in file.classes {
                for m in c.members where m.isStatic && m.kind == .property { staticProperties[c.name, default: []].insert(m.name) }
            }
        }
        self.classes = classes
        self.origins = origins
        self.inherited = Set(classes.values.flatMap { $0.chain.dropFirst() })
    }

    /// `Constants.Storyboard` names an owner declared as `Storyboard` inside `Constants`, as `App.Constants.Storyboard`
    /// or as itself; `String`'s aliases (`NSStoryboard.Name`) are `String`.
    private static func matches(owner: String, base: String) -> Bool {
        let owner = SwiftIndexVisitor.stringAliases.contains(owner) ? "String" : owner
        return owner == base || owner.hasSuffix("." + base) || base.hasSuffix("." + owner)
    }

    /// Whether some file declares a constant of that name.
    func declares(_ name: String) -> Bool { constants[name] != nil }

    func resolve(_ expression: StringExpression, selfType: String?, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch expression {
        case .literal(let value):
            return value
        case .typeName(let type):
            return type
        case .selfTypeName:
            return selfType.map(SwiftIndex.lastComponent)
        case .instanceType(let type, let read):
            let name = SwiftIndex.lastComponent(type)
            // A class of the app (not a protocol, whose extension's `self` is any conforming type) that no class inherits from.
            guard case .swift? = classes[name]?.origin, !inherited.contains(name) else { return nil }
            return resolve(read, selfType: type, depth: depth + 1)
        case .runtimeName(let type):
            // `@objc(Name)` classes and Objective-C classes keep their name; a Swift class's is `Module.Type`.
            switch origins[SwiftIndex.lastComponent(type)] {
            case .swift(let found)?: return found.count == 1 ? found[0].objcName : nil
            case .objectiveC?: return SwiftIndex.lastComponent(type)
            default: return nil
            }
        case .concatenation(let parts):
            var result = ""
            for part in parts {
                guard let value = resolve(part, selfType: selfType, depth: depth + 1) else { return nil }
                result += value
            }
            return result
        case .rawValue(let base, let name):
            return agreed((constants[name] ?? []).filter { $0.isEnumCase && Self.matches(owner: $0.owner, base: base) },
                          selfType: nil, depth: depth)
        case .member(let base, let name):
            // `Self`: a static member read bare in a static property is the one of the type the property is read on.
            guard let base = base == StringExpression.dynamicSelf ? selfType : base else { return nil }
            return member(base: base, name: name, nib: false, depth: depth)
        case .nibName(let base, let name):
            return member(base: base, name: name, nib: true, depth: depth)
        case .scene(let base, let name, let identifier):
            return member(base: base, name: SwiftIndexVisitor.sceneConstantName(name, identifier: identifier), nib: false, depth: depth)
        case .argument:
            // A helper's template: `HelperExpansion` makes it concrete first.
            return nil
        case .opaque:
            return nil
        }
    }

    /// A static member of `base` (its own, a superclass's, or a protocol extension's), a string or, for `nib`, the
    /// name of the nib a `UINib` property loads.
    private func member(base: String, name: String, nib: Bool, depth: Int) -> String? {
        let candidates = (constants[name] ?? []).filter { !$0.isEnumCase && $0.isNib == nib }
        guard !candidates.isEmpty else { return nil }
        // The type's own (or its extensions'): `String(describing: self)` there is read on the type.
        let own = candidates.filter { Self.matches(owner: $0.owner, base: base) }
        let typeName = SwiftIndex.lastComponent(base)
        // An owner named exactly as written hides the shorter names it ends with: `HomeViewController.Constants` (the
        // index qualifies `Constants` written in that class's body) is not the top-level `Constants`. Longer ones
        // stay candidates: written `Constants` in an extension, a nested type declared elsewhere may be meant.
        let named = own.contains { $0.owner == base } ? own.filter { $0.owner.count >= base.count } : own
        if !named.isEmpty { return agreed(named, selfType: base, depth: depth) }
        guard staticProperties[typeName]?.contains(name) != true else { return nil }
        // Inherited from a superclass or from an extension of a protocol the class conforms to: only when the
        // whole chain is known (a class the sources do not show may declare its own).
        guard let known = classes[typeName], known.complete else { return nil }
        for ancestor in known.chain.dropFirst() {
            let inherited = candidates.filter { SwiftIndex.lastComponent($0.owner) == ancestor }
            if !inherited.isEmpty { return agreed(inherited, selfType: base, depth: depth) }
            guard staticProperties[ancestor]?.contains(name) != true else { return nil }
        }
        let conformances = Set(known.links.flatMap(\.conformances))
        let fromProtocols = candidates.filter { conformances.contains(SwiftIndex.lastComponent($0.owner)) }
        return agreed(fromProtocols, selfType: base, depth: depth)
    }

    /// The one value all candidates resolve to, or nil (none, one unresolvable, or two values).
    private func agreed(_ candidates: [StringConstant], selfType: String?, depth: Int) -> String? {
        var value: String?
        for c in candidates {
            guard let v = resolve(c.value, selfType: selfType, depth: depth + 1), value == nil || value == v else { return nil }
            value = v
        }
        return value
    }
}
