/// A photo of the seed 004 screen.
struct Photo: Sendable, Hashable, Decodable {
    let name: String
    let author: String
    /// An SF Symbol standing in for the image, so that the example ships no binary files.
    let symbolName: String
}
