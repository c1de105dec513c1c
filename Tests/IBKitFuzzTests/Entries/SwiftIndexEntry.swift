@testable import IBKitSwiftIndex

/// The Swift index on any bytes: body elision, then swift-syntax and the visitor (an Objective-C header scan for
/// inputs that start like one). Where the source parses cleanly, eliding bodies must not change the index.
enum SwiftIndexEntry {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let path = bytes.first == UInt8(ascii: "#") || bytes.first == UInt8(ascii: "@") ? "Fuzz.h" : "Fuzz.swift"
        let file = bytes.withUnsafeBytes { SwiftIndexer.index(bytes: $0, path: path) }
        try roundTrip(file)
        guard path == "Fuzz.swift" else { return }
        let source = String(decoding: bytes, as: UTF8.self)
        let full = SwiftIndexer.index(source: source, path: path, elidingBodies: false)
        guard full.problems.isEmpty else { return }
        let fast = SwiftIndexer.index(source: source, path: path, elidingBodies: true)
        guard full == fast else { throw FuzzFailure("eliding bodies changes the index of a file that parses") }
    }

    /// What the cache stores reads back as the same index.
    static func roundTrip(_ file: FileIndex) throws(FuzzFailure) {
        var writer = BinaryWriter()
        writer.fileIndex(file)
        var reader = BinaryReader(bytes: writer.bytes, range: 0 ..< writer.bytes.count)
        guard (try? reader.fileIndex(path: file.path)) == file else { throw FuzzFailure("the index of \(file.path) does not survive the cache's binary form") }
    }
}
