import Foundation
import IBKitPlumbing
import Stencil

/// Renders Stencil templates the way SwiftGen does: Stencil plus the StencilSwiftKit tags and filters SwiftGen's
/// templates use (`SwiftGenTemplateExtension`), the `param` and `env` context keys, and SwiftGen's line handling
/// (lines left blank by tags are removed, blank lines written in the template are kept).
///
/// Errors in a template are `LocatedProblem`s naming the template file, line and column; a template that calls
/// itself without end is an error too, never a crash.
public struct TemplateRenderer: Sendable {
    /// Folders searched for `include`, `import` and `extends` names after the rendered template's own folder.
    public var searchPaths: [String]

    public init(searchPaths: [String] = []) {
        self.searchPaths = searchPaths
    }

    /// Renders the template file at `path`.
    /// - Parameters:
    ///   - context: the data (e.g. `InterfaceBuilderContext.make(catalog)`).
    ///   - parameters: the `param` dictionary (see `TemplateParameters.parse` for `--param key=value`).
    ///   - environment: the `env` dictionary; SwiftGen passes the process environment (`PRODUCT_MODULE_NAME`, …).
    public func render(templateAt path: String, context: [String: Any], parameters: [String: Any] = [:],
                       environment: [String: String] = [:]) throws(LocatedProblem) -> String {
        let (text, folder) = try read(templateAt: path)
        return try render(text, name: path, folders: [folder] + searchPaths, context: context, parameters: parameters,
                          environment: environment)
    }

    /// A template file's text and folder.
    private func read(templateAt path: String) throws(LocatedProblem) -> (text: String, folder: String) {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw LocatedProblem(path: path, line: nil, column: nil, message: "cannot read template: \(error.localizedDescription)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        return (text, folder.isEmpty ? "." : folder)
    }

    /// Renders a built-in template; errors name it `<name>.stencil`.
    public func render(_ template: BuiltInTemplate, context: [String: Any], parameters: [String: Any] = [:],
                       environment: [String: String] = [:]) throws(LocatedProblem) -> String {
        try render(string: template.text, name: template.fileName, context: context, parameters: parameters, environment: environment)
    }

    /// Renders a template given as text; `name` is what errors show as its path.
    public func render(string: String, name: String = "<template>", context: [String: Any], parameters: [String: Any] = [:],
                       environment: [String: String] = [:]) throws(LocatedProblem) -> String {
        try render(string, name: name, folders: searchPaths, context: context, parameters: parameters, environment: environment)
    }

    /// Renders with a context whose dictionaries are `TemplateObject`s already (`InterfaceBuilderContext.makeForTemplates`).
    func render(prewrapped context: [String: Any], string: String, name: String, parameters: [String: Any],
                environment: [String: String]) throws(LocatedProblem) -> String {
        try render(string, name: name, folders: searchPaths, context: context, parameters: parameters, environment: environment,
                   isWrapped: true)
    }

    /// Renders the template file at `path` with a context whose dictionaries are `TemplateObject`s already.
    func render(prewrapped context: [String: Any], templateAt path: String, parameters: [String: Any],
                environment: [String: String]) throws(LocatedProblem) -> String {
        let (text, folder) = try read(templateAt: path)
        return try render(text, name: path, folders: [folder] + searchPaths, context: context, parameters: parameters,
                          environment: environment, isWrapped: true)
    }

    private func render(_ text: String, name: String, folders: [String], context: [String: Any], parameters: [String: Any],
                        environment: [String: String], isWrapped: Bool = false) throws(LocatedProblem) -> String {
        var full = isWrapped ? context : context.mapValues(TemplateObject.wrap)
        full["param"] = merged(context["param"], parameters)
        full["env"] = merged(context["env"], environment)
        full[RenderDepth.key] = RenderDepth()
        let job = RenderJob(text: text, name: name, folders: folders, context: full)
        // Stencil renders recursively; a big stack lets deep but finite templates finish and the nesting limits
        // stop infinite ones long before it runs out.
        switch Parallel.onLargeStack({ job.run() }) {
        case .success(let output): return output
        case .failure(let error): throw error
        }
    }

    private func merged(_ base: Any?, _ values: [String: Any]) -> [String: Any] {
        var result = base as? [String: Any] ?? [:]
        for (key, value) in values { result[key] = value }
        return result
    }
}

/// The renderer's state for one render, passed to and from the rendering thread.
// @unchecked: the context holds `Any` values; the job is handed to one thread and read after it ended.
final class RenderJob: @unchecked Sendable {
    let text: String
    let name: String
    let folders: [String]
    let context: [String: Any]

    init(text: String, name: String, folders: [String], context: [String: Any]) {
        self.text = text
        self.name = name
        self.folders = folders
        self.context = context
    }

    func run() -> Result<String, LocatedProblem> {
        run(loader: FolderLoader(folders: folders))
    }

    func run(loader: FolderLoader) -> Result<String, LocatedProblem> {
        // Each template the loader keeps holds the environment, which holds the loader: a cycle, broken when the
        // render is over (else every render with an include, import or extends leaks its templates).
        defer { loader.forgetTemplates() }
        if let problem = loader.problems(text: text, path: name) { return .failure(problem) }
        let environment = Environment(loader: loader, extensions: [SwiftGenTemplateExtension.make()], templateClass: SwiftGenTemplate.self)
        let template = SwiftGenTemplate(templateString: text, environment: environment, name: name)
        do {
            return .success(try template.render(context))
        } catch {
            if let problem = loader.problem { return .failure(problem) }
            var templates = loader.templates
            templates[name] = (text, template)
            return .failure(Self.templateError(error, name: name, templates: templates))
        }
    }

    /// The error at the innermost position known: the token it happened at, else the last one of the include chain.
    static func templateError(_ error: Error, name: String, templates: [String: (text: String, template: Template)]) -> LocatedProblem {
        guard let syntax = error as? TemplateSyntaxError else {
            return LocatedProblem(path: name, line: nil, column: nil, message: "\(error)")
        }
        guard let token = syntax.token ?? syntax.stackTrace.last else {
            return LocatedProblem(path: name, line: nil, column: nil, message: syntax.reason)
        }
        let path = token.sourceMap.filename ?? name
        if let (text, template) = templates[path],
           let found = TemplateTokenLocator.locate(token, in: SwiftGenTemplate.markBlankLines(text), lexed: template.tokens) {
            return LocatedProblem(path: path, line: found.line, column: found.column, message: syntax.reason)
        }
        let location = token.sourceMap.location
        return LocatedProblem(path: path, line: location.lineNumber > 0 ? Int(location.lineNumber) : nil, column: nil, message: syntax.reason)
    }
}

/// StencilSwiftKit's `StencilSwiftTemplate` behaviour: blank lines the author wrote survive, lines that tags
/// leave empty go.
final class SwiftGenTemplate: Template {
    /// Marks written blank lines so the clean-up after rendering can tell them apart. StencilSwiftKit uses a
    /// vertical tab, which Stencil counts as a line break (error lines would shift); a private-use character
    /// does the same job without that.
    private static let marker = "\n\u{E000}\n"

    required init(templateString: String, environment: Environment? = nil, name: String? = nil) {
        super.init(templateString: Self.markBlankLines(templateString), environment: environment, name: name)
    }

    static func markBlankLines(_ text: String) -> String {
        // Twice: "\n\n\n" has overlapping pairs.
        text.replacingOccurrences(of: "\n\n", with: marker).replacingOccurrences(of: "\n\n", with: marker)
    }

    override func render(_ dictionary: [String: Any]? = nil) throws -> String {
        Self.removeExtraLines(try super.render(dictionary))
    }

    /// Removes every whitespace-only line between two line breaks (StencilSwiftKit's `\n([ \t]*\n)+` → `\n`),
    /// then turns the marks back into blank lines.
    static func removeExtraLines(_ text: String) -> String {
        // Bytes, not Characters: "\r\n" is one Character but holds the "\n" StencilSwiftKit's expression matches.
        var text = text
        var kept: [UInt8] = text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var lineStart = 0
            var blank = true
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte == 0x0A else {
                    if byte != 0x20 && byte != 0x09 { blank = false }
                    continue
                }
                // A line that ends here is inner unless it is the first one; inner blank lines go.
                if lineStart == 0 || !blank {
                    out.append(contentsOf: bytes[lineStart ..< index])
                    out.append(0x0A)
                }
                lineStart = index + 1
                blank = true
            }
            out.append(contentsOf: bytes[lineStart...]) // the last line stays
            return out
        }
        // Twice, as `replacingOccurrences` twice: "\n\u{E000}\n\u{E000}\n" holds overlapping marks.
        replaceMarks(&kept)
        replaceMarks(&kept)
        return String(decoding: kept, as: UTF8.self)
    }

    /// Replaces each `marker` (left to right, not overlapping) with two line breaks.
    private static func replaceMarks(_ bytes: inout [UInt8]) {
        let mark: [UInt8] = Array(marker.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == 0x0A, index + mark.count <= bytes.count, bytes[index ..< index + mark.count].elementsEqual(mark) {
                out.append(0x0A)
                out.append(0x0A)
                index += mark.count
                changed = true
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        if changed { bytes = out }
    }
}

/// Finds `include`/`import`/`extends` names in the rendered template's folder, then the search paths; reads each
/// file once per render.
// @unchecked: Stencil's `Loader` must be Sendable; one loader serves one render, on the render's one thread.
final class FolderLoader: Loader, CustomStringConvertible, @unchecked Sendable {
    let folders: [String]
    /// Every template loaded, by path, with its text (error positions are found in it). A template included in a
    /// loop is read and lexed once.
    private(set) var templates: [String: (text: String, template: Template)] = [:]
    /// The first problem found in a loaded template before Stencil saw it; Stencil would report it at the tag that
    /// loaded the template (or not at all), this has the template's own position.
    private(set) var problem: LocatedProblem?
    private var texts: [String: String] = [:]

    init(folders: [String]) { self.folders = folders }

    /// Drops the loaded templates, which hold the loader through their environment.
    func forgetTemplates() { templates = [:] }

    var description: String { "folders \(folders.joined(separator: ", "))" }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        guard let (path, text) = try read(name) else {
            throw TemplateSyntaxError("template '\(name)' not found in \(folders.isEmpty ? "any folder (no search path)" : folders.joined(separator: ", "))")
        }
        if let loaded = templates[path] { return loaded.template }
        if let problem = problems(text: text, path: path) {
            self.problem = self.problem ?? problem
            throw TemplateSyntaxError(problem.message)
        }
        let template = environment.templateClass.init(templateString: text, environment: environment, name: path)
        templates[path] = (text, template)
        return template
    }

    /// The path and text of a template name, nil when no folder has it.
    private func read(_ name: String) throws -> (String, String)? {
        for folder in folders {
            let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
            if let text = texts[path] { return (path, text) }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw TemplateSyntaxError("cannot read template '\(path)'")
            }
            texts[path] = text
            return (path, text)
        }
        return nil
    }

    /// What Stencil would not report, or not survive: a tag never closed (Stencil drops the rest of the file
    /// silently) and templates that extend each other in a loop (Stencil recurses until the stack runs out).
    func problems(text: String, path: String) -> LocatedProblem? {
        if let open = TemplateTokenLocator.unterminatedToken(in: text) {
            return LocatedProblem(path: path, line: open.line, column: open.column,
                                 message: "'\(open.opener)' is never closed; Stencil would drop the rest of the template")
        }
        guard let first = TemplateTokenLocator.extendsTarget(in: text) else { return nil }
        var chain = [path]
        var target: String? = first.name
        while let name = target, let (next, nextText) = try? read(name) {
            if chain.contains(next) {
                let names = (chain + [next]).map { ($0 as NSString).lastPathComponent }
                return LocatedProblem(path: path, line: first.line, column: first.column,
                                     message: "templates extend each other in a loop: \(names.joined(separator: " → "))")
            }
            chain.append(next)
            target = TemplateTokenLocator.extendsTarget(in: nextText)?.name
        }
        return nil
    }
}
