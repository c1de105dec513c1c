import Foundation

/// The tags and filters templates can use beyond Stencil's built-ins, with an example each; docs/gen.md's list is
/// generated from it (`TemplateReference.markdown`) and a test renders every example.
public enum TemplateReference {
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        /// A template and what it renders to, with no context.
        public let example: String
        public let output: String
    }

    public static let tags: [Entry] = [
        Entry(name: "set", summary: "`{% set name %}…{% endset %}` stores the rendered block in `name`; `{% set name value %}` stores a value.",
              example: #"{% set greeting %}Hello {{ "IB" }}{% endset %}{{ greeting }}!"#, output: "Hello IB!"),
        Entry(name: "macro / call", summary: "`{% macro name param… %}…{% endmacro %}` defines a block that `{% call name argument… %}` renders with the parameters bound.",
              example: #"{% macro pair a b %}{{ a }}={{ b }}{% endmacro %}{% call pair "x" 1 %}"#, output: "x=1"),
        Entry(name: "map", summary: "`{% map array into name using item %}…{% endmap %}` renders the block for each element into a list; `maploop.counter`, `.first`, `.last`, `.item` inside.",
              example: #"{% map "a,b"|split:"," into names using n %}{{ n|uppercase }}{% endmap %}{{ names|join:"+" }}"#, output: "A+B"),
        Entry(name: "import", summary: "`{% import \"common.stencil\" %}` runs another template for its `macro` and `set` definitions (found beside the template, then in the search paths).",
              example: "", output: ""),
        Entry(name: "include", summary: "Stencil's `{% include \"file.stencil\" [context] %}`, with a nesting limit instead of a stack overflow.",
              example: "", output: ""),
    ]

    public static let filters: [Entry] = [
        Entry(name: "swiftIdentifier", summary: "A valid Swift identifier; `:\"pretty\"` also camel-cases.",
              example: #"{{ "some$URL"|swiftIdentifier }} {{ "25 Ultra Light"|swiftIdentifier:"pretty" }}"#, output: "Some_URL _25UltraLight"),
        Entry(name: "escapeReservedKeywords", summary: "Backticks around Swift keywords.",
              example: #"{{ "self"|escapeReservedKeywords }} {{ "hello"|escapeReservedKeywords }}"#, output: "`self` hello"),
        Entry(name: "lowerFirstWord", summary: "Lowercases the first word, acronyms included.",
              example: #"{{ "URLChooser"|lowerFirstWord }}"#, output: "urlChooser"),
        Entry(name: "lowerFirstLetter", summary: "Lowercases the first character.",
              example: #"{{ "PeopleChooser"|lowerFirstLetter }}"#, output: "peopleChooser"),
        Entry(name: "upperFirstLetter", summary: "Uppercases the first character (`titlecase` is the deprecated name).",
              example: #"{{ "peopleChooser"|upperFirstLetter }}"#, output: "PeopleChooser"),
        Entry(name: "snakeToCamelCase", summary: "`snake_case` to `CamelCase`; `:\"true\"` drops leading underscores.",
              example: #"{{ "__snake_case"|snakeToCamelCase }} {{ "__snake_case"|snakeToCamelCase:"true" }}"#, output: "__SnakeCase SnakeCase"),
        Entry(name: "camelToSnakeCase", summary: "`camelCase` to `snake_case`; `:\"false\"` keeps the letters' case.",
              example: #"{{ "URLChooser"|camelToSnakeCase }} {{ "URLChooser"|camelToSnakeCase:"false" }}"#, output: "url_chooser URL_Chooser"),
        Entry(name: "removeNewlines", summary: "Removes newlines and whitespace; `:\"leading\"` only each line's indentation and the newlines.",
              example: #"{{ " a  b "|removeNewlines }}"#, output: "ab"),
        Entry(name: "replace", summary: "Replaces a substring.", example: #"{{ "Hello"|replace:"l","k" }}"#, output: "Hekko"),
        Entry(name: "basename", summary: "The last path component.", example: #"{{ "some/folder/test.jpg"|basename }}"#, output: "test.jpg"),
        Entry(name: "dirname", summary: "The path without its last component (`.` when none).", example: #"{{ "some/folder/test.jpg"|dirname }}"#, output: "some/folder"),
        Entry(name: "contains", summary: "Whether the string contains the argument; `!contains` negates.",
              example: #"{% if "Hello"|contains:"ell" %}yes{% endif %}"#, output: "yes"),
        Entry(name: "hasPrefix", summary: "Whether the string starts with the argument; `!hasPrefix` negates.",
              example: #"{% if "Hello"|!hasPrefix:"He" %}yes{% else %}no{% endif %}"#, output: "no"),
        Entry(name: "hasSuffix", summary: "Whether the string ends with the argument; `!hasSuffix` negates.",
              example: #"{% if "Hello"|hasSuffix:"llo" %}yes{% endif %}"#, output: "yes"),
        Entry(name: "hexToInt", summary: "A hexadecimal string as a number.", example: #"{{ "FF"|hexToInt }}"#, output: "255"),
        Entry(name: "int255toFloat", summary: "0–255 as 0–1.", example: #"{{ "255"|int255toFloat }}"#, output: "1.0"),
        Entry(name: "percent", summary: "A 0–1 number as a percentage.", example: #"{{ "0.5"|percent }}"#, output: "50%"),
    ]

    /// docs/gen.md's tag and filter lists.
    public static var markdown: String {
        func table(_ entries: [Entry]) -> String {
            var out = "| name | what it does | example → output |\n| --- | --- | --- |\n"
            for entry in entries {
                let example = entry.example.isEmpty ? "" : "`` \(entry.example) `` → `` \(entry.output) ``"
                out += "| `\(entry.name)` | \(entry.summary.replacingOccurrences(of: "|", with: "\\|")) | \(example.replacingOccurrences(of: "|", with: "\\|")) |\n"
            }
            return out
        }
        return "#### Tags\n\n" + table(tags) + "\n#### Filters\n\n" + table(filters)
    }
}
