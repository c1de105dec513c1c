import Foundation
import IBKitLint
import IBKitPlumbing
import IBKitProject
import IBKitRuleModel
import IBKitWorkspace

/// The configuration of a run: `--config`, else the nearest `.ibkit.yml` in or above the first input's folder, else
/// the defaults, rooted at the project the inputs are in (never the folder the command was typed in). Paths are
/// the process's, as the engines read them.
enum ConfigurationResolver {
    static func resolve(explicit: String?, paths: [String]) throws(ConfigurationError) -> Configuration {
        if let explicit { return try ConfigurationLoader.load(path: explicit, rules: .lint) }
        let start = paths.first ?? "."
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: start, isDirectory: &isDirectory)
        let folder = exists && isDirectory.boolValue ? start : (start as NSString).deletingLastPathComponent
        if let found = ConfigurationLoader.find(from: folder.isEmpty ? "." : folder) {
            return try ConfigurationLoader.load(path: found, rules: .lint)
        }
        return Configuration(rootDirectory: ProjectRoot.find(from: start, base: WorkingDirectory.current))
    }
}
