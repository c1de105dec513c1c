import Foundation
@testable import IBKitGen
import Stencil
import IBKitPlumbing
import Testing

/// A folder of template files for one test, removed afterwards.
final class TemplateFolder {
    let path: String

    init(_ files: [String: String]) throws {
        path = NSTemporaryDirectory() + "ibkit-templates-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: "\(path)/\(name)", atomically: true, encoding: .utf8) }
    }

    func file(_ name: String) -> String { "\(path)/\(name)" }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

@Suite struct TemplateRendererTests {
    let renderer = TemplateRenderer()

    func render(_ template: String, _ context: [String: Any] = [:], parameters: [String: Any] = [:]) throws -> String {
        try renderer.render(string: template, context: context, parameters: parameters)
    }

    // MARK: Tags

    @Test func setStoresARenderedBlockOrAValue() throws {
        #expect(try render("{% set x %}a{{ n }}{% endset %}[{{ x }}]", ["n": 1]) == "[a1]")
        #expect(try render("{% set x name %}{{ x }}", ["name": "N"]) == "N")
        #expect(try render(#"{% set x "lit" %}{{ x }}"#) == "lit")
    }

    @Test func macroAndCall() throws {
        let template = #"{% macro greet who punctuation %}Hello {{ who }}{{ punctuation }}{% endmacro %}{% call greet "World" "!" %} {% call greet name "?" %}"#
        #expect(try render(template, ["name": "IB"]) == "Hello World! Hello IB?")
        // Variables a macro sets stay inside it.
        #expect(try render("{% macro m %}{% set inner %}x{% endset %}{% endmacro %}{% call m %}[{{ inner }}]") == "[]")
        // Macro names are looked up as Stencil resolves variables: `nan` and `inf` are numbers, `_x1` and `名前` names.
        #expect(try render("{% macro _x1 %}a{% endmacro %}{% macro 名前 %}b{% endmacro %}{% call _x1 %}{% call 名前 %}") == "ab")
        #expect(throws: LocatedProblem.self) { try render("{% macro nan %}x{% endmacro %}{% call nan %}") }
        #expect(throws: LocatedProblem.self) { try render("{% macro true %}x{% endmacro %}{% call true %}") }
    }

    @Test func mapCollectsRenderedItems() throws {
        let template = #"{% map items into names using item %}{{ item|upperFirstLetter }}{% endmap %}{{ names|join:"," }}"#
        #expect(try render(template, ["items": ["a", "b"]]) == "A,B")
        let loop = #"{% map items into marks %}{{ maploop.counter }}{% if maploop.first %}f{% endif %}{% if maploop.last %}l{% endif %}{{ maploop.item }}{% endmap %}{{ marks|join:" " }}"#
        #expect(try render(loop, ["items": ["a", "b", "c"]]) == "0fa 1b 2lc")
        #expect(try render("{% map items into names %}x{% endmap %}[{{ names }}]", ["items": [String]()]) == "[]")
    }

    @Test func importBringsMacrosAndSetsIntoScope() throws {
        let folder = try TemplateFolder([
            "common.stencil": #"{% macro twice x %}{{ x }}{{ x }}{% endmacro %}{% set sep %}-{% endset %}"#,
            "main.stencil": #"{% import "common.stencil" %}{% call twice "ab" %}{{ sep }}"#,
        ])
        #expect(try renderer.render(templateAt: folder.file("main.stencil"), context: [:]) == "abab-")
    }

    @Test func extendsAndBlocks() throws {
        let folder = try TemplateFolder(["base.stencil": "<{% block body %}base{% endblock %}>", "child.stencil": #"{% extends "base.stencil" %}{% block body %}child{% endblock %}"#])
        #expect(try renderer.render(templateAt: folder.file("child.stencil"), context: [:]) == "<child>")
    }

    @Test func includeFindsTemplatesBesideTheTemplateThenInSearchPaths() throws {
        let shared = try TemplateFolder(["footer.stencil": "// {{ name }}"])
        let folder = try TemplateFolder(["main.stencil": #"{% include "header.stencil" %}|{% include "footer.stencil" %}"#, "header.stencil": "// top"])
        let renderer = TemplateRenderer(searchPaths: [shared.path])
        #expect(try renderer.render(templateAt: folder.file("main.stencil"), context: ["name": "x"]) == "// top|// x")
    }

    /// The templates a render loads hold their environment, which holds the loader: the render must not leave
    /// that cycle behind (LeakSanitizer found it, `Scripts/sanitize.sh address`).
    @Test func aRenderLeavesNoLoaderBehind() throws {
        let folder = try TemplateFolder(["header.stencil": "// top", "base.stencil": "<{% block body %}base{% endblock %}>"])
        weak var released: FolderLoader?
        func render() -> Result<String, LocatedProblem> {
            let loader = FolderLoader(folders: [folder.path])
            released = loader
            let job = RenderJob(text: #"{% extends "base.stencil" %}{% block body %}{% include "header.stencil" %}{% endblock %}"#,
                                name: "main.stencil", folders: [folder.path], context: [:])
            return job.run(loader: loader)
        }
        #expect(try render().get() == "<// top>")
        #expect(released == nil)
    }

    // MARK: param and env

    @Test func paramAndEnvAreInTheContext() throws {
        let parameters = try TemplateParameters.parse(["enumName=Scenes", "publicAccess", "a.b=1", "list=x", "list=y"])
        let template = "{{ param.enumName }} {% if param.publicAccess %}public{% endif %} {{ param.a.b }} {{ param.list|join:\",\" }} {{ env.PRODUCT_MODULE_NAME }}"
        let output = try renderer.render(string: template, context: [:], parameters: parameters, environment: ["PRODUCT_MODULE_NAME": "App"])
        #expect(output == "Scenes public 1 x,y App")
    }

    @Test func parameterSyntaxFollowsSwiftGen() throws {
        let parsed = try TemplateParameters.parse(["k=a=b", "flag", "deep.er.key=v"])
        #expect(parsed["k"] as? String == "a=b")
        #expect(parsed["flag"] as? Bool == true)
        #expect(((parsed["deep"] as? [String: Any])?["er"] as? [String: Any])?["key"] as? String == "v")
        #expect(throws: TemplateParameters.ParameterError.self) { try TemplateParameters.parse(["bad key=1"]) }
        #expect(throws: TemplateParameters.ParameterError.self) { try TemplateParameters.parse(["=1"]) }
        #expect(throws: TemplateParameters.ParameterError.self) { try TemplateParameters.parse(["a=1", "a.b=2"]) }
        #expect(throws: TemplateParameters.ParameterError.self) { try TemplateParameters.parse(["flag", "flag=1"]) }
    }

    // MARK: Lines

    @Test func linesLeftEmptyByTagsGoWrittenBlankLinesStay() throws {
        let template = "A\n{% for x in items %}\n  {{ x }}\n{% endfor %}\n\nB\n{% if false %}\nC\n{% endif %}\nD\n"
        #expect(try render(template, ["items": [1, 2]]) == "A\n  1\n  2\n\nB\nD\n")
        // As in StencilSwiftKit, a "\r" makes a line non-blank: CRLF templates keep their lines.
        #expect(try render("A\r\n{% if true %}\r\n   \r\n{% endif %}\r\nB") == "A\r\n\r\n   \r\n\r\nB")
        #expect(SwiftGenTemplate.removeExtraLines("  \na\n \t \n\nb\n  ") == "  \na\nb\n  ", "the first and last lines stay")
        #expect(SwiftGenTemplate.removeExtraLines("") == "")
        #expect(SwiftGenTemplate.removeExtraLines("no break") == "no break")
        #expect(SwiftGenTemplate.removeExtraLines("\n\n") == "\n", "an inner empty line goes, the first and last stay")
        #expect(SwiftGenTemplate.removeExtraLines("a\r\n \r\nb") == "a\r\n \r\nb", "a carriage return is not blank")
        #expect(SwiftGenTemplate.removeExtraLines("a\n\u{E000}\n\u{E000}\nb") == "a\n\n\nb", "overlapping blank-line marks")
        #expect(SwiftGenTemplate.removeExtraLines("é\n  \n\u{E000}x") == "é\n\u{E000}x")
    }

    // MARK: Errors

    @Test func syntaxErrorsNameTheTemplateLineAndColumn() throws {
        let folder = try TemplateFolder(["bad.stencil": "line one\n  {% if x %}\nno end\n"])
        do {
            _ = try renderer.render(templateAt: folder.file("bad.stencil"), context: [:])
            Issue.record("no error")
        } catch {
            #expect(error.path == folder.file("bad.stencil"))
            #expect(error.line == 2 && error.column == 3)
            #expect(error.description(severity: "error").hasPrefix("\(folder.file("bad.stencil")):2:3: error: "))
        }
    }

    @Test func unknownFiltersAndTagsAreErrors() {
        #expect(throws: LocatedProblem.self) { try render("{{ x|noSuchFilter }}") }
        #expect(throws: LocatedProblem.self) { try render("{% noSuchTag %}") }
        #expect(throws: LocatedProblem.self) { try render("{% set %}") }
        #expect(throws: LocatedProblem.self) { try render("{% map items %}{% endmap %}") }
        #expect(throws: LocatedProblem.self) { try render("{% call undefinedMacro %}") }
        #expect(throws: LocatedProblem.self) { try render("{% macro m a %}{% endmacro %}{% call m %}") }
        #expect(throws: LocatedProblem.self) { try render("{% macro m %}") }
        // Stencil itself drops everything from an unclosed tag on, silently.
        #expect(throws: LocatedProblem(path: "<template>", line: 2, column: 3, message: "'{%' is never closed; Stencil would drop the rest of the template")) {
            try render("ok\n  {% if x }}\nmore")
        }
    }

    @Test func errorsInIncludedTemplatesPointIntoThem() throws {
        let folder = try TemplateFolder(["main.stencil": "ok\n{% include \"part.stencil\" %}", "part.stencil": "\n\n   {{ x|swiftIdentifier:\"odd\" }}"])
        #expect(throws: LocatedProblem(path: folder.file("part.stencil"), line: 3, column: 4,
                                      message: "filter 'swiftIdentifier' has no mode 'odd'; use 'normal' or 'pretty'")) {
            try renderer.render(templateAt: folder.file("main.stencil"), context: ["x": "a"])
        }
        #expect(throws: LocatedProblem.self) { try renderer.render(templateAt: folder.file("missing.stencil"), context: [:]) }
        let missingInclude = try TemplateFolder(["main.stencil": "{% include \"nowhere.stencil\" %}"])
        do {
            _ = try renderer.render(templateAt: missingInclude.file("main.stencil"), context: [:])
            Issue.record("no error")
        } catch {
            #expect(error.line == 1 && error.message.contains("nowhere.stencil"))
        }
    }

    @Test func templatesThatCallThemselvesForeverAreErrorsNotCrashes() throws {
        #expect(throws: LocatedProblem.self) { try render("{% macro m %}{% call m %}{% endmacro %}{% call m %}") }
        let folder = try TemplateFolder([
            "include.stencil": #"x{% include "include.stencil" %}"#,
            "import.stencil": #"{% import "import.stencil" %}"#,
            "extends.stencil": #"{% extends "extends.stencil" %}"#,
            "a.stencil": "x\n  {% extends 'b.stencil' %}", "b.stencil": #"{% extends "a.stencil" %}"#,
        ])
        for name in ["include.stencil", "import.stencil", "extends.stencil"] {
            #expect(throws: LocatedProblem.self, "\(name)") { try renderer.render(templateAt: folder.file(name), context: [:]) }
        }
        #expect(throws: LocatedProblem(path: folder.file("a.stencil"), line: 2, column: 3,
                                      message: "templates extend each other in a loop: a.stencil → b.stencil → a.stencil")) {
            try renderer.render(templateAt: folder.file("a.stencil"), context: [:])
        }
    }
}

@Suite struct TemplateProblemPositionTests {
    /// Stencil alone would place this error on line 2 (or 0): the failing line repeats line 2.
    @Test func anErrorOnARepeatedLineIsOnItsOwnLine() {
        let template = "{% if false %}\n  {{ missing|lowerFirstWord }}\n{% endif %}\n  {{ missing|lowerFirstWord }}\n"
        #expect(throws: LocatedProblem(path: "<template>", line: 4, column: 3,
                                      message: "filter 'lowerFirstWord' expects a string input, got nothing (is the variable defined?)")) {
            try TemplateRenderer().render(string: template, context: [:])
        }
    }

    @Test func blankLinesAndMultiLineTagsDoNotShiftPositions() {
        let template = "a\n\n\n{% if\n  true %}\n\n   {{ 1|swiftIdentifier:\"x\" }}{% endif %}"
        #expect(throws: LocatedProblem(path: "<template>", line: 7, column: 4, message: "filter 'swiftIdentifier' has no mode 'x'; use 'normal' or 'pretty'")) {
            try TemplateRenderer().render(string: template, context: [:])
        }
    }

    /// The scanner must see the tokens Stencil's lexer sees, quirks included (`{{d }}` is `d `).
    @Test(arguments: [
        "x {{ a }} {%- if b -%}\n{#c#}{{d }}{% if\n  e %}", "{{x}}{{ x }}{{  x  }}{%+ y +%}{% a\n\n b %}", "{ {x} {% a %}}}{{ } }}",
        "{{ unterminated", "}}{%%}{##}{{}}",
    ])
    func scannedTokensMatchStencilsTokens(_ text: String) {
        let stencil = Template(templateString: text).tokens.filter { $0.kind != .text }
        let scanned = TemplateTokenLocator.tokens(in: text)
        #expect(scanned.map(\.contents) == stencil.map(\.contents))
        #expect(scanned.map(\.kind) == stencil.map(\.kind))
    }

    @Test func scannedTokenPositions() {
        let tokens = TemplateTokenLocator.tokens(in: "x {{ a }} {%- if b -%}\n{#c#}{{d }}{% if\n  e %}")
        #expect(tokens.map(\.line) == [1, 1, 2, 2, 2])
        #expect(tokens.map(\.column) == [3, 11, 1, 6, 12])
    }
}
