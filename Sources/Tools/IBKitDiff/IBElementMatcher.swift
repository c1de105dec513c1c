import IBKitDocument

/// The element matching of `ibkit diff` for tools that follow elements across versions (`ibkit merge`): which
/// elements of a newer version are an older version's elements whose ids Interface Builder re-generated (a cut and
/// paste, a copy over the original) — same kind, same parent, same content, references compared by what they
/// point at — and which placeholders (File's Owner, First Responder, Exit) are the same one under another id.
public struct IBElementMatcher {
    private let old: DiffSide

    /// The older version, read once for any number of newer ones.
    public init(old: IBDocument) {
        self.old = DiffSide(old, readsProperties: false)
    }

    /// Old id → new id for each element matched by content or role whose id differs; elements matched by id, and
    /// elements only one version has, are not listed.
    public func regeneratedIDs(in new: IBDocument) -> [String: String] {
        var computation = DiffComputation(old: old, new: DiffSide(new, readsProperties: false))
        return computation.regeneratedIDs()
    }
}
