import CLibXML2
import Dispatch
import Foundation

/// The parsing work SwiftGen's `ib` parser does, done with the same library and as little else as possible: a lower
/// bound of its time on the same files, measured in this process.
///
/// SwiftGen reads each storyboard into a String, builds a libxml2 DOM through Kanna (`xmlReadMemory` with
/// recover, no errors, no warnings) and runs XPath queries for the target runtime, the initial view controller,
/// the identified scenes and the identified segues, wrapping every node found in a Swift object and reading its
/// attributes with `xmlGetProp` into Strings. Here the file is read into bytes (no String decoding), the same
/// queries run on the DOM, and the attributes SwiftGen reads are turned into Strings without copies in between.
/// Xibs (which SwiftGen does not read, R.swift does) are parsed into a DOM too, so both sides read the same bytes.
enum LibXML2Baseline {
    struct Counts: Equatable {
        var files = 0
        /// Files libxml2 returned no document for, even in recover mode.
        var failed = 0
        var storyboards = 0
        /// Nodes of SwiftGen's scene query that are not storyboard references.
        var identifiedScenes = 0
        /// Nodes of SwiftGen's segue query (SwiftGen then folds equal ones in a Set).
        var identifiedSegues = 0
        var initialScenes = 0
        /// Attribute values read, as a guard against the work being optimised away.
        var attributeBytes = 0

        static func + (a: Counts, b: Counts) -> Counts {
            Counts(files: a.files + b.files, failed: a.failed + b.failed, storyboards: a.storyboards + b.storyboards,
                   identifiedScenes: a.identifiedScenes + b.identifiedScenes, identifiedSegues: a.identifiedSegues + b.identifiedSegues,
                   initialScenes: a.initialScenes + b.initialScenes, attributeBytes: a.attributeBytes + b.attributeBytes)
        }
    }

    static let sceneXPath = "/document/scenes/scene/objects/*[@sceneMemberID=\"viewController\" and string-length(@storyboardIdentifier) > 0]"
    static let segueXPath = "/document/scenes/scene//connections/segue[string(@identifier)]"
    static let placeholderTags: Set<String> = ["controllerPlaceholder", "viewControllerPlaceholder"]
    static let sceneAttributes = ["customClass", "customModule", "customModuleProvider", "storyboardIdentifier"]
    static let segueAttributes = ["identifier", "customClass", "customModule", "customModuleProvider", "kind", "destination"]
    static let options = Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    /// Must run once before `parse` is called from several threads.
    static func initialize() { xmlInitParser() }

    /// All files, one after the other, as SwiftGen does.
    static func run(_ paths: [String]) -> Counts {
        paths.reduce(Counts()) { $0 + parse($1) }
    }

    /// All files on every core, for a comparison with IBKit's parallel pipeline.
    static func runParallel(_ paths: [String]) -> Counts {
        let slots = UnsafeMutableBufferPointer<Counts>.allocate(capacity: paths.count)
        slots.initialize(repeating: Counts())
        defer { slots.deallocate() }
        let shared = SendableSlots(slots)
        DispatchQueue.concurrentPerform(iterations: paths.count) { shared.buffer[$0] = parse(paths[$0]) }
        return slots.reduce(Counts(), +)
    }

    static func parse(_ path: String) -> Counts {
        var counts = Counts(files: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            counts.failed = 1
            return counts
        }
        let document = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> xmlDocPtr? in
            guard let base = raw.baseAddress else { return nil }
            return xmlReadMemory(base.assumingMemoryBound(to: CChar.self), Int32(raw.count), path, "UTF-8", options)
        }
        guard let document else {
            counts.failed = 1
            return counts
        }
        defer { xmlFreeDoc(document) }
        guard path.hasSuffix(".storyboard") else { return counts }
        counts.storyboards = 1
        guard let context = xmlXPathNewContext(document) else { return counts }
        defer { xmlXPathFreeContext(context) }

        _ = strings(query("/*/@targetRuntime", context))
        let initialID = strings(query("/*/@initialViewController", context)).first ?? ""
        let initial = query("/document/scenes/scene/objects/*[@sceneMemberID=\"viewController\" and @id=\"\(initialID)\"]", context)
        for node in initial.prefix(1) {
            counts.initialScenes += 1
            counts.attributeBytes += read(node, sceneAttributes)
        }
        for node in query(sceneXPath, context) where !placeholderTags.contains(String(cString: node.pointee.name)) {
            counts.identifiedScenes += 1
            counts.attributeBytes += read(node, sceneAttributes)
        }
        for node in query(segueXPath, context) {
            counts.identifiedSegues += 1
            counts.attributeBytes += read(node, segueAttributes)
        }
        return counts
    }

    /// The nodes an XPath expression selects, as Kanna returns them (an array built from the node set).
    private static func query(_ expression: String, _ context: xmlXPathContextPtr) -> [xmlNodePtr] {
        guard let result = expression.withCString({ xmlXPathEvalExpression(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self), context) })
        else { return [] }
        defer { xmlXPathFreeObject(result) }
        guard let set = result.pointee.nodesetval, set.pointee.nodeNr > 0, let table = set.pointee.nodeTab else { return [] }
        return (0 ..< Int(set.pointee.nodeNr)).compactMap { table[$0] }
    }

    /// The text of attribute nodes (`/*/@name`).
    private static func strings(_ nodes: [xmlNodePtr]) -> [String] {
        nodes.compactMap { node in node.pointee.children?.pointee.content.map { String(cString: $0) } }
    }

    /// Reads the attributes into Strings, as SwiftGen's Scene and Segue initialisers do; returns their byte count.
    private static func read(_ node: xmlNodePtr, _ names: [String]) -> Int {
        var bytes = 0
        for name in names {
            guard let attribute = name.withCString({ xmlHasProp(node, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }),
                  let content = attribute.pointee.children?.pointee.content else { continue }
            bytes += String(cString: content).utf8.count
        }
        return bytes
    }
}

struct SendableSlots<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}
