import Foundation
import IBKitPlumbing

/// One generated file is compiled into one module: the IB files of several targets cannot share it, since each
/// target sees only its own classes (an app's scenes and a share extension's in one file compile in neither). When
/// the projects put the IB files of an output in several targets, and no module was chosen among them, the run
/// stops with a usage error that names the targets and gives the configuration that works.
public enum GenTargets {
    /// The job the error is about: where its files come from and how it was asked for.
    public struct Request: Sendable {
        /// `--module`, or the `gen:` entry's `module`.
        public var module: String?
        /// The paths as the user gave them.
        public var paths: [String]
        /// The `gen:` entry's `output` when the job comes from the configuration; nil for `--output`.
        public var configuredOutput: String?
        /// The folder of `.ibkit.yml` (else the current folder): suggested paths are relative to it.
        public var root: String
        /// `.ibkit.yml` as the user would name it.
        public var configurationFile: String

        public init(module: String?, paths: [String], configuredOutput: String?, root: String, configurationFile: String) {
            self.module = module
            self.paths = paths
            self.configuredOutput = configuredOutput
            self.root = root
            self.configurationFile = configurationFile
        }
    }

    /// The usage error's text (`error: …`, several lines), or nil when the output's IB files can be generated
    /// into one file.
    public static func refusal(_ inputs: GenInputs, _ request: Request) -> String? {
        let targets = inputs.ibPathsByModule
        guard targets.count > 1 else { return nil }
        let names = targets.keys.sorted()
        let list = names.joined(separator: ", ")
        var text: String
        let paths = request.paths.joined(separator: " ")
        if let module = request.module {
            guard !targets.keys.contains(module) else { return nil }
            text = "error: module \(module) is none of the targets the projects put the IB files under \(paths) in (\(list)); "
                + "one generated file compiles in one target only:\n"
        } else if let output = request.configuredOutput {
            text = "error: the output \(output) of the gen: section of \(request.configurationFile) has no module, and its IB "
                + "files belong to \(names.count) targets; one generated file compiles in one target only:\n"
        } else {
            text = "error: the IB files under \(paths) belong to \(names.count) targets, and one generated file compiles in "
                + "one target only:\n"
        }
        let folders = names.map { commonFolder(targets[$0]!, root: request.root) }
        for (name, folder) in zip(names, folders) {
            let count = targets[name]!.count
            text += "  \(name): \(count) IB file\(count == 1 ? "" : "s") in \(folder)\n"
        }
        text += "Generate one file per target: list them in the gen: section of \(request.configurationFile) (and add each "
            + "file to its target), then run ibkit gen:\n\n"
        text += outputsSection(targets, root: request.root)
        if request.configuredOutput == nil {
            let first = names[0]
            text += "\nor one target at a time: ibkit gen \(paths) --module \(first) --output \(suggestedOutput(first))"
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    static func suggestedOutput(_ module: String) -> String { "Generated/\(module)/IBKitGenerated.swift" }

    /// The `gen:` section that generates one file per target: module → its IB files. What the refusal suggests
    /// and what `ibkit init` writes.
    public static func outputsSection(_ targets: [String: [String]], root: String) -> String {
        var text = "gen:\n  outputs:\n"
        for name in targets.keys.sorted() {
            text += "    - module: \(yamlScalar(name))\n      paths: [\(yamlScalar(commonFolder(targets[name]!, root: root)))]\n"
                + "      output: \(yamlScalar(suggestedOutput(name)))\n"
        }
        return text
    }

    /// The deepest folder holding all the files, relative to `root` (`.` for `root` itself; absolute outside it).
    static func commonFolder(_ files: [String], root: String) -> String {
        let base = WorkingDirectory.current
        return PathNormalization.stripping(PathNormalization.absolute(root, base: base), from: PathNormalization.commonFolder(files, base: base))
    }

    /// A plain scalar when YAML reads it back as the same string, else a double-quoted one (`New Room`, `off`, `1.5`).
    static func yamlScalar(_ value: String) -> String {
        let plain = !value.isEmpty && value.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "._/-+".unicodeScalars.contains($0)
        } && !value.hasPrefix("-") && Double(value) == nil
            && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(value.lowercased())
        if plain { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
