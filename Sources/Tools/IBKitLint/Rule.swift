import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel

/// A lint rule: a value made from its configuration that inspects one parsed file.
///
/// Rules never parse: the engine parses each file once and hands every rule the same `LintFile`.
/// A rule describes itself (`description`), including the IB snippets that must and must not trigger it;
/// one generic test runs every rule's examples and `docs/rules.md` is generated from the same descriptions.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Makes the rule from its options (`.ibkit.yml`'s `rules: {id: {…}}`); throws `ConfigurationError` for bad options.
    init(options: RuleOptions) throws(ConfigurationError)
    /// Appends the violations in `file`.
    func validate(_ file: LintFile, into violations: inout [Violation])
}

/// A finding of a rule before severity and path are applied.
public struct Violation: Sendable, Hashable {
    public var message: String
    /// The element the finding is about; its start tag is the location, its id the baseline key.
    public var element: IBElement?
    /// Explicit location when there is no element (file-level findings default to the root element).
    public var location: SourceLocation?
    /// Overrides the rule's configured severity (rare: e.g. a rule with two degrees of finding).
    public var severity: Severity?
    /// What a convention finding asks to change, as data: the names every convention rule recommends come from
    /// one decision (the class is the truth; files and identifiers follow it), and a test holds them to it.
    public var advice: [Advice]

    public init(_ message: String, at element: IBElement, severity: Severity? = nil, advice: [Advice] = []) {
        self.message = message
        self.element = element
        self.location = nil
        self.severity = severity
        self.advice = advice
    }

    public init(_ message: String, location: SourceLocation, severity: Severity? = nil) {
        self.message = message
        self.element = nil
        self.location = location
        self.severity = severity
        self.advice = []
    }
}

/// One name a convention finding recommends for one IB object: "the scene of `BYZ-38-t0r` belongs in
/// `DetailViewController.storyboard`", "its storyboard identifier is `DetailViewController`".
public struct Advice: Sendable, Hashable {
    public enum Name: String, Sendable, Hashable, CaseIterable {
        /// The storyboard file (without extension) the view controller's scene belongs in.
        case storyboardFile = "storyboard file"
        case storyboardIdentifier = "storyboard identifier"
        case reuseIdentifier = "reuse identifier"
        /// The xib file (without extension) the object belongs in.
        case xibFile = "xib file"
    }

    /// The IB object id the advice is about.
    public let objectID: String
    /// The class the advice follows from.
    public let className: String
    public let name: Name
    public let value: String

    public init(_ name: Name, _ value: String, for objectID: String, className: String) {
        self.objectID = objectID
        self.name = name
        self.value = value
        self.className = className
    }
}
