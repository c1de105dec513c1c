/// Where the parts of an OpenStep property list are in its bytes (`PropertyListParser.locate`): every dictionary
/// entry and array element by key path, every string token and every `/* */` comment, in file order.
///
/// A key path is the dictionary keys from the top down, with `#0`, `#1`… for array elements:
/// `["objects", "13B07F961A680F5B00A75B9A", "children", "#2"]`.
public struct PropertyListLocations: Sendable {
    public struct Entry: Sendable, Hashable {
        /// A dictionary entry from its key through the `;` after its value; for an array element, the value.
        public var entry: Range<Int>
        /// The value alone: a string token with its quotes, or a whole `{…}` or `(…)`.
        public var value: Range<Int>
    }

    public internal(set) var entries: [[String]: Entry] = [:]
    /// Every string token (keys and values, quoted or not), in file order.
    public internal(set) var strings: [Range<Int>] = []
    /// Every `/* … */` comment, delimiters included, in file order.
    public internal(set) var comments: [Range<Int>] = []

    public init() {}

    /// The first comment that starts at or after `offset`, when only white space lies between.
    public func comment(after offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        var low = 0
        var high = comments.count
        while low < high {
            let mid = (low + high) / 2
            if comments[mid].lowerBound < offset { low = mid + 1 } else { high = mid }
        }
        guard low < comments.count else { return nil }
        let found = comments[low]
        guard bytes[offset..<found.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        return found
    }
}
