/// The report of scene objects: outlets Interface Builder left unconnected, by name, at load time
/// instead of a crash on first use.
public struct UnconnectedOutlets: Sendable, Equatable, CustomStringConvertible {
    /// The object's type, qualified without module.
    public let owner: String
    /// Names of the outlets found nil, sorted.
    public let names: [String]

    /// `nil` when every outlet is connected. `outlets` are the candidate properties (name, connected?);
    /// `optional` are the names declared intentionally optional; `$`-prefixed names (lazy storage,
    /// property wrappers' backing storage) are never outlets.
    public init?(owner: String, outlets: [(name: String, isConnected: Bool)], optional: Set<String> = []) {
        let missing = outlets
            .filter { !$0.isConnected && !optional.contains($0.name) && !$0.name.hasPrefix("$") }
            .map(\.name)
        guard !missing.isEmpty else { return nil }
        self.owner = owner
        names = Set(missing).sorted()
    }

    public var description: String {
        let list = names.joined(separator: ", ")
        let noun = names.count == 1 ? "outlet" : "outlets"
        return "\(owner): \(noun) not connected in Interface Builder: \(list). Connect \(names.count == 1 ? "it" : "them") "
            + "in the Connections inspector, or list intentionally optional outlets in optionalOutlets."
    }
}
