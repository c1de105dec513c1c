import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// `suppressions:` — single findings a team has decided to keep, named in `.ibkit.yml` because IB files cannot hold
/// comments: by rule, file globs and, optionally, IB object ids (the baseline's key), with the reason.
///
/// ```yaml
/// suppressions:
///   - rule: unconnected-outlet
///     paths: [App/Views/NotificationView.swift]
///     reason: set in code by the blur animation
///   - rule: no-segue
///     paths: ["**/Onboarding.storyboard"]
///     objects: [Xy1-ab-Z9c]
/// ```
///
/// Unlike a baseline, which records today's findings to be fixed, a suppression is a decision: it stays when the
/// finding moves, and says why.
public struct Suppression: Sendable {
    public var ruleID: String
    /// Globs of paths relative to the folder of `.ibkit.yml`.
    public var paths: [Glob]
    /// IB object ids (`BYZ-38-t0r`); nil means every finding of the rule in those files.
    public var objectIDs: Set<String>?
    public var reason: String?

    public init(ruleID: String, paths: [Glob], objectIDs: Set<String>? = nil, reason: String? = nil) {
        self.ruleID = ruleID
        self.paths = paths
        self.objectIDs = objectIDs
        self.reason = reason
    }

    /// Whether the finding is one this suppression names.
    public func matches(_ d: Diagnostic, rootDirectory: String, workingDirectory: String) -> Bool {
        guard d.ruleID == ruleID else { return false }
        if let objectIDs, !(d.objectID.map(objectIDs.contains) ?? false) { return false }
        let absolute = PathNormalization.absolute(d.path, base: workingDirectory)
        let relative = PathNormalization.relativeIfInside(absolute, base: rootDirectory) ?? absolute
        return paths.contains { $0.matches(relative) }
    }

    /// The findings no suppression names, and how many were left out.
    public static func filter(_ diagnostics: [Diagnostic], _ suppressions: [Suppression], rootDirectory: String,
                              workingDirectory: String) -> (kept: [Diagnostic], suppressed: Int) {
        guard !suppressions.isEmpty else { return (diagnostics, 0) }
        let kept = diagnostics.filter { d in
            !suppressions.contains { $0.matches(d, rootDirectory: rootDirectory, workingDirectory: workingDirectory) }
        }
        return (kept, diagnostics.count - kept.count)
    }
}
