import ArgumentParser
import Foundation
import IBKitDiagnostics
import IBKitDiff
import IBKitDocument
import IBKitLint
import IBKitPlumbing
import IBKitRender
import IBKitWorkspace

/// `ibkit diff`: what changed in IB files between two versions, in words and as pictures; and, as git's textconv,
/// a readable outline of one file.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed in .storyboard and .xib files between git revisions, in words and as pictures.",
        discussion: """
            `ibkit diff REV [PATH…]` compares the work tree with REV; `ibkit diff A..B [PATH…]` compares two \
            revisions. Only changed IB files are read. Each change is printed as a line (file — scene: change), \
            e.g. "view added to content view of SettingsCell: label 'Alerts', switch, 4 constraints", "label \
            'Title' text 'Hi' → 'Hello'", "segue 'showDetail' (show) → DetailViewController removed". In each \
            scene, what a person did comes first (elements added or removed with what they hold, texts, classes, \
            identifiers, connections, constraints, other settings); frames that moved or resized — mostly Interface \
            Builder laying views out again — are one line per scene ("and 30 elements moved or resized"), or each \
            its own line with --geometry. What Xcode rewrites without a user edit (tool and system versions, \
            capability lists, plug-in versions, re-generated ids, canvas positions, float noise, the placeholders it \
            makes) is not a change. With --output DIR, also writes a site: each changed scene before and after, side \
            by side, added elements outlined in green, removed in red, moved/resized/restyled in orange; the \
            geometry line opens to list every frame; files are named from the repository's top.

            `ibkit diff --textconv FILE` prints a stable outline of one IB file (no ids, no churn) for git: with \
            `*.storyboard diff=ibkit` and `*.xib diff=ibkit` in .gitattributes and \
            `git config diff.ibkit.textconv 'ibkit diff --textconv'`, `git diff` and `git log -p` show storyboard \
            changes a person can read (docs/diff.md).

            Exit status: 0 compared (changes or not); 2 usage error, not a git work tree, or an unknown revision.
            """
    )

    @Argument(help: ArgumentHelp("A revision (REV, compared with the work tree) or a range A..B; with --textconv, the file.", valueName: "revision"))
    var revision: String

    @Argument(help: "Files or folders to compare (default: the current folder).", completion: .file())
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("Also write the pictures as a site to this folder.", valueName: "folder"), completion: .directory)
    var output: String?

    @Flag(help: "List every frame that moved or resized, instead of one line per scene.")
    var geometry = false

    @Flag(help: "Print a readable outline of the file given as the revision argument, for git's textconv.")
    var textconv = false

    mutating func validate() throws {
        if textconv, !paths.isEmpty || output != nil || geometry { throw ValidationError("--textconv takes one file and no other option") }
    }

    func run() throws {
        try execute().finish()
    }

    func execute(workingDirectory: String = WorkingDirectory.current) -> CommandOutcome {
        var outcome = CommandOutcome()
        if textconv {
            // git passes a temporary file; a file that does not parse still shows its located error.
            outcome.standardOutput = IBOutline.text(contentsOf: revision)
            return outcome
        }
        let paths = (self.paths.isEmpty ? ["."] : self.paths).map { PathNormalization.absolute($0, base: workingDirectory) }
        let git: GitChanges
        switch GitChanges.open(revision, in: workingDirectory) {
        case .success(let opened): git = opened
        case .failure(let failure): return outcome.failing("error: \(failure)")
        }
        let files = git.files(under: paths)
        struct Compared: Sendable {
            let file: GitChanges.File
            let old: IBDocument?
            let new: IBDocument?
            let diff: IBSemanticDiff
            let problem: String?
        }
        let compared = Parallel.map(files) { file -> Compared in
            let oldBytes = git.oldBytes(file), newBytes = git.newBytes(file)
            var problems: [String] = []
            func parse(_ bytes: [UInt8]?, _ side: String) -> IBDocument? {
                guard let bytes else { return nil }
                do {
                    return try IBDocument(bytes: bytes, path: file.path)
                } catch {
                    problems.append("\(file.path):\(error.location.line):\(error.location.column): warning: the \(side) version does not parse: \(error.message)")
                    return nil
                }
            }
            let old = parse(oldBytes, "old"), new = parse(newBytes, "new")
            // A side that does not parse is not a side without scenes: nothing is compared, the problem is said.
            let diff = problems.isEmpty ? IBSemanticDiff(old: old, new: new) : IBSemanticDiff(old: nil, new: nil)
            return Compared(file: file, old: old, new: new, diff: diff, problem: problems.first)
        }
        let shown = { (path: String) in PathNormalization.relative(git.root + "/" + path, base: workingDirectory) }
        var lines = IBSemanticDiff.report(compared.map { (fileName: shown($0.file.path), diff: $0.diff) }, geometry: geometry)
        lines += compared.filter { $0.problem != nil }.map { "\(shown($0.file.path)) — not compared: a version does not parse (see the warning)" }
        let changed = compared.filter { !$0.diff.isEmpty }.count
        let made = compared.reduce(0) { $0 + $1.diff.changes.filter { !$0.isGeometry }.count }
        let moved = compared.reduce(0) { $0 + Set($1.diff.changes.filter(\.isGeometry).map { $0.newID ?? $0.oldID ?? "" }).count }
        lines.append("\(changed) of \(compared.count) changed IB file\(compared.count == 1 ? "" : "s") with changes a person made "
                     + "(\(made) change\(made == 1 ? "" : "s")\(moved == 0 ? "" : ", \(moved) element\(moved == 1 ? "" : "s") moved or resized"); "
                     + "\(git.to.map { "\(git.from)..\($0)" } ?? "\(git.from) against the work tree"))")
        outcome.standardOutput = lines.joined(separator: "\n") + "\n"
        outcome.standardError = compared.compactMap(\.problem)

        guard let output else { return outcome }
        // The site names files from the repository's top level, as git does: the same pages from any folder.
        var site = StaticSite()
        var entries: [(path: String, href: String, status: String, changes: Int)] = []
        let configuration = (try? ConfigurationResolver.resolve(explicit: nil, paths: [git.root])) ?? Configuration(rootDirectory: git.root)
        let catalog = RenderSite.catalog(RenderSite.assets(found: FileDiscovery.discover([git.root], configuration: configuration).assetCatalogs,
                                                           configuration: configuration))
        for item in compared {
            let page = item.file.path + ".html"
            let status = Self.status(item.file, git)
            let scenes = zip(item.diff.changesByScene, item.diff.scenes(geometry: geometry)).map { group, report in
                DiffPage.SceneChanges(title: group.scene, oldSceneID: group.changes.lazy.compactMap(\.oldSceneID).first,
                                      newSceneID: group.changes.lazy.compactMap(\.newSceneID).first, lines: report.lines,
                                      geometrySummary: report.geometrySummary, geometry: report.geometry)
            }
            func marks(_ map: [String: IBSemanticDiff.Highlight]) -> [String: RenderHighlight] { map.compactMapValues { RenderHighlight(rawValue: $0.rawValue) } }
            site.add(page, DiffPage.render(displayPath: item.file.path, status: status, old: item.old, new: item.new,
                                           oldHighlights: marks(item.diff.oldHighlights), newHighlights: marks(item.diff.newHighlights),
                                           scenes: scenes, catalog: catalog, indexHref: StaticSite.href(from: page, to: "index.html")))
            entries.append((item.file.path, StaticSite.encodedHref(page), status, item.diff.changes.count))
        }
        site.add("index.html", DiffPage.index(title: "IB changes: \(git.to.map { "\(git.from)..\($0)" } ?? "\(git.from) → work tree")", files: entries))
        let folder = PathNormalization.absolute(output, base: workingDirectory)
        do {
            try site.write(to: folder)
        } catch {
            return outcome.failing("error: cannot write the site to '\(output)': \(error)")
        }
        outcome.standardError.append("Wrote \(entries.count) page\(entries.count == 1 ? "" : "s") to \(PathNormalization.relativeIfInside(folder, base: workingDirectory) ?? folder)/index.html")
        return outcome
    }

    static func status(_ file: GitChanges.File, _ git: GitChanges) -> String {
        switch file.status {
        case "A": return "added"
        case "D": return "deleted"
        case "R": return "renamed from \(file.oldPath ?? "?")"
        default: return "modified"
        }
    }
}
