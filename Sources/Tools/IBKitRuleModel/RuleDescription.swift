import IBKitDiagnostics

/// Everything a user needs to know about a rule; `ibkit rules ID` prints it and `docs/rules.md` is made from it.
public struct RuleDescription: Sendable {
    /// kebab-case id (`has-single-view-controller`). IBLinter's snake_case names are accepted as aliases.
    public let id: String
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters: the bug it prevents, or the convention and the runtime API it protects.
    public let rationale: String
    /// Where the rule comes from.
    public let origin: RuleOrigin
    public let defaultSeverity: Severity
    /// Opt-in rules run only when listed under `opt_in_rules`.
    public let isOptIn: Bool
    /// Options besides `severity`, with defaults and meaning.
    public let options: [RuleOptionDescription]
    public let triggeringExamples: [RuleExample]
    public let nonTriggeringExamples: [RuleExample]
    /// Where and why we deliberately differ from the peer the rule comes from.
    public let differences: String?
    /// IBLinter's name for the same check (`has_single_view_controller`), when it has one.
    public let iblinterName: String?
    /// What `ibkit lint --fix` makes of a triggering file: each example with the file it must become. Not empty
    /// exactly when the rule is a `CorrectableRule` (the generic example test holds both to it).
    public let corrections: [RuleCorrection]
    /// Whether `--fix` corrects the rule's findings.
    public var isCorrectable: Bool { !corrections.isEmpty }

    public init(id: String, summary: String, rationale: String, origin: RuleOrigin, defaultSeverity: Severity = .warning,
                isOptIn: Bool = false, options: [RuleOptionDescription] = [], triggeringExamples: [RuleExample],
                nonTriggeringExamples: [RuleExample], differences: String? = nil, iblinterName: String? = nil,
                corrections: [RuleCorrection] = []) {
        self.corrections = corrections
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.origin = origin
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.differences = differences
        self.iblinterName = iblinterName
    }
}

/// Where a rule comes from, and so what its findings are: a rule that enforces one of IBKit's conventions reports
/// convention findings (IBKit's opinion, adopted gradually); every other rule reports problems.
public enum RuleOrigin: Sendable, Hashable {
    case convention(Convention)
    case iblinter
    case core

    /// The convention the rule enforces, if it enforces one.
    public var convention: Convention? {
        if case .convention(let convention) = self { return convention }
        return nil
    }

    /// `IBKit convention 'id-is-class-name': a storyboard identifier is …`, `IBLinter`, `IBKit`.
    public var displayName: String {
        switch self {
        case .convention(let c): "IBKit convention '\(c.id)': \(c.title)"
        case .iblinter: "IBLinter"
        case .core: "IBKit"
        }
    }

    /// `displayName` with the convention linked to its section of docs/conventions.md.
    public var markdownName: String {
        switch self {
        case .convention(let c): "IBKit convention [`\(c.id)`](conventions.md#\(c.id)): \(c.title)"
        case .iblinter, .core: displayName
        }
    }

    /// For the rule tables: `convention id-is-class-name`, `IBLinter`, `IBKit`.
    public var shortName: String {
        switch self {
        case .convention(let c): "convention `\(c.id)`"
        case .iblinter: "IBLinter"
        case .core: "IBKit"
        }
    }
}

public struct RuleOptionDescription: Sendable {
    public let name: String
    public let defaultValue: String
    public let summary: String

    public init(_ name: String, default defaultValue: String, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// An IB file that must (or must not) trigger the rule.
///
/// Mark each place a violation is expected with `↓` right before the element's `<`; the generic rule test
/// checks that the rule reports exactly there, nowhere else.
public struct RuleExample: Sendable {
    /// File name the example is linted as (file-name rules depend on it): `HogeViewController.storyboard`.
    public let fileName: String
    public let content: String
    /// Options to make the rule with (YAML flow mapping, e.g. `{component_classes: [TitleLabel]}`).
    public let options: String?
    /// Asset names the project's catalogs declare (for resource rules); nil means no catalog at all.
    public let catalogImages: [String]?
    public let catalogColors: [String]?

    public init(_ fileName: String, _ content: String, options: String? = nil,
                catalogImages: [String]? = nil, catalogColors: [String]? = nil) {
        self.fileName = fileName
        self.content = content
        self.options = options
        self.catalogImages = catalogImages
        self.catalogColors = catalogColors
    }

    public static let marker: Character = "↓"
}
