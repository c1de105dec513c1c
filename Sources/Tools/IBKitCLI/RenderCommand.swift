import ArgumentParser
import Foundation
import IBKitCheck
import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitPlumbing
import IBKitRender
import IBKitWorkspace

/// `ibkit render`: every storyboard and xib drawn as a static site, for review, CI artifacts and any browser.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw .storyboard and .xib files as a static site: a page per file with its storyboard map and scenes.",
        discussion: """
            Writes OUTPUT/index.html (every file by folder, with scene and finding counts) and a page per file: the \
            storyboard map (scenes at their canvas positions, segue and relationship arrows, the initial view \
            controller, storyboard references as links) and every scene drawn in SVG at Interface Builder's frames \
            (Auto Layout is not solved: what is drawn is what IB last saved). Pages need no server and no network; \
            they open from file://. Pages name files from the top of the git work tree holding the inputs, else \
            from the folder the inputs share (never with ".."). With --findings (the default), lint and check \
            findings are marked on the elements they name. A file that does not parse gets a page with its located \
            error. What is drawn and what is approximated: docs/render.md.

            Exit status: 0 written; 2 usage error or an output folder that cannot be written.
            """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Folder to write the site to.", valueName: "folder"), completion: .directory)
    var output: String

    @Flag(inversion: .prefixedNo, help: "Mark lint and check findings on the elements they name.")
    var findings = true

    @OptionGroup var cache: CacheOptions

    func run() throws {
        try execute(keepUntilExit: true).finish()
    }

    /// - Parameter keepUntilExit: leave the parsed files alive (the process ends right after), instead of freeing
    ///   them one by one after the last page.
    func execute(workingDirectory: String = WorkingDirectory.current, keepUntilExit: Bool = false,
                 environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOutcome {
        let outcome = CommandOutcome()
        let paths = input.pathsOrCurrentFolder
        if let missing = CommandOutcome.missingInputs(paths) { return outcome.failing(missing) }
        let configuration: Configuration
        do {
            configuration = try ConfigurationResolver.resolve(explicit: input.config, paths: paths)
        } catch {
            return outcome.failing("\(error)")
        }
        // One walk, as lint's and check's: the IB files, the asset catalogs and (for check) the sources; check's
        // module resolution reads the folders it read. Each IB file is parsed once, as the walk finds it, for the
        // check (when its results are not in its cache) and for its page; what was read is fingerprinted for the
        // check's result cache as it is read, so the cache does not read the files again.
        let read = findings ? InputsRead() : nil
        let inputs = Workspace.walk(paths, configuration: configuration, sourceExtensions: findings ? CheckInputs.sourceExtensions : []) { path in
            let loaded = IBDocumentLoader.loadWithStatus(path: PathNormalization.absolute(path, base: workingDirectory))
            if let read, let file = loaded.read { read.add(path: path, bytes: file.bytes, status: file.status) }
            return loaded.document
        }
        let discovered = inputs.found
        if keepUntilExit { KeptUntilExit.keep(inputs) }
        // Pages are named below the folder the inputs share: `ibkit render App` writes App/….html.
        let root = PathNormalization.commonFolder(paths.map { path in
            var isFolder: ObjCBool = false
            let absolute = PathNormalization.absolute(path, base: workingDirectory)
            return FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) && isFolder.boolValue ? absolute + "/_" : absolute
        }, base: workingDirectory)
        let assets = RenderSite.assets(found: discovered.assetCatalogs, configuration: configuration)
        // Only the check caches: without findings, nothing is cached.
        let (cacheDirectory, cacheNote) = findings
            ? cache.prepare(configuration: configuration, workingDirectory: workingDirectory, environment: environment) : (nil, nil)
        let found = findings ? RenderFindings.prepare(inputs, read: read, assets: assets, cacheDirectory: cacheDirectory,
                                                      workingDirectory: workingDirectory) : nil
        let folder = PathNormalization.absolute(output, base: workingDirectory)
        let summary: RenderSite.Summary
        do {
            summary = try RenderSite.write(inputs, workingDirectory: workingDirectory, root: root, to: folder, findings: found,
                                           catalog: RenderSite.catalog(assets), displayBase: StaticSite.namingFolder(root))
        } catch {
            return outcome.failing("error: cannot write the site to '\(output)': \(error)")
        }
        var result = outcome
        let average = summary.files == 0 ? 0 : summary.bytes / summary.files
        result.standardError = [
            "Rendered \(summary.files) file\(summary.files == 1 ? "" : "s") (\(summary.scenes) scenes, \(summary.parseErrors) that do not parse, "
                + "\(summary.findings) findings, \(summary.generic) elements drawn generically; \(average / 1024) KB a page on average) "
                + "to \(PathNormalization.relativeIfInside(folder, base: workingDirectory) ?? folder)/index.html",
        ]
        if discovered.files.isEmpty { result.standardError.append(FindingOptions.nothingFound(in: paths, what: ".storyboard or .xib files")) }
        if let cacheNote { result.standardError.append(cacheNote) }
        return result
    }
}
