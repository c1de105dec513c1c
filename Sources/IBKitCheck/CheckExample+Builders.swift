import IBKitSwiftIndex

/// The older form of an example's Swift side: `FileIndex` values as the indexer would record them. Examples now
/// give source text (`CheckExample(_:sources:)`), which the real indexer reads; remove this (and
/// `CheckDocumentation.render`) once no example uses it.
///
/// Positions are fixed so that examples can name them: the class at line 1 (column 7), then one line per outlet,
/// action, property (in that order), each at column 5, then one line per I/O call, at column 9.
extension FileIndex {
    /// A file declaring one class (or extension). Outlet specs: `title!` implicitly unwrapped, `title?` optional,
    /// `title` non-optional, `rows[]` a collection, a leading `#` inside `#if`. Action specs are selectors (`tap:`).
    /// Calls are I/O calls: (the `IOPattern` matched, the call as written).
    public static func swift(_ fileName: String? = nil, class name: String, _ superclass: String? = nil,
                             conforms: [String] = [], objcName: String? = nil, isExtension: Bool = false,
                             outlets: [String] = [], actions: [String] = [], properties: [String] = [],
                             inspectables: [String] = [], designable: Bool = false, factories: [String] = [],
                             overrides: [String: String] = [:], lineCount: Int = 10, generic: Bool = false,
                             calls: [(api: String, call: String)] = []) -> FileIndex {
        let path = CheckExample.root + "/" + (fileName ?? name + ".swift")
        var line = 1
        func next() -> SourcePosition {
            line += 1
            return SourcePosition(path: path, line: line, column: 5)
        }
        let outletDeclarations = outlets.map { spec -> OutletDeclaration in
            var s = Substring(spec)
            let conditional = s.hasPrefix("#")
            if conditional { s = s.dropFirst() }
            var optionality = OutletDeclaration.Optionality.nonOptional
            if s.hasSuffix("!") { optionality = .implicitlyUnwrapped; s = s.dropLast() }
            else if s.hasSuffix("?") { optionality = .optional; s = s.dropLast() }
            let collection = s.hasSuffix("[]")
            if collection { s = s.dropLast(2) }
            return OutletDeclaration(name: String(s), isCollection: collection, typeName: nil, optionality: optionality,
                                     position: next(), isConditional: conditional)
        }
        let actionDeclarations = actions.map { ActionDeclaration(kind: .action, selector: $0, position: next()) }
        line += properties.count + inspectables.count
        let ioCalls = calls.map { call -> IOCall in
            line += 1
            return IOCall(api: call.api, call: call.call, position: SourcePosition(path: path, line: line, column: 9))
        }
        let declaration = ClassDeclaration(
            name: name, qualifiedName: name, objcName: objcName,
            superclass: isExtension ? nil : superclass, inherited: (isExtension ? [superclass].compactMap { $0 } : []) + conforms,
            isGeneric: generic, isExtension: isExtension, isDesignable: designable, inspectables: inspectables,
            outlets: outletDeclarations, actions: actionDeclarations, properties: properties + inspectables,
            staticFactories: factories, overriddenNames: overrides, lineCount: lineCount,
            position: SourcePosition(path: path, line: 1, column: 7), ioCalls: ioCalls)
        return FileIndex(path: path, classes: [declaration])
    }

    /// A file whose only content is string literals passed to UIKit loading APIs, one per line from line 1, column 9.
    public static func swift(_ fileName: String, references: [(StringReference.Kind, String)]) -> FileIndex {
        let path = CheckExample.root + "/" + fileName
        let refs = references.enumerated().map { i, r in
            StringReference(kind: r.0, value: r.1, position: SourcePosition(path: path, line: i + 1, column: 9))
        }
        return FileIndex(path: path, references: refs)
    }

    /// A file whose only content is cell registrations and by-type dequeues (`ReuseCall.example`), one per line
    /// from line 1, column 9.
    public static func swift(_ fileName: String, reuseCalls: [ReuseCall]) -> FileIndex {
        let path = CheckExample.root + "/" + fileName
        let placed = reuseCalls.enumerated().map { i, call in
            var call = call
            call.position = SourcePosition(path: path, line: i + 1, column: 9)
            return call
        }
        return FileIndex(path: path, reuseCalls: placed)
    }

    /// An Objective-C header declaring `@interface` names.
    public static func header(_ fileName: String, interfaces: [String]) -> FileIndex {
        FileIndex(path: CheckExample.root + "/" + fileName, objcInterfaces: interfaces)
    }
}

extension ReuseCall {
    /// A call for `FileIndex.swift(_:reuseCalls:)`, which places it.
    public static func example(_ kind: Kind, _ typeName: String? = nil, role: Role = .unknown, nib: String? = nil,
                               identifier: String? = nil) -> ReuseCall {
        ReuseCall(kind: kind, role: role, typeName: typeName, nibName: nib, identifier: identifier,
                  position: SourcePosition(path: "", line: 0, column: 0))
    }
}
