import Foundation
import IBKitDiagnostics
import IBKitSwiftIndex

/// One output of `ibkit gen`: which files, which template with which settings, and where the result goes.
public struct GenJob: Sendable {
    public struct Settings: Sendable, Equatable {
        public var module: String?
        public var access: SwiftGenerator.Access?
        /// `ibkit` (default), a built-in Stencil template's name, or a `.stencil` file.
        public var template: String?
        /// `key=value` items (`--param`).
        public var params: [String]

        public init(module: String? = nil, access: SwiftGenerator.Access? = nil, template: String? = nil, params: [String] = []) {
            self.module = module
            self.access = access
            self.template = template
            self.params = params
        }
    }

    public typealias ContextFormat = ContextDump.Format

    public var paths: [String]
    /// The file to write; nil when the result goes to standard output (`--dump-context`).
    public var output: String?
    public var settings: Settings
    /// Print the template context in this format instead of rendering.
    public var dumpContext: ContextFormat?
    /// The job is an entry of the `gen:` section of `.ibkit.yml`, not `--output`.
    public var isConfigured = false

    /// Checks the template and its parameters before any file is read.
    public init(paths: [String], output: String?, settings: Settings, dumpContext: ContextFormat? = nil) throws(GenJobError) {
        self.paths = paths
        self.output = output
        self.settings = settings
        self.dumpContext = dumpContext
        if templateName == SwiftGenerator.templateName {
            _ = try builtInOptions()
        } else if BuiltInTemplate(rawValue: templateName) == nil && !isStencilFile {
            let names = [SwiftGenerator.templateName] + BuiltInTemplate.allCases.map(\.name)
            throw GenJobError("unknown template '\(templateName)': use \(names.joined(separator: ", ")) or a .stencil file")
        } else {
            _ = try stencilParameters()
        }
    }

    /// The names `--template` takes besides a `.stencil` file.
    public static var templateNames: [String] { [SwiftGenerator.templateName] + BuiltInTemplate.allCases.map(\.name) }

    var templateName: String { settings.template ?? SwiftGenerator.templateName }
    /// Writes with the built-in Swift generator (`--template ibkit`), not a Stencil template.
    public var usesBuiltInTemplate: Bool { templateName == SwiftGenerator.templateName && dumpContext == nil }
    var isStencilFile: Bool { templateName.hasSuffix(".stencil") }

    /// `--param` as Stencil's `param`, with `--access public` and `--module` as SwiftGen's `publicAccess` and
    /// `module` unless given.
    func stencilParameters() throws(GenJobError) -> [String: Any] {
        var parameters: [String: Any]
        do {
            parameters = try TemplateParameters.parse(settings.params)
        } catch {
            throw GenJobError(error.description)
        }
        if settings.access == .public, parameters["publicAccess"] == nil { parameters["publicAccess"] = true }
        if let module = settings.module, parameters["module"] == nil { parameters["module"] = module }
        return parameters
    }

    /// The options of the built-in template; its only parameter is `bundle`.
    func builtInOptions() throws(GenJobError) -> SwiftGenerator.Options {
        var options = SwiftGenerator.Options(module: settings.module, access: settings.access ?? .internal)
        for item in settings.params {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0] == "bundle", !parts[1].trimmingCharacters(in: .whitespaces).isEmpty else {
                throw GenJobError("the \(SwiftGenerator.templateName) template takes one parameter, bundle=EXPRESSION "
                    + "(the Bundle the IB files are compiled into, e.g. bundle=Bundle.main); found '\(item)'")
            }
            options.bundle = parts[1]
        }
        return options
    }

    /// The file's content (or the context) and the findings about the IB files.
    public func render(_ inputs: GenInputs) throws(GenJobError) -> GenRendering {
        // The built-in generator also decides the conformances the context lists.
        var options = try generatorOptionsForContext()
        if options.module == nil { options.module = inputs.module }
        let generated = SwiftGenerator(options: options).generate(inputs.catalog, index: inputs.index, modules: inputs.modules)
        if templateName == SwiftGenerator.templateName && dumpContext == nil {
            return GenRendering(text: generated.source, diagnostics: generated.diagnostics)
        }
        // A template sees the conformances, not the generator's findings about them: those are the built-in
        // template's business.
        let diagnostics = templateName == SwiftGenerator.templateName ? generated.diagnostics : []
        if let dumpContext {
            let context = self.context(inputs, conformances: generated.conformances)
            do {
                return GenRendering(text: try ContextDump.text(context, format: dumpContext), diagnostics: diagnostics)
            } catch {
                throw GenJobError("cannot write the context as \(dumpContext.rawValue): \(error)")
            }
        }
        let parameters = try stencilParameters()
        let environment = ProcessInfo.processInfo.environment
        // Built in the form templates read, not as dictionaries converted afterwards.
        let context = InterfaceBuilderContext.makeForTemplates(inputs.catalog,
                                                               extra: ["conformances": generated.conformances.map(Self.context)])
        do {
            let text: String
            if let builtIn = BuiltInTemplate(rawValue: templateName) {
                text = try TemplateRenderer().render(prewrapped: context, string: builtIn.text, name: builtIn.fileName,
                                                     parameters: parameters, environment: environment)
            } else {
                text = try TemplateRenderer().render(prewrapped: context, templateAt: templateName, parameters: parameters,
                                                     environment: environment)
            }
            return GenRendering(text: text, diagnostics: diagnostics)
        } catch {
            throw GenJobError(description: error.description(severity: "error"))
        }
    }

    /// The built-in template's options; for other templates, the same module and access with no parameters
    /// (theirs are the template's, not the generator's).
    private func generatorOptionsForContext() throws(GenJobError) -> SwiftGenerator.Options {
        templateName == SwiftGenerator.templateName
            ? try builtInOptions()
            : SwiftGenerator.Options(module: settings.module, access: settings.access ?? .internal)
    }

    /// SwiftGen's `ib` context with IBKit's additions, `conformances` included.
    func context(_ inputs: GenInputs, conformances: [GenConformance]) -> [String: Any] {
        InterfaceBuilderContext.make(inputs.catalog, extra: ["conformances": conformances.map(Self.context)])
    }

    static func context(_ conformance: GenConformance) -> [String: Any] {
        [
            "type": conformance.typeName,
            "customClass": conformance.className,
            "protocol": conformance.protocolName.rawValue,
            "declaresConformance": conformance.declaresConformance,
            "members": conformance.members.map { ["name": $0.name, "value": $0.value] },
            "file": conformance.fileName,
            "path": conformance.position.path,
            "line": conformance.position.line,
        ]
    }

}

/// What a job produced.
public struct GenRendering: Sendable {
    public var text: String
    public var diagnostics: [Diagnostic]

    public init(text: String, diagnostics: [Diagnostic]) {
        self.text = text
        self.diagnostics = diagnostics
    }
}

/// A job that cannot run: a bad template, parameter or context. `ibkit gen` exits with 2.
public struct GenJobError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    /// `error: message`.
    public init(_ message: String) {
        description = "error: \(message)"
    }

    /// A message that already says where and what (`Scenes.stencil:3:7: error: …`).
    public init(description: String) {
        self.description = description
    }
}
