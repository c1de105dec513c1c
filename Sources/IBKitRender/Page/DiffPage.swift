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

        public init(title: String, oldSceneID: String?, newSceneID: String?, lines: [String]) {
            self.title = title
            self.oldSceneID = oldSceneID
            self.newSceneID = newSceneID
            self.lines = lines
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
            for line in scene.lines { html += "<li\(XMLText.looksJapanese(line) ? " lang=\"ja\"" : "")>\(XMLText.escape(line))</li>\n" }
            html += "</ul>\n<div class=\"scenes\">\n"
            let pair = [("before", scene.oldSceneID.flatMap { id in before.first { $0.elementID == id } }),
                        ("after", scene.newSceneID.flatMap { id in after.first { $0.elementID == id } })]
            for (side, drawn) in pair {
                html += "<figure class=\"\(side)\">\n"
                if let drawn {
                    html += drawn.svg + "\n"
                } else {
                    html += "<div class=\"absent\">\(side == "before" ? "not there before" : "not there after")</div>\n"
                }
                html += "<figcaption>\(side)</figcaption>\n</figure>\n"
            }
            html += "</div>\n</section>\n"
        }
        if scenes.isEmpty { html += "<p class=\"meta\">No change a person made: only what Xcode rewrites on its own (versions, ids, canvas positions).</p>\n" }
        return html + "</body>\n</html>\n"
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
