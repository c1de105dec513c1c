import IBKitDiagnostics
import IBKitPlumbing

/// A plan's paths: absolute and normalised as the plan keys them, relative to its root as diffs and reports
/// show them (with `..` when outside it).
public struct ChangeSetPaths: Sendable {
    public let root: String

    public func absolutePath(_ path: String) -> String {
        PathNormalization.absolute(path, base: root)
    }

    public func displayPath(_ path: String) -> String {
        PathNormalization.relative(absolutePath(path), base: root)
    }
}
