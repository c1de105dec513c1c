import IBKitDocument

/// The Swift type Interface Builder instantiates for an object: its custom class, or the system class of its
/// element.
///
/// `name` and `module` follow SwiftGen's rules (`Scene.type`/`Scene.module`), so templates written for SwiftGen
/// see the same values: a custom class without `customModule` has no module (it lives in the module that
/// compiles the file), a system class has its framework. Where SwiftGen's guess would not compile
/// (`UIHostingController` is SwiftUI's, not UIKit's) the real framework is used — see docs/gen.md,
/// "SwiftGen compatibility".
public struct GenType: Sendable, Codable, Hashable, Comparable, CustomStringConvertible {
    /// The Swift type name: `customClass`, else the system class (`UINavigationController`).
    public var name: String
    /// `customModule`, else the system class's framework when there is no custom class, else nil.
    public var module: String?
    /// The `customClass` attribute, when set.
    public var customClass: String?
    /// The `customModule` attribute, when set.
    public var customModule: String?
    /// `customModuleProvider="target"`: IB's "Inherit Module From Target"; `customModule` names whatever target
    /// the file was last edited in, so the type belongs to the module that compiles the file.
    public var moduleIsPlaceholder: Bool
    /// The element name IB writes: `viewController`, `tableViewCell`, `segue`, ….
    public var elementTag: String

    public init(name: String, module: String?, customClass: String? = nil, customModule: String? = nil,
                moduleIsPlaceholder: Bool = false, elementTag: String) {
        self.name = name
        self.module = module
        self.customClass = customClass
        self.customModule = customModule
        self.moduleIsPlaceholder = moduleIsPlaceholder
        self.elementTag = elementTag
    }

    /// True when the object has a `customClass` (a class of the app or of a library), false for system classes.
    public var isCustom: Bool { customClass != nil }

    /// The module the generated code must import or qualify with, given the module it is compiled into: nil
    /// when the type is in `currentModule` (no custom module, a placeholder module, or the same module).
    public func externalModule(currentModule: String?) -> String? {
        guard let module, !moduleIsPlaceholder, module != currentModule else { return nil }
        return module
    }

    /// `Module.Name` when the module is known and not a placeholder, else `Name`.
    public var qualifiedName: String {
        guard let module, !moduleIsPlaceholder else { return name }
        return "\(module).\(name)"
    }

    public var description: String { qualifiedName }

    public static func < (a: GenType, b: GenType) -> Bool {
        (a.module ?? "", a.name, a.elementTag, a.moduleIsPlaceholder ? 1 : 0) < (b.module ?? "", b.name, b.elementTag, b.moduleIsPlaceholder ? 1 : 0)
    }
}

extension GenType {
    /// The type of an element of a document on `platform`.
    public init(element: IBElement, platform: IBPlatform) {
        var systemTypes = SystemTypeCache(platform: platform)
        self.init(element: element, systemTypes: &systemTypes)
    }

    /// The type of an element, with the system types of the document's element names worked out once.
    init(element: IBElement, systemTypes: inout SystemTypeCache) {
        let tag = element.name
        let customClass = element.customClass.flatMap { $0.isEmpty ? nil : $0 }
        let customModule = element.customModule.flatMap { $0.isEmpty ? nil : $0 }
        // The system class matters only without a custom class.
        let system = customClass == nil ? systemTypes.type(of: element, tag: tag) : nil
        self.init(
            name: customClass ?? system?.name ?? "",
            module: customModule ?? system?.module,
            customClass: customClass,
            customModule: customModule,
            moduleIsPlaceholder: element.attribute(.customModuleProvider, equalsString: "target"),
            elementTag: tag
        )
    }

    /// The type of a segue: its custom class, else `UIStoryboardSegue`/`NSStoryboardSegue`.
    public init(segue element: IBElement, platform: IBPlatform) {
        let customClass = element.customClass.flatMap { $0.isEmpty ? nil : $0 }
        let customModule = element.customModule.flatMap { $0.isEmpty ? nil : $0 }
        self.init(
            name: customClass ?? (platform == .macOS ? "NSStoryboardSegue" : "UIStoryboardSegue"),
            module: customModule ?? (customClass == nil ? platform.frameworkModule : nil),
            customClass: customClass,
            customModule: customModule,
            moduleIsPlaceholder: element.attribute(.customModuleProvider, equalsString: "target"),
            elementTag: element.name
        )
    }

    /// The system class and framework IB instantiates for an element without a custom class.
    ///
    /// Known elements come from `IBSystemClass` (`mapView` is `MKMapView`, not `UIMapView`); unknown ones
    /// get SwiftGen's guess, platform prefix + element name (`fooController` → `UIFooController`).
    public static func systemType(forElement tag: String, platform: IBPlatform) -> (name: String, module: String) {
        if tag == "customObject" { return ("NSObject", "Foundation") }
        // SwiftGen's spelling of the macOS page controller tag, as older Xcode versions write it.
        if tag == "pagecontroller" { return ("NSPageController", "AppKit") }
        var name = IBSystemClass.className(forElement: tag, platform: platform)
        if name == "NSObject" { name = platform.classPrefix + tag.uppercasedFirstLetter }
        return (name, frameworkModule(ofSystemClass: name, platform: platform))
    }

    /// The framework that declares a system class.
    static func frameworkModule(ofSystemClass name: String, platform: IBPlatform) -> String {
        if let module = systemModules[name] { return module }
        for (prefix, module) in systemModulePrefixes where name.hasPrefix(prefix) { return module }
        return platform.frameworkModule
    }

    private static let systemModules: [String: String] = [
        "UIHostingController": "SwiftUI", "NSHostingController": "SwiftUI",
        "ARSCNView": "ARKit", "ARSKView": "ARKit", "ARView": "RealityKit",
        "NSObject": "Foundation",
    ]
    private static let systemModulePrefixes: [(String, String)] = [
        ("AV", "AVKit"), ("GLK", "GLKit"), ("MK", "MapKit"), ("WK", "WebKit"), ("SCN", "SceneKit"),
        ("SK", "SpriteKit"), ("MTK", "MetalKit"),
    ]
}

/// `GenType.systemType` of the element names of one document, each worked out once (names are interned per
/// document, so their symbols identify them).
struct SystemTypeCache {
    let platform: IBPlatform
    private var symbols: [Int32] = []
    private var types: [(name: String, module: String)] = []

    init(platform: IBPlatform) {
        self.platform = platform
    }

    mutating func type(of element: IBElement, tag: String) -> (name: String, module: String) {
        let symbol = element.ibName.symbol
        if let k = symbols.firstIndex(of: symbol) { return types[k] }
        let type = GenType.systemType(forElement: tag, platform: platform)
        symbols.append(symbol)
        types.append(type)
        return type
    }
}

extension IBPlatform {
    /// `UI` or `NS`: the prefix of the platform's system classes (SwiftGen's `Platform.prefix`).
    public var classPrefix: String { self == .macOS ? "NS" : "UI" }
    /// `UIKit` or `AppKit` (SwiftGen's `Platform.module`; watchOS and tvOS storyboards use UIKit's names).
    public var frameworkModule: String { self == .macOS ? "AppKit" : "UIKit" }
    /// The platform as SwiftGen names it in contexts (`iOS`, `macOS`, `tvOS`, `watchOS`), empty when unknown.
    public var contextName: String { self == .unknown ? "" : rawValue }
}

extension String {
    /// `navigationController` → `NavigationController` (SwiftGen's `uppercasedFirst`).
    var uppercasedFirstLetter: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
