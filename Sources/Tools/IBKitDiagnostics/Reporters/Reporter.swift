import Foundation
import IBKitPlumbing

/// Turns sorted diagnostics into one output format. Reporters are pure: same input, same bytes out.
public protocol Reporter: Sendable {
    /// `--reporter` value: `xcode`, `json`, `sarif`, …
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// Whether `report` reads `ReportContext.ruleSummaries`: describing every rule costs a millisecond or two, so
    /// the commands build the summaries only for reporters that list them.
    static var readsRuleSummaries: Bool { get }
    init()
    func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String
}

extension Reporter {
    public static var readsRuleSummaries: Bool { false }
}

/// What reporters may need besides the diagnostics.
public struct ReportContext: Sendable {
    /// How many files were linted (summaries, JUnit).
    public var fileCount: Int
    /// ANSI colour; the CLI sets it only when standard output is a terminal.
    public var useColor: Bool
    public var toolName: String
    public var toolVersion: String
    /// Rule id → one-line summary (SARIF's rule metadata); empty for reporters that do not read it.
    public var ruleSummaries: [String: String]
    /// The files linted, when known: JUnit lists the clean ones as passing test cases.
    public var files: [String]
    /// Folder that relative paths in SARIF and GitHub annotations are relative to (the CI workspace, usually).
    public var workingDirectory: String

    public init(fileCount: Int, useColor: Bool = false, toolName: String = "ibkit", toolVersion: String = IBKitVersion.current,
                ruleSummaries: [String: String] = [:], files: [String] = [],
                workingDirectory: String = WorkingDirectory.current) {
        self.fileCount = fileCount
        self.useColor = useColor
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.ruleSummaries = ruleSummaries
        self.files = files
        self.workingDirectory = workingDirectory
    }
}

public enum ReporterRegistry {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, SummaryReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self,
        CheckstyleReporter.self, JUnitReporter.self,
    ]

    public static func reporter(named identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }
}
