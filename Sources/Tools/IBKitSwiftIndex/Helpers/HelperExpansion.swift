import IBKitPlumbing
/// Makes every call of a `LoadingHelper` concrete: the helper's references and reuse calls with the call's
/// arguments in place of its parameters, at the call. Only where certain: a call that matches no helper, or
/// helpers that disagree, or an argument the helper's use cannot read, gives nothing.
struct HelperExpansion {
    private(set) var references: [PendingReference] = []
    private(set) var reuseCalls: [ReuseCall] = []
    /// Callee positions of the calls expanded: their by-type `ReuseCall`s were the app's helper, not IBKit's API.
    private(set) var expandedCalls: Set<SourcePosition> = []

    /// - Parameter satisfies: whether a class meets a generic constraint (a protocol it conforms to, or a class in
    ///   its superclass chain); false when unknown.
    init(files: [FileIndex], satisfies: (String, String) -> Bool) {
        var helpers: [String: [LoadingHelper]] = [:]
        for file in files { for h in file.helpers { helpers[h.name, default: []].append(h) } }
        guard !helpers.isEmpty else { return }
        // The index sees the calls only of helpers whose name holds a loading word (`HelperCall`); any other
        // helper's load takes names from calls it cannot see.
        // (`HelperCallsOfAnyName` follows the others' calls in a whole run.)
        var followed: [String: Bool] = [:]
        for helper in helpers.values.joined() where !Self.callsAreSeen(helper.name) {
            if followed[helper.name] ?? { let f = HelperCallsOfAnyName.followed(helper.name, in: files); followed[helper.name] = f; return f }() {
                continue
            }
            references += Self.unseen(helper)
        }
        for file in files {
            for call in file.helperCalls {
                guard let candidates = helpers[call.name] else { continue }
                let expansions = candidates.compactMap { Self.expand($0, at: call, satisfies: satisfies) }
                guard let first = expansions.first else {
                    references += candidates.flatMap { Self.unreadable($0, at: call) }
                    continue
                }
                expandedCalls.insert(call.calleePosition)
                if expansions.allSatisfy({ $0 == first }) {
                    references += first.references
                    reuseCalls += first.reuseCalls
                    continue
                }
                // `extension UITableView` and `extension UICollectionView` helpers of one name: the same
                // registration but for the role, which the registered class then tells.
                let roleless = expansions.map { Expanded(references: $0.references, reuseCalls: $0.reuseCalls.map { var c = $0; c.role = .unknown; return c }) }
                guard roleless.allSatisfy({ $0 == roleless[0] }) else {
                    expandedCalls.remove(call.calleePosition)
                    continue
                }
                references += roleless[0].references
                reuseCalls += roleless[0].reuseCalls
            }
        }
    }

    private struct Expanded: Equatable {
        var references: [PendingReference]
        var reuseCalls: [ReuseCall]
    }

    /// Parameter index → argument index (nil: the parameter's default), when the call's labels fit the helper's.
    private static func bind(_ helper: LoadingHelper, _ call: HelperCall) -> [Int?]? {
        var bound: [Int?] = []
        var next = 0
        for parameter in helper.parameters {
            if next < call.labels.count, call.labels[next] == parameter.label {
                bound.append(next)
                next += 1
            } else if parameter.hasDefault {
                bound.append(nil)
            } else if next == call.labels.count, call.hasTrailingClosure, parameter.label == "_" || bound.count == helper.parameters.count - 1 {
                bound.append(nil)
                next = call.labels.count
            } else {
                return nil
            }
        }
        return next == call.labels.count ? bound : nil
    }

    /// Whether the index records the calls of a helper of that name (its body is never elided, `BodyElision`).
    static func callsAreSeen(_ name: String) -> Bool {
        SwiftIndexVisitor.bodyWords.contains { $0 != "\"" && name.contains($0) }
    }

    /// A helper whose calls the index does not see: each load in it takes a name the index cannot read.
    private static func unseen(_ helper: LoadingHelper) -> [PendingReference] {
        let written = StringExpression.opaque("a parameter of \(helper.name)(), whose calls the index does not follow")
        return helper.references.map {
            PendingReference(kind: $0.kind, expression: written, position: $0.position, framework: $0.framework, isRegistration: $0.isRegistration)
        } + helper.reuseCalls.map {
            PendingReference(kind: .reuseIdentifier, expression: written, position: $0.position, framework: .uiKit,
                             isRegistration: $0.kind == .registerType || $0.kind == .registerClass || $0.kind == .registerNib)
        }
    }

    /// A call that fits a helper's labels but passes an argument it loads that the index cannot read
    /// (`show(identifier: model.screen)`): a load of that kind whose name is unknown (`StringExpression.opaque`).
    private static func unreadable(_ helper: LoadingHelper, at call: HelperCall) -> [PendingReference] {
        guard let bound = bind(helper, call) else { return [] }
        var result: [PendingReference] = []
        // A type method called without naming the type (`make()` inside a class): `self` may be any subclass.
        if helper.typeMethodOf != nil, call.receiver == nil {
            let written = StringExpression.opaque("\(helper.name)() on a type not named")
            result += helper.references.filter(\.expression.readsDynamicSelf).map {
                PendingReference(kind: $0.kind, expression: written, position: call.calleePosition,
                                 framework: $0.framework, isRegistration: $0.isRegistration)
            }
            result += helper.reuseCalls.filter(\.readsDynamicSelf).map {
                PendingReference(kind: .reuseIdentifier, expression: written, position: call.calleePosition, framework: .uiKit,
                                 isRegistration: $0.kind == .registerType || $0.kind == .registerClass || $0.kind == .registerNib)
            }
        }
        func unknown(_ index: Int?) -> SourcePosition? {
            guard let index, index < bound.count, let at = bound[index] else { return nil }
            if case .other = call.arguments[at] { return call.positions[at] }
            return nil
        }
        for template in helper.references {
            guard let place = unknown(template.expression.argumentIndex) else { continue }
            result.append(PendingReference(kind: template.kind, expression: .opaque("an argument of \(helper.name)"), position: place,
                                           framework: template.framework, isRegistration: template.isRegistration))
        }
        for template in helper.reuseCalls {
            let index = template.typeArgument ?? template.identifierExpression?.argumentIndex
            guard let place = unknown(index) else { continue }
            result.append(PendingReference(kind: .reuseIdentifier, expression: .opaque("an argument of \(helper.name)"), position: place,
                                           framework: .uiKit, isRegistration: template.kind == .registerType || template.kind == .registerClass || template.kind == .registerNib))
        }
        return result
    }

    private static func expand(_ helper: LoadingHelper, at call: HelperCall, satisfies: (String, String) -> Bool) -> Expanded? {
        guard let bound = bind(helper, call) else { return nil }
        // A type method: called on a type that is, or conforms to, the one that declares it (`Home.instantiate()`).
        if let owner = helper.typeMethodOf {
            guard let receiver = call.receiver else { return nil }
            guard SwiftIndex.lastComponent(receiver) == SwiftIndex.lastComponent(owner) || satisfies(receiver, SwiftIndex.lastComponent(owner))
            else { return nil }
        }
        /// `self` in a type method: the type the call names.
        func receiving(_ expression: StringExpression) -> StringExpression? {
            guard helper.typeMethodOf != nil, let receiver = call.receiver else { return expression.readsDynamicSelf ? nil : expression }
            switch expression {
            case .selfTypeName: return .typeName(receiver)
            case .member(let base, let name) where base == StringExpression.dynamicSelf: return .member(base: receiver, name: name)
            case .nibName(let base, let name) where base == StringExpression.dynamicSelf: return .nibName(base: receiver, name: name)
            case .concatenation(let parts):
                var result: [StringExpression] = []
                for part in parts {
                    guard let value = receiving(part) else { return nil }
                    result.append(value)
                }
                return .concatenation(result)
            default: return expression
            }
        }
        // Every type passed must meet its parameter's constraints, or Swift calls another function of that name.
        for (index, parameter) in helper.parameters.enumerated() where !parameter.constraints.isEmpty {
            guard let argument = bound[index] else { continue }
            guard case .type(let type) = call.arguments[argument], parameter.constraints.allSatisfy({ satisfies(type, $0) }) else { return nil }
        }
        func argument(_ index: Int) -> (HelperCall.Argument, SourcePosition)? {
            guard index < bound.count, let at = bound[index] else { return nil }
            return (call.arguments[at], call.positions[at])
        }
        func substitute(_ expression: StringExpression) -> StringExpression? {
            if expression.readsDynamicSelf, !expression.readsArgument { return receiving(expression) }
            switch expression {
            case .argument(let index, let use):
                guard let (value, _) = argument(index) else { return nil }
                switch (use, value) {
                case (.string, .string(let given)): return given
                case (.string, .enumCase(let type, let name)): return .member(base: type ?? "String", name: name)
                case (.rawValue(let enumType), .enumCase(let type, let name)) where enumType.isEmpty:
                    // A generic parameter (`perform<S: SegueType>(segue: S)`): the case's own enum, when written.
                    return type.map { .rawValue(base: $0, name: name) }
                case (.rawValue(let enumType), .enumCase(let type, let name)):
                    guard type.map({ SwiftIndex.lastComponent($0) == SwiftIndex.lastComponent(enumType) }) ?? true else { return nil }
                    return .rawValue(base: enumType, name: name)
                case (.member(let name), .type(let type)): return .member(base: type, name: name)
                case (.nibName(let name), .type(let type)): return .nibName(base: type, name: name)
                case (.typeName, .type(let type)): return .typeName(type)
                default: return nil
                }
            case .concatenation(let parts):
                var result: [StringExpression] = []
                for part in parts {
                    guard let value = substitute(part) else { return nil }
                    result.append(value)
                }
                return .concatenation(result)
            default:
                return receiving(expression)
            }
        }
        var expanded = Expanded(references: [], reuseCalls: [])
        for template in helper.references {
            // A load reading only the type it is called on is placed at the call.
            let place = template.expression.argumentIndex.map { argument($0)?.1 } ?? call.calleePosition
            guard let place, let value = substitute(template.expression) else { return nil }
            expanded.references.append(PendingReference(kind: template.kind, expression: value, position: place,
                                                        framework: template.framework, isRegistration: template.isRegistration))
        }
        for template in helper.reuseCalls {
            var concrete = template
            let index = template.typeArgument ?? template.identifierExpression?.argumentIndex ?? template.nibExpression?.argumentIndex
            if let index {
                guard let (_, place) = argument(index) else { return nil }
                concrete.position = place
            } else {
                // Registering only the type it is called on (`Cell.registerCell(for: table)`): placed at the call.
                guard template.readsDynamicSelf, let receiver = call.receiver else { return nil }
                concrete.position = call.calleePosition
                if template.typeName == StringExpression.dynamicSelf { concrete.typeName = SwiftIndex.lastComponent(receiver) }
            }
            if let typeIndex = template.typeArgument {
                guard let (value, _) = argument(typeIndex), case .type(let type) = value else { return nil }
                concrete.typeName = type
                concrete.typeArgument = nil
            }
            if let e = template.identifierExpression {
                guard let value = substitute(e) else { return nil }
                concrete.identifierExpression = value
            }
            if let e = template.nibExpression {
                guard let value = substitute(e) else { return nil }
                concrete.nibExpression = value
            }
            expanded.reuseCalls.append(concrete)
        }
        return expanded
    }
}
