@testable import IBKitGen
import Testing

/// The generator's building blocks: the byte buffer and the small string sets behave as the strings and
/// dictionaries they replace.
@Suite struct SourceWriterTests {
    @Test func writesBytesAndGrows() {
        let writer = SourceWriter(capacity: 1)
        writer.write("let a = ")
        writer.stringLiteral("Main")
        writer.line()
        writer.write("let b = ")
        writer.stringLiteral("a\"b\\c\nd")
        writer.line(" // é")
        let mark = writer.count
        writer.write(String(repeating: "x", count: 10_000))
        writer.truncate(to: mark)
        let other = SourceWriter()
        other.write("日本語")
        writer.write(other)
        #expect(writer.text == "let a = \"Main\"\nlet b = \"a\\\"b\\\\c\\nd\" // é\n日本語")
    }

    /// Each key sequence inserted into a `SmallStringMap` and a `Dictionary` gives the same answers, past the list
    /// limit and with canonically equal strings of different bytes.
    @Test func smallMapAnswersAsADictionary() {
        let keys = ["a", "b", "a", "é", "e\u{301}", "show", "Show", "é", "e\u{301}"]
            + (0 ..< 40).map { "key\($0)" } + ["key3", "é", "zz", "a"]
        var small = SmallStringMap<Int>()
        var dictionary: [String: Int] = [:]
        for (n, key) in keys.enumerated() {
            let existing = dictionary[key]
            if existing == nil { dictionary[key] = n }
            let answer = small.insert(key, n)
            #expect(answer == existing, "\(key)")
        }
        small.removeAll()
        let again = small.insert("a", 1)
        #expect(again == nil)
        var set = SmallStringSet()
        let first = set.insert("é")
        let second = set.insert("e\u{301}")
        #expect(first && !second)
    }
}

/// `GenerationScope.isLocalization` by bytes answers as the component split it replaces.
@Suite struct LocalizationPathTests {
    static func reference(_ a: String, of b: String) -> Bool {
        func folder(_ path: String) -> (parent: Substring, isLocalized: Bool) {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            return (parts.dropLast().joined(separator: "/")[...], parts.last?.hasSuffix(".lproj") ?? false)
        }
        let (x, y) = (folder(a), folder(b))
        return x.isLocalized && y.isLocalized && x.parent == y.parent
    }

    @Test func agreesWithTheComponentSplit() {
        let paths = ["Main.storyboard", "en.lproj/Main.storyboard", "ja.lproj/Main.storyboard", "App/en.lproj/Main.storyboard",
                     "App/Base.lproj/Main.storyboard", "Other/Base.lproj/Main.storyboard", "/en.lproj/M", "/ja.lproj/M", "a//M",
                     "a/.lproj/M", "a/x.lproj/", "a/x.lproj//M", "App/Base.LPROJ/Main.storyboard", "日本/en.lproj/Main.storyboard",
                     "日本/ja.lproj/Main.storyboard", "a/b.lproj/c/M", "", "/", "x.lproj/", "App/en.lproj/Sub/Main.storyboard"]
        for a in paths {
            for b in paths {
                #expect(GenerationScope.isLocalization(a, of: b) == Self.reference(a, of: b), "\(a) | \(b)")
            }
        }
        #expect(GenerationScope.isLocalization("App/en.lproj/Main.storyboard", of: "App/Base.lproj/Main.storyboard"))
        #expect(!GenerationScope.isLocalization("App/en.lproj/Main.storyboard", of: "Other/Base.lproj/Main.storyboard"))
    }
}

/// `GenCatalog.baseName` by bytes answers as the Character search it replaces.
@Suite struct BaseNameTests {
    @Test func agreesWithTheCharacterSearch() {
        func reference(_ path: String) -> String {
            let file = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? Substring(path)
            return String(file.lastIndex(of: ".").map { file[..<$0] } ?? file)
        }
        for path in ["Main.storyboard", "App/Main.storyboard", "/a/b/Cell.xib", "a.b/c", "a/b.", "a/.xib", "noext", "", "/", "a/",
                     "x/y.z.storyboard", "日本/メイン.storyboard", "a/e\u{301}.xib", "a/b/\u{301}.xib"] {
            #expect(GenCatalog.baseName(of: path) == reference(path), "\(path)")
        }
    }
}
