import Foundation

/// Seed 004's store: where photos come from, and how they are read, is its business, not the view
/// controller's. It can be tested without a view and swapped for a network-backed one.
struct PhotoStore: Sendable {
    let photos: [Photo]

    init(photos: [Photo]) {
        self.photos = photos
    }

    init(contentsOf url: URL) throws {
        photos = try JSONDecoder().decode([Photo].self, from: Data(contentsOf: url))
    }

    /// The photos bundled with the app (Photos.json); empty when the file is missing or malformed.
    static func bundled(in bundle: Bundle = .main) -> PhotoStore {
        guard let url = bundle.url(forResource: "Photos", withExtension: "json"),
              let store = try? PhotoStore(contentsOf: url) else {
            return PhotoStore(photos: [])
        }
        return store
    }
}
