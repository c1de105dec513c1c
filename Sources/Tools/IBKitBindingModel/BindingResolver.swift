import IBKitBinding
import IBKitDocument
import IBKitSwiftIndex

/// Reads a binding against the Swift index. Says "cannot work" only when the sources prove it (a property the
/// model's complete declaration lacks, a type the view cannot show); anything the sources leave open (a type
/// from another module, a property without a spelled type) resolves with the kind's usual conversion.
public struct BindingResolver: Sendable {
    public let index: SwiftIndex

    public init(index: SwiftIndex) {
        self.index = index
    }

    public func resolve(_ site: BindingSite) -> Result<ResolvedBinding, BindingIssue>? {
        guard let text = site.text else { return nil }
        let key: BindingKey
        do {
            key = try BindingKey(parsing: text)
        } catch {
            return .failure(.malformed(error))
        }
        guard let nearestClass = site.ownerClasses.first else { return .failure(.noOwner) }
        guard let ownerClass = site.ownerClasses.first(where: isBindable) else {
            // Only a class the sources declare is known not to conform.
            guard case .swift? = index.origin(of: nearestClass) else { return nil }
            return .failure(.ownerNotBindable(className: nearestClass))
        }
        guard let model = index.memberTypeAlias("Model", in: ownerClass) else { return .failure(.noModel(className: ownerClass)) }
        let kind = BoundViewKind(elementName: site.viewElement)

        var steps: [ResolvedBinding.Step] = []
        var current: String? = model
        for (offset, name) in key.path.enumerated() {
            var step = ResolvedBinding.Step(name: name, typeName: nil, isOptional: false)
            if let owner = current {
                switch index.propertyType(name, of: owner) {
                case .typed(let type):
                    step.typeName = type
                    let (base, optional) = Self.unwrapped(type)
                    step.isOptional = optional
                    current = base
                case .missing:
                    return .failure(.missingProperty(model: model, typeName: owner, property: name))
                case .untyped:
                    current = nil
                case .unknownOwner:
                    if offset == 0 { return .failure(.unknownModel(className: ownerClass, model: model)) }
                    current = nil
                }
            }
            steps.append(step)
        }

        let last = steps.last?.typeName
        var conversion = BindingConversion.usual(for: key, kind)
        var known = false
        if let last, current != nil {
            let type = BindingValueType(typeName: last)
            // A type no source declares may be an alias of one the view shows: left to the compiler.
            if type.base != nil || current.map(index.declaresType) == true || key.formatter != nil {
                switch BindingConversion.resolve(key, type, kind) {
                case .success(let resolved):
                    conversion = resolved
                    known = true
                case .failure(let mismatch):
                    return .failure(.cannotShow(mismatch, model: model))
                }
            }
        }
        return .success(ResolvedBinding(key: key, kind: kind, ownerClass: ownerClass, model: model, steps: steps, conversion: conversion,
                                        isTypeKnown: known))
    }

    func isBindable(_ className: String) -> Bool { index.conforms(className, to: "Bindable") }

    /// `Author?`, `Author!`, `Optional<Author>` → `Author`, optional; a name with generic arguments or punctuation
    /// (`[Tag]`) stays as written.
    static func unwrapped(_ type: String) -> (String, Bool) {
        let text = type.filter { $0 != " " }
        if text.hasSuffix("?") || text.hasSuffix("!") { return (String(text.dropLast()), true) }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { return (String(text.dropFirst(9).dropLast()), true) }
        return (text, false)
    }
}
