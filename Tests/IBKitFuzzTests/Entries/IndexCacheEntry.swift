@testable import IBKitSwiftIndex

/// The Swift index's cache pack: a damaged pack or entry is a miss, never trusted. Inputs without the pack's
/// header get it put in front, so that mutations reach the entries rather than die at the magic.
enum IndexCacheEntry {
    static let header = SwiftIndexCache.header(vocabulary: .standard)

    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let pack = bytes.starts(with: header) ? bytes : header + bytes
        let contents = SwiftIndexCache.contents(pack, vocabulary: .standard)
        for (path, entry) in contents.entries.sorted(by: { $0.key < $1.key }) {
            guard entry.range.lowerBound >= header.count, entry.range.upperBound <= pack.count else {
                throw FuzzFailure("entry \(path) at \(entry.range) outside a pack of \(pack.count) bytes")
            }
            guard let file = contents.fileIndex(path: path, hash: entry.hash) else { continue }
            try SwiftIndexEntry.roundTrip(file)
        }
        if !bytes.starts(with: header), !SwiftIndexCache.contents(bytes, vocabulary: .standard).entries.isEmpty {
            throw FuzzFailure("a pack without the header has entries")
        }
    }
}
