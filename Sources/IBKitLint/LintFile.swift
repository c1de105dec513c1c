import IBKitDocument

/// What a rule sees of one file: the parsed document (shared by all rules), its path, and project context.
public struct LintFile: Sendable {
    public let document: IBDocument
    /// The path as the user will see it in diagnostics.
    public let path: String
    /// Images and colors the project's asset catalogs declare.
    public let assets: AssetCatalogIndex

    public init(document: IBDocument, path: String, assets: AssetCatalogIndex = .none) {
        self.document = document
        self.path = path
        self.assets = assets
    }

    /// `HogeViewController.storyboard`
    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
    /// `HogeViewController`
    public var baseName: String {
        let name = fileName
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
    public var kind: IBDocumentKind { document.kind }
    /// `LaunchScreen.storyboard` (by attribute or by name): exempt from the one-class-per-file rules.
    public var isLaunchScreen: Bool { document.isLaunchScreen || baseName == "LaunchScreen" }
}
