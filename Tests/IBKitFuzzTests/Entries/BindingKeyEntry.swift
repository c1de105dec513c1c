import IBKitBinding

/// The binding key grammar (`author.name`, `!isPublished`, `price | currency`): what parses prints as text
/// that parses to the same key.
enum BindingKeyEntry {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let text = String(decoding: bytes, as: UTF8.self)
        let key: BindingKey
        do {
            key = try BindingKey(parsing: text)
        } catch {
            guard error.offset >= 0, error.offset <= text.utf8.count else { throw FuzzFailure("error offset \(error.offset) outside the text") }
            return
        }
        guard let again = try? BindingKey(parsing: key.description), again == key else {
            throw FuzzFailure("'\(key.description)' does not parse back to the key it prints")
        }
    }
}
