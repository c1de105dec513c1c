import Foundation
import Testing

/// SIGINT and SIGTERM while `ibkit gen`, `migrate --apply`, `lint --fix` and `merge` write: the built `ibkit` is
/// started on a folder of files and signalled at several moments (at once, when its first temporary appears, when
/// its first file changes, after a delay). Afterwards every file holds exactly its old bytes or exactly the bytes
/// an uninterrupted run writes, and no temporary (`.name.pid.random.tmp`) is left in the folder.
@Suite(.serialized) struct InterruptionTests {
    enum Moment: CustomStringConvertible {
        case atOnce
        case firstTemporary
        case firstChange
        case after(milliseconds: Int)

        var description: String {
            switch self {
            case .atOnce: "at once"
            case .firstTemporary: "when the first temporary appears"
            case .firstChange: "when the first file changes"
            case .after(let ms): "after \(ms) ms"
            }
        }
    }

    static let moments: [(Moment, Int32)] = [
        (.atOnce, SIGTERM), (.firstTemporary, SIGTERM), (.firstTemporary, SIGINT), (.firstChange, SIGTERM),
        (.after(milliseconds: 150), SIGINT), (.after(milliseconds: 600), SIGTERM),
    ]

    /// What the runs of one command saw.
    struct Runs {
        /// Runs the signal ended while a temporary existed (seen by the test just before it signalled).
        var endedWithTemporary = 0
        /// Runs that ended with some files new and others still old.
        var endedHalfway = 0
    }

    /// Prepares the folder, runs `arguments` there once to completion for the new bytes, then once per moment on a
    /// fresh copy, and checks the files each time. `watched` are the files the command may write (relative).
    @discardableResult
    static func interrupt(_ arguments: [String], watched: [String], prepare: (TemporaryProject) throws -> Void) throws -> Runs {
        let project = try TemporaryProject(configuration: "")
        func reset() throws {
            for entry in try FileManager.default.contentsOfDirectory(atPath: project.root) {
                try FileManager.default.removeItem(atPath: project.path(entry))
            }
            try prepare(project)
        }
        func snapshot() -> [String: Data] {
            var files: [String: Data] = [:]
            for path in watched { files[path] = FileManager.default.contents(atPath: project.path(path)) }
            return files
        }
        try reset()
        let old = snapshot()
        let finished = try Executable.run(arguments, in: project.root)
        #expect(finished.status == 0 || finished.status == 1, "\(finished.standardError)")
        let new = snapshot()
        let written = watched.filter { old[$0] != new[$0] }
        #expect(written.count >= 1, "the uninterrupted run writes something: \(finished.standardError)")
        #expect(temporaries(in: project.root).isEmpty)

        var runs = Runs()
        for (moment, number) in moments {
            try reset()
            let process = Process()
            process.executableURL = try #require(Executable.url)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: project.root)
            process.environment = ProcessInfo.processInfo.environment.merging(TestCaches.environment) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            var sawTemporary = false
            let deadline = Date().addingTimeInterval(120)
            waiting: while process.isRunning, Date() < deadline {
                switch moment {
                case .atOnce:
                    break waiting
                case .firstTemporary:
                    if !temporaries(in: project.root).isEmpty { sawTemporary = true; break waiting }
                case .firstChange:
                    if watched.contains(where: { FileManager.default.contents(atPath: project.path($0)) != old[$0] }) { break waiting }
                case .after(let ms):
                    usleep(UInt32(ms) * 1000)
                    break waiting
                }
            }
            kill(process.processIdentifier, number)
            process.waitUntilExit()
            let signalled = process.terminationReason == .uncaughtSignal
            if signalled { #expect(process.terminationStatus == number) }
            let now = snapshot()
            for path in watched {
                #expect(now[path] == old[path] || now[path] == new[path], "\(arguments) signalled \(moment): \(path) is neither old nor new")
            }
            #expect(temporaries(in: project.root) == [], "\(arguments) signalled \(moment)")
            if signalled && sawTemporary { runs.endedWithTemporary += 1 }
            let changed = written.filter { now[$0] == new[$0] }.count
            if changed > 0 && changed < written.count { runs.endedHalfway += 1 }
        }
        return runs
    }

    /// AtomicFile's temporaries anywhere under `root`.
    static func temporaries(in root: String) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        for case let path as String in walk {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix("."), name.hasSuffix(".tmp") { found.append(path) }
        }
        return found
    }

    @Test func lintFix() throws {
        let names = (0..<300).map { "Views/Badge\($0).xib" }
        let runs = try Self.interrupt(["lint", "--fix", "Views"], watched: names) { project in
            try project.write(".ibkit.yml", "only_rules: [duplicate-constraint]\n")
            for name in names { try project.write(name, LintFixTests.xib) }
        }
        // The moments do reach the writing: a signal while temporaries existed, and they were removed.
        #expect(runs.endedWithTemporary >= 1)
    }

    @Test func gen() throws {
        let outputs = (0..<60).map { "Generated/Out\($0).swift" }
        let configuration = "only_rules: [parse-error]\ngen:\n  outputs:\n"
            + outputs.map { "    - paths: [App]\n      output: \($0)\n" }.joined()
        let runs = try Self.interrupt(["gen"], watched: outputs) { project in
            try project.write(".ibkit.yml", configuration)
            try project.write("App/HogeViewController.storyboard", GenCommandTests.hoge)
            try project.write("App/Hoge.swift", GenCommandTests.sources)
            // The old files: what an earlier version generated.
            for output in outputs { try project.write(output, "// generated by an older ibkit\n") }
        }
        #expect(runs.endedWithTemporary + runs.endedHalfway >= 1)
    }

    @Test func migrateApply() throws {
        let legacy = ExampleProjectTests.repositoryRoot + "/Examples/Legacy"
        var watched: [String] = []
        if let walk = FileManager.default.enumerator(atPath: legacy) {
            for case let path as String in walk where !path.hasPrefix(".build") {
                var folder: ObjCBool = false
                if FileManager.default.fileExists(atPath: legacy + "/" + path, isDirectory: &folder), !folder.boolValue { watched.append(path) }
            }
        }
        try Self.interrupt(["migrate", ".", "--apply", "--allow-dirty", "--only", "identifiers"], watched: watched) { project in
            try GenCommandTests.copyTree(legacy, to: project.root, skipping: [".build"])
        }
    }

    @Test func merge() throws {
        // A file large enough that the merge is still running at the first moments; ours and theirs each label
        // another view.
        func document(_ ours: String, _ theirs: String) -> String {
            let views = (0..<3000).map { "        <view contentMode=\"scaleToFill\" id=\"v\($0)\"/>\n" }.joined()
                .replacingOccurrences(of: "id=\"v10\"", with: "id=\"v10\" userLabel=\"\(ours)\"")
                .replacingOccurrences(of: "id=\"v20\"", with: "id=\"v20\" userLabel=\"\(theirs)\"")
            return LintFixTests.xib.replacingOccurrences(of: "    </objects>", with: views + "    </objects>")
        }
        try Self.interrupt(["merge", "base.xib", "ours.xib", "theirs.xib"], watched: ["ours.xib"]) { project in
            try project.write("base.xib", document("a", "b"))
            try project.write("ours.xib", document("Ours", "b"))
            try project.write("theirs.xib", document("a", "Theirs"))
        }
    }
}
