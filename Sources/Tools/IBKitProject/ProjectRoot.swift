import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// The folder a run without `.ibkit.yml` works from, found from its inputs, never from the current folder: the same
/// command gives the same result wherever it is typed (`ibkit gen App/Views` from the app's folder or from outside it).
public enum ProjectRoot {
    /// The nearest folder at or above `input` (a file or a folder) that holds an Xcode project or workspace or a
    /// `Package.swift`, looking no higher than the git work tree the input is in; else that work tree's root; else
    /// the input's own folder.
    /// - Parameter base: the folder a relative `input` is relative to.
    public static func find(from input: String, base: String) -> String {
        let absolute = PathNormalization.absolute(input, base: base)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
        let start = exists && isDirectory.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
        var folder = start
        while true {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: folder) {
                if names.contains(where: isProjectMarker) { return folder }
                if names.contains(".git") { return folder }
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return start }
            folder = parent
        }
    }

    static func isProjectMarker(_ name: String) -> Bool {
        name == "Package.swift" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }
}
