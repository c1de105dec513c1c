/// How an element changed, for `ibkit diff`'s pictures (and `ibkit merge --report`'s conflicts): drawn as a colored
/// outline over the element.
public enum RenderHighlight: String, Sendable, Equatable {
    case added, removed, changed, conflict

    var color: RenderColor {
        switch self {
        case .added: return RenderColor(hex: 0x1E9E3A)
        case .removed: return RenderColor(hex: 0xD92D20)
        case .changed: return RenderColor(hex: 0xF08C00)
        case .conflict: return RenderColor(hex: 0x9B30D9)
        }
    }
}

/// A lint or check finding to draw: a marker at its element's rect with the message on hover, and a row in the
/// page's list (where a finding without an element is shown only).
public struct RenderFinding: Sendable, Equatable {
    public var elementID: String?
    public var line: Int
    public var column: Int
    /// `error`, `warning`, `note`, … as the reporter names it.
    public var severity: String
    public var message: String
    /// The rule id, when there is one (shown before the message).
    public var rule: String?

    public init(elementID: String?, line: Int, column: Int, severity: String, message: String, rule: String? = nil) {
        self.elementID = elementID
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.rule = rule
    }

    var color: RenderColor {
        switch severity.lowercased() {
        case "error", "fatal": return RenderColor(hex: 0xD92D20)
        case "warning": return RenderColor(hex: 0xE8A200)
        default: return RenderColor(hex: 0x2F6FDB)
        }
    }

    var text: String { (rule.map { "[\($0)] " } ?? "") + "\(line):\(column) \(severity): \(message)" }
}

/// What a scene drawing may use beyond the document.
public struct RenderOptions: Sendable {
    /// Named colors and images; nil draws named colors from the document's resources and images as placeholders.
    public var catalog: AssetCatalog?
    /// By element id.
    public var highlights: [String: RenderHighlight]
    public var findings: [RenderFinding]
    /// Prefix of the SVG ids (clip paths) a drawing defines: pages that inline many drawings give each its own.
    public var idPrefix: String

    public init(catalog: AssetCatalog? = nil, highlights: [String: RenderHighlight] = [:], findings: [RenderFinding] = [], idPrefix: String = "s") {
        self.catalog = catalog
        self.highlights = highlights
        self.findings = findings
        self.idPrefix = idPrefix
    }
}

/// One scene drawn: a storyboard scene's controller, or one top-level object of a xib.
public struct RenderedScene: Sendable {
    /// Custom class, else the title, else the class IB instantiates.
    public let title: String
    /// The view controller's (or top-level object's) id.
    public let elementID: String?
    /// The `id` of the `<svg>` (the options' prefix, the scene's index, `-scene`): the map shows it by reference.
    public let domID: String
    /// A standalone `<svg>` element, as UTF-8 bytes (pages are written as bytes).
    let svgBytes: [UInt8]
    /// A standalone `<svg>` element.
    public var svg: String { String(decoding: svgBytes, as: UTF8.self) }
    public let size: RenderSize
    /// Elements drawn (views, bar items and menu items included).
    public let drawnCount: Int
    /// Elements of a kind the renderer does not know, drawn as outlined boxes with their element name.
    public let genericCount: Int
    /// Their element names, sorted, once each.
    public let genericKinds: [String]
    /// Ids of the elements drawn, for placing findings (a finding whose element is in no scene is listed only).
    public let drawnIDs: Set<String>
}
