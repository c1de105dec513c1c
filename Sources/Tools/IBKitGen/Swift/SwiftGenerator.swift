import IBKitDiagnostics
import IBKitDocument
import IBKitPlumbing
import IBKitProject
import IBKitSwiftIndex

/// The built-in template (`--template ibkit`): Swift, written directly rather than through Stencil, so it is
/// fast, formatted and identical from run to run.
///
/// The file has typed references for what the convention cannot name — every storyboard's initial and
/// identified scenes, segue identifiers, xibs, reuse identifiers — and the conformances that make the runtime
/// library's conventions true where the IB files deviate from them (a scene not yet in its own storyboard). See
/// docs/gen.md, "Generated code".
public struct SwiftGenerator: Sendable {
    public static let templateName = "ibkit"

    public enum Access: String, Sendable, CaseIterable, Codable {
        case `internal`
        case `public`
    }

    public struct Options: Sendable, Equatable {
        /// The module the file is compiled into: classes of other modules are referenced (`Kit.Cell`), never
        /// extended. Nil: classes with an explicit `customModule` (not "Inherit Module From Target") count as
        /// other modules.
        public var module: String?
        public var access: Access
        /// A Swift expression for the bundle the IB files are compiled into (`Bundle.main`); nil: the module's
        /// own (`Bundle.module` in a Swift package, else the bundle of a class of the file).
        public var bundle: String?

        public init(module: String? = nil, access: Access = .internal, bundle: String? = nil) {
            self.module = module
            self.access = access
            self.bundle = bundle
        }
    }

    public struct Output: Sendable {
        /// The Swift file.
        public var source: String
        /// What was left out and why (conflicts, name collisions, unknown classes), by file and position.
        public var diagnostics: [Diagnostic]
        public var conformances: [GenConformance]
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// - Parameters:
    ///   - index: the Swift sources of the module; conformances are generated only for classes declared there,
    ///     and never for what they already declare. Nil or empty: references only.
    ///   - modules: which module each source file is compiled into, when known: a class declared in another
    ///     module than IB names is one UIKit will not find, and is referenced as its system class.
    public func generate(_ catalog: GenCatalog, index: SwiftIndex?, modules: ModuleMap = ModuleMap()) -> Output {
        var run = Run(catalog: catalog, options: options, sources: SourceKnowledge(index: index, modules: modules))
        return run.generate()
    }
}

/// One generation: collects diagnostics and imports while it writes.
private struct Run {
    let catalog: GenCatalog
    let options: Options
    let sources: SourceKnowledge
    var diagnostics: [Diagnostic] = []
    /// Modules to import, in the order first met (a handful: a list).
    var imports: [String] = []
    var usesBundle = false
    let platforms: [String: IBPlatform]

    typealias Options = SwiftGenerator.Options

    init(catalog: GenCatalog, options: Options, sources: SourceKnowledge) {
        self.catalog = catalog
        self.options = options
        self.sources = sources
        platforms = GenerationScope.platforms(of: catalog)
    }

    var access: String { options.access.rawValue }

    mutating func generate() -> SwiftGenerator.Output {
        reportUnsupportedPlatforms()
        let storyboards = uniqueByName(catalog.storyboards.filter(GenerationScope.isGenerated), kind: "storyboard")
        let xibs = uniqueByName(catalog.xibs.filter(GenerationScope.isGenerated), kind: "xib")
        var planner = ConformancePlanner(catalog: catalog, sources: sources, module: options.module)
        let plan = planner.plan()
        diagnostics += plan.diagnostics

        // Sections first: they collect the imports the header lists. Each starts with a blank line.
        let body = SourceWriter(capacity: 64 * 1024)
        let typeNames = storyboards.map { SwiftNames.typeName($0.name) }
        let segues = SegueSection(storyboards: storyboards, typeNames: typeNames, access: access)
        if storyboards.count >= 64 {
            _ = Parallel.beside({ segues.run() }, { scenes(storyboards, typeNames: typeNames, into: body) })
        } else {
            scenes(storyboards, typeNames: typeNames, into: body)
            segues.run()
        }
        body.write(segues.output)
        diagnostics += segues.diagnostics
        nibs(xibs, into: body)
        reuseIdentifiers(into: body)
        conformances(plan.conformances, into: body)
        BindingTableSection(bindings: catalog.bindings, sources: sources, module: options.module, access: access)
            .write(into: body, diagnostics: &diagnostics)
        bundleToken(into: body)

        let out = SourceWriter(capacity: body.count + 512)
        out.write("// Generated by ibkit gen from ")
        out.write(count(storyboards.count, "storyboard"))
        out.write(" and ")
        out.write(count(xibs.count, "xib"))
        out.line(". Do not edit.")
        out.line("// swiftlint:disable all")
        out.line("#if canImport(UIKit)")
        for module in ["IBKit", "UIKit"] + Set(imports).subtracting(["IBKit", "UIKit", "Foundation"]).sorted() {
            out.write("import ")
            out.write(module)
            out.line()
        }
        out.write(body)
        out.line("#endif")
        return SwiftGenerator.Output(source: out.text, diagnostics: diagnostics.sorted(by: Diagnostic.ordered),
                                     conformances: plan.conformances)
    }

    // MARK: Sections

    /// `    internal static let ` (members are indented once).
    private func writeMemberStart(_ out: SourceWriter) {
        out.write("    ")
        out.write(access)
        out.write(" static let ")
    }

    /// - Parameter typeNames: the Swift name of each storyboard.
    mutating func scenes(_ storyboards: [GenStoryboard], typeNames storyboardTypeNames: [String], into out: SourceWriter) {
        // Scenes live in extensions: inside `enum Storyboards { enum HogeViewController { … } }` the name
        // HogeViewController would mean the enum, not the class; an extension's body sees the class.
        let blocks = SourceWriter(capacity: 64 * 1024)
        var blockNames: [String] = []
        var example: String?
        var typeNames = Names(kind: "storyboard")
        // One scope per storyboard, emptied for the next (keeping its storage).
        var members = Names(kind: "scene")
        var identifiers = SmallStringSet()
        for (storyboard, typeName) in zip(storyboards, storyboardTypeNames) {
            members.reset(storyboard: storyboard.name)
            identifiers.removeAll()
            var firstMember: String?
            // The block is written as it goes and dropped again when it ends up empty or its name is taken.
            let start = blocks.count
            blocks.write("\nextension Storyboards.")
            blocks.write(typeName)
            blocks.line(" {")
            let initialScene = storyboard.initialScene
            if let initial = initialScene, members.claim("initial", for: .initialScene, at: initial.position, &diagnostics) {
                let type = typeReference(initial.type, at: initial.position)
                firstMember = "initial"
                writeMemberStart(blocks)
                blocks.write("initial = IBKit.StoryboardScene<")
                blocks.write(type)
                blocks.write(">(storyboard: ")
                blocks.stringLiteral(storyboard.name)
                blocks.line(", bundle: BundleToken.bundle)")
            }
            // Identified scenes come first, by identifier. The initial scene is `initial` even when it also has a
            // Storyboard ID: one line per scene. Scenes are read in place: an array's subscript copied each one.
            let initialID = initialScene?.id
            storyboard.scenes.withUnsafeBufferPointer { scenes in
                for k in scenes.indices {
                    guard let identifier = scenes[k].identifier, scenes[k].id != initialID else { continue }
                    guard identifiers.insert(identifier) else {
                        diagnostics.append(GenDiagnostics.make(GenDiagnostics.conflict,
                            "two scenes of \(storyboard.name).storyboard have the Storyboard ID \"\(identifier)\"; UIKit loads only one, "
                                + "so only the first is referenced", at: scenes[k].position, objectID: scenes[k].id))
                        continue
                    }
                    let member = SwiftNames.memberName(identifier)
                    guard members.claim(member, for: .storyboardID(identifier), at: scenes[k].position, &diagnostics) else { continue }
                    let type = typeReference(scenes[k].type, at: scenes[k].position)
                    firstMember = firstMember ?? member
                    writeMemberStart(blocks)
                    blocks.write(member)
                    blocks.write(" = IBKit.StoryboardScene<")
                    blocks.write(type)
                    blocks.write(">(storyboard: ")
                    blocks.stringLiteral(storyboard.name)
                    blocks.write(", identifier: ")
                    blocks.stringLiteral(identifier)
                    blocks.line(", bundle: BundleToken.bundle)")
                }
            }
            guard let firstMember else {
                blocks.truncate(to: start)
                continue
            }
            let position = initialScene?.position ?? storyboard.scenes.first(where: { $0.identifier != nil })?.position
                ?? SourcePosition(path: storyboard.path, line: 1, column: 1)
            guard typeNames.claim(typeName, for: .file(storyboard.name, extension: "storyboard"), at: position, &diagnostics) else {
                blocks.truncate(to: start)
                continue
            }
            blocks.line("}")
            if example == nil { example = "Storyboards.\(typeName).\(firstMember).instance()" }
            blockNames.append(typeName)
        }
        guard let example else { return }
        usesBundle = true
        out.line()
        out.line("// MARK: - Storyboard scenes")
        out.line()
        out.write("/// The initial scene and the other identified scenes of each storyboard: `")
        out.write(example)
        out.line("`.")
        out.write(access)
        out.line(" enum Storyboards {")
        for name in blockNames {
            out.write("    ")
            out.write(access)
            out.write(" enum ")
            out.write(name)
            out.line(" {}")
        }
        out.line("}")
        out.write(blocks)
    }

    mutating func nibs(_ xibs: [GenXib], into out: SourceWriter) {
        let lines = SourceWriter(capacity: 16 * 1024)
        // Prefer a root view class for the example: that is what instance() returns.
        var firstMember: String?
        var firstCustomMember: String?
        var members = Names(kind: "xib")
        for xib in xibs {
            let position = xib.rootViews.first?.position ?? SourcePosition(path: xib.path, line: 1, column: 1)
            let member = SwiftNames.memberName(xib.name)
            guard members.claim(member, for: .file(xib.name, extension: "xib"), at: position, &diagnostics) else { continue }
            // The root view's class when there is one root view; several (or none): any view.
            let root = xib.rootViews.count == 1 ? typeReference(xib.rootViews[0].type, at: position) : "UIView"
            firstMember = firstMember ?? member
            if xib.rootViews.count == 1 && xib.rootViews[0].type.isCustom { firstCustomMember = firstCustomMember ?? member }
            if let owner = xib.filesOwner, owner.isCustom {
                lines.write("    /// File's Owner: ")
                lines.write(ownerDescription(owner))
                lines.line(".")
            }
            writeMemberStart(lines)
            lines.write(member)
            lines.write(" = IBKit.NibReference<")
            lines.write(root)
            lines.write(">(name: ")
            lines.stringLiteral(xib.name)
            lines.line(", bundle: BundleToken.bundle)")
        }
        guard let example = firstCustomMember ?? firstMember else { return }
        usesBundle = true
        out.line()
        out.line("// MARK: - Xibs")
        out.line()
        out.write("/// Every xib with the class of its root view: `Nibs.")
        out.write(example)
        out.line(".instance()`.")
        out.write(access)
        out.line(" enum Nibs {")
        out.write(lines)
        out.line("}")
    }

    mutating func reuseIdentifiers(into out: SourceWriter) {
        let lines = SourceWriter(capacity: 16 * 1024)
        var firstMember: String?
        var members = Names(kind: "reuse identifier")
        // The catalog sorts cells by identifier: each identifier's cells are one run, in the catalog's order. Cells
        // are read in place, by index.
        var group: [Int] = []
        catalog.reuseIdentifiers.withUnsafeBufferPointer { cells in
            for k in cells.indices where GenerationScope.isGenerated(path: cells[k].position.path, platforms: platforms) {
                if let first = group.first, cells[first].identifier != cells[k].identifier {
                    reuseIdentifier(cells, group, into: lines, firstMember: &firstMember, members: &members)
                    group.removeAll(keepingCapacity: true)
                }
                group.append(k)
            }
            if !group.isEmpty { reuseIdentifier(cells, group, into: lines, firstMember: &firstMember, members: &members) }
        }
        guard let example = firstMember else { return }
        out.line()
        out.line("// MARK: - Reuse identifiers")
        out.line()
        out.write("/// Every reuse identifier with its cell class: `dequeueReusableCell(ReuseIdentifiers.")
        out.write(example)
        out.line(", for: indexPath)`.")
        out.write(access)
        out.line(" enum ReuseIdentifiers {")
        out.write(lines)
        out.line("}")
    }

    /// The member of one reuse identifier, from all its cells (`group`, indices in `cells`).
    private mutating func reuseIdentifier(_ cells: UnsafeBufferPointer<GenReuseIdentifier>, _ group: [Int], into lines: SourceWriter,
                                          firstMember: inout String?, members: inout Names) {
        let first = group[0]
        let identifier = cells[first].identifier
        guard group.dropFirst().allSatisfy({ Self.sameQualifiedName(cells[$0].cellType, cells[first].cellType) }) else {
            let listed = group.map { k in
                "\(cells[k].cellType.name) (\(cells[k].fileName).\(cells[k].fileKind == .xib ? "xib" : "storyboard"):\(cells[k].position.line))"
            }
            diagnostics.append(GenDiagnostics.make(GenDiagnostics.conflict,
                "reuse identifier \"\(identifier)\" is used for several classes: \(listed.joined(separator: ", ")); "
                    + "a typed ReuseIdentifiers member needs one, so none is generated", at: cells[first].position))
            return
        }
        let member = SwiftNames.memberName(identifier)
        guard members.claim(member, for: .reuseIdentifier(identifier), at: cells[first].position, &diagnostics) else { return }
        let type = typeReference(cells[first].cellType, at: cells[first].position)
        firstMember = firstMember ?? member
        writeMemberStart(lines)
        lines.write(member)
        lines.write(" = IBKit.ReuseIdentifier<")
        lines.write(type)
        lines.write(">(")
        lines.stringLiteral(identifier)
        lines.line(")")
    }

    /// `a.qualifiedName == b.qualifiedName`, without making the strings in the common case.
    static func sameQualifiedName(_ a: GenType, _ b: GenType) -> Bool {
        let moduleA = a.moduleIsPlaceholder ? nil : a.module
        let moduleB = b.moduleIsPlaceholder ? nil : b.module
        if a.name == b.name && moduleA == moduleB { return true }
        // `Kit.Cell` with no module and `Cell` in module `Kit` are one name.
        return a.qualifiedName == b.qualifiedName
    }

    func conformances(_ conformances: [GenConformance], into out: SourceWriter) {
        guard !conformances.isEmpty else { return }
        out.line()
        out.line("// MARK: - Conventions")
        out.line("// Conformances that make the runtime library's conventions true where the IB files deviate from them")
        out.line("// (only what the Swift sources do not declare already).")
        out.line()
        for conformance in conformances {
            out.write("extension ")
            out.write(conformance.typeName)
            if conformance.declaresConformance {
                out.write(": IBKit.")
                out.write(conformance.protocolName.rawValue)
            }
            func member(_ member: GenConformance.Member) {
                out.write(access)
                out.write(" static var ")
                out.write(member.name)
                out.write(": String { ")
                out.stringLiteral(member.value)
                out.write(" }")
            }
            switch conformance.members.count {
            case 0:
                out.line(" {}")
            case 1:
                out.write(" { ")
                member(conformance.members[0])
                out.line(" }")
            default:
                out.line(" {")
                for item in conformance.members {
                    out.write("    ")
                    member(item)
                    out.line()
                }
                out.line("}")
            }
        }
    }

    func bundleToken(into out: SourceWriter) {
        guard usesBundle else { return }
        out.line()
        out.line("// MARK: - Bundle")
        out.line()
        out.line("private final class BundleToken {")
        if let bundle = options.bundle {
            out.write("    static let bundle: Bundle = ")
            out.write(bundle)
            out.line()
        } else {
            out.line("    static let bundle: Bundle = {")
            out.line("        #if SWIFT_PACKAGE")
            out.line("        return Bundle.module")
            out.line("        #else")
            out.line("        return Bundle(for: BundleToken.self)")
            out.line("        #endif")
            out.line("    }()")
        }
        out.line("}")
    }

    // MARK: Types

    /// How the generated code names a class: as written for the module's own classes (qualified when nested),
    /// `Module.Class` for other modules (imported), the system class for custom classes nothing declares.
    mutating func typeReference(_ type: GenType, at position: SourcePosition) -> String {
        guard type.isCustom else {
            if let module = type.module { addImport(module) }
            return type.name
        }
        let own = GenerationScope.isOwn(type, module: options.module)
        // The module UIKit looks the class up in: the one IB names; for "Inherit Module From Target", the module
        // of the target the projects compile the IB file into (the one being generated for when they do not say).
        var expected = own ? options.module : type.customModule
        if own, type.moduleIsPlaceholder, case let targets = sources.modules(ofFile: position.path), !targets.isEmpty,
           !targets.contains(where: { $0 == options.module }) {
            expected = targets.first
        }
        let declaration = sources.hasSources ? sources.declaration(of: type.name) : nil
        let declaredIn = declaration.map(sources.modules(of:)) ?? []
        let misplaced = expected.map { !declaredIn.isEmpty && !declaredIn.contains($0) } ?? false
        if !misplaced {
            if !own, let module = type.customModule {
                addImport(module)
                return "\(module).\(type.name)"
            }
            guard sources.hasSources else { return type.name }
            if let declaration {
                if !declaration.isGeneric { return declaration.qualifiedName }
            } else if sources.isKnown(type.name) {
                return type.name // Objective-C, or several Swift classes of the name: as IB writes it
            }
        }
        let platform = platforms[position.path] ?? .iOS
        let system = GenType.systemType(forElement: type.elementTag, platform: platform)
        addImport(system.module)
        let reason = if misplaced, let declaration, let expected {
            "\(type.name) is declared in module \(declaredIn.joined(separator: ", ")) (\(declaration.position)), but IB "
                + "looks it up in \(expected): UIKit will not find it (set Module in the Identity inspector)"
        } else {
            "\(type.name) is not declared in the Swift sources or headers under the paths"
        }
        diagnostics.append(GenDiagnostics.make(GenDiagnostics.unknownClass, "\(reason); referenced as \(system.name)", at: position))
        return system.name
    }

    private mutating func addImport(_ module: String) {
        if !imports.contains(module) { imports.append(module) }
    }

    private func ownerDescription(_ owner: GenType) -> String {
        GenerationScope.isOwn(owner, module: options.module) ? owner.name : "\(owner.customModule ?? "").\(owner.name)"
    }

    // MARK: Files

    /// Files of one kind by name: a second file of a name is dropped, silently when it is a localization of the
    /// first (`en.lproj/Main.storyboard`), with a diagnostic otherwise (the app bundle can hold only one).
    mutating func uniqueByName<File>(_ files: [File], kind: String) -> [File] where File: NamedIBFile {
        // The path of the first file of each name.
        var seen: [String: String] = [:]
        seen.reserveCapacity(files.count)
        var out: [File] = []
        out.reserveCapacity(files.count)
        for file in files {
            guard let first = seen[file.name] else {
                seen[file.name] = file.path
                out.append(file)
                continue
            }
            if GenerationScope.isLocalization(file.path, of: first) { continue }
            diagnostics.append(GenDiagnostics.make(GenDiagnostics.nameCollision,
                "another \(kind) is named \(file.name) (\(first)); the app bundle holds only one of them, so only the "
                    + "first is referenced", at: SourcePosition(path: file.path, line: 1, column: 1)))
        }
        return out
    }

    mutating func reportUnsupportedPlatforms() {
        let files: [(String, IBPlatform)] = catalog.storyboards.map { ($0.path, $0.platform) } + catalog.xibs.map { ($0.path, $0.platform) }
        for (path, platform) in files where !GenerationScope.isUIKit(platform) {
            diagnostics.append(GenDiagnostics.make(GenDiagnostics.unsupportedPlatform,
                "\(platform.rawValue) file: the built-in template generates UIKit code, so it is left out (a Stencil "
                    + "template can cover it: --template PATH.stencil)", at: SourcePosition(path: path, line: 1, column: 1), severity: .info))
        }
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

/// The segues section: it reads only the storyboards and writes nothing the other sections read, so a big one is
/// written on another thread while the scenes section is (its diagnostics are added where the serial order has them).
// @unchecked: written by the one thread that runs it, read after `Parallel.beside` joined that thread.
private final class SegueSection: @unchecked Sendable {
    let storyboards: [GenStoryboard]
    let storyboardTypeNames: [String]
    let access: String
    let output = SourceWriter(capacity: 64 * 1024)
    private(set) var diagnostics: [Diagnostic] = []

    init(storyboards: [GenStoryboard], typeNames: [String], access: String) {
        self.storyboards = storyboards
        storyboardTypeNames = typeNames
        self.access = access
    }

    func run() {
        let out = output
        let blocks = SourceWriter(capacity: 64 * 1024)
        var example: (name: String, firstCase: String)?
        var typeNames = Names(kind: "storyboard")
        var members = Names(kind: "segue")
        var identifiers = SmallStringSet()
        for (storyboard, typeName) in zip(storyboards, storyboardTypeNames) {
            var firstCase: String?
            var firstSegue: Int?
            members.reset(storyboard: storyboard.name)
            identifiers.removeAll()
            let start = blocks.count
            blocks.write("    ")
            blocks.write(access)
            blocks.write(" enum ")
            blocks.write(typeName)
            blocks.line(": String, IBKit.SegueIdentifier {")
            // Identified segues come first, by identifier. Segues are read in place: an array's subscript copied each one.
            storyboard.segues.withUnsafeBufferPointer { segues in
                for k in segues.indices {
                    guard let identifier = segues[k].identifier else { continue }
                    firstSegue = firstSegue ?? k
                    // Several segues share an identifier (one per cell or button leading to the same place): one case.
                    guard identifiers.insert(identifier) else { continue }
                    let member = SwiftNames.memberName(identifier)
                    guard members.claim(member, for: .segue(identifier), at: segues[k].position, &diagnostics) else { continue }
                    firstCase = firstCase ?? member
                    blocks.write("        case ")
                    blocks.write(member)
                    if SwiftNames.bare(member) != identifier {
                        blocks.write(" = ")
                        blocks.stringLiteral(identifier)
                    }
                    blocks.line()
                }
            }
            guard let firstCase, let first = firstSegue, typeNames.claim(
                typeName, for: .file(storyboard.name, extension: "storyboard"), at: storyboard.segues[first].position, &diagnostics
            ) else {
                blocks.truncate(to: start)
                continue
            }
            blocks.line("    }")
            example = example ?? (typeName, firstCase)
        }
        guard let example else { return }
        out.line()
        out.line("// MARK: - Segues")
        out.line()
        out.write("/// Segue identifiers by storyboard: `performSegue(Segues.")
        out.write(example.name)
        out.write(".")
        out.write(example.firstCase)
        out.write(")`, `switch Segues.")
        out.write(example.name)
        out.line("(segue)`.")
        out.write(access)
        out.line(" enum Segues {")
        out.write(blocks)
        out.line("}")
    }
}

/// Names already given in one scope of the generated code.
private struct Names {
    private let kind: String
    private var storyboard: String?
    private var taken = SmallStringMap<Claimant>()

    /// - Parameter storyboard: the storyboard whose members are named (`scene of Main.storyboard`), if any.
    init(kind: String, ofStoryboard storyboard: String? = nil) {
        self.kind = kind
        self.storyboard = storyboard
    }

    /// Forgets every name, for the members of another storyboard.
    mutating func reset(storyboard: String?) {
        self.storyboard = storyboard
        taken.removeAll()
    }

    /// True when `name` was free; otherwise reports the collision and returns false.
    mutating func claim(_ name: String, for what: Claimant, at position: SourcePosition, _ diagnostics: inout [Diagnostic]) -> Bool {
        let key = SwiftNames.bare(name)
        guard let owner = taken.insert(key, what) else { return true }
        let kind = storyboard.map { "\(self.kind) of \($0).storyboard" } ?? self.kind
        diagnostics.append(GenDiagnostics.make(GenDiagnostics.nameCollision,
            "\(what) would be named \(key), like \(owner); only the first \(kind) with that name is generated",
            at: position))
        return false
    }
}

/// Strings seen in one scope: most scopes (a storyboard's scenes or segues) hold a handful, compared in a list;
/// bigger ones are hashed.
struct SmallStringSet {
    private var map = SmallStringMap<Void>()

    /// True when the string was not in the set.
    mutating func insert(_ string: String) -> Bool {
        map.insert(string, ()) == nil
    }

    mutating func removeAll() { map.removeAll() }
}

/// A dictionary keyed by strings that stays a list while small. Keys compare as `String` does (`==`), so it holds
/// what a `Dictionary` would; ASCII keys are told apart by a cheap fingerprint of their bytes first (two ASCII
/// strings are equal exactly when their bytes are).
struct SmallStringMap<Value> {
    private static var listLimit: Int { 32 }
    private var keys: [String] = []
    /// FNV-1a of an ASCII key's bytes (never 0); 0 for other keys.
    private var fingerprints: [UInt64] = []
    private var values: [Value] = []
    private var hashed: [String: Value]?

    /// Adds the entry unless the key is there; returns the value already there, if any.
    mutating func insert(_ key: String, _ value: Value) -> Value? {
        if hashed != nil {
            if let existing = hashed![key] { return existing }
            hashed![key] = value
            return nil
        }
        let fingerprint = Self.fingerprint(key)
        for k in fingerprints.indices {
            let other = fingerprints[k]
            if fingerprint != 0 && other != 0 && other != fingerprint { continue }
            if keys[k] == key { return values[k] }
        }
        if keys.count == Self.listLimit {
            hashed = Dictionary(uniqueKeysWithValues: zip(keys, values))
            hashed![key] = value
            keys = []
            fingerprints = []
            values = []
            return nil
        }
        keys.append(key)
        fingerprints.append(fingerprint)
        values.append(value)
        return nil
    }

    /// Empties the map, keeping the list's storage.
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        fingerprints.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        hashed = nil
    }

    static func fingerprint(_ key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { utf8 in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in utf8 {
                if byte >= 0x80 { return 0 }
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            }
            return hash | 1
        }
    }
}

/// What a generated name stands for, described only when two want the same name.
private enum Claimant: CustomStringConvertible {
    case initialScene
    case storyboardID(String)
    case segue(String)
    case reuseIdentifier(String)
    case file(String, extension: String)

    var description: String {
        switch self {
        case .initialScene: "the initial scene"
        case .storyboardID(let identifier): "Storyboard ID \"\(identifier)\""
        case .segue(let identifier): "segue \"\(identifier)\""
        case .reuseIdentifier(let identifier): "reuse identifier \"\(identifier)\""
        case .file(let name, let ext): "\(name).\(ext)"
        }
    }
}

protocol NamedIBFile {
    var name: String { get }
    var path: String { get }
}

extension GenStoryboard: NamedIBFile {}
extension GenXib: NamedIBFile {}
