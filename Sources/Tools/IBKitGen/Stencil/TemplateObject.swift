import Stencil

/// A dictionary of the template context as templates see it: `scene.identifier` reads a key, `storyboard.count` the
/// number of keys, `{{ scene }}` prints the dictionary.
///
/// Why not the dictionary itself: Stencil casts every value a key path passes through to classes of its own
/// (`LazyValueWrapper`, `Context`), and on Linux casting a Swift dictionary to a class converts it to an
/// NSDictionary first, with everything nested in it. Each `storyboard.name` then copied the whole storyboard
/// (scenes, segues and their destinations): rendering SwiftGen's scenes template for 1,000 storyboards took over a
/// minute. An object is read in place. It is a struct: Stencil tries several casts on every value a key path
/// passes through, and a failing cast of a class instance costs several times one of a struct. What changes for
/// templates: a context dictionary cannot be iterated (`{% for key, value in scene %}`); `param` and `env` stay
/// dictionaries.
struct TemplateObject: DynamicMemberLookup, CustomStringConvertible, CustomDebugStringConvertible {
    private let values: [String: Any]

    private init(_ original: [String: Any]) {
        values = original.mapValues(TemplateObject.wrap)
    }

    /// An object whose nested dictionaries are objects already (`InterfaceBuilderContext.makeForTemplates`).
    init(prewrapped values: [String: Any]) {
        self.values = values
    }

    /// The keys of the dictionary, wrapped as templates see them (for `include`'s context argument).
    var dictionary: [String: Any] { values }

    subscript(dynamicMember member: String) -> Any? {
        // As Stencil reads a dictionary: `count` before any key of that name.
        member == "count" ? values.count : values[member]
    }

    /// The dictionary it stands for, nested objects back to dictionaries.
    var unwrapped: [String: Any] { values.mapValues(Self.unwrap) }

    var description: String { unwrapped.description }
    var debugDescription: String { unwrapped.debugDescription }

    /// Dictionaries nested in `value` (at any depth, through arrays) as objects. An empty dictionary stays one: it
    /// is false in an `if`, an object would be true.
    static func wrap(_ value: Any) -> Any {
        // Most values are leaves: a cast to their own type is the cheap one, casts to collections are not.
        if value is String || value is Int || value is Bool || value is TemplateObject { return value }
        if let dictionary = value as? [String: Any] {
            return dictionary.isEmpty ? dictionary : TemplateObject(dictionary)
        }
        if let array = value as? [Any] {
            return array.map(wrap)
        }
        return value
    }

    private static func unwrap(_ value: Any) -> Any {
        if let object = value as? TemplateObject { return object.unwrapped }
        if let array = value as? [Any] { return array.map(unwrap) }
        return value
    }
}
