import Foundation
import PackagePlugin

/// The `ibkit gen` run for one target: its inputs, arguments and output, the same for SwiftPM and Xcode targets.
struct GenInvocation {
    static let outputFileName = "IBKitGenerated.swift"

    /// The target's .storyboard and .xib files, sorted.
    var interfaceBuilderFiles: [URL]
    /// The target's Swift files: `ibkit gen` reads them to learn which conformances are already written by hand.
    var swiftFiles: [URL]
    /// Asset catalogs, so lint can tell a missing image from one the catalog holds, and the files listed in them.
    var assetCatalogs: [URL]
    var assetFiles: [URL]
    /// The `.ibkit.yml` that applies to the target, declared as an input; nil: none does.
    var configuration: URL?
    var module: String
    var output: URL
    var workDirectory: URL

    /// Nil for a target without IB files: nothing to generate, no command, no empty file.
    init?(files: [URL], module: String, workDirectory: URL) {
        let files = files.sorted { $0.path < $1.path }
        interfaceBuilderFiles = files.filter(Self.isInterfaceBuilderFile)
        guard !interfaceBuilderFiles.isEmpty else { return nil }
        // A generated file among them (committed by `swift package ibkit gen`) is recognised by its header and skipped.
        swiftFiles = files.filter { $0.pathExtension == "swift" }
        let catalogs = Self.assetCatalogs(in: files)
        assetCatalogs = catalogs
        assetFiles = files.filter { file in catalogs.contains { file.path.hasPrefix($0.path) } }
        configuration = Self.configurationFile(from: interfaceBuilderFiles[0].deletingLastPathComponent())
        self.module = module
        self.workDirectory = workDirectory
        output = workDirectory.appending(path: Self.outputFileName)
    }

    /// The `.xcassets` folders the files are or are in (a build system may list a catalog or its contents).
    static func assetCatalogs(in files: [URL]) -> [URL] {
        var catalogs: [URL] = []
        for file in files {
            let components = file.pathComponents
            guard let index = components.firstIndex(where: { $0.lowercased().hasSuffix(".xcassets") }) else { continue }
            let catalog = URL(fileURLWithPath: NSString.path(withComponents: Array(components[...index])))
            if catalogs.last != catalog { catalogs.append(catalog) }
        }
        return catalogs
    }

    static func isInterfaceBuilderFile(_ url: URL) -> Bool {
        ["storyboard", "xib"].contains(url.pathExtension.lowercased())
    }

    /// The nearest `.ibkit.yml` at or above the folder of the first IB file, as `ibkit` finds it for its first path;
    /// passed explicitly so that the file the tool reads is the one declared as an input.
    static func configurationFile(from directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            let candidate = folder.appending(path: ".ibkit.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Xcode's default PRODUCT_MODULE_NAME: the product name with every character that cannot be in an
    /// identifier replaced by `_`, and a leading digit prefixed with `_`.
    static func moduleName(forProduct name: String) -> String {
        var module = String(name.unicodeScalars.map { $0 == "_" || CharacterSet.alphanumerics.contains($0) ? Character($0) : "_" })
        if module.first?.isNumber ?? true { module = "_" + module }
        return module
    }

    /// Without a `.ibkit.yml`, ibkit would take the build's current directory (anywhere; `/` in some IDEs) as the
    /// project folder and look for projects under it: an empty configuration in the work directory pins it.
    var defaultConfiguration: URL {
        workDirectory.appending(path: "default-configuration").appending(path: ".ibkit.yml")
    }

    var arguments: [String] {
        var arguments = ["gen"]
        arguments += (interfaceBuilderFiles + swiftFiles + assetCatalogs).map(\.path)
        arguments += ["--output", output.path, "--module", module, "--config", (configuration ?? defaultConfiguration).path]
        // The Swift index cache, per target, in the one folder a sandboxed build command may write to.
        arguments += ["--cache-path", workDirectory.appending(path: "cache").path]
        // The target's files are named one by one: .ibkit.yml's excluded must still leave some out, as it does in
        // folders. Lint findings go to the build log in the compiler's format, which Xcode and SwiftPM show as
        // diagnostics; --quiet drops the "file: unchanged" and count lines.
        arguments += ["--force-exclude", "--lint", "--reporter", "xcode", "--quiet"]
        return arguments
    }

    var inputFiles: [URL] {
        interfaceBuilderFiles + swiftFiles + assetFiles + (configuration.map { [$0] } ?? [])
    }

    /// The build command; writes the default configuration first when the target needs it.
    func command(ibkit: URL) throws -> Command {
        if configuration == nil { try Self.writeIfChanged(Self.defaultConfigurationText, to: defaultConfiguration) }
        let count = interfaceBuilderFiles.count
        return .buildCommand(
            displayName: "IBKit: generating \(Self.outputFileName) for \(module) from \(count) IB file\(count == 1 ? "" : "s")",
            executable: ibkit,
            arguments: arguments,
            inputFiles: inputFiles,
            outputFiles: [output]
        )
    }

    /// The result cache of `ibkit check`, in the work directory: the check command's declared output.
    var checkResult: URL { workDirectory.appending(path: "check").appending(path: "check-result.bin") }

    /// `ibkit check` on the same files: the IB files against the target's Swift sources (outlets, actions, classes,
    /// identifiers), its findings in the build log like lint's. A second command, so that gen's output does not wait
    /// for it; it reruns only when an input changed, and an unchanged project is answered from its cache.
    func checkCommand(ibkit: URL) throws -> Command {
        if configuration == nil { try Self.writeIfChanged(Self.defaultConfigurationText, to: defaultConfiguration) }
        // With gen's output: the conformances it writes (`extension ProfileCell: IBKit.Nibable {}`) are part of the
        // module, and check must see them as the compiler will. Being an input also orders check after gen.
        var arguments = ["check"] + (interfaceBuilderFiles + swiftFiles + [output]).map(\.path)
        arguments += ["--config", (configuration ?? defaultConfiguration).path, "--cache-path", checkResult.deletingLastPathComponent().path]
        arguments += ["--reporter", "xcode", "--quiet"]
        return .buildCommand(
            displayName: "IBKit: checking \(module)'s IB files against its Swift sources",
            executable: ibkit,
            arguments: arguments,
            inputFiles: inputFiles + [output],
            outputFiles: [checkResult]
        )
    }

    static let defaultConfigurationText = "# Written by IBKit's build-tool plugin: no .ibkit.yml applies to this target, so IBKit's defaults do.\n"

    static func writeIfChanged(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        guard FileManager.default.contents(atPath: url.path) != data else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
