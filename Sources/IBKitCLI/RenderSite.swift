import Foundation
import IBKitCheck
import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitRender

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

    /// The pages for `ibPaths` (absolute), `findings` by absolute path, pages named below `root`.
    static func build(ibPaths: [String], root: String, findings: [String: [Diagnostic]], catalog: AssetCatalog?,
                      displayPath: @escaping @Sendable (String) -> String) -> (site: StaticSite, summary: Summary) {
        let pagePaths = Dictionary(uniqueKeysWithValues: ibPaths.map { ($0, StaticSite.pagePath(of: $0, root: root)) })
        // Storyboard references name a storyboard by its base name: the page of the one beside the file, else the
        // first by path.
        let storyboards = Dictionary(grouping: ibPaths.sorted().filter { $0.hasSuffix(".storyboard") }, by: StaticSite.baseName)
        struct Page: Sendable { let path: String; let html: String; let entry: RenderIndex.Entry; let scenes: Int; let error: Bool }
        let pages = Parallel.map(ibPaths.sorted()) { path -> Page in
            let pagePath = pagePaths[path] ?? path
            let shown = displayPath(path)
            let fileFindings = (findings[path] ?? []).map {
                RenderFinding(elementID: $0.objectID, line: $0.line, column: $0.column, severity: $0.severity.rawValue, message: $0.message, rule: $0.ruleID)
            }
            let index = StaticSite.href(from: pagePath, to: "index.html")
            switch IBDocumentLoader.load(path: path) {
            case .success(let document):
                let rendering = RenderPage.render(document: document, displayPath: shown,
                                                  options: RenderOptions(catalog: catalog, findings: fileFindings), indexHref: index) { name in
                    let candidates = storyboards[name] ?? []
                    let beside = candidates.first { StaticSite.folder($0) == StaticSite.folder(path) } ?? candidates.first
                    return beside.flatMap { pagePaths[$0] }.map { StaticSite.encodedHref(StaticSite.href(from: pagePath, to: $0)) }
                }
                let entry = RenderIndex.Entry(path: shown, href: StaticSite.encodedHref(pagePath), sceneCount: rendering.sceneCount,
                                              findingCount: fileFindings.count, genericCount: rendering.genericCount)
                return Page(path: pagePath, html: rendering.html, entry: entry, scenes: rendering.sceneCount, error: false)
            case .failure(let error):
                let rendering = RenderPage.render(error: error, displayPath: shown, findings: fileFindings, indexHref: index)
                let entry = RenderIndex.Entry(path: shown, href: StaticSite.encodedHref(pagePath), sceneCount: 0, findingCount: fileFindings.count,
                                              error: "\(error.location.line):\(error.location.column): \(error.message)")
                return Page(path: pagePath, html: rendering.html, entry: entry, scenes: 0, error: true)
            }
        }
        var site = StaticSite()
        var summary = Summary()
        for page in pages {
            site.add(page.path, page.html)
            summary.files += 1
            summary.scenes += page.scenes
            summary.parseErrors += page.error ? 1 : 0
            summary.findings += page.entry.findingCount
            summary.generic += page.entry.genericCount
            summary.bytes += page.html.utf8.count
        }
        let index = RenderIndex.html(entries: pages.map(\.entry), title: "Interface Builder files")
        site.add("index.html", index)
        summary.bytes += index.utf8.count
        return (site, summary)
    }

    /// The asset catalogs lint finds (under the inputs, or `asset_catalogs:` of .ibkit.yml), read once by lint's
    /// index: the pages draw their named colors and images.
    static func catalog(found: [String], configuration: Configuration) -> AssetCatalog {
        let index = AssetCatalogIndex.scan(configuration.assetCatalogs ?? found)
        return AssetCatalog(colorSets: index.colorFolders, imageSets: index.imageFolders)
    }

    /// Lint and check findings on the IB files, by absolute path: what the page marks on the elements.
    static func findings(paths: [String], configuration: Configuration, workingDirectory: String) -> [String: [Diagnostic]] {
        // Lint and check side by side: neither needs the other.
        let all = Parallel.map([false, true]) { isCheck -> [Diagnostic] in
            guard isCheck else { return (try? LintEngine(configuration: configuration).lint(paths: paths))?.diagnostics ?? [] }
            guard let checks = try? CheckEngine.makeChecks(configuration),
                  let overrides = try? ConfigurationLoader.checkModules(configuration) else { return [] }
            let runner = CheckRunner(configuration: configuration, checks: checks, moduleOverrides: overrides,
                                     provider: .standard(indexCache: true), cache: .inProject(root: configuration.rootDirectory))
            return runner.run(paths: paths).diagnostics
        }.flatMap { $0 }
        var out: [String: [Diagnostic]] = [:]
        for diagnostic in all {
            out[PathNormalization.absolute(diagnostic.path, base: workingDirectory), default: []].append(diagnostic)
        }
        return out
    }
}
