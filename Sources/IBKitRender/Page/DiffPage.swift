import IBKitDocument

/// `ibkit diff`'s pages: for one changed file, the changes in words and each changed scene before and after, side
/// by side, added elements outlined in green, removed in red, changed in orange. The diff itself is computed
/// elsewhere (IBKitDiff); this page only draws what it is given.
public enum DiffPage {
    /// The changes of one scene, as the diff names them.
    public struct SceneChanges: Sendable {
        public var title: String
        /// The scene's controller (or top-level object) id before and after; nil where it does not exist.
        public var oldSceneID: String?
        public var newSceneID: String?
        public var lines: [String]
        /// `and 30 elements moved or resized`: one line standing for `geometry`, which the page folds under it.
        public var geometrySummary: String?
        public var geometry: [String]

        public init(title: String, oldSceneID: String?, newSceneID: String?, lines: [String], geometrySummary: String? = nil,
                    geometry: [String] = []) {
            self.title = title
            self.oldSceneID = oldSceneID
            self.newSceneID = newSceneID
            self.lines = lines
            self.geometrySummary = geometrySummary
            self.geometry = geometry
        }
    }

    public static func render(displayPath: String, status: String, old: IBDocument?, new: IBDocument?,
                              oldHighlights: [String: RenderHighlight], newHighlights: [String: RenderHighlight],
                              scenes: [SceneChanges], catalog: AssetCatalog? = nil, indexHref: String? = "index.html") -> String {
        var html = RenderPage.header(title: displayPath, indexHref: indexHref)
        html += "<h1>\(XMLText.escape(displayPath))</h1>\n<p class=\"meta\">\(XMLText.escape(status))</p>\n"
        let before = old.map { SceneRenderer(document: $0, options: RenderOptions(catalog: catalog, highlights: oldHighlights, idPrefix: "o")).renderAll() } ?? []
        let after = new.map { SceneRenderer(document: $0, options: RenderOptions(catalog: catalog, highlights: newHighlights, idPrefix: "n")).renderAll() } ?? []
        html += "<p class=\"meta\"><span class=\"added\">■ added</span> <span class=\"removed\">■ removed</span> <span class=\"changed\">■ moved, resized or restyled</span></p>\n"
        for scene in scenes {
            html += "<section class=\"diff-scene\">\n<h2\(XMLText.looksJapanese(scene.title) ? " lang=\"ja\"" : "")>\(XMLText.escape(scene.title))</h2>\n<ul class=\"changes\">\n"
            for line in scene.lines { html += item(line) }
            if let summary = scene.geometrySummary {
                html += "<li class=\"geometry\"><details><summary>\(XMLText.escape(summary))</summary>\n<ul>\n"
                for line in scene.geometry { html += item(line) }
                html += "</ul>\n</details></li>\n"
            }
            html += "</ul>\n"
            // A scene drawn on neither side (a File's Owner's outlets, a placeholder) has no pictures; a side without
            // the scene says so, a side where it is but draws nothing too (never "not there" for what was there).
            let pair = [("before", scene.oldSceneID, before), ("after", scene.newSceneID, after)].map { side, id, drawings in
                (side, id, id.flatMap { id in drawings.first { $0.elementID == id } })
            }
            if pair.contains(where: { $0.2 != nil }) {
                html += "<div class=\"scenes\">\n"
                for (side, id, drawn) in pair {
                    html += "<figure class=\"\(side)\">\n"
                    if let drawn {
                        html += drawn.svg + "\n"
                    } else {
                        html += "<div class=\"absent\">\(id == nil ? "not there \(side)" : "nothing to draw \(side)")</div>\n"
                    }
                    html += "<figcaption>\(side)</figcaption>\n</figure>\n"
                }
                html += "</div>\n"
            }
            html += "</section>\n"
        }
        if scenes.isEmpty { html += "<p class=\"meta\">No change a person made: only what Xcode rewrites on its own (versions, ids, canvas positions).</p>\n" }
        return html + "</body>\n</html>\n"
    }

    private static func item(_ line: String) -> String {
        "<li\(XMLText.looksJapanese(line) ? " lang=\"ja\"" : "")>\(XMLText.escape(line))</li>\n"
    }

    /// The index of a diff: each changed file with its status and number of changes.
    public static func index(title: String, files: [(path: String, href: String, status: String, changes: Int)]) -> String {
        var html = RenderPage.header(title: title, indexHref: nil)
        html += "<h1>\(XMLText.escape(title))</h1>\n<p class=\"meta\">\(files.count) changed file\(files.count == 1 ? "" : "s")</p>\n"
        html += "<table>\n<tr><th>file</th><th>status</th><th>changes</th></tr>\n"
        for file in files {
            html += "<tr><td><a href=\"\(XMLText.escape(file.href))\">\(XMLText.escape(file.path))</a></td>"
            html += "<td>\(XMLText.escape(file.status))</td><td>\(file.changes)</td></tr>\n"
        }
        return html + "</table>\n</body>\n</html>\n"
    }
}
