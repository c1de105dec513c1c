import IBKitSwiftIndex
import Testing

/// What a binding's key path reaches: property types of structs, enums and classes, with extensions and superclasses.
struct PropertyTypeTests {
    static let index = SwiftIndex(files: [
        SwiftIndexer.index(source: """
            struct Photo {
                let title: String
                var author: Author?
                var takenAt = Date()
                var isFavorite = false
            }
            extension Photo {
                var subtitle: String { title }
            }
            final class Author: Person {
                var handle: String?
            }
            class Person {
                let name: String
                init(name: String) { self.name = name }
            }
            final class Profile: NSObject {
                @objc dynamic var bio: String = ""
            }
            final class PhotoCell: UITableViewCell {
                typealias Model = Photo
            }
            """, path: "Models.swift"),
    ])

    @Test(arguments: [
        ("title", "Photo", SwiftIndex.PropertyType.typed("String")),
        ("author", "Photo", .typed("Author?")),
        ("subtitle", "Photo", .typed("String")),
        ("isFavorite", "Photo", .typed("Bool")),
        ("takenAt", "Photo", .untyped),
        ("titel", "Photo", .missing),
        ("name", "Author", .typed("String")),
        ("handle", "Author", .typed("String?")),
        ("nickname", "Author", .missing),
        ("bio", "Profile", .typed("String")),
        // NSObject's own properties are not in the sources: not knowing is not missing.
        ("description", "Profile", .unknownOwner),
        ("title", "Unknown", .unknownOwner),
    ])
    func lookup(name: String, owner: String, expected: SwiftIndex.PropertyType) {
        #expect(Self.index.propertyType(name, of: owner) == expected)
    }

    @Test func memberTypeAliasOfABindableClass() {
        #expect(Self.index.memberTypeAlias("Model", in: "PhotoCell") == "Photo")
        #expect(Self.index.memberTypeAlias("Model", in: "Author") == nil)
    }
}
