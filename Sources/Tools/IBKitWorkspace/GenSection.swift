import Foundation
import IBKitPlumbing
import IBKitRuleModel
import Yams

/// One generated file of the `gen:` section of `.ibkit.yml`:
///
/// ```yaml
/// gen:
///   outputs:
///     - module: Gallery                      # the module the file is compiled into
///       paths: [Gallery]                     # IB files and Swift sources to read (default: the folder of .ibkit.yml)
///       output: Gallery/Generated/IBKitGenerated.swift
///       access: internal                     # or public
///       template: ibkit                      # or swiftgen-scenes, or a .stencil file
///       params: {bundle: Bundle.main}        # the template's parameters, as --param key=value
/// ```
///
/// Paths are relative to the folder of `.ibkit.yml`.
public struct GenOutputSetting: Sendable, Equatable {
    public var output: String
    public var paths: [String]
    public var module: String?
    public var access: String?
    public var template: String?
    /// `key=value` items, as `--param` takes them (`a.b=1` for nested mappings, one item per list element).
    public var params: [String]
    /// Where the entry starts, for messages about it.
    public var location: SourcePosition

    public init(output: String, paths: [String], module: String? = nil, access: String? = nil, template: String? = nil,
                params: [String] = [], location: SourcePosition) {
        self.output = output
        self.paths = paths
        self.module = module
        self.access = access
        self.template = template
        self.params = params
        self.location = location
    }
}

extension ConfigurationLoader {
    static let genSectionKeys: Set<String> = ["outputs"]
    static let genOutputKeys: Set<String> = ["module", "paths", "output", "access", "template", "params"]
    public static let genAccessLevels: Set<String> = ["internal", "public"]

    /// The `gen: outputs:` entries, validated (unknown keys, missing `output`, bad module names or access levels
    /// are errors with their line and column), paths resolved against the folder of `.ibkit.yml`. Empty when the
    /// configuration has no `gen:` section.
    public static func genOutputs(_ configuration: Configuration) throws(ConfigurationError) -> [GenOutputSetting] {
        guard let section = configuration.genSection else { return [] }
        let reader = Reader(path: section.path)
        var outputs: [GenOutputSetting] = []
        for (keyNode, value) in try reader.mapping(section.node, what: "'gen'") {
            _ = try reader.key(keyNode, allowed: genSectionKeys, what: "key of 'gen'")
            for item in try reader.sequence(value) {
                outputs.append(try genOutput(item, reader: reader, root: configuration.rootDirectory))
            }
        }
        var seen: [String: SourcePosition] = [:]
        for output in outputs {
            if let first = seen[output.output] {
                throw ConfigurationError("two outputs write \(output.output) (the first at line \(first.line))", at: output.location)
            }
            seen[output.output] = output.location
        }
        return outputs
    }

    private static func genOutput(_ node: Node, reader: Reader, root: String) throws(ConfigurationError) -> GenOutputSetting {
        var output: String?
        var setting = GenOutputSetting(output: "", paths: [resolve(".", against: root)], location: reader.location(node))
        for (keyNode, value) in try reader.mapping(node, what: "an output of 'gen'") {
            let key = try reader.key(keyNode, allowed: genOutputKeys, what: "key of a 'gen' output")
            switch key {
            case "output": output = resolve(try scalar(value, reader: reader, what: "'output'"), against: root)
            case "paths": setting.paths = try reader.strings(value).map { resolve($0, against: root) }
            case "module":
                let module = try scalar(value, reader: reader, what: "'module'")
                guard isModuleName(module) else {
                    throw ConfigurationError("'module' must be a module name (letters, digits, _; not starting with a digit)",
                                             at: reader.location(value))
                }
                setting.module = module
            case "access":
                let access = try scalar(value, reader: reader, what: "'access'")
                guard genAccessLevels.contains(access) else {
                    throw ConfigurationError("'access' must be internal or public; found '\(access)'", at: reader.location(value))
                }
                setting.access = access
            case "template":
                let template = try scalar(value, reader: reader, what: "'template'")
                // A file is resolved like the other paths; built-in names are kept as they are.
                setting.template = template.hasSuffix(".stencil") ? resolve(template, against: root) : template
            case "params":
                setting.params = try params(value, prefix: "", reader: reader)
            default:
                break
            }
        }
        guard let output else { throw ConfigurationError("a 'gen' output needs 'output' (the file to write)", at: reader.location(node)) }
        setting.output = output
        return setting
    }

    private static func scalar(_ node: Node, reader: Reader, what: String) throws(ConfigurationError) -> String {
        guard case .scalar(let s) = node, !s.string.isEmpty else {
            throw ConfigurationError("\(what) must be a non-empty string", at: reader.location(node))
        }
        return s.string
    }

    /// `{bundle: Bundle.main, names: [a, b], nested: {key: 1}}` → `bundle=Bundle.main`, `names=a`, `names=b`,
    /// `nested.key=1`.
    private static func params(_ node: Node, prefix: String, reader: Reader) throws(ConfigurationError) -> [String] {
        var out: [String] = []
        for (keyNode, value) in try reader.mapping(node, what: "'params' (key: value)") {
            guard case .scalar = keyNode, let key = keyNode.string, !key.isEmpty else {
                throw ConfigurationError("a parameter name must be a string", at: reader.location(keyNode))
            }
            let path = prefix + key
            switch value {
            case .scalar(let s): out.append("\(path)=\(s.string)")
            case .sequence: out += try reader.strings(value).map { "\(path)=\($0)" }
            case .mapping: out += try params(value, prefix: path + ".", reader: reader)
            default: throw ConfigurationError("a parameter value is a string, a list or a mapping", at: reader.location(value))
            }
        }
        return out
    }

    /// A path of `.ibkit.yml` made usable from the working directory: unchanged when `.ibkit.yml` is in the
    /// working directory (so messages show the paths the user wrote), else joined to its folder.
    static func resolve(_ path: String, against root: String) -> String {
        if path.hasPrefix("/") { return path }
        let cwd = URL(fileURLWithPath: WorkingDirectory.current).standardizedFileURL.path
        if cwd == root { return path }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL.path
    }
}
