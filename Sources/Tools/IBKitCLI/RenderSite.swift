import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitPlumbing
import IBKitRender
import IBKitRuleModel
import IBKitWorkspace

/// `ibkit render`'s site: a page per IB file (its storyboard map and every scene, findings on the elements they
/// name) and an index of them all, by folder.
struct RenderSite {
    struct Summary {
        var files = 0
        var scenes = 0
        var parseErrors = 0
        var findings = 0
        var generic = 0
        var bytes = 0
    }

    /// Draws and writes the page of each IB file of `inputs` (walked and parsed) below `folder`,
    /// pages named below `root`, then the index; titles and the index name files below `displayBase`
    /// (`StaticSite.namingFolder`). Each page is linted, drawn and written by one worker, so that writing overlaps
    /// drawing.
    static func write(_ inputs: Workspace, workingDirectory: String, root: String, to folder: String, findings: RenderFindings?,
                      catalog: AssetCatalog?, displayBase: String) throws(AtomicFileError) -> Summary {
        let files = inputs.found.files
        let documents = inputs.documents ?? []
        let absolute = files.map { PathNormalization.absolute($0, base: workingDirectory) }
        // Pages in the order of their files' absolute paths, each file once.
        var seen = Set<String>()
        let order = files.indices.sorted { absolute[$0] < absolute[$1] }.filter { seen.insert(absolute[$0]).inserted }
        let pagePaths = Dictionary(uniqueKeysWithValues: order.map { (absolute[$0], StaticSite.pagePath(of: absolute[$0], root: root)) })
        // Storyboard references name a storyboard by its base name: the page of the one beside the file, else the
        // first by path.
        let storyboards = Dictionary(grouping: order.map { absolute[$0] }.filter { $0.hasSuffix(".storyboard") }, by: StaticSite.baseName)
        struct Page: Sendable { let entry: RenderIndex.Entry; let scenes: Int; let error: Bool; let bytes: Int }
        let siteFiles = SiteFiles()
        let pages = Parallel.map(order) { i -> Result<Page, AtomicFileError> in
            let path = absolute[i]
            let pagePath = pagePaths[path] ?? path
            let shown = PathNormalization.relativeIfInside(path, base: displayBase) ?? String(pagePath.dropLast(5))
            let loaded = documents[i]
            let fileFindings = (findings?.of(file: i, path: files[i], absolute: path, loaded: loaded) ?? []).map {
                RenderFinding(elementID: $0.objectID, line: $0.line, column: $0.column, severity: $0.severity.rawValue, message: $0.message, rule: $0.ruleID)
            }
            let index = StaticSite.href(from: pagePath, to: "index.html")
            let html: [UInt8]
            let page: Page
            switch loaded {
            case .success(let document):
                let rendering = RenderPage.render(document: document, displayPath: shown,
                                                  options: RenderOptions(catalog: catalog, findings: fileFindings), indexHref: index) { name in
                    let candidates = storyboards[name] ?? []
                    let beside = candidates.first { StaticSite.folder($0) == StaticSite.folder(path) } ?? candidates.first
                    return beside.flatMap { pagePaths[$0] }.map { StaticSite.encodedHref(StaticSite.href(from: pagePath, to: $0)) }
                }
                html = rendering.bytes
                let entry = RenderIndex.Entry(path: shown, href: StaticSite.encodedHref(pagePath), sceneCount: rendering.sceneCount,
                                              findingCount: fileFindings.count, genericCount: rendering.genericCount)
                page = Page(entry: entry, scenes: rendering.sceneCount, error: false, bytes: html.count)
            case .failure(let error):
                html = RenderPage.render(error: error, displayPath: shown, findings: fileFindings, indexHref: index).bytes
                let entry = RenderIndex.Entry(path: shown, href: StaticSite.encodedHref(pagePath), sceneCount: 0, findingCount: fileFindings.count,
                                              error: "\(error.location.line):\(error.location.column): \(error.message)")
                page = Page(entry: entry, scenes: 0, error: true, bytes: html.count)
            }
            do throws(AtomicFileError) {
                try StaticSite.writePage(html, to: folder + "/" + pagePath, files: siteFiles)
                return .success(page)
            } catch {
                return .failure(error)
            }
        }
        var summary = Summary()
        var entries: [RenderIndex.Entry] = []
        for result in pages {
            let page = try result.get()
            entries.append(page.entry)
            summary.files += 1
            summary.scenes += page.scenes
            summary.parseErrors += page.error ? 1 : 0
            summary.findings += page.entry.findingCount
            summary.generic += page.entry.genericCount
            summary.bytes += page.bytes
        }
        let index = RenderIndex.html(entries: entries, title: "Interface Builder files")
        try StaticSite.writePage(Array(index.utf8), to: folder + "/index.html", files: siteFiles)
        summary.bytes += index.utf8.count
        return summary
    }

    /// The asset catalogs lint finds (under the inputs, or `asset_catalogs:` of .ibkit.yml), read once by lint's
    /// index: lint's resource rules compare with them and the pages draw their named colors and images.
    static func assets(found: [String], configuration: Configuration) -> AssetCatalogIndex {
        AssetCatalogIndex.scan(configuration.assetCatalogs ?? found)
    }

    static func catalog(_ index: AssetCatalogIndex) -> AssetCatalog {
        AssetCatalog(colorSets: index.colorFolders, imageSets: index.imageFolders)
    }
}
