import IBKitPlumbing
extension SwiftIndex {
    /// What the index knows of one property of a type.
    public enum PropertyType: Equatable, Sendable {
        /// Declared with this type (`let title: String`, or a literal's type).
        case typed(String)
        /// Declared, with a type the source does not spell (`let date = makeDate()`).
        case untyped
        /// Every declaration of the type is known, and none has the property.
        case missing
        /// The type is not declared in the sources, or inherits from a class they do not declare.
        case unknownOwner
    }

    /// The type of property `name` of `typeName` — a struct, an enum or a class, with its extensions and
    /// superclasses — as the sources declare it.
    public func propertyType(_ name: String, of typeName: String) -> PropertyType {
        let owner = Self.lastComponent(typeName)
        var declarations: [ClassDeclaration]
        var complete: Bool
        if let values = tables.valueTypes[owner] {
            declarations = values + (tables.extensions[owner] ?? [])
            complete = true
        } else if case .swift? = origin(of: owner), let known = tables.classes[owner] {
            declarations = known.chain.flatMap { name -> [ClassDeclaration] in
                guard case .swift(let found)? = tables.classes[name]?.origin else { return tables.extensions[name] ?? [] }
                return found + (tables.extensions[name] ?? [])
            }
            // A chain that reaches NSObject or UIView has properties no source declares.
            complete = known.complete && !known.reachesSystemClass
        } else {
            return .unknownOwner
        }
        var declared = false
        for declaration in declarations {
            if let type = declaration.propertyTypes[name] { return .typed(type) }
            if declaration.properties.contains(name) { declared = true }
        }
        if declared { return .untyped }
        return complete ? .missing : .unknownOwner
    }

    /// Where the sources declare the type (a struct, an enum, a class; the first declaration).
    public func declarationPosition(of typeName: String) -> SourcePosition? {
        let name = Self.lastComponent(typeName)
        return tables.valueTypes[name]?.first?.position ?? declaration(of: name)?.position
    }

    /// Whether the sources declare the type: a struct, an enum, or a class.
    public func declaresType(_ typeName: String) -> Bool {
        let name = Self.lastComponent(typeName)
        if tables.valueTypes[name] != nil { return true }
        if case .swift? = origin(of: name) { return true }
        return false
    }

    /// `typealias name = …` in the body of a class (or one of its extensions or superclasses), or of a struct.
    public func memberTypeAlias(_ name: String, in typeName: String) -> String? {
        let owner = Self.lastComponent(typeName)
        let chain = tables.valueTypes[owner] != nil ? [owner] : superclassChain(of: owner).names
        for link in chain {
            let declarations = (tables.valueTypes[link] ?? []) + (declaration(of: link).map { [$0] } ?? []) + (tables.extensions[link] ?? [])
            if let target = declarations.lazy.compactMap({ $0.typeAliases[name] }).first { return target }
        }
        return nil
    }
}
