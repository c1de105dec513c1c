import IBKitPlumbing
/// `index.html`: every rendered file by folder, with its scene and finding counts and a link to its page.
public enum RenderIndex {
    public struct Entry: Sendable, Equatable {
        /// The file's path as listed (relative to the rendered root); its folder groups it.
        public var path: String
        /// The href of its page, relative to the index.
        public var href: String
        public var sceneCount: Int
        public var findingCount: Int
        public var genericCount: Int
        /// The parse error's text when the file could not be read.
        public var error: String?

        public init(path: String, href: String, sceneCount: Int, findingCount: Int, genericCount: Int = 0, error: String? = nil) {
            self.path = path
            self.href = href
            self.sceneCount = sceneCount
            self.findingCount = findingCount
            self.genericCount = genericCount
            self.error = error
        }
    }

    /// The path's folder (its components but the last, empty ones left out) and its last component.
    static func folderAndName(_ path: String) -> (folder: String, name: String) {
        // One pass over the bytes for the common path (no empty component): splitting every path was most of the
        // index's time.
        var bytes = path
        let lastSlash: Int?? = bytes.withUTF8 { utf8 in
            let slash = UInt8(ascii: "/")
            guard let first = utf8.first, first != slash, utf8.last != slash else { return nil }
            var last: Int?
            for k in 1 ..< utf8.count where utf8[k] == slash {
                if utf8[k - 1] == slash { return nil }
                last = k
            }
            return .some(last)
        }
        if let lastSlash {
            guard let last = lastSlash else { return ("", path) }
            let utf8 = path.utf8
            let cut = utf8.index(utf8.startIndex, offsetBy: last)
            return (String(path[..<cut]), String(path[utf8.index(after: cut)...]))
        }
        let parts = path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
        return (parts.dropLast().joined(separator: "/"), parts.last ?? path)
    }

    public static func html(entries: [Entry], title: String = "Interface Builder files") -> String {
        var html = RenderPage.header(title: title, indexHref: nil)
        let scenes = entries.reduce(0) { $0 + $1.sceneCount }
        let findings = entries.reduce(0) { $0 + $1.findingCount }
        let failed = entries.filter { $0.error != nil }.count
        html += "<h1>\(XMLEscaping.attribute(title))</h1>\n"
        html += "<p class=\"meta\">\(entries.count) files · \(scenes) scenes · \(findings) findings" + (failed > 0 ? " · \(failed) not readable" : "") + "</p>\n"
        var folders: [String: [Entry]] = [:]
        for entry in entries {
            let folder = folderAndName(entry.path).folder
            folders[folder.isEmpty ? "." : folder, default: []].append(entry)
        }
        for folder in folders.keys.sorted() {
            html += "<h2>\(XMLEscaping.attribute(folder))</h2>\n<table>\n<tr><th>file</th><th>scenes</th><th>findings</th><th>generic</th></tr>\n"
            for entry in folders[folder]!.sorted(by: { $0.path < $1.path }) {
                let name = folderAndName(entry.path).name
                html += "<tr><td><a href=\"\(XMLEscaping.attribute(entry.href))\">\(XMLEscaping.attribute(name))</a>"
                if let error = entry.error { html += " <span class=\"error\">\(XMLEscaping.attribute(error))</span>" }
                html += "</td><td>\(entry.sceneCount)</td><td>\(entry.findingCount)</td><td>\(entry.genericCount)</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</body>\n</html>\n"
    }
}
