import SwiftSyntax
import IBKitPlumbing

/// Loading helpers: functions of the app that pass a parameter to a loading API (see `LoadingHelper`), the calls
/// that may be of them (`HelperCall`), and `UINib` properties (`static var nib: UINib { … }`) with their uses.
extension SwiftIndexVisitor {
    /// A function's parameters as a loading helper may read them, and what its body passes of them. The
    /// parameters are read only when the body reaches a loading call (`parameters(_:)`): most functions never do.
    struct HelperScope {
        enum Kind {
            /// `String`, `NSStoryboard.Name`, …: the argument is the name.
            case string
            /// `Segue`: `segue.rawValue` is the name. Empty for a generic parameter's type.
            case value(String)
            /// `T.Type`, `UITableViewCell.Type`: the argument is a type.
            case metatype
        }

        struct Parameters {
            var list: [LoadingHelper.Parameter] = []
            /// Parameter name inside the body → its place and kind.
            var byName: [String: (index: Int, kind: Kind)] = [:]
            /// `T` → the `T.Type` parameter that binds it.
            var generics: [String: Int] = [:]
        }

        let node: FunctionDeclSyntax
        var read: Parameters?
        var references: [PendingReference] = []
        var reuseCalls: [ReuseCall] = []

        init(_ node: FunctionDeclSyntax) { self.node = node }

        /// A `static` or `class` function: `self` is the type it is called on.
        var isTypeMethod: Bool {
            node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        }

        static func parameters(of node: FunctionDeclSyntax, _ visitor: SwiftIndexVisitor) -> Parameters {
            let genericNames = Set(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
            var constraints: [String: [String]] = [:]
            for parameter in node.genericParameterClause?.parameters ?? [] {
                if let type = parameter.inheritedType { constraints[parameter.name.text, default: []] += parts(visitor.text(of: type)) }
            }
            for requirement in node.genericWhereClause?.requirements ?? [] {
                if case .conformanceRequirement(let conformance) = requirement.requirement {
                    constraints[visitor.text(of: conformance.leftType), default: []] += parts(visitor.text(of: conformance.rightType))
                }
            }
            var result = Parameters()
            for (index, parameter) in node.signature.parameterClause.parameters.enumerated() {
                var parameterConstraints: [String] = []
                let kind: Kind?
                if let metatype = parameter.type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.tokenKind == .keyword(.Type) {
                    let base = visitor.text(of: metatype.baseType)
                    if genericNames.contains(base) {
                        if result.generics[base] == nil { result.generics[base] = index }
                        parameterConstraints = constraints[base] ?? []
                    } else {
                        parameterConstraints = [base]
                    }
                    kind = .metatype
                } else if parameter.type.is(IdentifierTypeSyntax.self) || parameter.type.is(MemberTypeSyntax.self) {
                    let type = visitor.text(of: parameter.type)
                    if SwiftIndexVisitor.stringAliases.contains(type) {
                        kind = .string
                    } else if genericNames.contains(type) {
                        // `segue: S` with `S: RawRepresentable`: `segue.rawValue` is the raw value of the case passed.
                        kind = .value("")
                    } else if let first = type.unicodeScalars.first, first.properties.isUppercase {
                        kind = .value(type)
                    } else {
                        kind = nil
                    }
                } else {
                    kind = nil
                }
                result.list.append(LoadingHelper.Parameter(label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil,
                                                           constraints: parameterConstraints))
                let inner = (parameter.secondName ?? parameter.firstName).text
                if let kind, inner != "_" { result.byName[inner] = (index, kind) }
            }
            return result
        }

        private static func parts(_ text: String) -> [String] {
            text.split(separator: "&").map { SwiftIndex.lastComponent(String($0.filter { $0 != " " })) }
        }

        /// The helper, when its body passes a parameter to a loading API.
        func helper(_ visitor: SwiftIndexVisitor) -> LoadingHelper? {
            guard !references.isEmpty || !reuseCalls.isEmpty else { return nil }
            let parameters = read ?? Self.parameters(of: node, visitor)
            let readsSelf = references.contains { $0.expression.readsDynamicSelf } || reuseCalls.contains(where: \.readsDynamicSelf)
            let typeMethodOf = isTypeMethod && readsSelf ? visitor.contexts.last?.qualifiedName : nil
            return LoadingHelper(name: node.name.text.strippingBackticks, parameters: parameters.list, references: references,
                                 reuseCalls: reuseCalls, typeMethodOf: typeMethodOf)
        }
    }

    /// The innermost function's parameters, read on first use.
    private func innermostParameters() -> HelperScope.Parameters? {
        guard let last = helperScopes.indices.last else { return nil }
        if let read = helperScopes[last].read { return read }
        let read = HelperScope.parameters(of: helperScopes[last].node, self)
        helperScopes[last].read = read
        return read
    }

    /// The innermost function's parameter `expression` names.
    private func parameter(_ expression: ExprSyntax) -> (index: Int, kind: HelperScope.Kind)? {
        guard !helperScopes.isEmpty, let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let scope = innermostParameters() else { return nil }
        return scope.byName[reference.baseName.text]
    }

    /// `cellType` of `cellType: T.Type`, or `T.self`: the argument whose type the call passes.
    func metatypeArgument(_ expression: ExprSyntax) -> Int? {
        if let found = parameter(expression), case .metatype = found.kind { return found.index }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self),
           let base = member.base {
            return genericArgument(base)
        }
        return nil
    }

    /// `T` of `func register<T: Cell>(_ type: T.Type)`: the argument that binds it.
    func genericArgument(_ expression: ExprSyntax) -> Int? {
        guard !helperScopes.isEmpty, let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let scope = innermostParameters() else { return nil }
        return scope.generics[reference.baseName.text]
    }

    /// What a loading helper's body reads of its parameters: `identifier`, `segue.rawValue`, `cellType.reuseIdentifier`,
    /// `T.reuseIdentifier`.
    func helperArgument(_ expression: ExprSyntax) -> StringExpression? {
        if let found = parameter(expression), case .string = found.kind { return .argument(index: found.index, use: .string) }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil, let base = member.base,
              member.declName.baseName.tokenKind != .keyword(.self) else { return nil }
        let name = member.declName.baseName.text.strippingBackticks
        if let found = parameter(base) {
            switch found.kind {
            case .value(let type) where name == "rawValue": return .argument(index: found.index, use: .rawValue(enumType: type))
            case .metatype: return .argument(index: found.index, use: .member(name))
            default: return nil
            }
        }
        return genericArgument(base).map { .argument(index: $0, use: .member(name)) }
    }

    /// `UINib(nibName: X, bundle: …)` → `X`.
    func nibInitializerName(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 2,
              let first = call.arguments.first, first.label?.text == "nibName", call.arguments.last?.label?.text == "bundle" else { return nil }
        let called = text(of: call.calledExpression)
        guard called == "UINib" || called == "UINib.init" || called == "UIKit.UINib" else { return nil }
        return first.expression
    }

    /// A call whose callee's name holds a loading word (so `BodyElision` keeps its body, and recording it never
    /// depends on elision), with at least one argument a helper could read, that is not the framework's own call.
    func recordHelperCall(callee: String, _ node: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax],
                          apiLabels: [String: StringReference.Kind]?) {
        // The callee's name token holds a word whose body `BodyElision` always keeps (`WordOccurrences` knows where
        // they are): a binary search, not a string search per call.
        let token: TokenSyntax? = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
        guard let token else { return }
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset, end = token.endPositionBeforeTrailingTrivia.utf8Offset
        guard start < end, words.any(in: start ..< end) else { return }
        if let apiLabels, arguments.contains(where: { apiLabels[$0.label?.text ?? "_"] != nil }) { return }
        var values: [HelperCall.Argument] = []
        var positions: [SourcePosition] = []
        for argument in arguments {
            let value: HelperCall.Argument
            if let type = metatypeName(argument.expression) {
                value = .type(type)
            } else if let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
                      member.declName.baseName.tokenKind != .keyword(.self),
                      member.base == nil || typeReference(member.base!) != nil {
                value = .enumCase(type: member.base.flatMap(typeReference), name: member.declName.baseName.text.strippingBackticks)
            } else if let expression = stringExpression(argument.expression, implicitBase: nil, inStaticContext: false), !expression.readsArgument {
                value = .string(expression)
            } else {
                value = .other
            }
            values.append(value)
            positions.append(position(argument.expression))
        }
        // Also when no argument is readable: a helper's load whose name is then unknown (`HelperExpansion`).
        // Without arguments, only a call a type method may be: on a type, or bare (`make()` inside the type).
        let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(typeReference)
        guard !values.isEmpty || receiver != nil || node.calledExpression.is(DeclReferenceExprSyntax.self) else { return }
        helperCalls.append(HelperCall(name: callee, labels: arguments.map { $0.label?.text ?? "_" }, arguments: values,
                                      positions: positions, hasTrailingClosure: node.trailingClosure != nil,
                                      calleePosition: calleePosition(node), receiver: receiver))
    }

    /// `ProfileCell.nib` outside a registration (which `ReuseCall` records): loads the nib its `UINib` property
    /// names, if the property is one (resolved when the index is merged).
    func recordNibAccess(_ node: MemberAccessExprSyntax) {
        // Bytes first: this runs for every member access of a walked body.
        let name = node.declName.baseName
        let offset = name.positionAfterSkippingLeadingTrivia.utf8Offset
        guard name.endPositionBeforeTrailingTrivia.utf8Offset - offset == 3, offset + 3 <= source.count, source[offset] == 0x6E,
              source[offset + 1] == 0x69, source[offset + 2] == 0x62 else { return }
        guard node.declName.argumentNames == nil, let base = node.base,
              let type = typeReference(base) else { return }
        if let argument = node.parent?.as(LabeledExprSyntax.self), argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            .flatMap({ $0.calledExpression.as(MemberAccessExprSyntax.self) })?.declName.baseName.text.hasPrefix("register") == true {
            return
        }
        let expression = StringExpression.nibName(base: type, name: "nib")
        let reference = PendingReference(kind: .nibName, expression: expression, position: position(node), framework: .uiKit)
        pendingReferences.append(reference)
    }
}

extension StringExpression {
    /// The first helper argument the expression reads.
    var argumentIndex: Int? {
        switch self {
        case .argument(let index, _): index
        case .concatenation(let parts): parts.lazy.compactMap(\.argumentIndex).first
        default: nil
        }
    }
}

extension ReuseCall {
    /// Whether it is a loading helper's (it reads an argument), not a call with values.
    var readsArgument: Bool {
        typeArgument != nil || identifierExpression?.readsArgument == true || nibExpression?.readsArgument == true
    }

    /// Whether it is a type method's template: it registers the type the method is called on.
    var readsDynamicSelf: Bool {
        typeName == StringExpression.dynamicSelf || identifierExpression?.readsDynamicSelf == true || nibExpression?.readsDynamicSelf == true
    }
}
