import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// Module names as the build system derives them from product and target names.
public enum ModuleName {
    /// Xcode's `c99extidentifier` (used by the default `PRODUCT_MODULE_NAME`) and SwiftPM's `c99name`: every
    /// character that cannot appear in an identifier becomes `_`, and so does a leading digit
    /// ("My App" → "My_App", "my-lib" → "my_lib", "100Days" → "_00Days").
    public static func c99Identifier(_ name: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(name.unicodeScalars.count)
        for scalar in name.unicodeScalars {
            let isIdentifier = scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
            result.unicodeScalars.append(isIdentifier ? scalar : "_")
        }
        if let first = result.unicodeScalars.first, first.properties.numericType == .decimal {
            result.unicodeScalars.removeFirst()
            result.unicodeScalars.insert("_", at: result.unicodeScalars.startIndex)
        }
        return result
    }
}

/// Lexical path handling: no symlink resolution and no file system access, so results are deterministic.
enum PathUtilities {
    /// An absolute path with `.`, `..` and repeated slashes removed; relative paths are taken from `base`.
    static func standardize(_ path: String, relativeTo base: String? = nil) -> String {
        if path.hasPrefix("/") { return PathNormalization.absolute(path, base: "/") }
        return PathNormalization.absolute(path, base: base ?? WorkingDirectory.current)
    }

    static func join(_ base: String, _ component: String) -> String {
        if component.isEmpty { return base }
        if component.hasPrefix("/") { return standardize(component) }
        return standardize(component, relativeTo: base)
    }

    static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "/" }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// True when `path` is `directory` or lies inside it (both standardized).
    static func isInside(_ path: String, directory: String) -> Bool {
        if directory == "/" { return true }
        let path = path.utf8, directory = directory.utf8
        guard path.starts(with: directory) else { return false }
        return path.count == directory.count || path[path.index(path.startIndex, offsetBy: directory.count)] == UInt8(ascii: "/")
    }
}

/// Lists the files of a folder the way a build system sees them.
enum FolderLister {
    /// Folders Xcode treats as a single file: their contents are never target members by themselves.
    static let packageExtensions: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "framework", "xcframework", "app",
        "appex", "scnassets", "playground", "docc", "rcproject", "reality", "mlpackage", "icon", "storyboardc",
        "nib", "xcodeproj", "xcworkspace", "spritesheet", "atlas", "xcstickers",
    ]

    /// Every file under `directory` (standardized, sorted); hidden files and folders are skipped and
    /// package-like folders (see `packageExtensions`) are listed as one entry.
    static func files(under directory: String, fileSystem: ProjectFileSystem) -> [String] {
        var result: [String] = []
        collect(directory, into: &result, depth: 0, fileSystem: fileSystem)
        return result.sorted()
    }

    private static func collect(_ directory: String, into result: inout [String], depth: Int, fileSystem: ProjectFileSystem) {
        // A symlink loop must not hang the run; no real source tree is this deep.
        guard depth < 64, let entries = fileSystem.entries(of: directory) else { return }
        for entry in entries where entry.kind != .missing {
            let path = directory == "/" ? "/" + entry.name : directory + "/" + entry.name
            if entry.kind == .directory && !packageExtensions.contains(fileExtension(of: entry.name)) {
                collect(path, into: &result, depth: depth + 1, fileSystem: fileSystem)
            } else {
                result.append(path)
            }
        }
    }

    static func fileExtension(of name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
