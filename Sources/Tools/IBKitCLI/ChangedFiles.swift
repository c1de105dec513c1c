import Foundation
import IBKitDiagnostics
import IBKitPlumbing


/// The files `--changed-since` keeps findings in.
struct ChangedFiles {
    let revision: String
    /// Absolute, with symbolic links resolved (as git names its top level).
    let paths: Set<String>
    let workingDirectory: String

    /// The findings in the changed files.
    func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var resolvedFolders: [String: String] = [:]
        return diagnostics.filter { d in
            let path = PathNormalization.absolute(d.path, base: workingDirectory)
            let folder = (path as NSString).deletingLastPathComponent
            if resolvedFolders[folder] == nil { resolvedFolders[folder] = Self.resolved(folder) }
            return paths.contains(resolvedFolders[folder]! + "/" + (path as NSString).lastPathComponent)
        }
    }

    var note: String {
        "note: only findings in the \(paths.count) file\(paths.count == 1 ? "" : "s") changed since \(revision)"
    }

    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
