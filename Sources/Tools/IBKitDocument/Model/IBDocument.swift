/// A parsed Interface Builder document (`.storyboard` or `.xib`, document version 2.0 or 3.0).
///
/// Parse once, share everywhere: the model is an immutable view over one scan of the bytes, and every typed
/// accessor (`scenes`, `connections`, `constraints`, …) reads the same tree.
public struct IBDocument: Sendable {
    public let path: String
    let storage: DocumentStorage

    /// Parses bytes already in memory. `path` is used for messages only.
    public init(bytes: [UInt8], path: String, maximumDepth: Int = 256) throws(IBParseError) {
        self.path = path
        let tree: XMLTree
        do {
            tree = try bytes.withUnsafeBufferPointer { buf throws(XMLSyntaxError) in
                try XMLScanner.parse(buf, maximumDepth: maximumDepth)
            }
        } catch {
            let storage = DocumentStorage(bytes: bytes, tree: XMLTree())
            throw IBParseError(path: path, location: storage.location(of: error.offset), message: error.message, reason: .syntax)
        }
        storage = DocumentStorage(bytes: bytes, tree: tree)
        let root = IBElement(storage, 0)
        if root.is(.archive) {
            throw IBParseError(path: path, location: root.location,
                               message: "pre-Xcode 5 Interface Builder 3 archive (<archive type=\"\(root[.type] ?? "?")\">) is not supported; open and save the file in a current Xcode to upgrade it",
                               reason: .unsupportedFormat)
        }
        guard root.is(.document), let type = root[.type], type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw IBParseError(path: path, location: root.location,
                               message: "not an Interface Builder document: root element is <\(root.name)>, expected <document type=\"com.apple.InterfaceBuilder…\">",
                               reason: .notInterfaceBuilder)
        }
    }

    /// Parses a string (tests, examples).
    public init(string: String, path: String = "<memory>") throws(IBParseError) {
        try self.init(bytes: Array(string.utf8), path: path)
    }

    // MARK: Tree

    /// The `<document>` element.
    public var root: IBElement { IBElement(storage, 0) }
    /// Every element in document order.
    public var elements: IBElementRange { IBElementRange(storage: storage, range: 0..<storage.tree.elements.count) }
    public var elementCount: Int { storage.tree.elements.count }
    public var byteCount: Int { storage.bytes.count }
    /// The bytes the document was parsed from; every byte range of the model indexes them.
    public var bytes: [UInt8] { storage.bytes }

    /// The element with the given `id`, by a linear scan (use `makeIDIndex()` for many look-ups).
    public func element(id: String) -> IBElement? {
        elements.first { $0.attribute(.id, equalsString: id) }
    }

    /// Every element with an id, by id (the first one where ids repeat).
    public func makeIDIndex() -> [String: IBElement] {
        var index: [String: IBElement] = [:]
        index.reserveCapacity(elementCount / 2)
        for e in elements { if let id = e.id, index[id] == nil { index[id] = e } }
        return index
    }

    public func location(ofByte offset: Int) -> SourceLocation { storage.location(of: offset) }

    /// False when no element or attribute of the document has this name: rules use it to skip a file without
    /// walking it (`guard document.mayContain(.ambiguous) else { return }`). True means "walk and see".
    public func mayContain(_ name: IBName) -> Bool { storage.tree.knownNamesSeen.mayContain(name.symbol) }

    /// The name as this document interns it: a known name always, any other only when an element or attribute
    /// of the document has it (`IBName(known:)` covers Interface Builder's vocabulary alone).
    public func name(_ string: String) -> IBName? { storage.symbol(for: string).map(IBName.init(symbol:)) }

    // MARK: Document attributes

    /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`, `….Cocoa.XIB`, `com.apple.InterfaceBuilder.AppleTV.Storyboard`,
    /// `com.apple.InterfaceBuilder.WatchKit.Storyboard`, ….
    public var type: String { root[.type] ?? "" }
    public var kind: IBDocumentKind { storage.kind }
    public var platform: IBPlatform { storage.platform }
    /// `3.0` for current documents, `2.0` for older ones.
    public var version: String? { root[.version] }
    /// Xcode 15 and later write the constant `32700.99.1234`.
    public var toolsVersion: String? { root[.toolsVersion] }
    public var isToolsVersionXcode15Constant: Bool { toolsVersion == "32700.99.1234" }
    public var targetRuntime: String? { root[.targetRuntime] }
    public var propertyAccessControl: String? { root[.propertyAccessControl] }
    public var useAutolayout: Bool? { root.bool(.useAutolayout) }
    public var useTraitCollections: Bool? { root.bool(.useTraitCollections) }
    public var useSafeAreas: Bool? { root.bool(.useSafeAreas) }
    public var colorMatched: Bool? { root.bool(.colorMatched) }
    public var isLaunchScreen: Bool { root.bool(.launchScreen) == true }
    /// The id of the initial view controller (storyboards).
    public var initialViewControllerID: String? { root[.initialViewController] }
    /// `<device id="retina6_12" orientation="portrait" appearance="light"/>`, the "View as" device.
    public var device: IBElement? { root.firstChild(.device) }

    // MARK: Scenes and objects

    public var scenes: [IBScene] {
        guard let scenes = root.firstChild(.scenes) else { return [] }
        return scenes.children.filter { $0.is(.scene) }.map(IBScene.init)
    }

    /// Every view controller of every scene (storyboard references included), or of the xib's top level.
    public var viewControllers: [IBViewController] {
        let storage = storage
        return storage.viewControllerIndices.get {
            if kind == .storyboard { return scenes.compactMap { $0.viewController?.element.index } }
            return topLevelObjects.filter(IBViewController.isViewController).map(\.index)
        }.map { IBViewController(IBElement(storage, $0)) }
    }

    public var initialViewController: IBViewController? {
        guard let id = initialViewControllerID else { return nil }
        return viewControllers.first { $0.element.id == id }
    }

    /// The children of the xib's `<objects>` (File's Owner, First Responder, root views, objects).
    public var topLevelObjects: [IBElement] {
        guard let objects = root.firstChild(.objects) else { return [] }
        return Array(objects.children)
    }

    /// File's Owner (`placeholderIdentifier="IBFilesOwner"`) of a xib.
    public var filesOwner: IBElement? {
        topLevelObjects.first { $0.is(.placeholder) && $0.attribute(.placeholderIdentifier, equals: "IBFilesOwner") }
    }

    // MARK: Everything of one kind

    public var connections: [IBConnection] {
        elements.filter(IBConnection.isConnection).map(IBConnection.init)
    }
    public var segues: [IBConnection] { elements.named(.segue).map(IBConnection.init) }
    public var constraints: [IBConstraint] {
        elements.named(.constraint).filter { $0.parent?.is(.constraints) == true }.map(IBConstraint.init)
    }
    public var views: [IBElement] { elements.filter(\.isView) }
    public var customObjects: [IBElement] { elements.named(.customObject) }
    public var fontDescriptions: [IBElement] { elements.named(.fontDescription) }
    public var colors: [IBElement] { elements.named(.color) }
    public var userDefinedRuntimeAttributes: [IBElement] { elements.named(.userDefinedRuntimeAttribute) }
    /// Image names used by views (`image="…"` attributes), with the element that names them.
    public var imageReferences: [IBResourceReference] { IBResourceReference.images(in: self) }
    /// Named colors used by views (`<color name="…">`), with the element that names them.
    public var namedColorReferences: [IBResourceReference] { IBResourceReference.namedColors(in: self) }
}

public enum IBDocumentKind: String, Sendable, Codable {
    case storyboard
    case xib
}

public enum IBPlatform: String, Sendable, Codable {
    case iOS, tvOS, watchOS, macOS, unknown

    init(documentType: String, targetRuntime: String?) {
        let runtime = targetRuntime ?? ""
        if runtime.hasPrefix("AppleTV") || documentType.containsBytes(".AppleTV.") { self = .tvOS }
        else if runtime.hasPrefix("watchKit") || documentType.containsBytes("WatchKit") { self = .watchOS }
        else if documentType.containsBytes("CocoaTouch") || runtime.hasPrefix("iOS") { self = .iOS }
        else if documentType.containsBytes(".Cocoa.") || runtime.hasPrefix("MacOSX") { self = .macOS }
        else { self = .unknown }
    }
}

extension IBElement {
    /// True when the attribute equals `value` (decoded comparison; for non-literal values).
    public func attribute(_ name: IBName, equalsString value: String) -> Bool {
        guard let a = attributeRecord(name.symbol) else { return false }
        if !a.needsDecoding {
            var value = value
            return value.withUTF8 { v in
                v.count == Int(a.valueEnd - a.valueStart)
                    && storage.bytes.withUnsafeBufferPointer { memoryEqual($0.baseAddress! + Int(a.valueStart), v.baseAddress ?? UnsafePointer(bitPattern: 1)!, v.count) }
            }
        }
        return self[name] == value
    }
}

extension IBDocument {
    /// Checks that the bytes are XML the scanner accepts, whatever the root element (IB3 `<archive>` files
    /// included), and returns the number of elements. For tools and benchmarks that measure or pre-check;
    /// `init(bytes:path:)` does this and then checks the document is a current Interface Builder one.
    public static func scanXML(_ bytes: [UInt8], path: String = "<memory>", maximumDepth: Int = 256) throws(IBParseError) -> Int {
        do {
            return try bytes.withUnsafeBufferPointer { buf throws(XMLSyntaxError) in
                try XMLScanner.parse(buf, maximumDepth: maximumDepth).elements.count
            }
        } catch {
            let storage = DocumentStorage(bytes: bytes, tree: XMLTree())
            throw IBParseError(path: path, location: storage.location(of: error.offset), message: error.message, reason: .syntax)
        }
    }
}

extension IBDocument {
    /// Every element whose `id` repeats an earlier element's, with that earlier element, in document order.
    /// Compares the values' bytes in place, without making strings: a check that runs on every file.
    public func duplicateIDs() -> [(element: IBElement, first: IBElement)] {
        let tree = storage.tree
        let id = IBName.id.symbol
        // (element, attribute) of each element that has an id.
        var withID: [(element: Int, attribute: Int)] = []
        withID.reserveCapacity(tree.elements.count)
        var needsDecoding = false
        for (index, e) in tree.elements.enumerated() {
            for k in Int(e.attributeStart)..<Int(e.attributeStart + e.attributeCount) where tree.attributes[k].name == id {
                withID.append((index, k))
                needsDecoding = needsDecoding || tree.attributes[k].needsDecoding
                break
            }
        }
        var out: [(element: IBElement, first: IBElement)] = []
        if needsDecoding {
            // References make equal ids with different bytes (`&#65;` and `A`): compare decoded strings.
            var first: [String: Int] = [:]
            for (element, _) in withID {
                let value = IBElement(storage, element).id ?? ""
                if let earlier = first[value] {
                    out.append((IBElement(storage, element), IBElement(storage, earlier)))
                } else {
                    first[value] = element
                }
            }
            return out
        }
        var size = 16
        while size < withID.count * 2 { size <<= 1 }
        var slots = [Int32](repeating: -1, count: size)
        storage.bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
            for (n, entry) in withID.enumerated() {
                let a = tree.attributes[entry.attribute]
                let p = base + Int(a.valueStart)
                let length = Int(a.valueEnd - a.valueStart)
                var slot = ByteNameTable.hash(p, length) & (size - 1)
                while true {
                    let other = slots[slot]
                    if other < 0 {
                        slots[slot] = Int32(n)
                        break
                    }
                    let b = tree.attributes[withID[Int(other)].attribute]
                    if Int(b.valueEnd - b.valueStart) == length, memoryEqual(base + Int(b.valueStart), p, length) {
                        out.append((IBElement(storage, entry.element), IBElement(storage, withID[Int(other)].element)))
                        break
                    }
                    slot = (slot + 1) & (size - 1)
                }
            }
        }
        return out
    }
}
