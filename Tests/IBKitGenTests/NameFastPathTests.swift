import Foundation
import IBKitDocument
@testable import IBKitGen
import Testing
import IBKitPlumbing

/// The byte-level shortcuts of `swiftIdentifier`, `lowerFirstWord`, member names and string literals give what the general
/// (Unicode, regular expression) paths give, on hand-picked edge cases and on every name of the shared corpus.
@Suite struct NameFastPathTests {
    static let samples = [
        "", "a", "A", "q", "a1", "A1", "hello", "Hello", "showDetail", "ShowDetail", "URL", "URLCell", "urlCell", "aBC",
        "ABCdef", "AbC", "Ab9", "ABC9", "iOS", "Cell2", "ProfileViewController", "x2Y", "2nd", "_foo", "foo_bar",
        "show-detail", "Show-NavCtrl", "item 1", "some$URL", "日本語", "é", "Éclair", "ÀB", "caféCell", "tab\tname",
        "quote\"d", "back\\slash", "line\nbreak", "del\u{7F}", "bell\u{07}",
    ]

    static func check(_ names: [String]) {
        for name in names {
            for pretty in [false, true] {
                if let fast = StringFilters.asciiSwiftIdentifier(name, pretty: pretty) {
                    #expect(fast == StringFilters.generalSwiftIdentifier(name, pretty: pretty), "swiftIdentifier(\(name), pretty: \(pretty))")
                }
            }
            if let fast = StringFilters.asciiLowerFirstWord(name) {
                #expect(fast == StringFilters.generalLowerFirstWord(name), "lowerFirstWord(\(name))")
            }
            if let fast = SwiftNames.asciiMemberName(name) {
                let general = StringFilters.generalLowerFirstWord(StringFilters.generalSwiftIdentifier(name, pretty: true))
                #expect(fast == general, "memberName(\(name))")
            }
            #expect(SwiftNames.stringLiteral(name) == SwiftLiteralEscaping.literal(name), "stringLiteral(\(name))")
            #expect(StringFilters.isReservedKeyword(name) == StringFilters.reservedKeywords.contains(name), "keyword(\(name))")
            if let fast = StringFilters.snakeCaseWithoutLowercase(name) {
                #expect(fast == StringFilters.regexSnakeCase(name), "snakeCase(\(name))")
            }
            for leading in [false, true] {
                if let fast = StringFilters.asciiRemoveNewlines(name, leadingOnly: leading) {
                    #expect(fast == StringFilters.generalRemoveNewlines(name, leadingOnly: leading), "removeNewlines(\(name), \(leading))")
                }
            }
        }
    }

    @Test func snakeCaseShortcutAgreesWithTheExpressions() {
        Self.check(["URL", "2ND", "1A2B", "11A", "A1B2", "ABC-DEF", "X-1Y", "٣A", "𝟘B", "ÉA1B", "a1B", "", "-", "1-A", "1_A", "A1",
                    "HTTP2SERVER", "__1A__"])
        #expect(StringFilters.snakeCaseWithoutLowercase("2ND") == "2_ND")
        #expect(StringFilters.snakeCaseWithoutLowercase("aB") == nil)
    }

    @Test func removeNewlinesShortcutAgreesWithTheGeneralPath() {
        Self.check([
            "", " ", "\n", "a", " a ", "\n  a\n  b  \n", "\t\tx\r\n\ty \t", "a \u{0B}b\u{0C} c\r", "  \n \n  ",
            "    Module.Type\n  ", "x\n\n\ny", "é\n  b", "a\u{00A0}\n\u{2028}b", "\u{3000}x",
        ])
        #expect(StringFilters.asciiRemoveNewlines("\n    Kit.Cell\n  ", leadingOnly: true) == "Kit.Cell")
        #expect(StringFilters.asciiRemoveNewlines("a b\nc", leadingOnly: false) == "abc")
        #expect(StringFilters.asciiRemoveNewlines("é", leadingOnly: false) == nil)
    }

    @Test func keywordShortcutAgreesWithTheList() {
        var names: [String] = []
        for keyword in StringFilters.reservedKeywords {
            names += [keyword, keyword.uppercased(), keyword + "s", "x" + keyword, String(keyword.dropLast()), "`\(keyword)`"]
        }
        // U+1FEF is canonically `, U+212A is K: not keywords, whatever their bytes.
        names += ["\u{1FEF}", "sel\u{0066}", "s\u{0065}\u{0301}lf", "\u{212A}", "", "default1", "Any", "any"]
        Self.check(names)
        #expect(StringFilters.isReservedKeyword("self"))
        #expect(StringFilters.isReservedKeyword("#available"))
        #expect(!StringFilters.isReservedKeyword("selfie"))
        #expect(!StringFilters.isReservedKeyword("showDetail"))
    }

    @Test func shortcutsAgreeWithTheGeneralPaths() {
        Self.check(Self.samples)
    }

    @Test func shortcutsTakeTheCommonNames() {
        #expect(StringFilters.asciiSwiftIdentifier("showDetail", pretty: true) == "ShowDetail")
        #expect(StringFilters.asciiSwiftIdentifier("ProfileCell2", pretty: true) == "ProfileCell2")
        #expect(StringFilters.asciiSwiftIdentifier("URL", pretty: true) == nil)
        #expect(StringFilters.asciiSwiftIdentifier("show-detail", pretty: true) == nil)
        #expect(StringFilters.asciiLowerFirstWord("URLCell") == "urlCell")
        #expect(StringFilters.asciiLowerFirstWord("日本語") == nil)
        #expect(SwiftNames.asciiMemberName("URLCell") == "urlCell")
        #expect(SwiftNames.asciiMemberName("showDetail") == "showDetail")
        #expect(SwiftNames.asciiMemberName("ABc") == "aBc")
        #expect(SwiftNames.asciiMemberName("URL") == nil)
        #expect(SwiftNames.asciiMemberName("show-detail") == nil)
        #expect(SwiftNames.stringLiteral("Main") == "\"Main\"")
    }

    @Test(.enabled(if: GenCorpus.root != nil, "../shared/corpus is absent: corpus name tests skipped"))
    func shortcutsAgreeOnTheCorpusNames() {
        var names = Set<String>()
        for document in GenCorpus.documents {
            names.insert((document.path as NSString).deletingPathExtension.split(separator: "/").last.map(String.init) ?? "")
            for element in document.elements {
                for value in [element.storyboardIdentifier, element.reuseIdentifier, element.customClass, element[.identifier]] {
                    if let value { names.insert(value) }
                }
            }
        }
        #expect(names.count > 1_000)
        Self.check(names.sorted())
    }
}
