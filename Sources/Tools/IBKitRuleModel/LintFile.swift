import IBKitDocument

/// What a rule sees of one file: the parsed document (shared by all rules), its path, and project context.
public struct LintFile: Sendable {
    public let document: IBDocument
    /// The path as the user will see it in diagnostics.
    public let path: String
    /// Images and colors the project's asset catalogs declare.
    public let assets: AssetCatalogIndex

    /// `HogeViewController.storyboard`
    public let fileName: String
    /// `HogeViewController`
    public let baseName: String

    public init(document: IBDocument, path: String, assets: AssetCatalogIndex = .none) {
        self.document = document
        self.path = path
        self.assets = assets
        // Made once: rules ask for them again and again.
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.index(after: $0)...]) } ?? path
        fileName = name
        baseName = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
    }
    public var kind: IBDocumentKind { document.kind }
    /// The framework that loads the file at run time, for messages: `UIKit`, `AppKit` or `WatchKit`.
    public var framework: String {
        switch document.platform {
        case .macOS: "AppKit"
        case .watchOS: "WatchKit"
        case .iOS, .tvOS, .unknown: "UIKit"
        }
    }

    /// AppKit logs a connection it cannot make ("Could not connect…", "Failed to connect…") and goes on loading,
    /// where UIKit raises an exception.
    public var loadingSurvivesBadConnections: Bool { document.platform == .macOS }

    /// `LaunchScreen.storyboard` (by attribute or by name): exempt from the one-class-per-file rules.
    public var isLaunchScreen: Bool { document.isLaunchScreen || baseName == "LaunchScreen" }
}
