import IBKitDiagnostics
import IBKitDocument
import IBKitPlumbing
import IBKitProject
import IBKitRuleModel
import IBKitSwiftIndex

/// A check of the IB files against the Swift sources: a value made from its configuration that inspects the
/// whole project at once (a class is declared in one file and used by many IB files).
///
/// The description is lint's `RuleDescription` (id, rationale, severity, options); the examples, which need
/// Swift declarations besides IB files, are `examples`. One generic test runs every check's examples.
public protocol CheckRule: Sendable {
    static var description: RuleDescription { get }
    static var examples: CheckExamples { get }
    /// Makes the check from its options (`.ibkit.yml`'s `check: {rules: {id: {…}}}`).
    init(options: RuleOptions) throws(ConfigurationError)
    /// Appends the violations found in the project.
    func validate(_ context: CheckContext, into violations: inout [CheckViolation])
}

/// A finding of a check before severity is applied: at an IB element, or at a Swift declaration when the
/// IB side is an absence (an outlet never connected, a storyboard that does not exist).
public struct CheckViolation: Sendable {
    public enum Place: Sendable {
        case element(IBElement, file: LintFile)
        case source(SourcePosition)
    }

    public var message: String
    public var place: Place
    /// Overrides the configured severity (a check with two degrees of finding).
    public var severity: Severity?

    public init(_ message: String, at element: IBElement, in file: LintFile, severity: Severity? = nil) {
        self.message = message
        self.place = .element(element, file: file)
        self.severity = severity
    }

    public init(_ message: String, at position: SourcePosition, severity: Severity? = nil) {
        self.message = message
        self.place = .source(position)
        self.severity = severity
    }
}

/// The IB files and sources that must (or must not) trigger a check.
///
/// Sources are text, indexed by the real indexer: Swift, and `.h` files scanned as Objective-C headers. Mark where
/// the check must report with `↓`, as in lint examples: before the `<` of an IB element, or before the Swift token
/// the finding points at (the class or outlet name, the string literal).
public struct CheckExample: Sendable {
    /// A source file of an example: its name (relative to `root`) and text, markers included.
    public struct Source: Sendable {
        public let fileName: String
        public let text: String
    }

    public let ibFiles: [RuleExample]
    public let sourceFiles: [Source]
    /// File name (IB or Swift, as in the example) → module, for the module checks.
    public let modules: [String: String]
    /// Folders (relative to `root`, `.` for it) an Xcode project covers: there, a file `modules` does not list is
    /// in no target.
    public let projectFolders: [String]
    public let options: String?

    public init(_ ibFiles: [RuleExample], sources: KeyValuePairs<String, String> = [:], modules: [String: String] = [:],
                projectFolders: [String] = [], options: String? = nil) {
        self.ibFiles = ibFiles
        self.sourceFiles = sources.map { Source(fileName: $0.key, text: $0.value) }
        self.modules = modules
        self.projectFolders = projectFolders
        self.options = options
    }

    /// The example's module map, as a project would give it.
    public var moduleMap: ModuleMap {
        var map = ModuleMap(moduleByFile: Dictionary(uniqueKeysWithValues: modules.map { (Self.root + "/" + $0.key, $0.value) }))
        for folder in projectFolders { map.addProjectFolder(folder == "." ? Self.root : Self.root + "/" + folder) }
        return map
    }

    /// Examples live under this folder: paths in messages are shown relative to it.
    public static let root = "/example"
}

public struct CheckExamples: Sendable {
    public let triggering: [CheckExample]
    public let nonTriggering: [CheckExample]

    public init(triggering: [CheckExample], nonTriggering: [CheckExample]) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// A check made from its options, with the severity it reports at.
public struct ConfiguredCheck: Sendable {
    public let check: any CheckRule
    public let id: String
    public let severity: Severity

    public init(check: any CheckRule, id: String, severity: Severity) {
        self.check = check
        self.id = id
        self.severity = severity
    }
}
