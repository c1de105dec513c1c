@testable import IBKitGen
import IBKitPlumbing
import Testing

/// StencilSwiftKit's documented examples (Documentation/filters-strings.md, filters-numbers.md), through templates
/// so the registration and argument parsing are tested too.
@Suite struct StencilFilterTests {
    func render(_ template: String, _ context: [String: Any] = [:]) throws -> String {
        try TemplateRenderer().render(string: template, context: context)
    }

    func apply(_ filter: String, _ input: String) throws -> String {
        try render("{{ value|\(filter) }}", ["value": input])
    }

    @Test(arguments: [
        ("hello", "Hello", "Hello"), ("42hello", "_42hello", "_42hello"), ("some$URL", "Some_URL", "SomeURL"),
        ("25 Ultra Light", "_25_Ultra_Light", "_25UltraLight"), ("26_extra_ultra_light", "_26_extra_ultra_light", "_26ExtraUltraLight"),
        ("apples.count", "Apples_Count", "ApplesCount"), ("foo_bar.baz.qux-yay", "Foo_bar_Baz_Qux_Yay", "FooBarBazQuxYay"),
    ])
    func swiftIdentifier(_ input: String, _ normal: String, _ pretty: String) throws {
        #expect(try apply("swiftIdentifier", input) == normal)
        #expect(try apply("swiftIdentifier:\"normal\"", input) == normal)
        #expect(try apply("swiftIdentifier:\"pretty\"", input) == pretty)
    }

    @Test func swiftIdentifierOfStoryboardNames() throws {
        // Names from SwiftGen's fixtures, as its scenes template uses them.
        #expect(try apply("swiftIdentifier:\"pretty\"|lowerFirstWord|escapeReservedKeywords", "Accept-ToS") == "acceptToS")
        #expect(try apply("swiftIdentifier:\"pretty\"|lowerFirstWord|escapeReservedKeywords", "Validate_Password") == "validatePassword")
        #expect(try apply("swiftIdentifier:\"pretty\"|lowerFirstWord|escapeReservedKeywords", "public") == "`public`")
        #expect(try apply("swiftIdentifier:\"pretty\"|lowerFirstWord", "item 1") == "item1")
        #expect(try apply("swiftIdentifier:\"pretty\"", "Known Types") == "KnownTypes")
        #expect(try apply("swiftIdentifier:\"pretty\"|lowerFirstWord", "Show-NavCtrl") == "showNavCtrl")
        #expect(try apply("swiftIdentifier", "") == "")
        #expect(try apply("swiftIdentifier", "日本語") == "日本語")
    }

    @Test(arguments: [("hello", "hello"), ("self", "`self`"), ("Any", "`Any`")])
    func escapeReservedKeywords(_ input: String, _ output: String) throws {
        #expect(try apply("escapeReservedKeywords", input) == output)
    }

    @Test func letterCase() throws {
        #expect(try apply("lowerFirstWord", "PeoplePicker") == "peoplePicker")
        #expect(try apply("lowerFirstWord", "URLChooser") == "urlChooser")
        #expect(try apply("lowerFirstWord", "URL") == "url")
        #expect(try apply("lowerFirstWord", "") == "")
        #expect(try apply("lowerFirstLetter", "Hello") == "hello")
        #expect(try apply("lowerFirstLetter", "PeopleChooser") == "peopleChooser")
        #expect(try apply("lowerFirstLetter", "Hi There!") == "hi There!")
        #expect(try apply("upperFirstLetter", "hello") == "Hello")
        #expect(try apply("upperFirstLetter", "peopleChooser") == "PeopleChooser")
        #expect(try apply("titlecase", "peopleChooser") == "PeopleChooser")
    }

    @Test(arguments: [
        ("snake_case", "SnakeCase", "SnakeCase"), ("snAke_case", "SnAkeCase", "SnAkeCase"),
        ("SNAKE_CASE", "SnakeCase", "SnakeCase"), ("__snake_case", "__SnakeCase", "SnakeCase"),
    ])
    func snakeToCamelCase(_ input: String, _ keeping: String, _ stripping: String) throws {
        #expect(try apply("snakeToCamelCase", input) == keeping)
        #expect(try apply("snakeToCamelCase:\"false\"", input) == keeping)
        #expect(try apply("snakeToCamelCase:\"true\"", input) == stripping)
    }

    /// The documentation's `true` column for `string_wiTH_WOrds` (`st_ring_with_words`) contradicts its own
    /// `false` column; lowercasing the `false` output is what the filter does.
    @Test(arguments: [
        ("SomeCapString", "some_cap_string", "Some_Cap_String"), ("someCapString", "some_cap_string", "some_Cap_String"),
        ("String_With_WoRds", "string_with_wo_rds", "String_With_Wo_Rds"), ("string_wiTH_WOrds", "string_wi_th_w_ords", "string_wi_TH_W_Ords"),
        ("URLChooser", "url_chooser", "URL_Chooser"), ("PLEASE_STOP_SCREAMING", "please_stop_screaming", "PLEASE_STOP_SCREAMING"),
    ])
    func camelToSnakeCase(_ input: String, _ lower: String, _ keeping: String) throws {
        #expect(try apply("camelToSnakeCase", input) == keeping.lowercased())
        #expect(try apply("camelToSnakeCase:\"false\"", input) == keeping)
        #expect(lower == keeping.lowercased() || input == "String_With_WoRds")
    }

    @Test(arguments: [
        ("  \ntest", "test", "test"), ("test \n\t ", "test", "test"), ("test\n  test", "testtest", "testtest"),
        ("test, \ntest, \ntest", "test,test,test", "test, test, test"), (" test test ", "testtest", "test test"),
    ])
    func removeNewlines(_ input: String, _ all: String, _ leading: String) throws {
        #expect(try apply("removeNewlines", input) == all)
        #expect(try apply("removeNewlines:\"all\"", input) == all)
        #expect(try apply("removeNewlines:\"leading\"", input) == leading)
    }

    @Test func paths() throws {
        #expect(try apply("basename", "test.jpg") == "test.jpg")
        #expect(try apply("basename", "some/folder/test.jpg") == "test.jpg")
        #expect(try apply("basename", "file.txt.png") == "file.txt.png")
        #expect(try apply("dirname", "some/folder/test.jpg") == "some/folder")
        #expect(try apply("dirname", "test.jpg") == ".")
    }

    @Test func replaceAndPredicates() throws {
        #expect(try render(#"{{ "Hello"|replace:"l","k" }}"#) == "Hekko")
        #expect(try render(#"{{ "Europe"|replace:"e","a" }}"#) == "Europa")
        #expect(try render(#"{% if "Hello"|contains:"el" %}yes{% else %}no{% endif %}"#) == "yes")
        #expect(try render(#"{% if "Hi mates!"|contains:"yo" %}yes{% else %}no{% endif %}"#) == "no")
        #expect(try render(#"{% if "Hello"|hasPrefix:"Hi" %}yes{% else %}no{% endif %}"#) == "no")
        #expect(try render(#"{% if "Hi mates!"|hasPrefix:"H" %}yes{% else %}no{% endif %}"#) == "yes")
        #expect(try render(#"{% if "Hello"|hasSuffix:"llo" %}yes{% else %}no{% endif %}"#) == "yes")
        #expect(try render(#"{% if "Hi mates!"|hasSuffix:"?" %}yes{% else %}no{% endif %}"#) == "no")
        #expect(try render(#"{% if "Hello"|!contains:"el" %}yes{% else %}no{% endif %}"#) == "no")
        #expect(try render(#"{% if "Hello"|!hasSuffix:"x" %}yes{% else %}no{% endif %}"#) == "yes")
    }

    @Test func numbers() throws {
        #expect(try apply("hexToInt", "FF") == "255")
        #expect(try apply("int255toFloat", "255") == "1.0")
        #expect(try apply("percent", "0.5") == "50%")
    }

    @Test func filtersAcceptNumbersAndBooleans() throws {
        #expect(try render("{{ value|upperFirstLetter }}", ["value": 42]) == "42")
        #expect(try render("{{ value|swiftIdentifier }}", ["value": true]) == "True")
    }

    /// Errors point at the `{{` of the expression that failed.
    @Test func badInputIsAnErrorWithAPosition() {
        #expect(throws: LocatedProblem(path: "<template>", line: 1, column: 1, message: "filter 'swiftIdentifier' has no mode 'ugly'; use 'normal' or 'pretty'")) {
            try render(#"{{ "a"|swiftIdentifier:"ugly" }}"#)
        }
        #expect(throws: LocatedProblem(path: "<template>", line: 2, column: 1, message: "filter 'lowerFirstWord' expects a string input, got nothing (is the variable defined?)")) {
            try render("x\n{{ missing|lowerFirstWord }}")
        }
    }
}
