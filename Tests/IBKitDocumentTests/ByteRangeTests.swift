import Foundation
@testable import IBKitDocument
import Testing

/// Element and attribute byte ranges, checked against the bytes themselves on hand-written tags (odd spacing,
/// both quotes, references) and on every corpus file.
@Suite struct ByteRangeTests {
    /// Every way XML lets a tag be spelled that Interface Builder does not write, plus what it does write.
    static let oddlySpaced = "<?xml version=\"1.0\"?>\r\n"
        + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\r\n"
        + "  <objects >\n"
        + "    <view id = 'v1'\n      key=\"view\"\t>\n"
        + "      <label text=\"Tom &amp; Jerry&#10;\" id=\"l1\" />\n"
        + "      <label text='say \"hi\"' id=\"l2\"/><rect key=\"frame\"/>\n"
        + "      <empty></empty >\n"
        + "      <tëst ünicode=\"ü\">x<!-- </tëst> --></tëst\n>\n"
        + "    </view>\n"
        + "  </objects>\n"
        + "</document>\n"

    @Test func rangesOfOddlySpacedTags() throws {
        let doc = try IBDocument(string: Self.oddlySpaced)
        try Self.checkRanges(doc)
        let text = Array(Self.oddlySpaced.utf8)
        func slice(_ r: Range<Int>?) -> String? { r.map { String(decoding: text[$0], as: UTF8.self) } }

        let view = try #require(doc.element(id: "v1"))
        #expect(slice(view.startTagRange) == "<view id = 'v1'\n      key=\"view\"\t>")
        #expect(slice(view.endTagRange) == "</view>")
        #expect(slice(view.attributeNameRange(.id)) == "id")
        #expect(slice(view.attributeValueRange(.id)) == "v1")
        #expect(view.attributeQuote(.id) == UInt8(ascii: "'"))
        #expect(slice(view.attributeValueRange(.key)) == "view")
        #expect(view.attributeValueRange(.customClass) == nil)
        // After the last attribute's quote, before the tab.
        #expect(text[view.attributeInsertionOffset] == UInt8(ascii: "\t"))

        let l1 = try #require(doc.element(id: "l1"))
        #expect(l1.isSelfClosing)
        #expect(l1.endTagRange == nil)
        #expect(l1.startTagRange == l1.byteRange)
        #expect(slice(l1.byteRange) == "<label text=\"Tom &amp; Jerry&#10;\" id=\"l1\" />")
        #expect(slice(l1.attributeValueRange(.text)) == "Tom &amp; Jerry&#10;")

        let l2 = try #require(doc.element(id: "l2"))
        #expect(slice(l2.attributeValueRange(.text)) == "say \"hi\"")

        let empty = try #require(doc.elements.first { $0.name == "empty" })
        #expect(!empty.isSelfClosing)
        #expect(slice(empty.byteRange) == "<empty></empty >")
        #expect(slice(empty.endTagRange) == "</empty >")
        #expect(empty.attributeInsertionOffset == empty.byteRange.lowerBound + 6)

        let unicode = try #require(doc.elements.first { $0.name == "tëst" })
        #expect(slice(unicode.byteRange) == "<tëst ünicode=\"ü\">x<!-- </tëst> --></tëst\n>")
        #expect(slice(unicode.attributeNameRange(try #require(doc.name("ünicode")))) == "ünicode")
        #expect(doc.name("absent") == nil)

        let objects = try #require(doc.elements.first { $0.name == "objects" })
        #expect(slice(objects.startTagRange) == "<objects >")
        #expect(objects.attributeInsertionOffset == objects.byteRange.lowerBound + 8)
    }

    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: corpus byte-range tests skipped"))
    func rangesOfEveryElementOfEveryCorpusFile() throws {
        var documents = 0
        var elements = 0
        for path in Corpus.files {
            guard case .success(let doc) = IBDocumentLoader.load(path: path) else { continue }
            try Self.checkRanges(doc)
            documents += 1
            elements += doc.elementCount
        }
        #expect(documents > 1_000)
        print("byte ranges checked: \(elements) elements in \(documents) corpus files")
    }

    /// For every element: its bytes are `<name … >` … `</name>` or `<name …/>`, children lie inside the parent's
    /// content in order without overlapping, and every attribute's ranges slice to `name`, `=`, the raw value
    /// between matching quotes, which decodes to the model's value.
    static func checkRanges(_ doc: IBDocument, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let bytes = doc.bytes
        func text(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }
        var failures: [String] = []
        func fail(_ element: IBElement, _ what: String) {
            failures.append("\(doc.path):\(element.location) <\(element.name)>: \(what)")
        }
        for element in doc.elements {
            guard failures.count < 5 else { break }
            let whole = element.byteRange
            let start = element.startTagRange
            let name = Array(element.name.utf8)
            guard whole.lowerBound >= 0, whole.upperBound <= bytes.count, start.lowerBound == whole.lowerBound,
                  start.upperBound <= whole.upperBound
            else { fail(element, "ranges \(whole) \(start) out of bounds"); continue }
            if !bytes[whole].starts(with: [UInt8(ascii: "<")] + name) || !isSpaceOrTagEnd(bytes[whole.lowerBound + 1 + name.count]) {
                fail(element, "does not start with <\(element.name): \(text(whole).prefix(40))")
            }
            if bytes[whole.upperBound - 1] != UInt8(ascii: ">") || bytes[start.upperBound - 1] != UInt8(ascii: ">") {
                fail(element, "does not end with >")
            }
            if element.isSelfClosing {
                if start != whole || element.endTagRange != nil || bytes[whole.upperBound - 2] != UInt8(ascii: "/") {
                    fail(element, "empty-element tag ranges disagree")
                }
                if element.children.contains(where: { _ in true }) { fail(element, "empty-element tag with children") }
            } else if let end = element.endTagRange {
                let endText = text(end)
                let expected = "</" + element.name
                if end.upperBound != whole.upperBound || !endText.hasPrefix(expected)
                    || !endText.dropFirst(expected.count).dropLast().utf8.allSatisfy(isSpace) || end.lowerBound < start.upperBound {
                    fail(element, "end tag \(endText)")
                }
                // Children in order, inside the content, not overlapping.
                var previous = start.upperBound
                for child in element.children {
                    if child.byteRange.lowerBound < previous || child.byteRange.upperBound > end.lowerBound {
                        fail(element, "child <\(child.name)> at \(child.byteRange) outside \(previous)..<\(end.lowerBound)")
                    }
                    previous = child.byteRange.upperBound
                }
            } else {
                fail(element, "no end tag but not self-closing")
            }
            if let parent = element.parent, !(parent.byteRange.lowerBound < whole.lowerBound && whole.upperBound < parent.byteRange.upperBound) {
                fail(element, "not nested in its parent")
            }
            // Attributes: every record, by its name as this document interns it.
            var previousEnd = whole.lowerBound + 1 + name.count
            for (attributeName, value) in element.attributes {
                guard let symbol = doc.name(attributeName),
                      let nameRange = element.attributeNameRange(symbol),
                      let valueRange = element.attributeValueRange(symbol),
                      let quote = element.attributeQuote(symbol)
                else { fail(element, "no ranges for \(attributeName)"); continue }
                if text(nameRange) != attributeName { fail(element, "name range \(text(nameRange)) for \(attributeName)") }
                if nameRange.lowerBound <= previousEnd || !isSpace(bytes[nameRange.lowerBound - 1]) {
                    fail(element, "\(attributeName) does not follow white space after the previous attribute")
                }
                let between = text(nameRange.upperBound..<(valueRange.lowerBound - 1)).filter { !$0.isWhitespace }
                if between != "=" || bytes[valueRange.lowerBound - 1] != quote || bytes[valueRange.upperBound] != quote
                    || (quote != UInt8(ascii: "\"") && quote != UInt8(ascii: "'")) {
                    fail(element, "\(attributeName) is not name = quoted value")
                }
                let raw = text(valueRange)
                if decodeForTest(raw) != value { fail(element, "value of \(attributeName): raw \(raw) is not \(value)") }
                previousEnd = valueRange.upperBound
            }
            if element.attributeInsertionOffset != previousEnd + (element.attributeCount > 0 ? 1 : 0) {
                fail(element, "insertion offset \(element.attributeInsertionOffset)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    private static func isSpaceOrTagEnd(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == UInt8(ascii: ">") || b == UInt8(ascii: "/")
    }

    /// XML's attribute-value normalization (line ends, then white space, become spaces) and references: enough
    /// to tie raw slices to the model's decoded values.
    private static func decodeForTest(_ raw: String) -> String {
        let scalars = Array(raw.unicodeScalars)
        var normalized = String.UnicodeScalarView()
        var k = 0
        while k < scalars.count {
            let s = scalars[k]
            if s == "\r", k + 1 < scalars.count, scalars[k + 1] == "\n" { k += 1 }
            normalized.append(s == "\r" || s == "\n" || s == "\t" ? " " : s)
            k += 1
        }
        var out = ""
        var rest = Substring(String(normalized))
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let hex = entity.hasPrefix("#x")
                let digits = entity.dropFirst(hex ? 2 : 1)
                if let v = UInt32(digits, radix: hex ? 16 : 10), let s = Unicode.Scalar(v) { out.unicodeScalars.append(s) }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
