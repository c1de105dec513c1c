/// A line of the plan: something the migration does, or something it leaves for a person, with where and why.
public struct MigrationNote: Sendable, Hashable, Comparable {
    public enum Kind: String, Sendable { case change, human }

    public var kind: Kind
    /// Nil for what no step does (segues left for a person).
    public var step: MigrationStepID?
    /// `path:line:col` relative to the migration's root, or a path; empty for the project as a whole.
    public var place: String
    public var message: String

    public init(_ kind: Kind, _ step: MigrationStepID?, at place: String, _ message: String) {
        self.kind = kind
        self.step = step
        self.place = place
        self.message = message
    }

    public static func < (a: Self, b: Self) -> Bool {
        if (a.order, a.kind.rawValue) != (b.order, b.kind.rawValue) { return (a.order, a.kind.rawValue) < (b.order, b.kind.rawValue) }
        if a.place != b.place { return Self.placeOrder(a.place, b.place) }
        return a.message < b.message
    }

    /// `path:line:col` in file order: the path, then the numbers as numbers (line 71 before line 135).
    private static func placeOrder(_ a: String, _ b: String) -> Bool {
        // Compared part by part without splitting: sorting a large plan compares places often.
        var x = a.utf8[...], y = b.utf8[...]
        let colon = UInt8(ascii: ":")
        while true {
            let p = x.prefix { $0 != colon }, q = y.prefix { $0 != colon }
            if !p.elementsEqual(q) {
                if let m = Int(Substring(p)), let n = Int(Substring(q)) { return m < n }
                return Substring(p) < Substring(q)
            }
            let xEnd = p.endIndex == x.endIndex, yEnd = q.endIndex == y.endIndex
            if xEnd || yEnd { return xEnd && !yEnd }
            x = x[x.index(after: p.endIndex)...]
            y = y[y.index(after: q.endIndex)...]
        }
    }

    private var order: Int { step.flatMap { MigrationStepID.allCases.firstIndex(of: $0) } ?? MigrationStepID.allCases.count
    }
}
