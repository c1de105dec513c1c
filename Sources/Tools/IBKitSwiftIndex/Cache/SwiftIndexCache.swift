import IBKitPlumbing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The per-file index results of the previous run, so an unchanged project only reads and hashes its files.
///
/// One pack file, `swift-index.bin`, in the cache directory (`CacheLocation`): a header (magic, `SwiftIndexer.formatVersion`,
/// `SwiftIndexer.syntaxVersion`, the `IOVocabulary` fingerprint; a mismatch discards everything) and one entry per file: path, 64-bit content hash
/// (`ContentHash`) and the `FileIndex` in a compact binary form, decoded only when path and hash match. Each run
/// rewrites the pack with exactly its own files (so stale entries never pile up), to a temporary file renamed into
/// place: a reader sees the old pack or the new one, never half of one. A damaged pack or entry is a miss, never
/// an error. Concurrent runs may overwrite each other's pack; both are valid.
public struct SwiftIndexCache: Sendable {
    public let directory: String
    /// The pack's file name: tools that index different files or record different calls keep a pack each, so that
    /// running one after the other does not make each discard the other's (`gen-index.bin` for `ibkit gen`).
    public let packName: String
    public var packPath: String { directory + "/" + packName }

    public init(directory: String, packName: String = "swift-index.bin") {
        self.directory = directory
        self.packName = packName
    }

    struct Entry {
        var path: String
        var hash: UInt64
        var file: FileIndex
    }

    /// A loaded pack: entries located, not yet decoded.
    struct Contents {
        fileprivate var bytes: [UInt8] = []
        fileprivate(set) var entries: [String: (hash: UInt64, range: Range<Int>)] = [:]

        func fileIndex(path: String, hash: UInt64) -> FileIndex? {
            guard let entry = entries[path], entry.hash == hash else { return nil }
            var reader = BinaryReader(bytes: bytes, range: entry.range)
            return try? reader.fileIndex(path: path)
        }

        /// Whether storing these entries would write the same pack (same paths and hashes).
        func matches(_ other: [Entry]) -> Bool {
            other.count == entries.count && other.allSatisfy { entries[$0.path]?.hash == $0.hash }
        }
    }

    static func header(vocabulary: IOVocabulary) -> [UInt8] {
        var writer = BinaryWriter()
        writer.bytes += Array("IBKSIDX\n".utf8)
        writer.int(SwiftIndexer.formatVersion)
        writer.string(SwiftIndexer.syntaxVersion)
        writer.string(vocabulary.fingerprint)
        return writer.bytes
    }

    func load(vocabulary: IOVocabulary) -> Contents {
        guard let bytes = CacheFile.read(packPath) else { return Contents() }
        return Self.contents(bytes, vocabulary: vocabulary)
    }

    /// The pack's entries located; a pack of another format or vocabulary has none.
    static func contents(_ bytes: [UInt8], vocabulary: IOVocabulary) -> Contents {
        let header = Self.header(vocabulary: vocabulary)
        guard bytes.count >= header.count, Array(bytes[..<header.count]) == header else { return Contents() }
        var contents = Contents(bytes: bytes)
        var reader = BinaryReader(bytes: bytes, range: header.count ..< bytes.count)
        do {
            // `count()`, not `int()`: a damaged count is negative or larger than the pack, and `0 ..< -1` traps.
            let count = try reader.count()
            for _ in 0 ..< count {
                let path = try reader.string()
                let hash = try reader.uint64()
                let length = try reader.int()
                let start = reader.offset
                try reader.skip(length)
                contents.entries[path] = (hash, start ..< start + length)
            }
        } catch {
            // Entries located before the damage stay usable; each is still checked when decoded.
        }
        return contents
    }

    func store(_ entries: [Entry], vocabulary: IOVocabulary) {
        var writer = BinaryWriter()
        writer.bytes = Self.header(vocabulary: vocabulary)
        writer.int(entries.count)
        for entry in entries {
            writer.string(entry.path)
            writer.uint64(entry.hash)
            var payload = BinaryWriter()
            payload.fileIndex(entry.file)
            writer.int(payload.bytes.count)
            writer.bytes += payload.bytes
        }
        CacheFile.writeAtomically(writer.bytes, to: packPath, directory: directory)
    }
}

// MARK: Binary form

/// The index records in the binary form. Positions are stored without their path (it is the entry's).
extension BinaryWriter {
    mutating func position(_ p: SourcePosition) {
        int(p.line)
        int(p.column)
    }

    mutating func members(_ members: [MemberDeclaration]) {
        int(members.count)
        for m in members {
            string(m.name)
            strings(m.labels)
            strings(m.defaults.map { $0 ? "1" : "" })
            string(m.kind.rawValue)
            bool(m.isStatic)
            optionalString(m.typeName)
            strings(m.constraints)
            bool(m.isGeneric)
            position(m.position)
        }
    }

    mutating func expression(_ e: StringExpression) {
        switch e {
        case .literal(let value): int(0); string(value)
        case .member(let base, let name): int(1); string(base); string(name)
        case .rawValue(let base, let name): int(2); string(base); string(name)
        case .typeName(let type): int(3); string(type)
        case .runtimeName(let type): int(4); string(type)
        case .selfTypeName: int(5)
        case .concatenation(let parts):
            int(6)
            int(parts.count)
            for p in parts { expression(p) }
        case .nibName(let base, let name): int(7); string(base); string(name)
        case .opaque(let text): int(9); string(text)
        case .instanceType(let type, let read): int(10); string(type); expression(read)
        case .scene(let base, let name, let identifier): int(11); string(base); string(name); bool(identifier)
        case .argument(let index, let use):
            int(8)
            int(index)
            switch use {
            case .string: int(0)
            case .rawValue(let enumType): int(1); string(enumType)
            case .member(let name): int(2); string(name)
            case .nibName(let name): int(3); string(name)
            case .typeName: int(4)
            }
        }
    }

    mutating func pendingReferences(_ references: [PendingReference]) {
        int(references.count)
        for r in references {
            string(r.kind.rawValue)
            expression(r.expression)
            position(r.position)
            optionalString(r.framework?.rawValue)
            bool(r.isRegistration)
            string(r.form.rawValue)
        }
    }

    mutating func reuseCalls(_ calls: [ReuseCall]) {
        int(calls.count)
        for r in calls {
            string(r.kind.rawValue)
            string(r.role.rawValue)
            optionalString(r.typeName)
            optionalString(r.nibName)
            optionalString(r.identifier)
            bool(r.identifierExpression != nil)
            if let e = r.identifierExpression { expression(e) }
            bool(r.nibExpression != nil)
            if let e = r.nibExpression { expression(e) }
            int(r.typeArgument ?? -1)
            position(r.position)
        }
    }

    mutating func classDeclaration(_ c: ClassDeclaration) {
        string(c.name)
        string(c.qualifiedName)
        optionalString(c.objcName)
        optionalString(c.superclass)
        strings(c.inherited)
        bool(c.isGeneric)
        bool(c.isExtension)
        bool(c.isDesignable)
        strings(c.inspectables)
        int(c.outlets.count)
        for o in c.outlets {
            string(o.name)
            bool(o.isCollection)
            optionalString(o.typeName)
            string(o.optionality.rawValue)
            position(o.position)
            bool(o.isConditional)
        }
        int(c.actions.count)
        for a in c.actions {
            string(a.kind.rawValue)
            string(a.selector)
            position(a.position)
        }
        strings(c.properties)
        strings(c.staticFactories)
        let overrides = c.overriddenNames.sorted { $0.key < $1.key }
        strings(overrides.map(\.key))
        strings(overrides.map(\.value))
        int(c.lineCount)
        position(c.position)
        int(c.ioCalls.count)
        for call in c.ioCalls {
            string(call.api)
            string(call.call)
            position(call.position)
        }
        members(c.members)
        let types = c.propertyTypes.sorted { $0.key < $1.key }
        strings(types.map(\.key))
        strings(types.map(\.value))
        let aliases = c.typeAliases.sorted { $0.key < $1.key }
        strings(aliases.map(\.key))
        strings(aliases.map(\.value))
    }

    mutating func fileIndex(_ file: FileIndex) {
        int(file.classes.count)
        for c in file.classes { classDeclaration(c) }
        int(file.valueTypes.count)
        for c in file.valueTypes { classDeclaration(c) }
        int(file.typeAliases.count)
        for a in file.typeAliases {
            string(a.name)
            string(a.target)
        }
        int(file.references.count)
        for r in file.references {
            string(r.kind.rawValue)
            string(r.value)
            position(r.position)
            optionalString(r.framework?.rawValue)
            optionalString(r.via)
            bool(r.isRegistration)
            string(r.form.rawValue)
        }
        strings(file.objcInterfaces)
        strings(file.objcCategories)
        bool(file.mentionedNames != nil)
        if let mentioned = file.mentionedNames { uint32s(mentioned) }
        bool(file.assignedNames != nil)
        if let assigned = file.assignedNames { uint32s(assigned) }
        int(file.constants.count)
        for c in file.constants {
            string(c.owner)
            string(c.name)
            expression(c.value)
            bool(c.isEnumCase)
            bool(c.isNib)
            bool(c.isStored)
        }
        pendingReferences(file.pendingReferences)
        strings(file.imports)
        int(file.problems.count)
        for p in file.problems {
            string(p.message)
            position(p.position)
        }
        int(file.protocols.count)
        for p in file.protocols {
            string(p.name)
            strings(p.inherited)
            members(p.members)
        }
        reuseCalls(file.reuseCalls)
        int(file.helpers.count)
        for h in file.helpers {
            string(h.name)
            int(h.parameters.count)
            for p in h.parameters {
                string(p.label)
                bool(p.hasDefault)
                strings(p.constraints)
            }
            pendingReferences(h.references)
            reuseCalls(h.reuseCalls)
            optionalString(h.typeMethodOf)
        }
        bool(file.followedHelperNames != nil)
        if let followed = file.followedHelperNames { strings(followed); strings(file.escapedHelperNames) }
        int(file.helperCalls.count)
        for c in file.helperCalls {
            string(c.name)
            strings(c.labels)
            bool(c.hasTrailingClosure)
            position(c.calleePosition)
            optionalString(c.receiver)
            int(c.arguments.count)
            for (argument, place) in zip(c.arguments, c.positions) {
                switch argument {
                case .string(let e): int(0); expression(e)
                case .enumCase(let type, let name): int(1); optionalString(type); string(name)
                case .type(let name): int(2); string(name)
                case .other: int(3)
                }
                position(place)
            }
        }
    }
}

extension BinaryReader {
    mutating func position(_ path: String) throws -> SourcePosition {
        SourcePosition(path: path, line: try int(), column: try int())
    }

    mutating func members(_ path: String) throws -> [MemberDeclaration] {
        var members: [MemberDeclaration] = []
        for _ in 0 ..< (try count()) {
            members.append(MemberDeclaration(
                name: try string(), labels: try strings(), defaults: try strings().map { !$0.isEmpty }, kind: try raw(MemberDeclaration.Kind.self), isStatic: try bool(),
                typeName: try optionalString(), constraints: try strings(), isGeneric: try bool(), position: try position(path)))
        }
        return members
    }

    mutating func expression(depth: Int = 0) throws -> StringExpression {
        guard depth < 16 else { throw Damaged() }
        switch try int() {
        case 0: return .literal(try string())
        case 1: return .member(base: try string(), name: try string())
        case 2: return .rawValue(base: try string(), name: try string())
        case 3: return .typeName(try string())
        case 4: return .runtimeName(try string())
        case 5: return .selfTypeName
        case 6:
            var parts: [StringExpression] = []
            for _ in 0 ..< (try count()) { parts.append(try expression(depth: depth + 1)) }
            return .concatenation(parts)
        case 7: return .nibName(base: try string(), name: try string())
        case 9: return .opaque(try string())
        case 10: return .instanceType(type: try string(), read: try expression(depth: depth + 1))
        case 11: return .scene(base: try string(), name: try string(), identifier: try bool())
        case 8:
            let index = try int()
            switch try int() {
            case 0: return .argument(index: index, use: .string)
            case 1: return .argument(index: index, use: .rawValue(enumType: try string()))
            case 2: return .argument(index: index, use: .member(try string()))
            case 3: return .argument(index: index, use: .nibName(try string()))
            case 4: return .argument(index: index, use: .typeName)
            default: throw Damaged()
            }
        default: throw Damaged()
        }
    }

    mutating func pendingReferences(_ path: String) throws -> [PendingReference] {
        var references: [PendingReference] = []
        for _ in 0 ..< (try count()) {
            let kind = try raw(StringReference.Kind.self), value = try expression(), place = try position(path)
            let framework = try framework()
            let isRegistration = try bool()
            references.append(PendingReference(kind: kind, expression: value, position: place, framework: framework,
                                               isRegistration: isRegistration, form: try raw(StringReference.Form.self)))
        }
        return references
    }

    mutating func reuseCalls(_ path: String) throws -> [ReuseCall] {
        var calls: [ReuseCall] = []
        for _ in 0 ..< (try count()) {
            let kind = try raw(ReuseCall.Kind.self), role = try raw(ReuseCall.Role.self), typeName = try optionalString()
            let nibName = try optionalString(), identifier = try optionalString()
            let identifierExpression = try bool() ? try expression() : nil
            let nibExpression = try bool() ? try expression() : nil
            let typeArgument = try int()
            calls.append(ReuseCall(kind: kind, role: role, typeName: typeName, nibName: nibName, identifier: identifier,
                                   identifierExpression: identifierExpression, nibExpression: nibExpression,
                                   typeArgument: typeArgument < 0 ? nil : typeArgument, position: try position(path)))
        }
        return calls
    }

    mutating func framework() throws -> StringReference.Framework? {
        try optionalString().map { name throws(Damaged) in
            guard let known = StringReference.Framework(rawValue: name) else { throw Damaged() }
            return known
        }
    }

    mutating func classDeclaration(_ path: String) throws -> ClassDeclaration {
        let name = try string()
        let qualifiedName = try string()
        let objcName = try optionalString()
        let superclass = try optionalString()
        let inherited = try strings()
        let isGeneric = try bool()
        let isExtension = try bool()
        let isDesignable = try bool()
        let inspectables = try strings()
        var outlets: [OutletDeclaration] = []
        for _ in 0 ..< (try count()) {
            outlets.append(OutletDeclaration(
                name: try string(), isCollection: try bool(), typeName: try optionalString(),
                optionality: try raw(OutletDeclaration.Optionality.self), position: try position(path), isConditional: try bool()))
        }
        var actions: [ActionDeclaration] = []
        for _ in 0 ..< (try count()) {
            actions.append(ActionDeclaration(kind: try raw(ActionDeclaration.Kind.self), selector: try string(), position: try position(path)))
        }
        let properties = try strings()
        let staticFactories = try strings()
        let keys = try strings()
        let values = try strings()
        guard keys.count == values.count else { throw Damaged() }
        let lineCount = try int()
        let classPosition = try position(path)
        var ioCalls: [IOCall] = []
        for _ in 0 ..< (try count()) {
            ioCalls.append(IOCall(api: try string(), call: try string(), position: try position(path)))
        }
        let classMembers = try members(path)
        return ClassDeclaration(
            name: name, qualifiedName: qualifiedName, objcName: objcName, superclass: superclass, inherited: inherited,
            isGeneric: isGeneric, isExtension: isExtension, isDesignable: isDesignable, inspectables: inspectables,
            outlets: outlets, actions: actions, properties: properties, staticFactories: staticFactories,
            overriddenNames: Dictionary(zip(keys, values), uniquingKeysWith: { $1 }), lineCount: lineCount, position: classPosition,
                ioCalls: ioCalls, members: classMembers, propertyTypes: try pairs(), typeAliases: try pairs())
    }

    /// Two string lists of the same length, as a dictionary.
    mutating func pairs() throws -> [String: String] {
        let keys = try strings()
        let values = try strings()
        guard keys.count == values.count else { throw Damaged() }
        return Dictionary(zip(keys, values), uniquingKeysWith: { $1 })
    }

    mutating func fileIndex(path: String) throws -> FileIndex {
        var file = FileIndex(path: path)
        for _ in 0 ..< (try count()) { file.classes.append(try classDeclaration(path)) }
        for _ in 0 ..< (try count()) { file.valueTypes.append(try classDeclaration(path)) }
        for _ in 0 ..< (try count()) {
            file.typeAliases.append(TypeAlias(name: try string(), target: try string()))
        }
        for _ in 0 ..< (try count()) {
            let kind = try raw(StringReference.Kind.self), value = try string(), place = try position(path)
            let framework = try framework()
            let via = try optionalString()
            let isRegistration = try bool()
            file.references.append(StringReference(kind: kind, value: value, position: place, framework: framework, via: via,
                                                   isRegistration: isRegistration, form: try raw(StringReference.Form.self)))
        }
        file.objcInterfaces = try strings()
        file.objcCategories = try strings()
        if try bool() { file.mentionedNames = try uint32s() }
        if try bool() { file.assignedNames = try uint32s() }
        for _ in 0 ..< (try count()) {
            file.constants.append(StringConstant(owner: try string(), name: try string(), value: try expression(), isEnumCase: try bool(),
                                                 isNib: try bool(), isStored: try bool()))
        }
        file.pendingReferences = try pendingReferences(path)
        file.imports = try strings()
        for _ in 0 ..< (try count()) {
            file.problems.append(SourceProblem(message: try string(), position: try position(path)))
        }
        for _ in 0 ..< (try count()) {
            file.protocols.append(ProtocolDeclaration(name: try string(), inherited: try strings(), members: try members(path)))
        }
        file.reuseCalls = try reuseCalls(path)
        for _ in 0 ..< (try count()) {
            let name = try string()
            var parameters: [LoadingHelper.Parameter] = []
            for _ in 0 ..< (try count()) {
                parameters.append(LoadingHelper.Parameter(label: try string(), hasDefault: try bool(), constraints: try strings()))
            }
            file.helpers.append(LoadingHelper(name: name, parameters: parameters, references: try pendingReferences(path),
                                              reuseCalls: try reuseCalls(path), typeMethodOf: try optionalString()))
        }
        if try bool() { file.followedHelperNames = try strings(); file.escapedHelperNames = try strings() }
        for _ in 0 ..< (try count()) {
            let name = try string(), labels = try strings(), hasTrailingClosure = try bool(), calleePosition = try position(path)
            let receiver = try optionalString()
            var arguments: [HelperCall.Argument] = []
            var positions: [SourcePosition] = []
            for _ in 0 ..< (try count()) {
                switch try int() {
                case 0: arguments.append(.string(try expression()))
                case 1: arguments.append(.enumCase(type: try optionalString(), name: try string()))
                case 2: arguments.append(.type(try string()))
                case 3: arguments.append(.other)
                default: throw Damaged()
                }
                positions.append(try position(path))
            }
            guard labels.count == arguments.count else { throw Damaged() }
            file.helperCalls.append(HelperCall(name: name, labels: labels, arguments: arguments, positions: positions,
                                               hasTrailingClosure: hasTrailingClosure, calleePosition: calleePosition, receiver: receiver))
        }
        guard offset == end else { throw Damaged() }
        return file
    }
}
