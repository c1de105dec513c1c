import IBKitDocument
import IBKitPlumbing

/// One self-contained HTML page per IB file: inline CSS and SVG, no script, no external resource, so it opens
/// from `file://`, in a CI artifact or an e-mail alike.
public enum RenderPage {
    public struct Rendering: Sendable {
        /// The page's UTF-8 bytes, as written to its file.
        public let bytes: [UInt8]
        public let sceneCount: Int
        /// Elements drawn generically across the file's scenes.
        public let genericCount: Int
        public let findingCount: Int
        public let segueArrowCount: Int
        public let relationshipArrowCount: Int

        public var html: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// The page of a parsed document.
    /// - Parameters:
    ///   - displayPath: the file's path as the page names it (relative to the project, usually).
    ///   - options: catalog, highlights and findings; `idPrefix` is ignored (the page numbers its drawings).
    ///   - indexHref: the link back to the index page, or nil for none.
    ///   - linkResolver: a referenced storyboard's name → the href of its page.
    public static func render(document: IBDocument, displayPath: String, options: RenderOptions = RenderOptions(),
                              indexHref: String? = "index.html",
                              linkResolver: (String) -> String? = { "\($0).storyboard.html" }) -> Rendering {
        var sceneOptions = options
        sceneOptions.idPrefix = "s"
        let renderer = SceneRenderer(document: document, options: sceneOptions)
        let scenes = renderer.renderAll()
        // Bytes, not a String: the page is mostly its drawings, already bytes, and goes to its file as bytes.
        var html = SVGWriter()
        writeHeader(title: displayPath, indexHref: indexHref, into: &html)
        let generic = scenes.reduce(0) { $0 + $1.genericCount }
        let kinds = Set(scenes.flatMap(\.genericKinds)).sorted()
        html.raw("<h1>\(XMLEscaping.attribute(displayPath))</h1>\n")
        var meta = ["\(document.kind.rawValue)", document.platform.rawValue, "\(scenes.count) scene\(scenes.count == 1 ? "" : "s")"]
        if let device = document.device?.id { meta.append("device \(device)") }
        meta.append("\(generic) element\(generic == 1 ? "" : "s") drawn generically" + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))"))
        html.raw("<p class=\"meta\" data-generic-count=\"\(generic)\">\(XMLEscaping.attribute(meta.joined(separator: " · ")))</p>\n")

        var segues = 0, relationships = 0
        if document.kind == .storyboard, !document.scenes.isEmpty {
            var thumbnails: [String: String] = [:]
            for scene in scenes { if let id = scene.elementID { thumbnails[id] = scene.domID } }
            let map = StoryboardMap.render(renderer: renderer, thumbnailIDs: thumbnails, idPrefix: "map", highlights: options.highlights,
                                           linkResolver: linkResolver)
            segues = map.segueArrowCount
            relationships = map.relationshipArrowCount
            html.raw("<h2>Storyboard map</h2>\n<p class=\"meta\">\(map.sceneCount) scenes · \(segues) segue\(segues == 1 ? "" : "s") · \(relationships) relationship\(relationships == 1 ? "" : "s")</p>\n")
            html.raw(bytes: map.svgBytes)
            html.raw("\n")
        }

        if !options.findings.isEmpty {
            html.raw(findingsSection(options.findings, drawn: Set(scenes.flatMap(\.drawnIDs))))
        }

        html.raw("<h2>Scenes</h2>\n<div class=\"scenes\">\n")
        for scene in scenes {
            html.raw("<figure data-id=\"")
            html.escaped(scene.elementID ?? "")
            html.raw("\">\n")
            html.raw(bytes: scene.svgBytes)
            html.raw("\n")
            var caption = XMLEscaping.attribute(scene.title)
            if scene.genericCount > 0 { caption += " · \(scene.genericCount) drawn generically" }
            html.raw("<figcaption" + (XMLText.looksJapanese(scene.title) ? " lang=\"ja\"" : "") + ">\(caption)</figcaption>\n</figure>\n")
        }
        if scenes.isEmpty { html.raw("<p class=\"meta\">Nothing to draw: the file has no views, windows or menus.</p>\n") }
        html.raw("</div>\n</body>\n</html>\n")
        return Rendering(bytes: html.bytes, sceneCount: scenes.count, genericCount: generic, findingCount: options.findings.count,
                         segueArrowCount: segues, relationshipArrowCount: relationships)
    }

    /// The page of a file that could not be read: where and why.
    public static func render(error: IBParseError, displayPath: String, findings: [RenderFinding] = [], indexHref: String? = "index.html") -> Rendering {
        var html = header(title: displayPath, indexHref: indexHref)
        html += "<h1>\(XMLEscaping.attribute(displayPath))</h1>\n"
        html += "<p class=\"meta error\">This file could not be read, so nothing is drawn.</p>\n"
        html += "<div class=\"parse-error\" data-line=\"\(error.location.line)\" data-column=\"\(error.location.column)\">"
        html += XMLEscaping.attribute("\(displayPath):\(error.location.line):\(error.location.column): \(error.message)") + "</div>\n"
        html += findingsSection(findings, drawn: [])
        html += "</body>\n</html>\n"
        return Rendering(bytes: Array(html.utf8), sceneCount: 0, genericCount: 0, findingCount: findings.count, segueArrowCount: 0, relationshipArrowCount: 0)
    }

    static func header(title: String, indexHref: String?) -> String {
        var html = SVGWriter()
        writeHeader(title: title, indexHref: indexHref, into: &html)
        return html.out
    }

    /// The page's head (its style inline) and the link back to the index, straight into the page.
    static func writeHeader(title: String, indexHref: String?, into html: inout SVGWriter) {
        html.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        html.raw("<title>")
        html.escaped(title)
        html.raw("</title>\n<style>\n")
        html.raw(PageStyle.css)
        html.raw("\n</style>\n</head>\n<body>\n")
        if let indexHref {
            html.raw("<p class=\"meta\"><a href=\"")
            html.escaped(indexHref)
            html.raw("\">← All files</a></p>\n")
        }
    }

    /// Every finding, in line order; those whose element is not drawn (or that name none) are listed here only.
    static func findingsSection(_ findings: [RenderFinding], drawn: Set<String>) -> String {
        guard !findings.isEmpty else { return "" }
        var html = "<h2>Findings (\(findings.count))</h2>\n<table class=\"findings\">\n<tr><th>where</th><th>severity</th><th>message</th><th>element</th></tr>\n"
        let sorted = findings.enumerated().sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
        for (_, f) in sorted {
            let onPicture = f.elementID.map { drawn.contains($0) } ?? false
            html += "<tr class=\"finding\" data-drawn=\"\(onPicture)\"><td>\(f.line):\(f.column)</td>"
            html += "<td class=\"\(XMLEscaping.attribute(f.severity.lowercased()))\">\(XMLEscaping.attribute(f.severity))</td>"
            html += "<td>\(XMLEscaping.attribute((f.rule.map { "[\($0)] " } ?? "") + f.message))</td>"
            html += "<td>\(XMLEscaping.attribute(f.elementID ?? "—"))\(onPicture ? "" : f.elementID == nil ? "" : " (not drawn)")</td></tr>\n"
        }
        return html + "</table>\n"
    }
}
