import IBKitDocument
import IBKitPlumbing

/// `ibkit diff`'s pages: for one changed file, the changes in words and each changed scene before and after, side
/// by side, added elements outlined in green, removed in red, changed in orange. `ibkit merge --report` draws its
/// conflicts on the same pages, in three columns (base, ours, theirs). The diff itself is computed elsewhere
/// (IBKitDiff, IBKitMerge); this page only draws what it is given.
public enum DiffPage {
    /// The changes of one scene, as the diff names them.
    public struct SceneChanges: Sendable {
        public var title: String
        /// The scene's controller (or top-level object) id in each column; nil where it does not exist.
        public var sceneIDs: [String?]
        public var lines: [String]
        /// `and 30 elements moved or resized`: one line standing for `geometry`, which the page folds under it.
        public var geometrySummary: String?
        public var geometry: [String]

        public init(title: String, sceneIDs: [String?], lines: [String], geometrySummary: String? = nil, geometry: [String] = []) {
            self.title = title
            self.sceneIDs = sceneIDs
            self.lines = lines
            self.geometrySummary = geometrySummary
            self.geometry = geometry
        }

        /// A diff's scene: before and after.
        public init(title: String, oldSceneID: String?, newSceneID: String?, lines: [String], geometrySummary: String? = nil,
                    geometry: [String] = []) {
            self.init(title: title, sceneIDs: [oldSceneID, newSceneID], lines: lines, geometrySummary: geometrySummary, geometry: geometry)
        }
    }

    /// One column of pictures: a version of the file, with the elements to outline.
    public struct Column: Sendable {
        /// `before`, `after`; `base`, `ours`, `theirs`.
        public var label: String
        public var document: IBDocument?
        public var highlights: [String: RenderHighlight]
        /// Prefixes the drawings' DOM ids, unique on the page.
        public var idPrefix: String

        public init(label: String, document: IBDocument?, highlights: [String: RenderHighlight], idPrefix: String) {
            self.label = label
            self.document = document
            self.highlights = highlights
            self.idPrefix = idPrefix
        }
    }

    static let diffLegend: [(RenderHighlight, String)] = [(.added, "added"), (.removed, "removed"), (.changed, "moved, resized or restyled")]

    public static func render(displayPath: String, status: String, old: IBDocument?, new: IBDocument?,
                              oldHighlights: [String: RenderHighlight], newHighlights: [String: RenderHighlight],
                              scenes: [SceneChanges], catalog: AssetCatalog? = nil, indexHref: String? = "index.html") -> String {
        render(displayPath: displayPath, status: status,
               columns: [Column(label: "before", document: old, highlights: oldHighlights, idPrefix: "o"),
                         Column(label: "after", document: new, highlights: newHighlights, idPrefix: "n")],
               legend: diffLegend, scenes: scenes, catalog: catalog, indexHref: indexHref,
               emptyNote: "No change a person made: only what Xcode rewrites on its own (versions, ids, canvas positions).")
    }

    /// The page with any number of columns; `legend` says what each outline color stands for.
    public static func render(displayPath: String, status: String, columns: [Column], legend: [(RenderHighlight, String)], scenes: [SceneChanges],
                              catalog: AssetCatalog? = nil, indexHref: String? = "index.html", emptyNote: String? = nil) -> String {
        var html = RenderPage.header(title: displayPath, indexHref: indexHref)
        html += "<h1>\(XMLEscaping.attribute(displayPath))</h1>\n<p class=\"meta\">\(XMLEscaping.attribute(status))</p>\n"
        let drawings = columns.map { column in
            column.document.map {
                SceneRenderer(document: $0, options: RenderOptions(catalog: catalog, highlights: column.highlights, idPrefix: column.idPrefix)).renderAll()
            } ?? []
        }
        html += "<p class=\"meta\">" + legend.map { "<span class=\"\($0.0.rawValue)\">■ \(XMLEscaping.attribute($0.1))</span>" }.joined(separator: " ") + "</p>\n"
        for scene in scenes {
            html += "<section class=\"diff-scene\">\n<h2\(XMLText.looksJapanese(scene.title) ? " lang=\"ja\"" : "")>\(XMLEscaping.attribute(scene.title))</h2>\n<ul class=\"changes\">\n"
            for line in scene.lines { html += item(line) }
            if let summary = scene.geometrySummary {
                html += "<li class=\"geometry\"><details><summary>\(XMLEscaping.attribute(summary))</summary>\n<ul>\n"
                for line in scene.geometry { html += item(line) }
                html += "</ul>\n</details></li>\n"
            }
            html += "</ul>\n"
            // A scene drawn in no column (a File's Owner's outlets, a placeholder) has no pictures; a column without
            // the scene says so, one where it is but draws nothing too (never "not there" for what was there).
            let row = columns.indices.map { c in
                let id = c < scene.sceneIDs.count ? scene.sceneIDs[c] : nil
                return (columns[c].label, id, id.flatMap { id in drawings[c].first { $0.elementID == id } })
            }
            if row.contains(where: { $0.2 != nil }) {
                html += "<div class=\"scenes\">\n"
                for (label, id, drawn) in row {
                    html += "<figure class=\"\(XMLEscaping.attribute(label))\">\n"
                    if let drawn {
                        html += drawn.svg + "\n"
                    } else {
                        html += "<div class=\"absent\">\(XMLEscaping.attribute(id == nil ? "not there \(label)" : "nothing to draw \(label)"))</div>\n"
                    }
                    html += "<figcaption>\(XMLEscaping.attribute(label))</figcaption>\n</figure>\n"
                }
                html += "</div>\n"
            }
            html += "</section>\n"
        }
        if scenes.isEmpty, let emptyNote { html += "<p class=\"meta\">\(XMLEscaping.attribute(emptyNote))</p>\n" }
        return html + "</body>\n</html>\n"
    }

    private static func item(_ line: String) -> String {
        "<li\(XMLText.looksJapanese(line) ? " lang=\"ja\"" : "")>\(XMLEscaping.attribute(line))</li>\n"
    }

    /// The index of a diff: each changed file with its status and number of changes.
    public static func index(title: String, files: [(path: String, href: String, status: String, changes: Int)]) -> String {
        var html = RenderPage.header(title: title, indexHref: nil)
        html += "<h1>\(XMLEscaping.attribute(title))</h1>\n<p class=\"meta\">\(files.count) changed file\(files.count == 1 ? "" : "s")</p>\n"
        html += "<table>\n<tr><th>file</th><th>status</th><th>changes</th></tr>\n"
        for file in files {
            html += "<tr><td><a href=\"\(XMLEscaping.attribute(file.href))\">\(XMLEscaping.attribute(file.path))</a></td>"
            html += "<td>\(XMLEscaping.attribute(file.status))</td><td>\(file.changes)</td></tr>\n"
        }
        return html + "</table>\n</body>\n</html>\n"
    }
}
