import Foundation

/// The documentation of every key of `InterfaceBuilderContext`, from which docs/gen.md's context reference is
/// generated (`ContextReference.markdown`); a test checks that the context has exactly these keys.
public enum ContextReference {
    public enum Origin: String, Sendable {
        /// In SwiftGen's `ib` context (SwiftGen 6, the StencilContexts fixtures).
        case swiftGen = "SwiftGen"
        /// Added by later SwiftGen versions (`kind`, `destination`, `customSceneTypes`).
        case swiftGenLater = "SwiftGen 6.5+"
        case ibkit = "IBKit"
    }

    public struct Key: Sendable {
        /// The object the key belongs to: `context`, `Storyboard`, `Scene`, ….
        public let object: String
        public let name: String
        /// `String`, `Bool`, `Int`, `[String]`, `Scene`, `[Segue]`, ….
        public let type: String
        public let origin: Origin
        public let summary: String

        /// The object type of the value (`Scene` for `Scene` and `[Scene]`), if it is one of the documented objects.
        public var valueObject: String? {
            let bare = type.trimmingCharacters(in: ["[", "]"])
            return ContextReference.objects.contains { $0.name == bare } ? bare : nil
        }
    }

    /// The objects, in the order docs/gen.md lists them.
    public static let objects: [(name: String, summary: String)] = [
        ("context", "The top level."),
        ("Storyboard", "A storyboard file."),
        ("Scene", "A view controller of a storyboard. `customClass`/`customModule` are present only for a custom class, `baseType` only for a system class."),
        ("Segue", "A segue with an identifier; segues equal in all SwiftGen keys are listed once."),
        ("CustomSceneType", "A custom view controller class, with the segues leaving its scenes."),
        ("Reference", "A storyboard reference (`viewControllerPlaceholder`)."),
        ("Xib", "A xib file."),
        ("Type", "The class of an object: Swift type and module, and either `customClass`/`customModule` or `baseType`."),
        ("XibObject", "A top-level object of a xib."),
        ("ReuseIdentifier", "A `reuseIdentifier` of a storyboard prototype or a xib cell; the `Type` keys are the cell's."),
    ]

    private static func keys(_ object: String, _ entries: [(String, String, Origin, String)]) -> [Key] {
        entries.map { Key(object: object, name: $0.0, type: $0.1, origin: $0.2, summary: $0.3) }
    }

    private static let typeKeys: [(String, String, Origin, String)] = [
        ("type", "String", .swiftGen, "The Swift type: the custom class, else the system class (`UINavigationController`)."),
        ("module", "String", .swiftGen, "The custom module, else the system class's framework; empty for a custom class without module."),
        ("moduleIsPlaceholder", "Bool", .swiftGen, "\"Inherit Module From Target\": `module` names whatever target the file was last edited in; the type is in the module that compiles the file."),
        ("customClass", "String", .swiftGen, "The custom class (custom classes only)."),
        ("customModule", "String", .swiftGen, "The custom module, empty when none (custom classes only)."),
        ("baseType", "String", .swiftGen, "The element name with its first letter uppercased, `NavigationController` (system classes only)."),
        ("tag", "String", .ibkit, "The element name IB writes: `navigationController`, `tableViewCell`, …."),
    ]

    private static let position: [(String, String, Origin, String)] = [
        ("path", "String", .ibkit, "The file, as given to `ibkit gen`."),
        ("line", "Int", .ibkit, "The 1-based line of the element's start tag."),
        ("column", "Int", .ibkit, "The 1-based column of the element's `<`."),
    ]

    public static let all: [Key] =
        keys("context", [
            ("modules", "[String]", .swiftGen, "Sorted modules of the storyboards' frameworks, identified scenes, initial scenes and identified segues, placeholder modules excluded: what to `import`."),
            ("platform", "String", .swiftGen, "`iOS`, `macOS`, `tvOS` or `watchOS` when every storyboard has that platform, else empty."),
            ("storyboards", "[Storyboard]", .swiftGen, "Every storyboard, sorted by name."),
            ("customSceneTypes", "[CustomSceneType]", .swiftGenLater, "Every custom view controller class of the storyboards, sorted by `module.type`."),
            ("xibs", "[Xib]", .ibkit, "Every xib, sorted by name."),
            ("reuseIdentifiers", "[ReuseIdentifier]", .ibkit, "Every reuse identifier of every file, sorted by identifier, then position."),
        ])
        + keys("Storyboard", [
            ("name", "String", .swiftGen, "The file name without extension: what `UIStoryboard(name:bundle:)` takes."),
            ("platform", "String", .swiftGen, "`iOS`, `macOS`, `tvOS`, `watchOS`; empty when unknown."),
            ("initialScene", "Scene", .swiftGen, "The initial view controller; absent when there is none or it is a storyboard reference."),
            ("scenes", "[Scene]", .swiftGen, "Scenes with a storyboard identifier, sorted by identifier."),
            ("segues", "[Segue]", .swiftGen, "Segues with an identifier, sorted by identifier."),
            ("path", "String", .ibkit, "The file, as given to `ibkit gen`."),
            ("isLaunchScreen", "Bool", .ibkit, "The launch screen (`launchScreen=\"YES\"` or named `LaunchScreen`)."),
            ("allScenes", "[Scene]", .ibkit, "Every view controller, identified or not: identified ones by identifier, then the others by position."),
            ("references", "[Reference]", .ibkit, "Storyboard references, by position."),
            ("initialReference", "Reference", .ibkit, "The initial scene when it is a storyboard reference; absent otherwise."),
            ("reuseIdentifiers", "[ReuseIdentifier]", .ibkit, "The reuse identifiers of this storyboard's prototype cells."),
        ])
        + keys("Scene", [("identifier", "String", .swiftGen, "The storyboard identifier; empty for the initial scene or a destination without one.")] + typeKeys + [
            ("id", "String", .ibkit, "The view controller's IB object id (`BYZ-38-t0r`)."),
            ("isInitial", "Bool", .ibkit, "The storyboard's initial view controller."),
        ] + position)
        + keys("Segue", [
            ("identifier", "String", .swiftGen, "The segue identifier."),
            ("type", "String", .swiftGen, "The custom class, else `UIStoryboardSegue`/`NSStoryboardSegue`."),
            ("module", "String", .swiftGen, "The custom module, else `UIKit`/`AppKit`; empty for a custom class without module."),
            ("moduleIsPlaceholder", "Bool", .swiftGen, "As for scenes."),
            ("customClass", "String", .swiftGen, "The custom class, empty when none."),
            ("customModule", "String", .swiftGen, "The custom module, empty when none."),
            ("kind", "String", .swiftGenLater, "`show`, `presentation`, `embed`, `custom`, `popover`, `unwind`, …"),
            ("destination", "Scene", .swiftGenLater, "The scene the segue leads to, through storyboard references into other storyboards; absent when unknown."),
            ("destinationStoryboard", "String", .ibkit, "The name of the storyboard `destination` is in."),
            ("source", "Scene", .ibkit, "The scene the segue starts from."),
            ("relationship", "String", .ibkit, "The relationship of a relationship segue; absent otherwise."),
            ("id", "String", .ibkit, "The segue's IB object id."),
        ] + position)
        + keys("CustomSceneType", [
            ("type", "String", .swiftGenLater, "The class."),
            ("module", "String", .swiftGenLater, "The module; `<placeholder>` when `moduleIsPlaceholder`, empty when none."),
            ("moduleIsPlaceholder", "Bool", .swiftGenLater, "As for scenes."),
            ("segues", "[Segue]", .swiftGenLater, "The identified segues leaving its scenes, sorted by identifier."),
        ])
        + keys("Reference", [
            ("id", "String", .ibkit, "The placeholder's IB object id: what segues point at."),
            ("storyboardName", "String", .ibkit, "The referenced storyboard; absent means the same storyboard."),
            ("referencedIdentifier", "String", .ibkit, "The referenced scene's identifier; absent means the initial scene."),
            ("bundleIdentifier", "String", .ibkit, "The referenced storyboard's bundle, when set."),
        ] + position)
        + keys("Xib", [
            ("name", "String", .ibkit, "The file name without extension: what `UINib(nibName:bundle:)` takes."),
            ("path", "String", .ibkit, "The file, as given to `ibkit gen`."),
            ("platform", "String", .ibkit, "`iOS`, `macOS`, …; empty when unknown."),
            ("filesOwner", "Type", .ibkit, "File's Owner's class (`NSObject` when it has none); absent without a File's Owner."),
            ("rootViews", "[XibObject]", .ibkit, "Top-level views and cells, by position."),
            ("rootObjects", "[XibObject]", .ibkit, "Top-level view controllers and objects with a custom class, by position."),
            ("reuseIdentifiers", "[String]", .ibkit, "The root views' reuse identifiers."),
        ])
        + keys("Type", typeKeys)
        + keys("XibObject", [
            ("id", "String", .ibkit, "The object's IB id."),
            ("reuseIdentifier", "String", .ibkit, "Its reuse identifier, when set."),
            ("userLabel", "String", .ibkit, "Its label in IB's outline, when set."),
        ] + position)
        + keys("ReuseIdentifier", [
            ("identifier", "String", .ibkit, "The reuse identifier."),
            ("file", "String", .ibkit, "The storyboard or xib name."),
            ("fileKind", "String", .ibkit, "`storyboard` or `xib`."),
            ("isTopLevel", "Bool", .ibkit, "A top-level object of a xib (registered from its nib), not a storyboard prototype."),
            ("sceneID", "String", .ibkit, "For prototypes: the IB id of the scene's view controller."),
        ] + position)

    /// Keys whose object also has the `Type` keys.
    static let objectsWithTypeKeys: Set<String> = ["XibObject", "ReuseIdentifier"]

    /// The documented keys of an object, `Type` keys included where they apply.
    public static func keys(of object: String) -> [Key] {
        let own = all.filter { $0.object == object }
        guard objectsWithTypeKeys.contains(object) else { return own }
        return keys(object, typeKeys) + own
    }

    /// docs/gen.md's context reference section.
    public static var markdown: String {
        objects.map { object, summary in
            var section = "#### `\(object)`\n\n\(summary)\n\n"
            if objectsWithTypeKeys.contains(object) { section += "Keys of [`Type`](#type), and:\n\n" }
            section += "| key | type | origin | meaning |\n| --- | --- | --- | --- |\n"
            for key in all where key.object == object {
                section += "| `\(key.name)` | \(display(key)) | \(key.origin.rawValue) | \(key.summary) |\n"
            }
            return section
        }.joined(separator: "\n")
    }

    private static func display(_ key: Key) -> String {
        let isList = key.type.hasPrefix("[")
        let element = isList ? String(key.type.dropFirst().dropLast()) : key.type
        let shown = key.valueObject == nil ? element : "[\(element)](#\(element.lowercased()))"
        return isList ? "list of \(shown)" : shown
    }
}
