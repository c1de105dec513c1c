import IBKitPlumbing
import Testing

/// One escaper per format, each held to what its format's readers need.
@Suite struct EscapingTests {
    @Test func xmlAttributeEscapesMarkupBothQuotesAndWhitespaceThatNormalizationWouldEat() {
        #expect(XMLEscaping.attribute("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;")
        #expect(XMLEscaping.attribute("x\ny\tz\r") == "x&#10;y&#9;z&#13;")
        // What XML 1.0 cannot hold, even as a reference, is replaced visibly.
        #expect(XMLEscaping.attribute("a\u{1}b\u{FFFE}c\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(XMLEscaping.attribute("日本語 é 👍🏽 \u{7F}") == "日本語 é 👍🏽 \u{7F}")
    }

    @Test func xmlAttributeBytesAreTheAttributeString() {
        for sample in ["", "plain", "<&>", "\"'", "tab\tline\n", "\u{0}\u{1F}", "ﾃｽﾄ\u{FFFE}", "\u{EF}\u{BF}", "]]>"] {
            var out: [UInt8] = []
            Array(sample.utf8).withUnsafeBufferPointer { XMLEscaping.appendAttribute($0, to: &out) }
            #expect(String(decoding: out, as: UTF8.self) == XMLEscaping.attribute(sample), "\(sample.debugDescription)")
        }
    }

    @Test func xmlTextKeepsQuotesAndLineBreaks() {
        #expect(XMLEscaping.text("a \"q\" 'r'\n\t<x>") == "a \"q\" 'r'\n\t&lt;x&gt;")
        #expect(XMLEscaping.exactAttribute("it's \"x\"", quote: "\"") == "it's &quot;x&quot;")
        #expect(XMLEscaping.exactAttribute("bad\u{1}", quote: "\"") == nil)
    }

    @Test func jsonQuotesControlCharactersAndJavaScriptLineSeparators() {
        #expect(JSONEscaping.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONEscaping.quoted("\n\r\t\u{8}\u{C}\u{1}") == #""\n\r\t\b\f\u0001""#)
        #expect(JSONEscaping.quoted("\u{2028}\u{2029}é") == #""\u2028\u2029é""#)
    }

    @Test func swiftLiteralsCannotEndOrInterpolate() {
        #expect(SwiftLiteralEscaping.literal(#"say "hi" \(x)"#) == #""say \"hi\" \\(x)""#)
        #expect(SwiftLiteralEscaping.literal("a\nb\t\u{0}\u{1B}") == #""a\nb\t\0\u{1B}""#)
        // In a raw string (`#"…"#`) the escapes carry the pounds.
        #expect(SwiftLiteralEscaping.content(#"a"b\c"#, pounds: 1) == ##"a\#"b\#\c"##)
    }
}
