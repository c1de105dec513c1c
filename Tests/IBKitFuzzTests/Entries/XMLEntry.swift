import IBKitDocument

/// The XML scanner, the document model over it and the loader's sniffing of what a file is.
enum XMLEntry {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        _ = IBDocumentLoader.compiledNibError(bytes, path: "fuzz.xib")
        let scanned = try? IBDocument.scanXML(bytes)
        let document: IBDocument
        do {
            document = try IBDocument(bytes: bytes, path: "fuzz.storyboard")
        } catch {
            try checkLocation(error.location, in: bytes)
            if error.reason == .syntax, scanned != nil { throw FuzzFailure("scanXML accepts what IBDocument calls a syntax error: \(error)") }
            try loadedAlike(bytes, expected: nil)
            return
        }
        guard scanned == document.elementCount else { throw FuzzFailure("scanXML counts \(String(describing: scanned)) elements, the document \(document.elementCount)") }
        try walk(document)
        try loadedAlike(bytes, expected: document)
    }

    /// Every accessor of every element, and the tree's shape: each child's parent is the element, each element's
    /// byte range holds its children's.
    static func walk(_ document: IBDocument) throws(FuzzFailure) {
        for element in document.elements {
            _ = (element.name, element.attributes, element.text, element.visibleText, element.displayName, element.depth)
            try checkLocation(element.location, in: document.bytes)
            let range = element.byteRange
            guard range.lowerBound >= 0, range.upperBound <= document.byteCount else { throw FuzzFailure("element \(element.name) ends past the file") }
            guard element.startTagRange.lowerBound == range.lowerBound, element.startTagRange.upperBound <= range.upperBound else {
                throw FuzzFailure("start tag of \(element.name) outside its element")
            }
            for (_, value) in element.rawAttributes where !range.contains(value.lowerBound) {
                throw FuzzFailure("attribute value of \(element.name) outside its element")
            }
            for child in element.children {
                guard child.parent == element else { throw FuzzFailure("child \(child.name) does not have \(element.name) as parent") }
                guard range.lowerBound <= child.byteRange.lowerBound, child.byteRange.upperBound <= range.upperBound else {
                    throw FuzzFailure("child \(child.name) outside \(element.name)")
                }
            }
        }
        _ = (document.makeIDIndex(), document.duplicateIDs(), document.kind, document.platform, document.jsonDump())
        _ = (document.scenes.map { ($0.viewController?.customClass, $0.placeholders) }, document.connections, document.constraints)
        _ = (document.initialViewController, document.topLevelObjects, document.imageReferences, document.namedColorReferences)
    }

    static func checkLocation(_ location: SourceLocation, in bytes: [UInt8]) throws(FuzzFailure) {
        guard location.line >= 1, location.column >= 1, location.offset >= 0, location.offset <= bytes.count else {
            throw FuzzFailure("location \(location) outside a file of \(bytes.count) bytes")
        }
    }

    /// The loader reads the same bytes from a file to the same verdict (it refuses compiled nibs first).
    static func loadedAlike(_ bytes: [UInt8], expected: IBDocument?) throws(FuzzFailure) {
        try FuzzFolder.with { folder throws(FuzzFailure) in
            let path = folder + "/Fuzz.storyboard"
            FuzzFolder.write(bytes, to: path)
            switch IBDocumentLoader.load(path: path) {
            case .success(let loaded):
                guard let expected, loaded.elementCount == expected.elementCount else { throw FuzzFailure("the loader reads a file the model refuses") }
            case .failure:
                if expected != nil, IBDocumentLoader.compiledNibError(bytes, path: path) == nil { throw FuzzFailure("the loader refuses a file the model reads") }
            }
        }
    }
}
