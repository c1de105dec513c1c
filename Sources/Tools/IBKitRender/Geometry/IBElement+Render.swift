import IBKitDocument

extension IBElement {
    /// A `YES`/`NO` attribute by name (the renderer reads attributes the model does not intern).
    func flag(_ name: String) -> Bool? { attribute(name).map { $0 == "YES" || $0 == "true" } }
    /// A finite number attribute by name.
    func number(_ name: String) -> Double? { attribute(name).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
    /// The first child with the given element name and `key`, by name strings.
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }
}
