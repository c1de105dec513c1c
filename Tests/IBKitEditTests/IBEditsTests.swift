import IBKitDocument
import IBKitEdit
import Testing

@Suite struct IBEditsTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Old" id="vc1" customClass="PhotoViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <viewLayoutGuide key="safeArea" id="g1"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id='fr1' sceneMemberID='firstResponder'/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    static func document(_ text: String = storyboard) throws -> IBDocument { try IBDocument(string: text) }

    static func applying(_ edits: [TextEdit], to doc: IBDocument) throws -> String {
        text(try FileEdits(edits).apply(to: doc.bytes))
    }

    @Test func settingAnAttributeChangesOnlyItsValue() throws {
        let doc = try Self.document()
        let vc = try #require(doc.element(id: "vc1"))
        let edit = try IBEdits.setAttribute(.storyboardIdentifier, to: "PhotoViewController", of: vc)
        #expect(text(Array(doc.bytes[edit.range])) == "Old")
        let result = try Self.applying([edit], to: doc)
        #expect(result == Self.storyboard.replacingOccurrences(of: #"storyboardIdentifier="Old""#, with: #"storyboardIdentifier="PhotoViewController""#))
    }

    @Test(arguments: ["Tom & \"Jerry\" <3> 'x'", "line\nbreak\ttab\r", "ünïcödé ✓ 𝄞", "&amp; stays five characters", ""])
    func valuesRoundTripThroughTheParserInBothQuoteStyles(value: String) throws {
        let doc = try Self.document()
        let vc = try #require(doc.element(id: "vc1"))
        let placeholder = try #require(doc.element(id: "fr1"))
        let result = try IBDocument(string: try Self.applying([
            try IBEdits.setAttribute(.customClass, to: value, of: vc),
            try IBEdits.setAttribute(.sceneMemberID, to: value, of: placeholder),
        ], to: doc))
        #expect(result.element(id: "vc1")?.customClass == value)
        #expect(result.element(id: "fr1")?[.sceneMemberID] == value)
        // The other quote is written as is, as Xcode does.
        let raw = text(Array(result.bytes[try #require(result.element(id: "fr1")?.attributeValueRange(.sceneMemberID))]))
        #expect(raw.contains("'") == false)
        #expect(raw.contains("\"") == value.contains("\""))
    }

    @Test func characterDataXMLCannotHoldIsRefused() throws {
        let vc = try #require(try Self.document().element(id: "vc1"))
        #expect(throws: EditError.self) { try IBEdits.setAttribute(.customClass, to: "bell\u{7}", of: vc) }
    }

    @Test func aMissingAttributeIsInsertedAfterItsAnchorOrLast() throws {
        let doc = try Self.document()
        let vc = try #require(doc.element(id: "vc1"))
        let placeholder = try #require(doc.element(id: "fr1"))
        let result = try Self.applying([
            try IBEdits.setAttribute(.customModuleProvider, to: "target", of: vc, insertingAfter: .customModule),
            try IBEdits.insertAttribute("userLabel", value: "First \"R\"", into: placeholder),
        ], to: doc)
        #expect(result.contains(#"customModule="App" customModuleProvider="target" sceneMemberID="viewController">"#))
        #expect(result.contains(#"sceneMemberID='firstResponder' userLabel='First "R"'/>"#))
        let reparsed = try IBDocument(string: result)
        #expect(reparsed.element(id: "vc1")?.customModuleProvider == "target")
        #expect(reparsed.element(id: "fr1")?.userLabel == "First \"R\"")
    }

    @Test func insertingAnAttributeTheElementHasOrABadNameIsRefused() throws {
        let vc = try #require(try Self.document().element(id: "vc1"))
        #expect(throws: EditError.attributeExists("customClass")) { try IBEdits.insertAttribute("customClass", value: "X", into: vc) }
        #expect(throws: EditError.invalidName("1x")) { try IBEdits.insertAttribute("1x", value: "X", into: vc) }
        #expect(throws: EditError.invalidName("a b")) { try IBEdits.insertAttribute("a b", value: "X", into: vc) }
    }

    @Test func removingAnAttributeTakesTheWhiteSpaceBeforeIt() throws {
        let doc = try Self.document("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <view a=\"1\"\n        b='2'\n        id=\"v\"/>\n</document>\n")
        let view = try #require(doc.element(id: "v"))
        #expect(IBEdits.removeAttribute("absent", from: view) == nil)
        #expect(try Self.applying([try #require(IBEdits.removeAttribute("b", from: view))], to: doc)
            == "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <view a=\"1\"\n        id=\"v\"/>\n</document>\n")
        #expect(try Self.applying([try #require(IBEdits.removeAttribute(.id, from: view))], to: doc)
            == "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <view a=\"1\"\n        b='2'/>\n</document>\n")
    }

    @Test func removingAnElementAloneOnItsLinesTakesTheLines() throws {
        let doc = try Self.document()
        let view = try #require(doc.element(id: "v1"))
        let result = try Self.applying([IBEdits.removeElement(view)], to: doc)
        #expect(result.contains("sceneMemberID=\"viewController\">\n                </viewController>"))
        #expect(try IBDocument(string: result).element(id: "g1") == nil)

        // CRLF, and an element sharing its line: only its bytes go.
        let crlf = try Self.document("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\r\n\t<a id=\"a\"/>\r\n\t<b id=\"b\"/> <c id=\"c\"/>\r\n</document>")
        let removed = try Self.applying([
            IBEdits.removeElement(try #require(crlf.element(id: "a"))),
            IBEdits.removeElement(try #require(crlf.element(id: "c"))),
        ], to: crlf)
        #expect(removed == "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\r\n\t<b id=\"b\"/> \r\n</document>")
    }

    @Test func insertedElementsTakeTheSiblingsIndentationAndLineBreak() throws {
        let crlf = try Self.document("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\r\n\t\t<a id=\"a\"/>\r\n</document>")
        let a = try #require(crlf.element(id: "a"))
        #expect(IBEdits.indentation(of: a) == "\t\t")
        let result = try Self.applying([
            IBEdits.insertElement("<before/>", before: a),
            IBEdits.insertElement("<after/>", after: a),
            IBEdits.replaceElement(a, with: "<replaced/>"),
        ], to: crlf)
        #expect(result == "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\r\n\t\t<before/>\r\n\t\t<replaced/>\r\n\t\t<after/>\r\n</document>")
    }

    // MARK: - Corpus

    /// Every storyboard identifier of every corpus file set to a new value that needs escaping: the file parses,
    /// the identifiers read back, every other attribute of every element is unchanged, every byte outside the
    /// edited values is where it was, and the only lines a diff shows are the identifiers' lines.
    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: corpus edit tests skipped"))
    func settingEveryStoryboardIdentifierChangesNothingElse() throws {
        var edited = 0
        var files = 0
        for path in Corpus.files {
            guard case .success(let doc) = IBDocumentLoader.load(path: path), doc.mayContain(.storyboardIdentifier) else { continue }
            let elements = doc.elements.having(.storyboardIdentifier)
            let edits = try elements.map { e in
                try IBEdits.setAttribute(.storyboardIdentifier, to: (e.storyboardIdentifier ?? "") + "_Next & <\"1\">", of: e)
            }
            let result = try FileEdits(edits).apply(to: doc.bytes)
            try expectUnchangedOutside(edits, original: doc.bytes, result: result, path: path)

            let reparsed = try IBDocument(bytes: result, path: path)
            #expect(reparsed.elementCount == doc.elementCount)
            for (old, new) in zip(doc.elements, reparsed.elements) {
                if old.has(.storyboardIdentifier) {
                    #expect(new.storyboardIdentifier == (old.storyboardIdentifier ?? "") + "_Next & <\"1\">")
                }
                let others = { (e: IBElement) in e.attributes.filter { $0.name != "storyboardIdentifier" }.map { "\($0.name)=\($0.value)" } }
                #expect(others(old) == others(new), "\(path): <\(old.name)> at \(old.location)")
            }
            let hunks = text(UnifiedDiff.hunks(from: doc.bytes, to: result))
            let changedLines = hunks.split(separator: "\n").filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) }
            #expect(changedLines.allSatisfy { $0.contains("storyboardIdentifier=") }, "\(path)")
            edited += edits.count
            files += 1
        }
        #expect(edited > 300)
        print("storyboard identifiers set: \(edited) in \(files) corpus files")
    }

    /// Removing every `misplaced` attribute, marking every custom module as the target's and removing every safe
    /// area layout guide: the result parses, has exactly the intended differences, and leaves no blank line.
    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: corpus edit tests skipped"))
    func removingAndInsertingAcrossTheCorpus() throws {
        var counts = (removed: 0, inserted: 0, elements: 0)
        for path in Corpus.files {
            guard case .success(let doc) = IBDocumentLoader.load(path: path) else { continue }
            var edits: [TextEdit] = []
            var removedElements = Set<Int>()
            for e in doc.elements {
                if let edit = IBEdits.removeAttribute(.misplaced, from: e) { edits.append(edit); counts.removed += 1 }
                if e.has(.customModule), !e.has(.customModuleProvider) {
                    edits.append(try IBEdits.setAttribute(.customModuleProvider, to: "target", of: e, insertingAfter: .customModule))
                    counts.inserted += 1
                }
                if e.is(.viewLayoutGuide), e.attribute(.key, equals: "safeArea"), e.children.first(where: { _ in true }) == nil {
                    edits.append(IBEdits.removeElement(e))
                    removedElements.insert(e.index)
                }
            }
            guard !edits.isEmpty else { continue }
            let result = try FileEdits(edits).apply(to: doc.bytes)
            try expectUnchangedOutside(edits, original: doc.bytes, result: result, path: path)
            let reparsed = try IBDocument(bytes: result, path: path)
            let kept = doc.elements.filter { !removedElements.contains($0.index) }
            #expect(reparsed.elementCount == kept.count, "\(path)")
            for (old, new) in zip(kept, reparsed.elements) {
                var expected = old.attributes.filter { $0.name != "misplaced" }.map { "\($0.name)=\($0.value)" }
                if old.has(.customModule), !old.has(.customModuleProvider), let k = expected.firstIndex(where: { $0.hasPrefix("customModule=") }) {
                    expected.insert("customModuleProvider=target", at: k + 1)
                }
                #expect(new.attributes.map { "\($0.name)=\($0.value)" } == expected, "\(path): <\(old.name)> at \(old.location)")
            }
            // Whole lines went with the removed elements: no line is left blank that was not blank.
            let blank = { (b: [UInt8]) in b.split(separator: 0x0A, omittingEmptySubsequences: false).count { $0.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } } }
            #expect(blank(result) == blank(doc.bytes), "\(path)")
            counts.elements += removedElements.count
        }
        #expect(counts.removed > 20 && counts.inserted > 100 && counts.elements > 500)
        print("corpus: \(counts.removed) attributes removed, \(counts.inserted) inserted, \(counts.elements) elements removed")
    }

    /// Walks both buffers edit by edit: every byte outside the edited ranges is copied unchanged and in place.
    func expectUnchangedOutside(_ edits: [TextEdit], original: [UInt8], result: [UInt8], path: String) throws {
        let ordered = try FileEdits(edits).sorted(byteCount: original.count)
        var source = 0
        var target = 0
        for edit in ordered {
            let kept = edit.range.lowerBound - source
            #expect(original[source..<edit.range.lowerBound] == result[target..<(target + kept)], "\(path) before \(edit)")
            target += kept + edit.replacement.count
            source = edit.range.upperBound
        }
        #expect(original[source...] == result[target...], "\(path) at the end")
    }
}
