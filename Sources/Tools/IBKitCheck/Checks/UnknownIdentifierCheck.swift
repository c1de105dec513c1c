import IBKitDiagnostics
import IBKitDocument
import IBKitPlumbing
import IBKitRuleModel
import IBKitSwiftIndex

/// A string literal in code that names something no IB file has: a typo that crashes at run time.
struct UnknownIdentifierCheck: CheckRule {
    static let description = RuleDescription(
        id: "unknown-identifier",
        summary: "A storyboard name, Storyboard ID, segue id, reuse id or nib name used in code that no IB file has",
        rationale: """
            UIStoryboard(name:), instantiateViewController(withIdentifier:), performSegue(withIdentifier:), \
            dequeueReusableCell(withIdentifier:) and UINib(nibName:) crash on a name IB does not have. IBKit \
            makes every such name the class name, so a stale literal is the typical leftover of a rename. A reuse \
            identifier registered in code (register(_:forCellReuseIdentifier:), Objective-C's registerNib: and \
            registerClass:), or the name of a cell registered by type (register(Cell.self), under its name or its \
            static reuseIdentifier), is served; another dequeue of the same name is no registration. \
            AppKit's loading APIs are read as well: NSStoryboard(name:), instantiateController(withIdentifier:), \
            NSNib(nibNamed:), NSWindowController(windowNibName:), override var nibName / windowNibName, \
            NSCollectionView's makeItem(withIdentifier:for:) (with nothing registered it loads the nib named like \
            the identifier, and raises when there is none), the \
            NSNib.Name / NSStoryboard.Name / NSStoryboard.SceneIdentifier wrappers, and \
            makeView(withIdentifier:owner:) when its result is forced (it returns nil for an unknown identifier, \
            which code often handles by making the view). A UIKit API finds only iOS and tvOS files, an AppKit one \
            only macOS files: UIStoryboard(name:) never loads a Mac storyboard of the same name. \
            A name need not be a literal: static let and String-enum constants (Storyboard.main.rawValue, \
            Cells.profile, .main for a constant in an extension of NSStoryboard.Name), interpolations and + of \
            those, String(describing: T.self), "\\(T.self)", NSStringFromClass of an @objc(Name) or Objective-C \
            class, and static or class properties defined as String(describing: self) in the type, a superclass \
            or an extension of a protocol it conforms to (Reusable's reuseIdentifier; a subclass's override is its \
            own) are followed, where certain; so is a stored static var while no file assigns to its name. A \
            nested name is resolved where it is written (Constants.cellID in the body of a class that declares its \
            own enum Constants is that one, whatever other types declare), and a bare static member read in a \
            static func of a struct, an enum or a final class is the type's. The class name as a value is followed \
            through chains of static members (storyboardID → classNameWithoutNamespaces → \
            NSStringFromClass(self).components(separatedBy: ".").last!), each read on the type it is read on. \
            So are the app's own loading helpers, at each call whose callee's name holds the API's \
            (performSegue(_ segue: Segue) passing segue.rawValue, register<T: Cell>(_ type: T.Type) passing \
            T.reuseIdentifier or UINib(nibName: type.nibName, …), dequeueReusableCell(_:for:)): the call's enum \
            case, string or type takes the parameter's place, only when its labels and the type's constraints fit, \
            and only when every helper of that name agrees. A UINib property (static var nib: UINib { \
            UINib(nibName: "\\(self)", bundle: nil) }) is followed to the nib it names wherever Cell.nib is read. \
            So are names held in a `let` the same file shows — a local of the calling function declared before \
            the call, an instance or static `let` of the enclosing type, a file-scope `let` — whose value is a \
            literal or a ternary of two literals (each is judged where it is written); a `var`, a parameter or a \
            closer declaration of the same name is not followed. A `for` over an array literal of types, names or \
            (name, name) pairs loads (and registers) each element. Other function calls and values built at run \
            time are not: what cannot be resolved is not judged. A reuse identifier is judged only where every registration that could serve \
            it was read: one whose name cannot be read silences the dequeues of its class, or of every class of its \
            target when it sits in a helper or an extension of UITableView. \
            What a missing name does depends on the use, and so does the severity: a loading call that raises, or a \
            dequeueReusableCell(withIdentifier:) without for: whose nil is forced (! or as!), is an error; a \
            comparison with segue.identifier (never true) and an unforced dequeue without for: (it returns nil, \
            and the code's fallback runs) are warnings. Objective-C implementation files are read for the same \
            calls (dequeueReusableCellWithIdentifier:, registerNib:forCellReuseIdentifier:, \
            instantiateViewControllerWithIdentifier:, storyboardWithName:, nibWithNibName:, initWithNibName:, \
            loadNibNamed:, performSegueWithIdentifier:), with @"…" literals and NSString *const or #define \
            constants. \
            A literal reuse identifier dequeued in a view controller class whose storyboard scenes IB has is looked \
            up in those scenes (of the class, its superclasses and subclasses) first: a prototype of the same name \
            in another screen's table does not serve it ("Cell" is everywhere). Registrations in code and xib cells \
            still serve any table.
            """,
        origin: .core, defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        // Every finding is at a use in code: without one (no sources, or only registrations) there is nothing to
        // look up, and the IB side need not be gathered.
        let references = context.index.references + context.index.objectiveCReferences
        guard !context.files.isEmpty, references.contains(where: { !$0.isRegistration }) else { return }
        // A framework's API finds only its platforms' files: UIStoryboard(name:) never loads a Mac storyboard.
        let uiKitFiles = context.files.filter { Self.serves(.uiKit, $0) }
        let appKitFiles = context.files.filter { Self.serves(.appKit, $0) }
        let known = IBIdentifiers(context.files)
        let scope = ReuseScope(uiKitFiles)
        // An app of one platform has all its files in one of the two: their identifiers are the ones just gathered.
        func identifiers(_ files: [LintFile]) -> IBIdentifiers { files.count == context.files.count ? known : IBIdentifiers(files) }
        let knownBy: [StringReference.Framework: IBIdentifiers] = [.uiKit: identifiers(uiKitFiles), .appKit: identifiers(appKitFiles)]
        let filesBy: [StringReference.Framework: [LintFile]] = [.uiKit: uiKitFiles, .appKit: appKitFiles]
        // AppKit's makeView(withIdentifier:) also finds a view registered in ways the index does not read: a name
        // the code uses twice is taken as registered. UIKit's dequeues are served only by registrations.
        var appKitReuseCounts: [String: Int] = [:]
        for r in references where r.kind == .reuseIdentifier && r.framework == .appKit { appKitReuseCounts[r.value, default: 0] += 1 }
        // Registrations: with an identifier the index read, or by type — under the type's name (the convention
        // IBKit and Reusable follow) or its static reuseIdentifier (CustomReuseIdentifier, Reusable); one whose
        // name the index could not read may register any name.
        var registered = Set(references.filter { $0.kind == .reuseIdentifier && $0.isRegistration }.map(\.value))
        // Registrations that may serve any table of their modules (targets): a module nil means unknown, any.
        var unreadInModules = Set<String?>()
        // A registration whose name cannot be read may register the name a dequeue uses: where it sits in one of
        // the app's classes, that class's dequeues are not judged; elsewhere (a helper, an extension of UITableView),
        // none are.
        var unreadIn = Set<String>()
        func unreadAnywhere(in path: String) {
            let modules = context.modules(ofFile: path)
            if modules.isEmpty { unreadInModules.insert(nil) } else { unreadInModules.formUnion(modules.map { Optional($0) }) }
        }
        /// Whether a registration the index cannot read may serve the dequeue at `path`.
        func unreadServes(_ path: String) -> Bool {
            guard !unreadInModules.isEmpty else { return false }
            if unreadInModules.contains(nil) { return true }
            let modules = context.modules(ofFile: path)
            return modules.isEmpty || modules.contains { unreadInModules.contains($0) }
        }
        func unread(at position: SourcePosition) {
            // The app's class (declared once or in several targets): its dequeues. A system class's extension
            // (`extension UITableView`) or a function outside classes serves any table.
            if let owner = context.index.enclosingClass(of: position), case .swift? = context.index.origin(of: owner) {
                unreadIn.insert(owner)
            } else {
                unreadAnywhere(in: position.path)
            }
        }
        for load in context.index.unresolvedReferences where load.kind == .reuseIdentifier && load.isRegistration && load.framework != .appKit {
            unread(at: load.position)
        }
        for call in context.index.reuseCalls where call.kind != .dequeueType {
            if let identifier = call.identifier { registered.insert(identifier) }
            if call.kind != .registerType, call.identifier == nil { unread(at: call.position) }
            guard call.kind == .registerType, let type = call.typeName else { continue }
            registered.insert(type)
            if let custom = context.index.value(of: .member(base: type, name: "reuseIdentifier")) {
                registered.insert(custom)
            } else if context.index.visibleMembers(of: type).contains(where: { $0.member.isStatic && $0.member.name == "reuseIdentifier" }) {
                unread(at: call.position)
            }
        }
        // An empty name names nothing a file could hold: `windowNibName` returning "" is AppKit's documented way to
        // have `loadWindow()` called, which the class overrides; what loads then cannot be read from the name.
        for r in references where !r.isRegistration && !r.value.isEmpty {
            let names = r.framework.flatMap { knownBy[$0] } ?? known
            let files = r.framework.flatMap { filesBy[$0] } ?? context.files
            // No IB file of that platform is checked: nothing to say about what they hold.
            guard !files.isEmpty else { continue }
            let (found, what): (Bool, String) = switch r.kind {
            case .storyboardName: (names.storyboards.contains(r.value), "storyboard named")
            case .viewControllerIdentifier: (names.storyboardIDs.contains(r.value), "view controller with Storyboard ID")
            case .segueIdentifier: (names.segues.contains(r.value), "segue with identifier")
            case .reuseIdentifier where r.framework == .appKit:
                // makeView(withIdentifier:owner:) finds views by their identifier, or registered in code.
                // NSCollectionView.makeItem(withIdentifier:for:), with nothing registered, loads the nib of that name.
                (names.itemIdentifiers.contains(r.value) || appKitReuseCounts[r.value, default: 0] > 1 || names.nibs.contains(r.value),
                 "view with identifier or nib named")
            case .reuseIdentifier:
                (names.reuseIDs.contains(r.value) || registered.contains(r.value), "cell with reuse identifier")
            case .nibName: (names.nibs.contains(r.value), "xib named")
            }
            if found, r.kind == .reuseIdentifier, r.framework != .appKit, r.via == nil, !registered.contains(r.value),
               !unreadServes(r.position.path), let className = context.index.enclosingClass(of: r.position), !unreadIn.contains(className),
               let foreign = scope.foreignPrototype(r.value, dequeuedIn: className, context.index) {
                let others = foreign.owners.isEmpty ? "another scene" : "the scenes of " + foreign.owners.joined(separator: ", ")
                violations.append(CheckViolation(
                    "'\(r.value)' is dequeued in \(className) at \(context.place(r.position)), but no scene of \(className) has a cell with that reuse identifier; only \(others) do (\(context.place(foreign.element, in: foreign.file))), and a table finds only its own prototypes; \(Self.consequence(r))",
                    at: r.position, severity: Self.crashes(r) ? nil : .warning))
                continue
            }
            guard !found else { continue }
            if r.kind == .reuseIdentifier, r.framework != .appKit {
                if unreadServes(r.position.path) { continue }
                if !unreadIn.isEmpty, let owner = context.index.enclosingClass(of: r.position), unreadIn.contains(owner) { continue }
            }
            let platforms = switch r.framework {
            case .uiKit?: "iOS/tvOS "
            case .appKit?: "macOS "
            case nil: ""
            }
            var elsewhere = ""
            if r.framework != nil, let other = Self.otherPlatformFile(named: r.value, kind: r.kind, in: context.files, excluding: files) {
                elsewhere = " (\(context.display(other.path)) is for another platform, which \(r.framework == .uiKit ? "UIKit" : "AppKit") does not load)"
            }
            // A reuse identifier named after a class whose IB cells say otherwise: point at them.
            if r.kind == .reuseIdentifier, r.framework != .appKit, let cell = Self.cell(ofClass: r.value, in: files) {
                elsewhere += "; \(r.value)'s cell \(context.place(cell.element, in: cell.file)) has reuse identifier '\(cell.element.reuseIdentifier ?? "")'"
            }
            let subject = r.via.map { $0.hasPrefix("the ") ? "'\(r.value)' (\($0))" : "'\(r.value)' (the value of \($0))" } ?? "'\(r.value)'"
            violations.append(CheckViolation(
                "\(subject) is used at \(context.place(r.position)), but no \(what) '\(r.value)' is in the \(files.count) checked \(platforms)IB file\(files.count == 1 ? "" : "s")\(elsewhere); \(Self.consequence(r))",
                at: r.position, severity: Self.crashes(r) ? nil : .warning))
        }
    }

    /// The first IB cell (in file order) whose class is `className` and whose reuse identifier is another.
    private static func cell(ofClass className: String, in files: [LintFile]) -> (element: IBElement, file: LintFile)? {
        for file in files {
            for element in file.document.elements where element.customClass == className {
                if let identifier = element.reuseIdentifier, !identifier.isEmpty, identifier != className { return (element, file) }
            }
        }
        return nil
    }

    /// Whether a framework's loading APIs can find the file: UIKit iOS and tvOS files, AppKit macOS ones (a file
    /// whose platform is not told serves both).
    static func serves(_ framework: StringReference.Framework, _ file: LintFile) -> Bool {
        switch file.document.platform {
        case .iOS, .tvOS: framework == .uiKit
        case .macOS: framework == .appKit
        case .watchOS: false
        case .unknown: true
        }
    }

    /// An IB file of a platform the API does not load that would otherwise satisfy the name (storyboard or xib).
    static func otherPlatformFile(named name: String, kind: StringReference.Kind, in all: [LintFile], excluding files: [LintFile]) -> LintFile? {
        let own = Set(files.map(\.path))
        return all.first { f in
            guard !own.contains(f.path) else { return false }
            switch kind {
            case .storyboardName: return f.kind == .storyboard && f.baseName == name
            case .nibName: return f.kind == .xib && f.baseName == name
            default: return IBIdentifiers([f]).contains(name, kind: kind)
            }
        }
    }

    /// What goes wrong at run time. A segue identifier is also compared (`segue.identifier == "…"`), which does
    /// not crash: the branch just never runs.
    /// Whether a name no IB file has makes this use crash: not a comparison (never true), nor a dequeue that returns
    /// nil to code that handles it.
    static func crashes(_ reference: StringReference) -> Bool {
        reference.form == .load || reference.form == .forcedOptionalResult
    }

    static func consequence(_ reference: StringReference) -> String {
        switch reference.form {
        case .comparison: return "a comparison with it is never true"
        case .optionalResult: return "dequeueReusableCell(withIdentifier:) returns nil for it, so the code's fallback runs every time"
        case .forcedOptionalResult: return "dequeueReusableCell(withIdentifier:) returns nil for it, and the result is forced, so this crashes"
        case .load: break
        }
        if reference.kind == .reuseIdentifier, reference.framework == .appKit {
            return "makeView(withIdentifier:owner:) returns nil for it, and its result is forced, so this crashes"
        }
        if reference.kind == .nibName, reference.framework == .appKit {
            return "AppKit cannot load it: NSNib(nibNamed:bundle:) returns nil, a window controller logs the failure and has no window"
        }
        return consequence(reference.kind)
    }

    static func consequence(_ kind: StringReference.Kind) -> String {
        switch kind {
        case .segueIdentifier: return "performSegue with it raises an exception"
        case .reuseIdentifier: return "dequeuing it raises an exception"
        case .storyboardName, .viewControllerIdentifier: return "this call crashes at run time"
        case .nibName: return "loading it raises \"Could not load NIB in bundle\""
        }
    }
}

/// The names IB files give: storyboard and xib file names, Storyboard IDs, segue and reuse identifiers.
struct IBIdentifiers {
    var storyboards = Set<String>()
    var nibs = Set<String>()
    var storyboardIDs = Set<String>()
    var segues = Set<String>()
    var reuseIDs = Set<String>()
    /// `identifier` of macOS views and items (`<tableCellView identifier="NameCell">`): what AppKit's
    /// `makeView(withIdentifier:owner:)` finds.
    var itemIdentifiers = Set<String>()

    init(_ files: [LintFile]) {
        for f in files {
            if f.kind == .storyboard { storyboards.insert(f.baseName) } else { nibs.insert(f.baseName) }
            let isMac = f.document.platform == .macOS
            for e in f.document.elements {
                if let s = e.storyboardIdentifier { storyboardIDs.insert(s) }
                if let r = e.reuseIdentifier { reuseIDs.insert(r) }
                if isMac, let i = e[.identifier] { itemIdentifiers.insert(i) }
            }
            for s in f.document.segues { if let id = s.identifier { segues.insert(id) } }
        }
    }

    func contains(_ name: String, kind: StringReference.Kind) -> Bool {
        switch kind {
        case .storyboardName: storyboards.contains(name)
        case .viewControllerIdentifier: storyboardIDs.contains(name)
        case .segueIdentifier: segues.contains(name)
        case .reuseIdentifier: reuseIDs.contains(name) || itemIdentifiers.contains(name)
        case .nibName: nibs.contains(name)
        }
    }
}
