import IBKitDocument
import IBKitMerge
import IBKitRender

/// `ibkit merge --report DIR`: a conflicted merge drawn on `ibkit diff`'s pages (`DiffPage`) — each scene with a
/// conflict in three columns, base, ours and theirs, the conflicting elements outlined — one page per merged file,
/// named from its path (`Views/Main.storyboard.html`), so that one folder collects the pages of a whole `git merge`.
enum MergeReportPage {
    static let columns = ["base", "ours", "theirs"]

    /// The page's path inside the report folder: the file's path without `/`, `.` or `..` parts, so never outside it.
    static func pagePath(for path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." && $0 != ".." }
        return (parts.isEmpty ? "merge" : parts.joined(separator: "/")) + ".html"
    }

    static func html(path: String, conflicts: [IBMergeConflict], versions: [[UInt8]], markers: Bool) -> String {
        let documents = versions.map { try? IBDocument(bytes: $0, path: path) }
        let indexes = documents.map { $0?.makeIDIndex() ?? [:] }
        var scenes: [DiffPage.SceneChanges] = []
        var highlights = [[String: RenderHighlight]](repeating: [:], count: columns.count)
        for (n, conflict) in conflicts.enumerated() {
            let k: Int
            if let found = scenes.firstIndex(where: { $0.title == conflict.scene }) {
                k = found
            } else {
                scenes.append(DiffPage.SceneChanges(title: conflict.scene, sceneIDs: [nil, nil, nil], lines: []))
                k = scenes.count - 1
            }
            scenes[k].lines.append("\(n + 1). \(conflict.text)")
            guard let id = conflict.id else { continue }
            for c in columns.indices {
                guard let element = indexes[c][id] else { continue }
                for outlined in outlinedIDs(element) { highlights[c][outlined] = .conflict }
                if scenes[k].sceneIDs[c] == nil { scenes[k].sceneIDs[c] = anchor(of: element) }
            }
        }
        // A version without the conflicting element (removed there) still shows the scene when it has it.
        for k in scenes.indices {
            guard let known = scenes[k].sceneIDs.lazy.compactMap({ $0 }).first else { continue }
            for c in columns.indices where scenes[k].sceneIDs[c] == nil && indexes[c][known] != nil { scenes[k].sceneIDs[c] = known }
        }
        let n = conflicts.count
        let status = "\(n) conflict\(n == 1 ? "" : "s"); the file holds "
            + (markers ? "git's conflict markers around each" : "ours's version of each (ibkit merge --resolve finishes it)")
        return DiffPage.render(displayPath: path, status: status,
                               columns: columns.indices.map { DiffPage.Column(label: columns[$0], document: documents[$0], highlights: highlights[$0], idPrefix: String(columns[$0].prefix(1))) },
                               legend: [(.conflict, "in conflict")], scenes: scenes, indexHref: nil)
    }

    /// The element and, for a constraint or connection (drawn as nothing), the views it ties.
    static func outlinedIDs(_ element: IBElement) -> [String] {
        var ids = element.id.map { [$0] } ?? []
        switch element.name {
        case "constraint":
            ids += ["firstItem", "secondItem"].compactMap { element.attribute($0) }
            // Without a first item, the constraint's first item is the view that holds it.
            if element.attribute("firstItem") == nil, let owner = element.parent?.parent?.id { ids.append(owner) }
        case "outlet", "outletCollection", "action", "segue":
            ids += [element.attribute("destination"), element.parent?.parent?.id].compactMap { $0 }
        default:
            break
        }
        return ids
    }

    /// The id of what the page draws the element in: its scene's controller, or its xib top-level object.
    static func anchor(of element: IBElement) -> String? {
        var current: IBElement? = element
        while let e = current {
            if let objects = e.parent, objects.is(.objects) {
                if let scene = objects.parent, scene.is(.scene) { return IBScene(scene).viewController?.id }
                if objects.parent?.parent == nil { return e.id }
            }
            current = e.parent
        }
        return nil
    }
}
