@testable import IBKitProject
import Testing

@Suite struct PropertyListParserTests {
    private func parse(_ text: String) throws -> PropertyListValue { try PropertyListParser.parse(text) }

    private func failure(_ text: String) -> PropertyListError? {
        do {
            _ = try PropertyListParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func dictionariesArraysAndUnquotedStrings() throws {
        let value = try parse("""
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjects = {
        \t\tA1 /* Main.storyboard */ = {isa = PBXBuildFile; fileRef = B2 /* Main.storyboard */; };
        \t\tlist = (
        \t\t\tBase,
        \t\t\ten,
        \t\t);
        \t\tshort = (a, b);
        \t\tempty = ();
        \t};
        \tpath = Sources/App-Info.plist;
        \ttype = com.apple.product-type.bundle.unit-test;
        \tvariable = $TARGET_NAME;
        }
        """)
        #expect(value["archiveVersion"] == .string("1"))
        #expect(value["classes"] == .dictionary([:]))
        #expect(value["objects"]?["A1"] == .dictionary(["isa": .string("PBXBuildFile"), "fileRef": .string("B2")]))
        #expect(value["objects"]?["list"]?.strings == ["Base", "en"])
        #expect(value["objects"]?["short"]?.strings == ["a", "b"])
        #expect(value["objects"]?["empty"] == .array([]))
        #expect(value["path"]?.string == "Sources/App-Info.plist")
        #expect(value["type"]?.string == "com.apple.product-type.bundle.unit-test")
        #expect(value["variable"]?.string == "$TARGET_NAME")
    }

    @Test func quotedStringsAndEscapes() throws {
        let value = try parse(#"""
        {
            group = "<group>";
            setting = "$(inherited) @executable_path/Frameworks";
            escapes = "q\"b\\n\nt\tr\ra\a";
            unicode = "caf\U00e9 \u00E9";
            surrogates = "\UD83D\UDE00";
            lone = "\UD83Dx";
            octal = "\101\102C";
            raw = "日本語 ✓";
            comment = "/* not a comment */ // nor this";
            "quoted key" = "";
        }
        """#)
        #expect(value["group"]?.string == "<group>")
        #expect(value["setting"]?.string == "$(inherited) @executable_path/Frameworks")
        #expect(value["escapes"]?.string == "q\"b\\n\nt\tr\ra\u{07}")
        #expect(value["unicode"]?.string == "café é")
        #expect(value["surrogates"]?.string == "😀")
        #expect(value["lone"]?.string == "\u{FFFD}x")
        #expect(value["octal"]?.string == "ABC")
        #expect(value["raw"]?.string == "日本語 ✓")
        #expect(value["comment"]?.string == "/* not a comment */ // nor this")
        #expect(value["quoted key"]?.string == "")
    }

    @Test func singleQuotedStrings() throws {
        #expect(try parse(#"{ a = 'x "y" z'; }"#)["a"]?.string == #"x "y" z"#)
    }

    @Test func commentsAnywhereBetweenTokens() throws {
        let value = try parse("""
        /* leading */ { // line comment
          a /* after key */ = /* before value */ b /* before semicolon */ ;
          c = ( /* in array */ d /* x */ , e, /* trailing */ );
        } // trailing
        /* done */
        """)
        #expect(value == .dictionary(["a": .string("b"), "c": .array([.string("d"), .string("e")])]))
    }

    @Test func data() throws {
        #expect(try parse("{ d = <0fA1 b2>; }")["d"] == .data([0x0F, 0xA1, 0xB2]))
        #expect(failure("{ d = <0fA>; }")?.message == "odd number of hex digits in data")
    }

    @Test func bomAndCRLF() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\r\n a = b;\r\n}\r\n".utf8)
        #expect(try PropertyListParser.parse(bytes: bytes) == .dictionary(["a": .string("b")]))
        let broken: [UInt8] = Array("{\r\n a = b;\r\n c = d\r\n}".utf8)
        #expect(throws: PropertyListError(message: "expected ';' after the value of \"c\", found '}'", line: 4, column: 1)) {
            try PropertyListParser.parse(bytes: broken)
        }
    }

    @Test func errorsCarryLineAndColumn() {
        #expect(failure("{\n  a = b;\n  c = d\n  e = f;\n}") == PropertyListError(
            message: "expected ';' after the value of \"c\", found 'e'", line: 4, column: 3))
        #expect(failure("{\n  a = \"never closed;\n}\n") == PropertyListError(message: "unterminated string", line: 2, column: 7))
        #expect(failure("{\n  a = b;\n  /* open") == PropertyListError(message: "unterminated comment (missing '*/')", line: 3, column: 3))
        #expect(failure("{\n  a = (b, c;\n}") == PropertyListError(message: "expected ',' or ')' in array, found ';'", line: 2, column: 12))
        #expect(failure("{\n  a = (b, c,\n") == PropertyListError(message: "unterminated array (missing ')')", line: 2, column: 7))
        #expect(failure("{ a = b; ") == PropertyListError(message: "unterminated dictionary (missing '}')", line: 1, column: 1))
        #expect(failure("{ a b; }") == PropertyListError(message: "expected '=' after key \"a\", found 'b'", line: 1, column: 5))
        #expect(failure("{ a = ; }") == PropertyListError(message: "unexpected ';', expected a value", line: 1, column: 7))
        #expect(failure("{ = b; }") == PropertyListError(message: "unexpected '=', expected a dictionary key or '}'", line: 1, column: 3))
        #expect(failure("{ a = b; }\n}") == PropertyListError(message: "unexpected '}' after the top-level value", line: 2, column: 1))
        #expect(failure("  // only a comment\n") == PropertyListError(message: "empty property list", line: 2, column: 1))
        #expect(failure("{ a = \"x\\U\"; }") == PropertyListError(message: "\\U escape without hex digits", line: 1, column: 9))
        // Columns count characters, not bytes.
        #expect(failure("{ \"日本\" = 語 語; }") == PropertyListError(message: "expected ';' after the value of \"日本\", found '語'", line: 1, column: 12))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = PropertyListParser.maximumDepth + 1
        let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        #expect(failure(text)?.message == "nesting deeper than \(PropertyListParser.maximumDepth) levels")
        let fine = String(repeating: "(", count: depth - 1) + String(repeating: ")", count: depth - 1)
        #expect(failure(fine) == nil)
    }
}
