import Foundation
import PackagePlugin

/// The plugin's arguments, turned into `ibkit` command lines.
struct CommandRequest {
    /// A `--target` selection: what it adds to the paths, and where `gen` writes for it.
    struct Selection {
        var name: String
        var module: String
        var paths: [String]
        var folder: URL
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static let outputFileName = "IBKitGenerated.swift"

    /// Everything but the plugin's own options, in order, for `ibkit` (whose default subcommand is `lint`).
    var forwarded: [String]
    var targetNames: [String]
    /// The `ibkit` subcommand named first, if any.
    var subcommand: String? {
        forwarded.first.flatMap { Self.subcommands.contains($0) ? $0 : nil }
    }

    static let subcommands: Set<String> = ["lint", "check", "gen", "init", "rules", "dump", "help", "migrate", "render", "diff"]
    /// The subcommands that keep caches.
    static let caching: Set<String> = ["check", "gen", "migrate", "render"]

    init(arguments: [String]) {
        var targetNames: [String] = []
        var forwarded: [String] = []
        var index = arguments.startIndex
        // `--target` is the plugin's own option (as in SwiftPM's own plugins); after `--` everything is ibkit's.
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                forwarded += arguments[index...]
                break
            } else if argument == "--target", index + 1 < arguments.endIndex {
                targetNames.append(arguments[index + 1])
                index += 2
                continue
            } else if argument.hasPrefix("--target=") {
                targetNames.append(String(argument.dropFirst("--target=".count)))
            } else {
                forwarded.append(argument)
            }
            index += 1
        }
        self.targetNames = targetNames
        self.forwarded = forwarded
    }

    /// The `ibkit` command lines to run, in order.
    /// - Parameter cacheFolder: the plugin's work directory, for the caches of the subcommands that keep some (a
    ///   sandboxed plugin may write there and nowhere in the user's cache folder), unless the user names a folder.
    func runs(for selections: [Selection], cacheFolder: URL) -> [[String]] {
        var forwarded = forwarded
        if let subcommand, Self.caching.contains(subcommand), !has("--cache-path", "--no-cache") {
            forwarded.insert(contentsOf: ["--cache-path", cacheFolder.path], at: 1)
        }
        guard subcommand == "gen", !selections.isEmpty, !has("--output", "-o") else {
            return [forwarded + selections.flatMap(\.paths)]
        }
        // One generated file per target, compiled into that target.
        return selections.map { selection in
            var run = forwarded + selection.paths
            run += ["--output", selection.folder.appending(path: Self.outputFileName).path]
            if !has("--module") { run += ["--module", selection.module] }
            return run
        }
    }

    /// What the build-tool plugin generated for a target in an earlier `swift build`
    /// (`.build/plugins/outputs/<package>/<target>/<destination>/IBKitBuildToolPlugin/IBKitGenerated.swift`): `check`
    /// reads it, as the compiler does, so that a conformance it adds (`extension ProfileCell: IBKit.Nibable {}`) is
    /// seen. None before the first build.
    static func buildToolOutputs(target: String, packageRoot: URL) -> [String] {
        let outputs = packageRoot.appending(path: ".build/plugins/outputs")
        guard let walker = FileManager.default.enumerator(atPath: outputs.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix("/IBKitBuildToolPlugin/" + outputFileName) && $0.split(separator: "/").dropFirst().first.map(String.init) == target }
            .sorted()
            .map { relativePath(of: outputs.appending(path: $0), to: packageRoot) }
    }

    private func has(_ names: String...) -> Bool {
        forwarded.contains { argument in names.contains { argument == $0 || argument.hasPrefix($0 + "=") } }
    }

    /// The files of an Xcode target that ibkit reads: IB and source files, and asset catalogs (whose contents a
    /// target may list one by one), sorted.
    static func ibkitInputs(_ files: [URL]) -> [URL] {
        var inputs = Set<URL>()
        for file in files {
            let components = file.pathComponents
            if let catalog = components.firstIndex(where: { $0.lowercased().hasSuffix(".xcassets") }) {
                inputs.insert(URL(fileURLWithPath: NSString.path(withComponents: Array(components[...catalog]))))
            } else if ["storyboard", "xib", "swift", "h", "m", "mm"].contains(file.pathExtension.lowercased()) {
                inputs.insert(file)
            }
        }
        return inputs.sorted { $0.path < $1.path }
    }

    /// Paths inside the package are given relative to it, as a user would type them, so findings read the same.
    static func relativePath(of url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path == base { return "." }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Xcode's default PRODUCT_MODULE_NAME: the product name with every character that cannot be in an
    /// identifier replaced by `_`, and a leading digit prefixed with `_`.
    static func moduleName(forProduct name: String) -> String {
        var module = String(name.unicodeScalars.map { $0 == "_" || CharacterSet.alphanumerics.contains($0) ? Character($0) : "_" })
        if module.first?.isNumber ?? true { module = "_" + module }
        return module
    }
}

/// Runs `ibkit` with the plugin's standard output and error, so its findings print as they come.
enum IBKitProcess {
    /// A failed run is an error diagnostic, which makes `swift package` fail once every run is done (SwiftPM
    /// exits with 1 whatever ibkit's status was; the message gives it).
    static func run(_ ibkit: URL, arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = ibkit
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let command = (["ibkit"] + arguments).joined(separator: " ")
            let status = process.terminationReason == .exit ? "exited with status \(process.terminationStatus)"
                                                            : "was terminated by signal \(process.terminationStatus)"
            Diagnostics.error("\(command) \(status)")
            return
        }
    }
}
