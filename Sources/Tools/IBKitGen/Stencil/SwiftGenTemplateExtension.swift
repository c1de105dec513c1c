import Foundation
import Stencil

/// The tags and filters SwiftGen templates use on top of Stencil's built-ins, as StencilSwiftKit registers them:
/// tags `set`, `macro`/`call`, `map`, `import` (and a recursion-safe `include`); the string filters of
/// `StringFilters`; the boolean filters `contains`, `hasPrefix`, `hasSuffix` with their `!` negations; the number
/// filters `hexToInt`, `int255toFloat`, `percent`.
enum SwiftGenTemplateExtension {
    static func make() -> Extension {
        let ext = Extension()
        ext.registerTag("set", parser: SetNode.parse)
        ext.registerTag("macro", parser: MacroNode.parse)
        ext.registerTag("call", parser: CallNode.parse)
        ext.registerTag("map", parser: MapNode.parse)
        ext.registerTag("import", parser: ImportNode.parse)
        ext.registerTag("include", parser: IncludeNode.parse)

        func string(_ name: String, _ transform: @escaping (String) -> String) {
            ext.registerFilter(name) { (value: Any?) in transform(try stringInput(value, filter: name)) }
        }
        string("upperFirstLetter", StringFilters.upperFirstLetter)
        string("titlecase", StringFilters.upperFirstLetter)
        string("lowerFirstLetter", StringFilters.lowerFirstLetter)
        string("lowerFirstWord", StringFilters.lowerFirstWord)
        string("escapeReservedKeywords", StringFilters.escapeReservedKeywords)
        string("basename", StringFilters.basename)
        string("dirname", StringFilters.dirname)

        ext.registerFilter("swiftIdentifier") { (value: Any?, arguments: [Any?]) in
            let input = try stringInput(value, filter: "swiftIdentifier")
            let mode = try option(arguments, filter: "swiftIdentifier", allowed: ["normal", "pretty"], default: "normal")
            return StringFilters.swiftIdentifier(input, pretty: mode == "pretty")
        }
        ext.registerFilter("snakeToCamelCase") { (value: Any?, arguments: [Any?]) in
            let input = try stringInput(value, filter: "snakeToCamelCase")
            let strip = try bool(arguments, filter: "snakeToCamelCase") ?? false
            return StringFilters.snakeToCamelCase(input, stripLeading: strip)
        }
        ext.registerFilter("camelToSnakeCase") { (value: Any?, arguments: [Any?]) in
            let input = try stringInput(value, filter: "camelToSnakeCase")
            return StringFilters.camelToSnakeCase(input, lowercase: try bool(arguments, filter: "camelToSnakeCase") ?? true)
        }
        ext.registerFilter("removeNewlines") { (value: Any?, arguments: [Any?]) in
            let input = try stringInput(value, filter: "removeNewlines")
            let mode = try option(arguments, filter: "removeNewlines", allowed: ["all", "leading"], default: "all")
            return StringFilters.removeNewlines(input, leadingOnly: mode == "leading")
        }
        ext.registerFilter("replace") { (value: Any?, arguments: [Any?]) in
            let input = try stringInput(value, filter: "replace")
            guard arguments.count == 2 else { throw StringFilters.FilterError("filter 'replace' takes 2 arguments (substring, replacement), got \(arguments.count)") }
            let target = try stringInput(arguments[0], filter: "replace", what: "argument")
            let replacement = try stringInput(arguments[1], filter: "replace", what: "argument")
            // `replacingOccurrences(of: "")` would return the input unchanged; say so rather than surprise.
            guard !target.isEmpty else { return input }
            return input.replacingOccurrences(of: target, with: replacement)
        }

        func predicate(_ name: String, _ test: @escaping (String, String) -> Bool) {
            let evaluate: (Any?, [Any?]) throws -> Bool = { value, arguments in
                let input = try stringInput(value, filter: name)
                guard arguments.count == 1 else { throw StringFilters.FilterError("filter '\(name)' takes 1 argument, got \(arguments.count)") }
                return test(input, try stringInput(arguments[0], filter: name, what: "argument"))
            }
            ext.registerFilter(name) { (value: Any?, arguments: [Any?]) in try evaluate(value, arguments) }
            ext.registerFilter("!" + name) { (value: Any?, arguments: [Any?]) in try !evaluate(value, arguments) }
        }
        predicate("contains") { $0.contains($1) }
        predicate("hasPrefix") { $0.hasPrefix($1) }
        predicate("hasSuffix") { $0.hasSuffix($1) }

        ext.registerFilter("hexToInt") { (value: Any?) in
            let input = try stringInput(value, filter: "hexToInt")
            return Int(input, radix: 16)
        }
        ext.registerFilter("int255toFloat") { (value: Any?) in
            let input = try stringInput(value, filter: "int255toFloat")
            guard let int = Int(input) else { throw StringFilters.FilterError("filter 'int255toFloat' expects an integer, got '\(input)'") }
            return Float(int) / 255
        }
        ext.registerFilter("percent") { (value: Any?) in
            let input = try stringInput(value, filter: "percent")
            guard let number = Float(input) else { throw StringFilters.FilterError("filter 'percent' expects a number, got '\(input)'") }
            return "\(Int(number * 100))%"
        }
        return ext
    }

    /// Strings, numbers and booleans are accepted (as StencilSwiftKit does, through `LosslessStringConvertible`).
    static func stringInput(_ value: Any?, filter: String, what: String = "input") throws -> String {
        switch value {
        case let string as String: return string
        case let value as LosslessStringConvertible: return String(describing: value)
        case nil: throw StringFilters.FilterError("filter '\(filter)' expects a string \(what), got nothing (is the variable defined?)")
        case let value?: throw StringFilters.FilterError("filter '\(filter)' expects a string \(what), got \(type(of: value))")
        }
    }

    /// StencilSwiftKit's optional boolean argument: `true`/`yes`/`1` or `false`/`no`/`0`.
    static func bool(_ arguments: [Any?], filter: String) throws -> Bool? {
        guard let first = arguments.first else { return nil }
        guard let text = first as? String else { return nil }
        switch text.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw StringFilters.FilterError("filter '\(filter)' expects true or false, got '\(text)'")
        }
    }

    static func option(_ arguments: [Any?], filter: String, allowed: [String], default value: String) throws -> String {
        guard let first = arguments.first else { return value }
        let text = first.map { "\($0)" } ?? value
        guard allowed.contains(text) else {
            throw StringFilters.FilterError("filter '\(filter)' has no mode '\(text)'; use \(allowed.map { "'\($0)'" }.joined(separator: " or "))")
        }
        return text
    }
}

// MARK: - Tags

/// `{% set name %}…{% endset %}` stores the rendered block; `{% set name expression %}` stores the value.
final class SetNode: NodeType {
    let name: String
    let nodes: [NodeType]?
    let value: Resolvable?
    let token: Token?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let parts = token.components
        guard parts.count == 2 || parts.count == 3 else {
            throw TemplateSyntaxError("'set' takes a variable name and an optional value: {% set name %}…{% endset %} or {% set name value %}")
        }
        if parts.count == 3 {
            return SetNode(name: parts[1], nodes: nil, value: try parser.compileResolvable(parts[2], containedIn: token), token: token)
        }
        let nodes = try parser.parse(until(["endset"]))
        guard parser.nextToken() != nil else { throw TemplateSyntaxError("'set' without 'endset'") }
        return SetNode(name: parts[1], nodes: nodes, value: nil, token: token)
    }

    init(name: String, nodes: [NodeType]?, value: Resolvable?, token: Token?) {
        self.name = name
        self.nodes = nodes
        self.value = value
        self.token = token
    }

    func render(_ context: Context) throws -> String {
        if let nodes {
            context[name] = try renderNodes(nodes, context)
        } else {
            context[name] = try value?.resolve(context)
        }
        return ""
    }
}

/// What `{% macro %}` stores and `{% call %}` renders.
struct CallableBlock {
    let parameters: [String]
    let nodes: [NodeType]
}

/// `{% macro name param… %}…{% endmacro %}`.
final class MacroNode: NodeType {
    let name: String
    let block: CallableBlock
    let token: Token?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let parts = token.components
        guard parts.count >= 2 else { throw TemplateSyntaxError("'macro' takes a name and optional parameter names") }
        let nodes = try parser.parse(until(["endmacro"]))
        guard parser.nextToken() != nil else { throw TemplateSyntaxError("'macro' without 'endmacro'") }
        return MacroNode(name: parts[1], block: CallableBlock(parameters: Array(parts.dropFirst(2)), nodes: nodes), token: token)
    }

    init(name: String, block: CallableBlock, token: Token?) {
        self.name = name
        self.block = block
        self.token = token
    }

    func render(_ context: Context) throws -> String {
        context[name] = block
        return ""
    }
}

/// `{% call name argument… %}`: renders a macro with its parameters bound to the arguments.
final class CallNode: NodeType {
    let variable: Variable
    let arguments: [Resolvable]
    let token: Token?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let parts = token.components
        guard parts.count >= 2 else { throw TemplateSyntaxError("'call' takes the name of a macro and its arguments") }
        let arguments = try parts.dropFirst(2).map { try parser.compileResolvable($0, containedIn: token) }
        return CallNode(variable: Variable(parts[1]), arguments: arguments, token: token)
    }

    init(variable: Variable, arguments: [Resolvable], token: Token?) {
        self.variable = variable
        self.arguments = arguments
        self.token = token
    }

    /// The macro's name when it is a plain identifier: then a context look-up finds the macro, as the variable would,
    /// without Stencil's parse of the name as a key path on every call.
    private lazy var plainName: String? = {
        let name = variable.variable
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }),
              name != "true", name != "false", Float(name) == nil /* `inf`, `nan`: numbers to Stencil */ else { return nil }
        return name
    }()

    func render(_ context: Context) throws -> String {
        let macro = try plainName.map { context[$0] } ?? variable.resolve(context)
        guard let block = macro as? CallableBlock else {
            throw TemplateSyntaxError("call to undefined macro '\(variable.variable)'")
        }
        guard block.parameters.count == arguments.count else {
            throw TemplateSyntaxError("macro '\(variable.variable)' takes \(block.parameters.count) arguments, \(arguments.count) given")
        }
        var bindings: [String: Any] = [:]
        for (parameter, argument) in zip(block.parameters, arguments) { bindings[parameter] = try argument.resolve(context) }
        return try RenderDepth.nested(context, what: "macro '\(self.variable.variable)'") {
            try context.push(dictionary: bindings) { try renderNodes(block.nodes, context) }
        }
    }
}

/// `{% map array into name using item %}…{% endmap %}`: renders the block for each element and stores the
/// list of results; `maploop` has `counter`, `first`, `last`, `item`.
final class MapNode: NodeType {
    let values: Resolvable
    let name: String
    let itemName: String?
    let nodes: [NodeType]
    let token: Token?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let parts = token.components
        let shapeIsValid = (parts.count == 4 || (parts.count == 6 && parts[4] == "using")) && parts[2] == "into"
        guard shapeIsValid else { throw TemplateSyntaxError("'map' is written {% map array into name [using item] %}…{% endmap %}") }
        let values = try parser.compileResolvable(parts[1], containedIn: token)
        let nodes = try parser.parse(until(["endmap", "empty"]))
        guard let end = parser.nextToken() else { throw TemplateSyntaxError("'map' without 'endmap'") }
        if end.contents == "empty" { _ = parser.nextToken() }
        return MapNode(values: values, name: parts[3], itemName: parts.count == 6 ? parts[5] : nil, nodes: nodes, token: token)
    }

    init(values: Resolvable, name: String, itemName: String?, nodes: [NodeType], token: Token?) {
        self.values = values
        self.name = name
        self.itemName = itemName
        self.nodes = nodes
        self.token = token
    }

    func render(_ context: Context) throws -> String {
        guard let values = try values.resolve(context) as? [Any], !values.isEmpty else { return "" }
        context[name] = try values.enumerated().map { index, item in
            var bindings: [String: Any] = [
                "maploop": ["counter": index, "first": index == 0, "last": index == values.count - 1, "item": item] as [String: Any],
            ]
            if let itemName { bindings[itemName] = item }
            return try context.push(dictionary: bindings) { try renderNodes(nodes, context) }
        }
        return ""
    }
}

/// `{% import "common.stencil" %}`: runs another template for its `macro` and `set` definitions, in this context.
final class ImportNode: NodeType {
    let templateName: Variable
    let token: Token?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let parts = token.components
        guard parts.count == 2 else { throw TemplateSyntaxError("'import' takes one argument, the template to import") }
        return ImportNode(templateName: Variable(parts[1]), token: token)
    }

    init(templateName: Variable, token: Token?) {
        self.templateName = templateName
        self.token = token
    }

    func render(_ context: Context) throws -> String {
        guard let name = try templateName.resolve(context) as? String else {
            throw TemplateSyntaxError("'import' needs a template name, '\(templateName.variable)' is not a string")
        }
        let template = try context.environment.loadTemplate(name: name)
        _ = try RenderDepth.nested(context, what: "import of '\(name)'") { try template.render(context) }
        return ""
    }
}

/// Stencil's `{% include "name" [context] %}`, with a nesting limit so a template that includes itself is an
/// error, not a stack overflow.
final class IncludeNode: NodeType {
    let templateName: Variable
    let contextName: String?
    let token: Token?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let parts = token.components
        guard parts.count == 2 || parts.count == 3 else {
            throw TemplateSyntaxError("'include' takes the template to include and an optional context variable")
        }
        return IncludeNode(templateName: Variable(parts[1]), contextName: parts.count == 3 ? parts[2] : nil, token: token)
    }

    init(templateName: Variable, contextName: String?, token: Token?) {
        self.templateName = templateName
        self.contextName = contextName
        self.token = token
    }

    func render(_ context: Context) throws -> String {
        guard let name = try templateName.resolve(context) as? String else {
            throw TemplateSyntaxError("'include' needs a template name, '\(templateName.variable)' is not a string")
        }
        let template = try context.environment.loadTemplate(name: name)
        let bindings = contextName.flatMap { context[$0] as? [String: Any] ?? (context[$0] as? TemplateObject)?.dictionary } ?? [:]
        return try RenderDepth.nested(context, what: "include of '\(name)'") {
            try context.push(dictionary: bindings) { try template.render(context) }
        }
    }
}

/// Counts nested macro calls, includes and imports of one render, so runaway recursion in a user's template ends
/// with an error instead of a stack overflow. The counter lives in the render's base context (a reference, so
/// `import` can run in the caller's scope, where its definitions must land).
final class RenderDepth {
    static let key = "__ibkit_render_depth"
    static let limit = 200

    private var depth = 0

    static func nested<T>(_ context: Context, what: @autoclosure () -> String, _ body: () throws -> T) throws -> T {
        guard let counter = context[key] as? RenderDepth else { return try body() }
        guard counter.depth < limit else {
            throw TemplateSyntaxError("\(what()) nested more than \(limit) levels deep (does it call itself?)")
        }
        counter.depth += 1
        defer { counter.depth -= 1 }
        return try body()
    }
}
