import ArgumentParser
import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitMerge
import IBKitPlumbing

/// `ibkit merge`: git's merge driver for storyboards and xibs (docs/merge.md).
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge .storyboard and .xib files by element: git's merge driver for Interface Builder files.",
        discussion: """
            `ibkit merge BASE OURS THEIRS [PATH]` merges three versions of one file and writes the result over OURS \
            (git's merge-driver contract: `driver = ibkit merge --marker-size %L %O %A %B %P`). Elements are matched \
            by id (by parent and role when they have none; by content, as `ibkit diff` matches them, where one side \
            re-generated their ids: a cut and paste); attributes and texts merge three-way, children merge as \
            ordered lists with both sides' additions, and an element moved on one side and edited on the other gets \
            both. What Xcode rewrites without a user edit is never a conflict: tool and system versions (the newer \
            wins), capability and plug-in lists (united), <resources> (what the merged file uses), canvas locations, \
            layout warnings, float noise, frames Interface Builder recomputes. \
            Ids both sides generated for different new elements are renamed on theirs's side with every reference.

            The result is validated before it is written: it parses, its ids are unique, every outlet, action, \
            segue, constraint item and reference resolves, every used image and named color is in <resources>, no \
            element both sides kept is lost. A real conflict (the same attribute set to different values, a removal \
            against an edit, an element moved to two places) leaves a valid file with ours's version of each \
            conflicted element and every change that does not conflict, prints the conflicts (scene, element, \
            attribute; base, ours and theirs values), writes them to PATH.ibkit-conflicts and exits 1, so git \
            reports the file as conflicted; `ibkit merge --resolve ours|theirs|theirs:N,… PATH` then finishes the \
            file from that report and removes it. A connection left pointing at what the other side removed is left \
            out (a conflict); a merge that still would not validate keeps OURS as it was and exits 1. \
            --conflict=markers writes git's markers around the smallest conflicting element instead (the file does \
            not open in Xcode until they are resolved).

            --report DIR draws a conflicted merge on `ibkit diff`'s pages: each scene with a conflict in three \
            columns, base, ours and theirs, the conflicting elements outlined, the conflicts listed by number; one \
            page per file, DIR/PATH.html, so that a driver line with --report collects a whole merge's pages (git \
            runs the driver at the repository's top). A clean merge writes no page (and removes the file's page of \
            an earlier conflicted merge); a file merged as text has none.

            `ibkit merge --install` sets the driver up for the repository (`*.storyboard merge=ibkit` and \
            `*.xib merge=ibkit` in .gitattributes, `merge.ibkit` in .git/config; --global for ~/.gitconfig and \
            git's global attributes file); `--uninstall` removes both. Both are idempotent.

            A file that is not an Interface Builder document IBKit reads (binary, not XML, an IB3 archive, \
            repeated ids) is merged as text by `git merge-file`, said in one line.

            Exit status: 0 merged cleanly; 1 conflicts (the file is written, valid unless --conflict=markers); \
            2 usage error or an unreadable input. With --verify: 0 valid, 1 problems. With --resolve: 0 resolved, \
            1 refused (the file changed since the merge, or theirs's version would not be valid).
            """
    )

    @Argument(help: ArgumentHelp("BASE OURS THEIRS [PATH]: the common ancestor, ours (written over), theirs, and the file's path for messages.",
                                 valueName: "file"), completion: .file())
    var files: [String] = []

    @Option(name: .customShort("L"), help: ArgumentHelp("A label for the conflict markers, as git merge-file: ours, base, theirs in that order.", valueName: "label"))
    var labels: [String] = []

    @Option(help: ArgumentHelp("The length of conflict markers (git's %L).", valueName: "n"))
    var markerSize = 7

    @Option(help: ArgumentHelp("How conflicts are written: valid (ours's version of each conflicted element, the file stays valid) or markers (git's markers around the smallest conflicting element).",
                               valueName: "style"))
    var conflict: IBMerge.ConflictStyle = .valid

    @Flag(help: "Do not merge: check the fourth file (a merge resolved by hand, or another tool's) as the merge checks its own result; exit 1 with its problems.")
    var verify = false

    @Option(help: ArgumentHelp("Finish a conflicted merge from FILE's report (FILE.ibkit-conflicts): ours keeps the file as it is, theirs takes theirs's version of every conflict, theirs:1,3 of the conflicts so numbered (ours's of the others). Removes the report.",
                               valueName: "ours|theirs[:n,…]"))
    var resolve: String?

    @Option(help: ArgumentHelp("On a conflict, draw the conflicted scenes base / ours / theirs side by side, the conflicting elements outlined, as DIR/PATH.html.",
                               valueName: "dir"), completion: .directory)
    var report: String?

    @Flag(help: "Set up ibkit merge as git's merge driver for *.storyboard and *.xib in this repository: .gitattributes and .git/config (idempotent).")
    var install = false

    @Flag(help: "Remove what --install set up.")
    var uninstall = false

    @Flag(help: "With --install or --uninstall: for every repository of the user (~/.gitconfig and git's global attributes file).")
    var global = false

    mutating func validate() throws {
        if install || uninstall {
            guard !(install && uninstall), files.isEmpty, !verify, report == nil else { throw ValidationError("--install and --uninstall take no file and no other mode") }
            return
        }
        if global { throw ValidationError("--global goes with --install or --uninstall") }
        if report != nil, verify || resolve != nil { throw ValidationError("--report goes with a merge, not --verify or --resolve") }
        if report?.isEmpty == true { throw ValidationError("--report takes a folder") }
        if let resolve {
            guard files.count == 1, !verify else { throw ValidationError("--resolve takes one FILE") }
            guard Self.selection(resolve) != nil else { throw ValidationError("--resolve takes ours, theirs or theirs:N,M (conflict numbers)") }
            return
        }
        if verify, files.count != 4 { throw ValidationError("--verify takes BASE OURS THEIRS and the merged FILE") }
        guard (3...4).contains(files.count) else { throw ValidationError("expected BASE OURS THEIRS [PATH], got \(files.count) file arguments") }
        guard (1...1_000).contains(markerSize) else { throw ValidationError("--marker-size must be between 1 and 1000") }
    }

    func run() throws {
        let code = execute()
        if code != 0 { throw ExitCode(code) }
    }

    /// Merges and writes; the exit status.
    func execute(workingDirectory: String = WorkingDirectory.current) -> Int32 {
        if install || uninstall {
            let setup = MergeInstallation(directory: workingDirectory, global: global, executable: MergeInstallation.currentExecutable())
            do {
                for line in try install ? setup.install() : setup.uninstall() { print(line) }
                return 0
            } catch {
                printError("ibkit merge: \(error)")
                return 2
            }
        }
        if verify { return check() }
        if let resolve, let selection = Self.selection(resolve) { return finish(files[0], selection: selection) }
        let (basePath, oursPath, theirsPath) = (files[0], files[1], files[2])
        let path = files.count > 3 ? files[3] : oursPath
        var inputs: [[UInt8]] = []
        for file in [basePath, oursPath, theirsPath] {
            switch IBDocumentLoader.read(path: file) {
            case .success(let bytes): inputs.append(bytes)
            case .failure(let error):
                printError("ibkit merge: \(file): \(error.message)")
                return 2
            }
        }
        let options = IBMerge.Options(style: conflict, markerSize: markerSize, labels: labels)
        let result: IBMerge.Result
        do {
            result = try IBMerge.merge(base: inputs[0], ours: inputs[1], theirs: inputs[2], path: path, options: options)
        } catch {
            return textMerge(path: path, reason: error.description)
        }
        do {
            if result.bytes != inputs[1] { try AtomicFile.write(result.bytes, to: oursPath) }
        } catch {
            printError("ibkit merge: \(error)")
            return 2
        }
        let reportFile = path + IBMergeReport.suffix
        if files.count > 3, conflict == .valid {
            do {
                if !result.isClean {
                    let conflicts = IBMergeReport(path: path, conflicts: result.conflicts, base: inputs[0], ours: inputs[1], theirs: inputs[2])
                    try AtomicFile.write(conflicts.bytes, to: reportFile)
                } else if FileManager.default.fileExists(atPath: reportFile) {
                    try FileManager.default.removeItem(atPath: reportFile)
                }
            } catch {
                printError("ibkit merge: cannot write \(reportFile): \(error)")
            }
        }
        let drawn = report.flatMap { writePage($0, path: path, result: result, inputs: inputs, workingDirectory: workingDirectory) }
        guard !result.isClean else { return 0 }
        printError("ibkit merge: \(path): \(result.conflicts.count) conflict\(result.conflicts.count == 1 ? "" : "s")"
            + (conflict == .valid ? " (the file is valid and holds ours's version of each)" : ""))
        for (n, item) in result.conflicts.enumerated() { printError("  \(n + 1). \(item)") }
        if files.count > 3, conflict == .valid {
            printError("ibkit merge: listed in \(reportFile); finish with `ibkit merge --resolve ours|theirs[:n,…] \(path)`, then `git add \(path)`")
        }
        if let drawn { printError("ibkit merge: conflicts drawn in \(drawn)") }
        return 1
    }

    /// `--report`: the conflicts' page (its path returned), or no page for a clean merge. A page that cannot be
    /// written is said; the merge's exit status stays.
    private func writePage(_ folder: String, path: String, result: IBMerge.Result, inputs: [[UInt8]], workingDirectory: String) -> String? {
        let folder = PathNormalization.absolute(folder, base: workingDirectory)
        let page = MergeReportPage.pagePath(for: path)
        do {
            guard !result.isClean else {
                if FileManager.default.fileExists(atPath: folder + "/" + page) { try FileManager.default.removeItem(atPath: folder + "/" + page) }
                return nil
            }
            var site = StaticSite()
            site.add(page, MergeReportPage.html(path: path, conflicts: result.conflicts, versions: inputs, markers: conflict == .markers))
            try site.write(to: folder)
            return folder + "/" + page
        } catch {
            printError("ibkit merge: cannot write the report to \(folder): \(error)")
            return nil
        }
    }

    private func check() -> Int32 {
        var inputs: [[UInt8]] = []
        for file in files {
            guard case .success(let bytes) = IBDocumentLoader.read(path: file) else {
                printError("ibkit merge: cannot read \(file)")
                return 2
            }
            inputs.append(bytes)
        }
        let problems = IBMerge.problems(of: inputs[3], base: inputs[0], ours: inputs[1], theirs: inputs[2], path: files[3])
        for problem in problems { printError("ibkit merge: \(files[3]): \(problem)") }
        return problems.isEmpty ? 0 : 1
    }

    /// `ours`: nil (nothing to redo); `theirs`: every conflict; `theirs:1,3`: those.
    static func selection(_ text: String) -> IBMerge.Selection? {
        if text == "ours" { return IBMerge.Selection.none }
        if text == "theirs" { return .all }
        guard text.hasPrefix("theirs:") else { return nil }
        let numbers = text.dropFirst(7).split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
        return .numbered(Set(numbers.compactMap { $0 }))
    }

    /// `--resolve`: the merge done again from the report's versions with the person's choices, written over FILE
    /// when FILE is still what the merge wrote; the report removed.
    private func finish(_ file: String, selection: IBMerge.Selection) -> Int32 {
        let reportPath = file + IBMergeReport.suffix
        guard case .success(let reportBytes) = IBDocumentLoader.read(path: reportPath) else {
            printError("ibkit merge: no conflict report \(reportPath) (the merge was clean, or it is resolved already)")
            return 2
        }
        do {
            let report = try IBMergeReport(bytes: reportBytes, path: file)
            if selection != .none {
                guard case .success(let current) = IBDocumentLoader.read(path: file) else {
                    printError("ibkit merge: cannot read \(file)")
                    return 2
                }
                let written = try IBMerge.merge(base: report.base, ours: report.ours, theirs: report.theirs, path: file)
                guard current == written.bytes else {
                    printError("ibkit merge: \(file) changed since the merge; finish it by hand and remove \(reportPath)")
                    return 1
                }
                let options = IBMerge.Options(theirs: selection)
                let result = try IBMerge.merge(base: report.base, ours: report.ours, theirs: report.theirs, path: file, options: options)
                if let invalid = result.conflicts.first(where: { $0.kind == .invalid }) {
                    printError("ibkit merge: theirs's version would not make a valid file (\(invalid.element)); \(file) is left as it is")
                    return 1
                }
                try AtomicFile.write(result.bytes, to: file)
            }
            try FileManager.default.removeItem(atPath: reportPath)
            print("ibkit merge: \(file) resolved (\(report.conflicts.count) conflict\(report.conflicts.count == 1 ? "" : "s")); now `git add \(file)`")
            return 0
        } catch {
            printError("ibkit merge: \(reportPath): \(error)")
            return 2
        }
    }

    /// git's own line merge, for files the merge does not read.
    private func textMerge(path: String, reason: String) -> Int32 {
        printError("ibkit merge: \(path) is not an Interface Builder document IBKit reads (\(reason)); merged as text by git merge-file")
        let labelArguments = labels.prefix(3).flatMap { ["-L", $0] }
        let arguments = ["merge-file"] + labelArguments + ["--marker-size=\(markerSize)", files[1], files[0], files[2]]
        guard let run = GitWorkTree.gitRun(arguments, in: WorkingDirectory.current) else {
            printError("ibkit merge: git cannot be run; \(path) is left as ours and reported as conflicted")
            return 1
        }
        return run.status == 0 ? 0 : run.status < 128 ? 1 : 2
    }
}

extension IBMerge.ConflictStyle: ExpressibleByArgument {}
