import IBKitSwiftIndex

/// The app's loads whose name the index cannot read (`reuseIdentifier: model.cellID`, `UIStoryboard(name: name)`,
/// a helper called with a variable): each could load any name of its kind. A name of that kind is then not proven
/// unused by old code, so a step that would change it leaves it, and says which call stopped it.
struct UnresolvedLoads {
    private let first: [StringReference.Kind: PendingReference]
    private let counts: [StringReference.Kind: Int]

    /// UIKit's and both frameworks' loads (AppKit's cannot reach the iOS files the steps change), in Swift and in
    /// Objective-C (the index reads its loading calls too).
    init(_ index: SwiftIndex) {
        var first: [StringReference.Kind: PendingReference] = [:]
        var counts: [StringReference.Kind: Int] = [:]
        for load in index.unresolvedReferences.sorted(by: { $0.position < $1.position }) where load.framework != .appKit {
            counts[load.kind, default: 0] += 1
            if first[load.kind] == nil { first[load.kind] = load }
        }
        self.first = first
        self.counts = counts
    }

    /// The first load of `kind` whose name is unknown, by place.
    func first(_ kind: StringReference.Kind) -> PendingReference? { first[kind] }

    /// Why a name of `kind` must stay, or nil when every load of that kind is read.
    func reason(_ kind: StringReference.Kind, display: (String) -> String) -> String? {
        guard let load = first[kind] else { return nil }
        let count = counts[kind] ?? 1
        let more = count > 1 ? " (and \(count - 1) more such call\(count > 2 ? "s" : ""))" : ""
        return "\(display(load.position.path)):\(load.position.line):\(load.position.column) passes `\(load.expression.written)`, "
            + "a \(Self.noun(kind)) the plan cannot read, so it cannot prove that call never loads this one\(more)"
    }

    private static func noun(_ kind: StringReference.Kind) -> String {
        switch kind {
        case .storyboardName: "storyboard name"
        case .viewControllerIdentifier: "storyboard identifier"
        case .segueIdentifier: "segue identifier"
        case .reuseIdentifier: "reuse identifier"
        case .nibName: "nib name"
        }
    }
}
