import Foundation

/// Finds the Interface Builder files (and asset catalogs) under the paths given on the command line.
///
/// Folders named like IB files (`x.storyboard/`, `x.storyboardc/`, `x.nib/`) are reported, not entered; build and
/// dependency folders are skipped; a folder reached twice through symbolic links is walked once, so link loops end.
public enum FileDiscovery {
    public static let fileExtensions: Set<String> = ["storyboard", "xib"]
    /// Folders that hold the file as a unit: reported by the loader (compiled or misnamed), never walked.
    static let fileLikeFolderExtensions: Set<String> = ["storyboard", "xib", "storyboardc", "nib"]
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", ".git", ".swiftpm"]

    public struct Result: Sendable {
        /// Files to lint, sorted, as the user will see their paths.
        public var files: [String] = []
        /// `*.xcassets` folders met on the way.
        public var assetCatalogs: [String] = []
    }

    public static func discover(_ inputs: [String], configuration: Configuration) -> Result {
        var result = Result()
        var visited = Set<FileIdentity>()
        for input in inputs {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
            let ext = (input as NSString).pathExtension.lowercased()
            if exists, isDirectory.boolValue, !fileLikeFolderExtensions.contains(ext) {
                if ext == "xcassets" { result.assetCatalogs.append(input) }
                walk(input, configuration: configuration, visited: &visited, into: &result)
            } else {
                // Files named explicitly are linted whatever their name; the loader reports what it cannot read.
                result.files.append(input)
            }
        }
        result.files = Array(Set(result.files)).sorted()
        result.assetCatalogs = Array(Set(result.assetCatalogs)).sorted()
        return result
    }

    private static func walk(_ root: String, configuration: Configuration, visited: inout Set<FileIdentity>, into result: inout Result) {
        var stack = [root]
        let fm = FileManager.default
        // Relative paths cost a URL standardisation each: only made when a glob needs them.
        let filtersFiles = !configuration.included.isEmpty || !configuration.excluded.isEmpty
        let filtersFolders = !configuration.excluded.isEmpty
        while let folder = stack.popLast() {
            guard let identity = FileIdentity(path: folder), visited.insert(identity).inserted else { continue }
            guard let names = try? fm.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted().reversed() {
                let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
                let ext = (name as NSString).pathExtension.lowercased()
                var isDirectory: ObjCBool = false
                guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    // A dangling link named like an IB file is still reported (as unreadable).
                    if fileExtensions.contains(ext), !filtersFiles || configuration.includes(relativePath: relative(path, to: configuration)) {
                        result.files.append(path)
                    }
                    continue
                }
                if isDirectory.boolValue {
                    if skippedFolders.contains(name) || name.hasPrefix(".build") { continue }
                    if ext == "xcassets" {
                        result.assetCatalogs.append(path)
                        continue
                    }
                    if fileExtensions.contains(ext) {
                        if !filtersFiles || configuration.includes(relativePath: relative(path, to: configuration)) { result.files.append(path) }
                        continue
                    }
                    if fileLikeFolderExtensions.contains(ext) { continue } // compiled output
                    if filtersFolders {
                        let relativePath = relative(path, to: configuration)
                        if configuration.excluded.contains(where: { $0.matches(relativePath) }) { continue }
                    }
                    stack.append(path)
                } else if fileExtensions.contains(ext), !filtersFiles || configuration.includes(relativePath: relative(path, to: configuration)) {
                    result.files.append(path)
                }
            }
        }
    }

    /// The path relative to the configuration's folder, for glob matching.
    public static func relative(_ path: String, to configuration: Configuration) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let root = configuration.rootDirectory.hasSuffix("/") ? configuration.rootDirectory : configuration.rootDirectory + "/"
        return absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : absolute
    }
}

/// Device and inode of a folder (links followed): the same folder reached twice has the same identity.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
