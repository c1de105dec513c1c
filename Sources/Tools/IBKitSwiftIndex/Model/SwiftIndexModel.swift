import IBKitPlumbing

/// What `ibkit check` knows of the Swift (and Objective-C header) side of a project: classes with their
/// outlets, actions and conformances, and the string literals code passes to UIKit's loading APIs.
///
/// Built per file (`FileIndex`, cached by content hash) and merged (`SwiftIndex`). Plain, Codable data: the
/// cache stores it, the checks read it, nothing here depends on swift-syntax.

/// An `@IBOutlet` property.
public struct OutletDeclaration: Codable, Sendable, Hashable {
    public enum Optionality: String, Codable, Sendable {
        /// `UILabel!`: crashes when used unconnected.
        case implicitlyUnwrapped
        /// `UILabel?`
        case optional
        /// `UILabel` (with `lazy`, a default value or set in `init`).
        case nonOptional
    }

    public var name: String
    /// `[UILabel]` outlet collections.
    public var isCollection: Bool
    public var typeName: String?
    public var optionality: Optionality
    public var position: SourcePosition
    /// Inside `#if`: may not exist in every configuration, so "never connected" is not claimed.
    public var isConditional: Bool

    public init(name: String, isCollection: Bool, typeName: String?, optionality: Optionality, position: SourcePosition, isConditional: Bool = false) {
        self.name = name
        self.isCollection = isCollection
        self.typeName = typeName
        self.optionality = optionality
        self.position = position
        self.isConditional = isConditional
    }
}

/// An `@IBAction` or `@IBSegueAction` method (or any `@objc` method, which IB can also target).
public struct ActionDeclaration: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable { case action, segueAction, objc }

    public var kind: Kind
    /// The Objective-C selector IB stores: `didTap:`, `didTap:forEvent:`, `reload`, or the `@objc(name)` rename.
    public var selector: String
    public var position: SourcePosition

    public init(kind: Kind, selector: String, position: SourcePosition) {
        self.kind = kind
        self.selector = selector
        self.position = position
    }
}

/// A class declaration (or the members an extension adds to one).
public struct ClassDeclaration: Codable, Sendable, Hashable {
    /// `Inner` for `Outer.Inner`.
    public var name: String
    /// `Outer.Inner`: enclosing types, no module.
    public var qualifiedName: String
    /// `@objc(Name)`: the name the Objective-C runtime (and so IB) uses.
    public var objcName: String?
    /// First inherited type that is a class, when it can be told (first item of the inheritance clause).
    public var superclass: String?
    /// Every other inherited name: protocols (and the superclass again when it could not be told apart).
    public var inherited: [String]
    public var isGeneric: Bool
    public var isExtension: Bool
    public var isDesignable: Bool
    public var inspectables: [String]
    public var outlets: [OutletDeclaration]
    public var actions: [ActionDeclaration]
    /// Every stored or computed property name, for `userDefinedRuntimeAttributes` key paths.
    public var properties: [String]
    /// `static func makeInstance(…)` and other static factories returning the class.
    public var staticFactories: [String]
    /// `static var storyboardName: String { "…" }` / `nibName` overrides with a literal value.
    public var overriddenNames: [String: String]
    public var lineCount: Int
    public var position: SourcePosition
    /// Networking and persistence calls in the members, in source order (the indexer's `IOVocabulary` says which).
    public var ioCalls: [IOCall]
    /// Every static member and every method, in source order: what a conformance added by `ibkit gen` must not
    /// collide with.
    public var members: [MemberDeclaration]
    /// Instance properties whose type the source says (`let title: String`) or a literal shows (`var count = 0`),
    /// by name: what a binding's key path reaches.
    public var propertyTypes: [String: String]
    /// `typealias Model = Photo` in the body, by name.
    public var typeAliases: [String: String]

    public init(name: String, qualifiedName: String, objcName: String? = nil, superclass: String? = nil, inherited: [String] = [],
                isGeneric: Bool = false, isExtension: Bool = false, isDesignable: Bool = false, inspectables: [String] = [],
                outlets: [OutletDeclaration] = [], actions: [ActionDeclaration] = [], properties: [String] = [],
                staticFactories: [String] = [], overriddenNames: [String: String] = [:], lineCount: Int = 0, position: SourcePosition,
                ioCalls: [IOCall] = [], members: [MemberDeclaration] = [], propertyTypes: [String: String] = [:],
                typeAliases: [String: String] = [:]) {
        self.propertyTypes = propertyTypes
        self.typeAliases = typeAliases
        self.name = name
        self.qualifiedName = qualifiedName
        self.objcName = objcName
        self.superclass = superclass
        self.inherited = inherited
        self.isGeneric = isGeneric
        self.isExtension = isExtension
        self.isDesignable = isDesignable
        self.inspectables = inspectables
        self.outlets = outlets
        self.actions = actions
        self.properties = properties
        self.staticFactories = staticFactories
        self.overriddenNames = overriddenNames
        self.lineCount = lineCount
        self.position = position
        self.ioCalls = ioCalls
        self.members = members
    }
}

/// A static property or function, or a method, of a class, an extension or a protocol (a requirement).
public struct MemberDeclaration: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable { case property, function }

    /// The base name: `nibName`, `register` (of `register(_:)`).
    public var name: String
    /// A function's argument labels, `_` for none: `["_"]` for `register(_:)`; empty for a property.
    public var labels: [String]
    /// For each of `labels`, whether the parameter has a default value (a call may leave it out).
    public var defaults: [Bool]
    public var kind: Kind
    /// `static` or `class`.
    public var isStatic: Bool
    /// A property's type as written (`String`), nil when not written.
    public var typeName: String?
    /// For a generic function, the protocols and classes its generic parameters must conform to or inherit from,
    /// from the parameter clause and the `where` clause: `["SECell"]` for `func register<T: SECell>(_: T.Type)`.
    public var constraints: [String]
    public var isGeneric: Bool
    public var position: SourcePosition

    public init(name: String, labels: [String] = [], defaults: [Bool]? = nil, kind: Kind, isStatic: Bool, typeName: String? = nil,
                constraints: [String] = [], isGeneric: Bool = false, position: SourcePosition) {
        self.name = name
        self.labels = labels
        self.defaults = defaults ?? labels.map { _ in false }
        self.kind = kind
        self.isStatic = isStatic
        self.typeName = typeName
        self.constraints = constraints
        self.isGeneric = isGeneric
        self.position = position
    }

    /// Whether a call with these argument labels can reach the function: the labels are its own, in order, less
    /// some of those with default values (`instantiate()` reaches `instantiate(from: UIStoryboard = .main)`).
    public func accepts(labels call: [String]) -> Bool {
        var k = 0
        for (label, hasDefault) in zip(labels, defaults) {
            if k < call.count && call[k] == label {
                k += 1
            } else if !hasDefault {
                return false
            }
        }
        return k == call.count
    }

    /// `nibName`, `register(_:)`, `instance()`: as Swift names the member.
    public var fullName: String {
        kind == .property ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

/// A use of a networking or persistence API: `URLSession.shared.dataTask(…)`, `UserDefaults.standard.set(…)`.
public struct IOCall: Codable, Sendable, Hashable {
    /// The `IOPattern` it matched, as written in the vocabulary (`URLSession`, `.write(to:)`).
    public var api: String
    /// The call as written, without arguments: `URLSession.shared.dataTask`, `data.write(to:)`.
    public var call: String
    /// Where the expression starts (`URLSession`, `data`).
    public var position: SourcePosition

    public init(api: String, call: String, position: SourcePosition) {
        self.api = api
        self.call = call
        self.position = position
    }
}

/// A call that registers a cell (or another reusable view) with a table or collection view, or dequeues one
/// by type: what decides which nib and reuse identifier a cell class is used with.
public struct ReuseCall: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// `register(Cell.self)` (IBKit), `register(cellType: Cell.self)` (Reusable): the type's nib when it is
        /// Nibable / NibReusable, else the class, under the type's reuse identifier.
        case registerType
        /// `register(Cell.self, forCellReuseIdentifier: …)`: the class, built in code.
        case registerClass
        /// `register(UINib(nibName: …), forCellReuseIdentifier: …)`, `register(Cell.nib, …)`.
        case registerNib
        /// `dequeueReusableCell(Cell.self, for:)` (IBKit), `dequeueReusableCell(for:cellType:)` (Reusable): under the
        /// type's reuse identifier.
        case dequeueType
    }

    /// What the call registers, from its argument labels; `unknown` when only the type's class can tell
    /// (`register(Cell.self)` serves table and collection views alike).
    public enum Role: String, Codable, Sendable {
        case tableCell, tableHeaderFooter, collectionCell, collectionSupplementary, unknown
    }

    public var kind: Kind
    public var role: Role
    /// `Cell` of `Cell.self`, `Cell.nib` or `UINib(nibName: String(describing: Cell.self), …)`; no module, no
    /// generic arguments.
    public var typeName: String?
    /// The nib a `registerNib` call names: a literal, or the type's name for `String(describing: Cell.self)`;
    /// nil for `Cell.nib` (the type's own nib name) or an expression the index cannot evaluate.
    public var nibName: String?
    /// The reuse identifier a `registerClass`/`registerNib` call passes: a literal, or the type's name for
    /// `String(describing: Cell.self)` / `"\(Cell.self)"`; nil when not known. The by-type kinds use the type's.
    public var identifier: String?
    /// The identifier argument when it is no literal but an expression `SwiftIndex` may resolve (`Cells.profile`,
    /// `ProfileCell.reuseIdentifier`); `SwiftIndex.reuseCalls` fills `identifier` from it.
    public var identifierExpression: StringExpression?
    /// The nib argument when it is no literal but an expression `SwiftIndex` may resolve (`Cell.nib` through a
    /// `UINib` property); `SwiftIndex.reuseCalls` fills `nibName` from it.
    public var nibExpression: StringExpression?
    /// In a loading helper's body: the argument whose type (`cellType: T.Type`) is `typeName` at each call.
    public var typeArgument: Int?
    /// Where the called method's name (`register`, `dequeueReusableCell`) is.
    public var position: SourcePosition

    public init(kind: Kind, role: Role = .unknown, typeName: String? = nil, nibName: String? = nil, identifier: String? = nil,
                identifierExpression: StringExpression? = nil, nibExpression: StringExpression? = nil, typeArgument: Int? = nil,
                position: SourcePosition) {
        self.kind = kind
        self.role = role
        self.typeName = typeName
        self.nibName = nibName
        self.identifier = identifier
        self.identifierExpression = identifierExpression
        self.nibExpression = nibExpression
        self.typeArgument = typeArgument
        self.position = position
    }
}

/// A string literal passed to an API that looks something up in IB files by name.
public struct StringReference: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// `UIStoryboard(name:)`
        case storyboardName
        /// `instantiateViewController(withIdentifier:)`
        case viewControllerIdentifier
        /// `performSegue(withIdentifier:)`, `segue.identifier == "…"`
        case segueIdentifier
        /// `dequeueReusableCell(withIdentifier:)`, `register(_:forCellReuseIdentifier:)`, collection equivalents
        case reuseIdentifier
        /// `UINib(nibName:)`, `loadNibNamed(_:)`
        case nibName
    }

    /// The framework whose API looks the name up: it finds only IB files of its platforms.
    public enum Framework: String, Codable, Sendable {
        /// `UIStoryboard`, `UINib`, `instantiateViewController`, `dequeueReusableCell`: iOS and tvOS files.
        case uiKit
        /// `NSStoryboard`, `NSNib`, `NSWindowController(windowNibName:)`, `makeView(withIdentifier:owner:)`: macOS files.
        case appKit
    }

    public var kind: Kind
    public var value: String
    public var position: SourcePosition
    /// Nil when the API exists in both (`performSegue(withIdentifier:)`, `Bundle.loadNibNamed`).
    public var framework: Framework?
    /// How the value was reached when it is not a literal at the call: `Storyboard.main.rawValue`,
    /// `Cells.profile`, `String(describing: ProfileCell.self)`. Nil for a literal.
    public var via: String?
    /// `register(_:forCellReuseIdentifier:)`, `register(_:forIdentifier:)`: defines the name for later lookups
    /// rather than looking it up.
    public var isRegistration: Bool
    /// What a name no IB file has does there.
    public var form: Form

    /// How the code uses the name, which decides what a wrong one does.
    public enum Form: String, Codable, Sendable {
        /// A loading call that raises for a name it cannot find (`instantiateViewController(withIdentifier:)`,
        /// `dequeueReusableCell(withIdentifier:for:)`, `performSegue(withIdentifier:)`).
        case load
        /// `segue.identifier == "X"`, `case "X":` on it: never true.
        case comparison
        /// `dequeueReusableCell(withIdentifier:)` without `for:`: returns nil, and the code handles the nil.
        case optionalResult
        /// The same, its nil forced (`!`, `as!`): a crash.
        case forcedOptionalResult
    }

    public init(kind: Kind, value: String, position: SourcePosition, framework: Framework? = nil, via: String? = nil,
                isRegistration: Bool = false, form: Form = .load) {
        self.kind = kind
        self.value = value
        self.position = position
        self.framework = framework
        self.via = via
        self.isRegistration = isRegistration
        self.form = form
    }
}

/// A string expression the index can evaluate once every file is known: a literal, a constant declared anywhere
/// (`Cells.profile`), an enum case's raw value, a type's name. Anything else is not recorded: an expression the
/// index cannot follow is never guessed at.
public indirect enum StringExpression: Codable, Sendable, Hashable {
    case literal(String)
    /// `Cells.profile`, `.main` at a parameter of type `NSStoryboard.Name` (base `String`): a `static let` or
    /// constant static property of the type named `base` (`Outer.Inner` as far as written), or of a protocol it
    /// conforms to through an extension.
    case member(base: String, name: String)
    /// `Storyboard.main.rawValue`: the raw value of case `name` of the `String` enum `base`.
    case rawValue(base: String, name: String)
    /// `String(describing: ProfileCell.self)`, `"\(ProfileCell.self)"`: the type's name.
    case typeName(String)
    /// `NSStringFromClass(ProfileCell.self)`: the runtime name, known for `@objc(Name)` and Objective-C classes only
    /// (a Swift class's is `Module.Name`).
    case runtimeName(String)
    /// `String(describing: self)` (also `"\(self)"`) in a static property: the name of the type it is read on.
    case selfTypeName
    /// `String(describing: type(of: self))`, `type(of: self).nibName` in an instance member of `type`: `read` as read
    /// on `type` (its `selfTypeName` is `type`'s name), certain only while no class inherits from `type`.
    case instanceType(type: String, read: StringExpression)
    /// `StoryboardScene.Settings.profile.instantiate()`: the storyboard's name (or, with `identifier`, the Storyboard
    /// ID) of scene `name` of `base` (`SwiftIndexVisitor+Scenes.swift`).
    case scene(base: String, name: String, identifier: Bool)
    /// `"\(prefix)Cell"`: the parts, concatenated.
    case concatenation([StringExpression])
    /// `Cell.nib` where a static property `nib` of `Cell` (or of a superclass or protocol it conforms to) is
    /// `UINib(nibName: …, bundle: …)`: the name of the nib it loads.
    case nibName(base: String, name: String)
    /// In a loading helper's body (`LoadingHelper`): what the argument at `index` of each call gives.
    case argument(index: Int, use: ArgumentUse)
    /// An argument the index cannot follow (`model.cellID`, `isLast ? a : b`), as written: never resolved, it only
    /// tells that a load of that kind exists whose name is unknown (`SwiftIndex.unresolvedReferences`).
    case opaque(String)

    /// How a loading helper's body reads one of its parameters.
    public enum ArgumentUse: Codable, Sendable, Hashable {
        /// `identifier` of type `String`: the string passed (a literal, a constant).
        case string
        /// `identifier.rawValue` of type `Segue`: the raw value of the case passed (`.showDetail`, `Segue.showDetail`).
        case rawValue(enumType: String)
        /// `cellType.reuseIdentifier` or `T.reuseIdentifier` for `cellType: T.Type`: the static member of the type
        /// passed (`ProfileCell.self`).
        case member(String)
        /// `cellType.nib` / `T.nib` where `nib` is a `UINib` property: the name of the nib it loads.
        case nibName(String)
        /// `String(describing: cellType)`, `"\(T.self)"`: the name of the type passed.
        case typeName
    }

    /// As the code writes it, for messages.
    public var written: String {
        switch self {
        case .literal(let value): "\"\(value)\""
        case .member(let base, let name): base.isEmpty ? name : base + "." + name
        case .rawValue(let base, let name): base + "." + name + ".rawValue"
        case .typeName(let type): "String(describing: \(type).self)"
        case .runtimeName(let type): "NSStringFromClass(\(type).self)"
        case .selfTypeName: "String(describing: self)"
        case .instanceType(_, let read): read.written.replacingOccurrences(of: "self", with: "type(of: self)")
        case .concatenation(let parts): parts.map(\.written).joined(separator: " + ")
        case .scene(let base, let name, let identifier): "the \(identifier ? "Storyboard ID" : "storyboard") of \(base).\(name)"
        case .nibName(let base, let name): "the name of the nib \(base).\(name) loads"
        case .argument(let index, _): "argument \(index + 1)"
        case .opaque(let text): text
        }
    }

    /// The base of a static member read bare in a static property (`prefix` in `static var id: String { prefix + "Cell" }`):
    /// the type the property is read on.
    public static let dynamicSelf = "Self"

    /// Whether it is, or holds, the name of the type it is read on (`selfTypeName`).
    public var readsSelfTypeName: Bool {
        switch self {
        case .selfTypeName: true
        case .concatenation(let parts): parts.contains { $0.readsSelfTypeName }
        default: false
        }
    }

    /// Whether it reads the type a type method is called on (`selfTypeName`, a `dynamicSelf` member or nib).
    public var readsDynamicSelf: Bool {
        switch self {
        case .selfTypeName: true
        case .member(let base, _), .nibName(let base, _): base == Self.dynamicSelf
        case .concatenation(let parts): parts.contains { $0.readsDynamicSelf }
        default: false
        }
    }

    /// Whether a loading helper's argument occurs in it (it is then a template, not a value).
    public var readsArgument: Bool {
        switch self {
        case .argument: true
        case .concatenation(let parts): parts.contains { $0.readsArgument }
        default: false
        }
    }
}

/// A constant the index can read: `static let profile = "ProfileCell"`, a global `let`, a static computed property
/// returning one expression (`static var reuseIdentifier: String { String(describing: self) }`), or a case of a
/// `String` enum (its raw value).
public struct StringConstant: Codable, Sendable, Hashable {
    /// The type or extended type (`Constants.Storyboard`, `Reusable`), empty for a global.
    public var owner: String
    public var name: String
    public var value: StringExpression
    public var isEnumCase: Bool
    /// A stored `static var` (`static var reuseIdentifier = "Cell"`): its value holds only while no file assigns
    /// to the name.
    public var isStored: Bool
    /// `static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }`: `value` is the nib's name,
    /// and the property is a `UINib`, not a string.
    public var isNib: Bool

    public init(owner: String, name: String, value: StringExpression, isEnumCase: Bool = false, isNib: Bool = false,
                isStored: Bool = false) {
        self.owner = owner
        self.isStored = isStored
        self.name = name
        self.value = value
        self.isEnumCase = isEnumCase
        self.isNib = isNib
    }
}

/// A loading API's argument that is not a literal, resolved against every file's constants when the index is
/// merged (`SwiftIndex.references`); not recorded when it is no expression the index can follow.
public struct PendingReference: Codable, Sendable, Hashable {
    public var kind: StringReference.Kind
    public var expression: StringExpression
    public var position: SourcePosition
    public var framework: StringReference.Framework?
    public var isRegistration: Bool
    public var form: StringReference.Form

    public init(kind: StringReference.Kind, expression: StringExpression, position: SourcePosition, framework: StringReference.Framework?,
                isRegistration: Bool = false, form: StringReference.Form = .load) {
        self.kind = kind
        self.expression = expression
        self.position = position
        self.framework = framework
        self.isRegistration = isRegistration
        self.form = form
    }
}

/// `typealias A = B` visible at file scope, for conformances through aliases.
public struct TypeAlias: Codable, Sendable, Hashable {
    public var name: String
    public var target: String

    public init(name: String, target: String) {
        self.name = name
        self.target = target
    }
}

/// `protocol P: Q, R`: what a protocol refines, so conformance to `Q` through `P` is seen.
public struct ProtocolDeclaration: Codable, Sendable, Hashable {
    public var name: String
    public var inherited: [String]
    /// The requirements: static members and methods (as for classes).
    public var members: [MemberDeclaration]

    public init(name: String, inherited: [String], members: [MemberDeclaration] = []) {
        self.name = name
        self.inherited = inherited
        self.members = members
    }
}

/// A function of the app that passes one of its parameters to a loading API: seed 000's
/// `register<T: Nibable>(_ type: T.Type)`, `func performSegue(_ segue: Segue) { performSegue(withIdentifier:
/// segue.rawValue, sender: nil) }`. Its references and reuse calls read `StringExpression.argument`s; each call of
/// it (`HelperCall`) makes them concrete at the call.
public struct LoadingHelper: Codable, Sendable, Hashable {
    public struct Parameter: Codable, Sendable, Hashable {
        /// The argument label, `_` for none.
        public var label: String
        public var hasDefault: Bool
        /// For `T.Type` of a generic `T`: what `T` must conform to or inherit from (`T: Nibable & UITableViewCell`).
        public var constraints: [String]

        public init(label: String, hasDefault: Bool, constraints: [String] = []) {
            self.label = label
            self.hasDefault = hasDefault
            self.constraints = constraints
        }
    }

    public var name: String
    public var parameters: [Parameter]
    public var references: [PendingReference]
    public var reuseCalls: [ReuseCall]
    /// A `static` or `class` function of this type (or protocol): its loads may read the type it is called on
    /// (`String(describing: self)`, `StringExpression.dynamicSelf` members), which a call `X.helper()` names.
    public var typeMethodOf: String?

    public init(name: String, parameters: [Parameter], references: [PendingReference] = [], reuseCalls: [ReuseCall] = [],
                typeMethodOf: String? = nil) {
        self.typeMethodOf = typeMethodOf
        self.name = name
        self.parameters = parameters
        self.references = references
        self.reuseCalls = reuseCalls
    }
}

/// A call that may be of a `LoadingHelper` (its callee's name holds a loading word, so its body is never elided),
/// with what the index can read of each argument.
public struct HelperCall: Codable, Sendable, Hashable {
    public enum Argument: Codable, Sendable, Hashable {
        /// A string expression (`"Detail"`, `Cells.profile`).
        case string(StringExpression)
        /// `.showDetail` or `Segue.showDetail`: an enum case, with its type when written.
        case enumCase(type: String?, name: String)
        /// `ProfileCell.self`.
        case type(String)
        /// Anything else (`indexPath`, a closure).
        case other
    }

    public var name: String
    /// Labels in order, `_` for none; a trailing closure is not an argument here.
    public var labels: [String]
    public var arguments: [Argument]
    /// Each argument's place, for findings at the call.
    public var positions: [SourcePosition]
    public var hasTrailingClosure: Bool
    /// `X` of `X.helper(…)`, when it is a type.
    public var receiver: String?
    /// Where the callee's name is: a by-type `ReuseCall` recorded for the same call has this position, and gives way
    /// to the helper's when the call is the app's helper, not IBKit's or Reusable's function.
    public var calleePosition: SourcePosition

    public init(name: String, labels: [String], arguments: [Argument], positions: [SourcePosition], hasTrailingClosure: Bool,
                calleePosition: SourcePosition, receiver: String? = nil) {
        self.receiver = receiver
        self.calleePosition = calleePosition
        self.name = name
        self.labels = labels
        self.arguments = arguments
        self.positions = positions
        self.hasTrailingClosure = hasTrailingClosure
    }
}

/// Everything one source file declares or references.
public struct FileIndex: Codable, Sendable, Hashable {
    public var path: String
    public var classes: [ClassDeclaration]
    /// Structs and enums (not classes: IB cannot make them), with their properties, for binding key paths.
    public var valueTypes: [ClassDeclaration] = []
    public var typeAliases: [TypeAlias]
    public var protocols: [ProtocolDeclaration]
    public var references: [StringReference]
    /// Objective-C `@interface Name : Super` names from headers.
    public var objcInterfaces: [String]
    /// Classes an Objective-C category or class extension adds to (`@interface UIViewController (Extras)`), not
    /// declared in the same file: they exist, but the category does not say what they inherit from. The members
    /// the categories add are extensions in `classes`.
    public var objcCategories: [String]
    /// Hashes of the member names the file mentions anywhere (`Mentions`), sorted; nil when the file was not read.
    public var mentionedNames: [UInt32]?
    /// Hashes of the names the file assigns to (`Mentions`), sorted; nil when the file was not read.
    public var assignedNames: [UInt32]?
    /// Constants string arguments may name.
    public var constants: [StringConstant]
    /// Loading-API arguments that name a constant or a type: resolved by `SwiftIndex`.
    public var pendingReferences: [PendingReference]
    /// Why the file could not be (fully) read, with where: syntax errors, not UTF-8, too large.
    public var problems: [SourceProblem]
    /// Cell registrations and by-type dequeues, in source order.
    public var reuseCalls: [ReuseCall]
    /// The modules the file imports (`IBKit`, `Reusable`), sorted: which library a call like `register(Cell.self)`
    /// can be, when the app may have written its own.
    public var imports: [String]
    /// Functions that pass a parameter to a loading API.
    public var helpers: [LoadingHelper]
    /// Calls that may be of a helper (see `HelperCall`).
    public var helperCalls: [HelperCall]
    /// The helper names without a loading word whose calls `helperCalls` holds (`HelperCallsOfAnyName`); nil when
    /// that pass did not run over the file.
    public var followedHelperNames: [String]?
    /// Of those, the names the file uses other than by calling them (`ids.map(cell)`): their calls cannot be followed.
    public var escapedHelperNames: [String] = []

    public init(path: String, classes: [ClassDeclaration] = [], valueTypes: [ClassDeclaration] = [], typeAliases: [TypeAlias] = [],
                references: [StringReference] = [],
                objcInterfaces: [String] = [], problems: [SourceProblem] = [], protocols: [ProtocolDeclaration] = [],
                reuseCalls: [ReuseCall] = [], imports: [String] = [], objcCategories: [String] = [], mentionedNames: [UInt32]? = nil,
                assignedNames: [UInt32]? = nil, constants: [StringConstant] = [], pendingReferences: [PendingReference] = [], helpers: [LoadingHelper] = [],
                helperCalls: [HelperCall] = [], followedHelperNames: [String]? = nil) {
        self.path = path
        self.followedHelperNames = followedHelperNames
        self.helpers = helpers
        self.helperCalls = helperCalls
        self.constants = constants
        self.pendingReferences = pendingReferences
        self.mentionedNames = mentionedNames
        self.assignedNames = assignedNames
        self.objcCategories = objcCategories
        self.classes = classes
        self.valueTypes = valueTypes
        self.typeAliases = typeAliases
        self.protocols = protocols
        self.references = references
        self.objcInterfaces = objcInterfaces
        self.problems = problems
        self.reuseCalls = reuseCalls
        self.imports = imports
    }
}

extension FileIndex {
    /// Whether the file mentions the name (see `Mentions`): nil when the file was not read, or the name is not one
    /// `Mentions` records (it does not start with a lowercase letter or `_`).
    public func mentions(_ name: String) -> Bool? {
        guard let mentionedNames, let first = name.utf8.first, (first >= 0x61 && first <= 0x7A) || first == 0x5F else { return nil }
        return Mentions.contains(mentionedNames, name)
    }
}

/// A source file that could not be read as it should: reported, and the rest is still checked.
public struct SourceProblem: Codable, Sendable, Hashable {
    public var message: String
    public var position: SourcePosition

    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }
}
