import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import IBKitDocument
import IBKitPlumbing
import IBKitTestSupport
import Testing

/// Every way a file can be unusable: one clear `IBParseError` at the right line:column, never a crash, a hang or
/// an expansion. Where the input is malformed XML, Foundation's `XMLParser` (libxml2) must reject it too; the
/// cases we reject on purpose although XMLParser accepts them are marked "deliberate".
@Suite struct BadInputTests {
    // MARK: - Helpers

    static let storyboardHead = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" initialViewController="BYZ-38-t0r">
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>

        """
    static let storyboardTail = """
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    static let viewController = """
                        <viewController id="BYZ-38-t0r" customClass="ViewController" sceneMemberID="viewController"/>

        """

    /// The error `IBDocument` throws for the bytes; records an issue when it parses.
    func parseError(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> IBParseError? {
        do {
            _ = try IBDocument(bytes: bytes, path: "Bad.storyboard")
            Issue.record("parsed without error", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    func parseError(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> IBParseError? {
        parseError(Array(text.utf8), sourceLocation: sourceLocation)
    }

    /// With a delegate: corelibs' `XMLParser.parse()` alone returns true for some fatal errors.
    func xmlParserAccepts(_ bytes: [UInt8]) -> Bool {
        if case .success = DifferentialTests.xmlParserEvents(Data(bytes)) { return true }
        return false
    }

    func xmlParserAccepts(_ text: String) -> Bool { xmlParserAccepts(Array(text.utf8)) }

    /// A fresh directory for files that must exist on disk.
    func temporaryDirectory() throws -> URL { URL(fileURLWithPath: try TemporaryFolder.make("ibkit-bad")) }

    func loadError(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> IBParseError? {
        switch IBDocumentLoader.load(path: path) {
        case .success:
            Issue.record("loaded without error", sourceLocation: sourceLocation)
            return nil
        case .failure(let error):
            return error
        }
    }

    func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    // MARK: - Empty and truncated

    @Test func emptyFile() throws {
        let error = try #require(parseError([]))
        #expect(error.message == "empty file")
        #expect(error.reason == .syntax)
        #expect(error.location.description == "1:1")
        #expect(error.description == "Bad.storyboard:1:1: empty file")
        // Deliberate: corelibs' XMLParser reports success on no input at all (libxml2 itself does not).
        #expect(xmlParserAccepts([]))
    }

    @Test func whiteSpaceOnly() throws {
        let text = "  \n\t\n   "
        let error = try #require(parseError(text))
        #expect(error.message.contains("no root element"))
        #expect(error.message.contains("only white space"))
        // Reported at the end of the file: line 3, after three spaces.
        #expect(error.location.description == "3:4")
        #expect(!xmlParserAccepts(text))
    }

    @Test func truncatedInContent() throws {
        let full = Self.storyboardHead + Self.viewController + Self.storyboardTail
        // Cut right after `</objects>`: scene, scenes and document are left open.
        let cut = String(full[..<full.range(of: "</objects>")!.upperBound])
        let error = try #require(parseError(cut))
        #expect(error.message == "unexpected end of file: <scene> is not closed (truncated file?)")
        #expect(error.reason == .syntax)
        // The end of the cut text: line 7 (`</objects>` indented by 12 spaces), column 12 + 10 + 1.
        #expect(error.location.description == "7:23")
        #expect(!xmlParserAccepts(cut))
    }

    @Test func truncatedInsideATag() throws {
        let full = Self.storyboardHead + Self.viewController + Self.storyboardTail
        let cut = String(full[..<full.range(of: "customClass=")!.upperBound])
        let error = try #require(parseError(cut))
        #expect(error.message == "unexpected end of file inside the <viewController> start tag (truncated file?)")
        // Reported at the start tag that never ends: line 6, after 16 spaces.
        #expect(error.location.description == "6:17")
        #expect(!xmlParserAccepts(cut))
    }

    @Test func mismatchedTags() throws {
        let text = "<document>\n  <scenes>\n    <scene>\n  </scenes>\n</document>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "mismatched tag: expected </scene>, found </scenes>")
        #expect(error.location.description == "4:3")
        #expect(!xmlParserAccepts(text))
    }

    // MARK: - Not XML

    @Test func gitConflictMarkers() throws {
        let text = Self.storyboardHead + """
            <<<<<<< HEAD
                                <viewController id="BYZ-38-t0r" customClass="HomeViewController" sceneMemberID="viewController"/>
            =======
                                <viewController id="BYZ-38-t0r" customClass="StartViewController" sceneMemberID="viewController"/>
            >>>>>>> feature/start

            """ + Self.storyboardTail
        let error = try #require(parseError(text))
        #expect(error.message == "unresolved git merge conflict marker")
        // The `<<<<<<<` line is the sixth line of the file.
        #expect(error.location.description == "6:1")
        #expect(!xmlParserAccepts(text))
    }

    @Test func conflictMarkerAfterTheRoot() throws {
        let text = "<document>\n</document>\n=======\n<document/>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "unresolved git merge conflict marker")
        #expect(error.location.description == "3:1")
        #expect(!xmlParserAccepts(text))
    }

    @Test func latin1Bytes() throws {
        // "Café" written by an editor in ISO-8859-1: é is the single byte 0xE9.
        var bytes = Array("<document>\n  <label text=\"Caf".utf8)
        bytes.append(0xE9)
        bytes += Array("\"/>\n</document>\n".utf8)
        let error = try #require(parseError(bytes))
        #expect(error.message == "invalid UTF-8 byte 0xE9; the file must be UTF-8")
        #expect(error.location.description == "2:19")
        #expect(!xmlParserAccepts(bytes))
    }

    @Test func utf16ByteOrderMarks() throws {
        for bom: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF]] {
            let little = bom[0] == 0xFF
            let units = Array("<document/>".utf16)
            var bytes = bom
            for u in units { bytes += little ? [UInt8(u & 0xFF), UInt8(u >> 8)] : [UInt8(u >> 8), UInt8(u & 0xFF)] }
            let error = try #require(parseError(bytes))
            #expect(error.message == "UTF-16 encoded file; Interface Builder documents are UTF-8")
            #expect(error.location.description == "1:1")
            // Deliberate: XMLParser reads UTF-16, but Interface Builder only writes UTF-8.
            #expect(xmlParserAccepts(bytes))
        }
    }

    @Test func declaredEncodingOtherThanUTF8() throws {
        let text = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document/>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "encoding \"ISO-8859-1\" is not supported; Interface Builder documents are UTF-8")
        #expect(error.location.description == "1:21")
        // Deliberate: XMLParser transcodes Latin-1.
        #expect(xmlParserAccepts(text))
    }

    @Test func controlCharacters() throws {
        let text = "<document>\n  <label text=\"a\u{01}b\"/>\n</document>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "control character 0x01 is not allowed in XML")
        #expect(error.location.description == "2:17")
        #expect(!xmlParserAccepts(text))
    }

    @Test func controlCharacterReference() throws {
        let text = "<document>\n  <label text=\"a&#1;b\"/>\n</document>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "character reference to a character XML does not allow")
        #expect(error.location.description == "2:17")
        #expect(!xmlParserAccepts(text))
    }

    // MARK: - DTDs and entities

    @Test func documentTypeDeclaration() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document SYSTEM \"http://example.com/ib.dtd\">\n<document/>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "document type declaration (DTD) is not allowed; entities are never expanded")
        #expect(error.location.description == "2:1")
        // Deliberate: XMLParser accepts a DTD (and does not fetch it); IB never writes one.
        #expect(xmlParserAccepts(text))
    }

    @Test func entityDeclarationIsNeverExpanded() throws {
        let text = "<!DOCTYPE document [\n  <!ENTITY name \"Expanded\">\n]>\n<document title=\"&name;\"/>\n"
        let error = try #require(parseError(text))
        #expect(error.message.contains("(DTD) is not allowed"))
        #expect(error.location.description == "1:1")
        // Deliberate: XMLParser accepts internal entities.
        #expect(xmlParserAccepts(text))
    }

    @Test func entityDeclarationInContent() throws {
        let text = "<document>\n  <!ENTITY name \"x\">\n</document>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "unexpected '<!' in content")
        #expect(error.location.description == "2:3")
        #expect(!xmlParserAccepts(text))
    }

    @Test func billionLaughsIsRejectedWithoutExpansion() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n  <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += "  <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<lolz>&lol9;</lolz>\n"
        var error: IBParseError?
        let elapsed = seconds { error = parseError(text) }
        let found = try #require(error)
        #expect(found.message.contains("(DTD) is not allowed"))
        #expect(found.location.description == "2:1")
        // 10^9 expansions would take minutes and gigabytes; rejection reads a few hundred bytes.
        #expect(elapsed < 0.5)
    }

    @Test func undefinedEntity() throws {
        let text = "<document>\n  <label text=\"&foo;\"/>\n</document>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "undefined entity &foo; (only XML's five predefined entities are allowed)")
        #expect(error.location.description == "2:16")
        #expect(!xmlParserAccepts(text))
    }

    @Test func bareAmpersand() throws {
        let text = "<document>\n  <label text=\"Tom & Jerry\"/>\n</document>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "'&' must start a reference such as &amp;")
        #expect(error.location.description == "2:20")
        #expect(!xmlParserAccepts(text))
    }

    // MARK: - Tags and attributes

    @Test func duplicateAttributes() throws {
        let text = "<document>\n  <view id=\"a\" contentMode=\"left\" id=\"b\"/>\n</document>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "attribute 'id' appears twice")
        #expect(error.location.description == "2:35")
        #expect(!xmlParserAccepts(text))
    }

    @Test func lessThanInAttributeValue() throws {
        let text = "<document>\n  <label text=\"a < b\"/>\n</document>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "'<' is not allowed in an attribute value")
        #expect(error.location.description == "2:18")
        #expect(!xmlParserAccepts(text))
    }

    @Test func errorsInLongValuesAreFoundAtEveryOffset() throws {
        // The value scan steps eight bytes at a time: the first bad byte must be found wherever it falls.
        for offset in 0..<20 {
            let value = String(repeating: "v", count: offset) + "<" + String(repeating: "w", count: 20)
            let text = "<document title=\"\(value)\"/>"
            let error = try #require(parseError(text))
            #expect(error.message == "'<' is not allowed in an attribute value")
            #expect(error.location.column == 18 + offset)
        }
        for offset in 0..<20 {
            let value = String(repeating: "v", count: offset) + "&bad;" + String(repeating: "w", count: 20)
            let error = try #require(parseError("<document title='\(value)'/>"))
            #expect(error.message == "undefined entity &bad; (only XML's five predefined entities are allowed)")
            #expect(error.location.column == 18 + offset)
        }
    }

    @Test func textAfterTheRoot() throws {
        let text = "<document>\n</document>\ntrailing\n"
        let error = try #require(parseError(text))
        #expect(error.message == "text after the root element")
        #expect(error.location.description == "3:1")
        #expect(!xmlParserAccepts(text))
    }

    @Test func secondRootElement() throws {
        let text = "<document/>\n<document/>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "more than one root element")
        #expect(error.location.description == "2:1")
        #expect(!xmlParserAccepts(text))
    }

    @Test func locationCountsCharactersNotBytes() throws {
        // Three two-byte and one four-byte character before the error: columns count characters.
        let text = "<document>\n<label text=\"äöü😀\" text=\"x\"/>\n</document>\n"
        let error = try #require(parseError(text))
        #expect(error.message == "attribute 'text' appears twice")
        #expect(error.location.description == "2:20")
        #expect(!xmlParserAccepts(text))
    }

    // MARK: - Depth

    @Test func nesting100000DeepIsRejectedWithoutRecursion() throws {
        let depth = 100_000
        var bytes: [UInt8] = []
        bytes.reserveCapacity(depth * 7)
        for _ in 0..<depth { bytes += Array("<a>".utf8) }
        for _ in 0..<depth { bytes += Array("</a>".utf8) }
        let error = try #require(parseError(bytes))
        #expect(error.message == "elements nested deeper than 256 levels")
        // The 257th `<a>` starts at byte 768, column 769 of the only line.
        #expect(error.location.description == "1:769")
        #expect(error.location.offset == 768)
        // Deliberate: XMLParser parses with XML_PARSE_HUGE and accepts any depth; IB documents stay below ~30.
        let accepted = xmlParserAccepts(bytes)
        #expect(accepted)
    }

    @Test func depthLimitIsConfigurable() throws {
        let text = "<document><a><b><c/></b></a></document>"
        #expect(throws: IBParseError.self) { try IBDocument(bytes: Array(text.utf8), path: "x", maximumDepth: 3) }
        let tree = try Array(text.utf8).withUnsafeBufferPointer { try XMLScanner.parse($0, maximumDepth: 4) }
        #expect(tree.elements.count == 4)
    }

    // MARK: - Other formats

    @Test func interfaceBuilder3Archive() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            \t<data>
            \t\t<int key="IBDocument.SystemTarget">1536</int>
            \t</data>
            </archive>

            """
        let error = try #require(parseError(text))
        #expect(error.reason == .unsupportedFormat)
        #expect(error.message.contains("Interface Builder 3 archive"))
        #expect(error.message.contains("com.apple.InterfaceBuilder3.CocoaTouch.XIB"))
        #expect(error.location.description == "2:1")
        // Well-formed XML: rejected on purpose, at the IB level only.
        #expect(xmlParserAccepts(text))
        let tree = try Array(text.utf8).withUnsafeBufferPointer { try XMLScanner.parse($0) }
        #expect(tree.elements.count == 3)
    }

    @Test func wellFormedButNotInterfaceBuilder() throws {
        let text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
        let error = try #require(parseError(text))
        #expect(error.reason == .notInterfaceBuilder)
        #expect(error.message.contains("root element is <plist>"))
        #expect(error.location.description == "2:1")
        #expect(xmlParserAccepts(text))
    }

    @Test func binaryPropertyListNib() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("View.xib").path
        let bytes = Array("bplist00".utf8) + [0xD4, 0x01, 0x02, 0x03, 0x00, 0x00, 0x00]
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let error = try #require(loadError(path))
        #expect(error.reason == .unsupportedFormat)
        #expect(error.message == "compiled nib (binary property list) is not supported; lint the .xib source")
        #expect(error.location.description == "1:1")
        #expect(!xmlParserAccepts(bytes))
        // Without the loader's check the scanner still refuses it as text before the root.
        #expect(parseError(bytes)?.reason == .syntax)
    }

    @Test func nibArchive() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("View.nib").path
        let bytes = Array("NIBArchive".utf8) + [0x01, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00]
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let error = try #require(loadError(path))
        #expect(error.reason == .unsupportedFormat)
        #expect(error.message == "compiled nib (NIBArchive) is not supported; lint the .xib source")
        #expect(!xmlParserAccepts(bytes))
    }

    @Test func compiledBundleFolders() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["Main.storyboardc", "View.nib"] {
            let path = dir.appendingPathComponent(name).path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            let error = try #require(loadError(path))
            #expect(error.reason == .unsupportedFormat)
            #expect(error.message.hasPrefix("compiled Interface Builder bundle"))
            #expect(error.message.contains("lint the .storyboard or .xib source"))
        }
    }

    // MARK: - Files that cannot be read

    @Test func directoryNamedLikeAStoryboard() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("x.storyboard").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let error = try #require(loadError(path))
        #expect(error.reason == .unreadable)
        #expect(error.message == "is a directory, not an Interface Builder file")
        #expect(error.description == "\(path):1:1: is a directory, not an Interface Builder file")
    }

    @Test func missingFileAndDanglingSymlink() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("Main.storyboard").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: dir.appendingPathComponent("gone.storyboard").path)
        for path in [link, dir.appendingPathComponent("Missing.xib").path] {
            let error = try #require(loadError(path))
            #expect(error.reason == .unreadable)
            #expect(error.message == "cannot open file: No such file or directory")
        }
    }

    @Test func fileWithoutReadPermission() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Locked.storyboard").path
        _ = FileManager.default.createFile(atPath: path, contents: Data((Self.storyboardHead + Self.storyboardTail).utf8))
        chmod(path, 0)
        if getuid() == 0 {
            // root reads anyway: the file then simply loads.
            #expect((try? IBDocumentLoader.load(path: path).get()) != nil)
        } else {
            let error = try #require(loadError(path))
            #expect(error.reason == .unreadable)
            #expect(error.message == "cannot open file: Permission denied")
        }
    }

    /// The load runs on a thread of its own and is given 10 seconds: a time limit on the test itself would also count
    /// the time the test waits for a thread of Swift Testing's shared pool, which a slow build (a sanitizer's, where
    /// single tests take minutes) keeps busy. An `open` that blocked would be released by opening the other end.
    @Test func fifoDoesNotHang() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Pipe.storyboard").path
        #expect(mkfifo(path, 0o644) == 0)
        let outcome = Locked<Result<IBDocument, IBParseError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            outcome.withLock { $0 = IBDocumentLoader.load(path: path) }
            done.signal()
        }.start()
        if done.wait(timeout: .now() + 10) == .timedOut {
            Issue.record("loading a FIFO did not return within 10 s")
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            done.wait()
            if writer >= 0 { close(writer) }
        }
        guard case .failure(let error)? = outcome.withLock({ $0 }) else {
            Issue.record("a FIFO loaded without error")
            return
        }
        #expect(error.reason == .unreadable)
        #expect(error.message == "not a regular file (a device, socket or pipe)")
    }

    @Test func fileOverTheSizeLimitIsNotRead() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Huge.storyboard").path
        // Sparse: 300 MB of size, no blocks; reading it all would take noticeable time and memory.
        _ = FileManager.default.createFile(atPath: path, contents: Data("<document>".utf8))
        #expect(truncate(path, 300 * 1024 * 1024) == 0)
        var error: IBParseError?
        let elapsed = seconds { error = loadError(path) }
        let found = try #require(error)
        #expect(found.reason == .unreadable)
        #expect(found.message == "file is 300.0 MB, over the 256.0 MB limit for Interface Builder documents")
        #expect(found.location.description == "1:1")
        #expect(elapsed < 0.05)
        // A smaller limit applies to what `read` returns too.
        guard case .failure(let small) = IBDocumentLoader.read(path: path, maximumSize: 1024) else {
            Issue.record("read a file over the limit")
            return
        }
        #expect(small.message == "file is 300.0 MB, over the 1 KB limit for Interface Builder documents")
    }
}
