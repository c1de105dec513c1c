/// An interned element or attribute name. Known names (`IBName.customClass`, `.tableViewCell`, …) have fixed
/// symbols shared by every document, so comparing them costs one integer comparison.
public struct IBName: Hashable, Sendable, CustomStringConvertible {
    public let symbol: Int32

    init(symbol: Int32) { self.symbol = symbol }

    /// The known name, if Interface Builder's vocabulary has it; other names are looked up per document.
    public init?(known string: String) {
        guard let symbol = KnownNames.shared.lookup(string) else { return nil }
        self.symbol = symbol
    }

    public var description: String {
        Int(symbol) < IBName.knownNames.count ? IBName.knownNames[Int(symbol)] : "#\(symbol)"
    }
}

/// The global table behind the known `IBName`s.
enum KnownNames {
    static let shared: ByteNameTable = {
        var table = ByteNameTable(symbolBase: 0, capacity: IBName.knownNames.count)
        for name in IBName.knownNames { _ = table.intern(name) }
        precondition(table.count == IBName.knownNames.count, "duplicate known IB name")
        return table
    }()
    static var count: Int32 { Int32(IBName.knownNames.count) }
}
