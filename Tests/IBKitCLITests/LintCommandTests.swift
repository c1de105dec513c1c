import Foundation
@testable import IBKitCLI
import IBKitDiagnostics
import Testing

@Suite struct LintCommandTests {
    @Test func exitStatusFollowsSeverityAndStrict() throws {
        let clean = try TemporaryProject()
        try clean.write("Main.storyboard", IB.valid)
        let ok = try clean.lint([clean.root])
        #expect(ok.exitCode == 0)
        #expect(ok.standardOutput == "")
        #expect(ok.standardError == ["0 warnings, 0 errors in 1 file"])

        let broken = try TemporaryProject()
        try broken.write("Main.storyboard", IB.truncated())
        let failed = try broken.lint([broken.root])
        #expect(failed.exitCode == 1)
        #expect(failed.standardOutput.hasPrefix(broken.path("Main.storyboard") + ":"))
        #expect(failed.standardOutput.contains(": error: "))

        let lenient = try TemporaryProject(configuration: "only_rules: [parse-error]\nrules:\n  parse-error: warning\n")
        try lenient.write("Main.storyboard", IB.truncated())
        #expect(try lenient.lint([lenient.root]).exitCode == 0)
        #expect(try lenient.lint([lenient.root, "--strict"]).exitCode == 1)
    }

    @Test func configurationErrorsExitWith2() throws {
        let project = try TemporaryProject(configuration: "disabled_rule: [parse-error]\n")
        try project.write("Main.storyboard", IB.valid)
        let outcome = try project.lint([project.root])
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError.first?.contains("disabled_rule") == true)
    }

    @Test func everyReporterWritesOnlyItsFormatOnStandardOutput() throws {
        let project = try TemporaryProject()
        try project.write("A.storyboard", IB.truncated())
        try project.write("B.xib", IB.valid)
        for reporter in ReporterRegistry.all {
            let outcome = try project.lint([project.root, "--reporter", reporter.identifier])
            #expect(outcome.exitCode == 1, "\(reporter.identifier)")
            #expect(outcome.standardOutput.contains("A.storyboard"), "\(reporter.identifier)")
            if reporter == SummaryReporter.self {
                #expect(outcome.standardError.isEmpty)
                #expect(outcome.standardOutput.hasSuffix("0 warnings, 1 error in 2 files\n"))
            } else {
                #expect(outcome.standardError == ["0 warnings, 1 error in 2 files"], "\(reporter.identifier)")
            }
            let quiet = try project.lint([project.root, "--reporter", reporter.identifier, "--quiet"])
            #expect(quiet.standardError.isEmpty)
            #expect(quiet.standardOutput == outcome.standardOutput)
        }
        let json = try project.lint([project.root, "--reporter", "json"]).standardOutput
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(array.map { $0["ruleID"] as? String } == ["parse-error"])
        // JUnit hears of the clean file too.
        let junit = try project.lint([project.root, "--reporter", "junit"]).standardOutput
        #expect(junit.contains("tests=\"2\""))
        #expect(junit.contains("B.xib\"/>"))
    }

    @Test func reporterOptionRejectsUnknownNames() throws {
        #expect(throws: (any Error).self) { try LintCommand.parse(["--reporter", "html"]) }
        #expect(throws: (any Error).self) { try LintCommand.parse(["--baseline", "a.json", "--write-baseline", "b.json"]) }
        #expect(try LintCommand.parse(["--reporter", "github-actions"]).options.reporter.type == GitHubActionsReporter.self)
        #expect(try LintCommand.parse([]).options.reporter.type == XcodeReporter.self)
    }

    @Test func helpListsEveryReporterWithItsSummary() {
        let help = LintCommand.helpMessage(columns: 200)
        for reporter in ReporterRegistry.all {
            #expect(help.contains(reporter.identifier))
            #expect(help.contains(reporter.summary), "\(reporter.identifier)")
        }
        #expect(help.contains("--baseline") && help.contains("--write-baseline") && help.contains("--quiet"))
    }

    @Test func colourNeedsATerminalAndNoNO_COLOR() {
        // A pipe is not a terminal, whatever the environment says.
        var pipe: [Int32] = [0, 0]
        #expect(Foundation.pipe(&pipe) == 0)
        defer { close(pipe[0]); close(pipe[1]) }
        #expect(!Terminal.supportsColor(fileDescriptor: pipe[1], environment: [:]))
    }
}

@Suite struct BaselineCommandTests {
    @Test func baselineRoundTripReportsOnlyNewFindings() throws {
        let project = try TemporaryProject()
        try project.write("App/Main.storyboard", IB.truncated())
        try project.write("App/Cell.xib", IB.valid)
        let baseline = project.path("ibkit-baseline.json")

        let written = try project.lint([project.root, "--write-baseline", baseline])
        #expect(written.exitCode == 0, "writing succeeds although there are errors")
        #expect(written.standardOutput == "")
        #expect(written.standardError == ["Recorded 1 finding in 2 files to \(baseline)"])
        let entries = try Baseline.load(path: baseline).entries
        #expect(entries.map(\.path) == ["App/Main.storyboard"], "relative to the folder of .ibkit.yml")

        // Nothing new: clean run, even with the known error.
        let again = try project.lint([project.root, "--baseline", baseline])
        #expect(again.exitCode == 0)
        #expect(again.standardOutput == "")
        #expect(again.standardError == ["0 warnings, 0 errors in 2 files (1 more in the baseline)"])

        // The known problem moves down the file: still known.
        try project.write("App/Main.storyboard", IB.truncated(blankLines: 5))
        #expect(try project.lint([project.root, "--baseline", baseline]).exitCode == 0)

        // A new problem elsewhere: only it is reported.
        try project.write("App/Cell.xib", IB.truncated())
        let new = try project.lint([project.root, "--baseline", baseline, "--reporter", "json"])
        #expect(new.exitCode == 1)
        let reported = try #require(try JSONSerialization.jsonObject(with: Data(new.standardOutput.utf8)) as? [[String: Any]])
        #expect(reported.compactMap { $0["path"] as? String } == [project.path("App/Cell.xib")])

        // Written atomically: no temporary file left beside it.
        #expect(project.files() == [".ibkit.yml", "App", "ibkit-baseline.json"])
    }

    @Test func baselinePathsDoNotDependOnTheWorkingDirectory() throws {
        let project = try TemporaryProject()
        try project.write("App/Main.storyboard", IB.truncated())
        let baseline = project.path("baseline.json")
        // Recorded from the project root, with a relative spelling…
        _ = try project.lint([project.root + "/./App/../App", "--write-baseline", baseline])
        // …applied from inside App, with an absolute one.
        let fromInside = try project.lint([project.path("App/Main.storyboard"), "--baseline", baseline], workingDirectory: project.path("App"))
        #expect(fromInside.exitCode == 0)
        #expect(fromInside.standardError == ["0 warnings, 0 errors in 1 file (1 more in the baseline)"])
    }

    @Test func missingOrCorruptBaselineIsAConfigurationError() throws {
        let project = try TemporaryProject()
        try project.write("Main.storyboard", IB.valid)
        let missing = try project.lint([project.root, "--baseline", project.path("nope.json")])
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.first?.contains("does not exist") == true)

        try project.write("corrupt.json", "{\"version\": 1, \"entries\": [")
        let corrupt = try project.lint([project.root, "--baseline", project.path("corrupt.json")])
        #expect(corrupt.exitCode == 2)
        #expect(corrupt.standardError.first?.contains("not a valid baseline") == true)

        let unwritable = try project.lint([project.root, "--write-baseline", project.path("no/such/folder/b.json")])
        #expect(unwritable.exitCode == 2)
        #expect(unwritable.standardError.first?.contains("cannot write baseline") == true)
    }
}

/// The real executable: exit statuses through `main`, relative paths, a fresh clone.
@Suite(.enabled(if: Executable.url != nil, "the ibkit executable was not built: end-to-end tests skipped"))
struct EndToEndTests {
    @Test func exitStatuses() throws {
        let project = try TemporaryProject()
        try project.write("Main.storyboard", IB.valid)
        #expect(try Executable.run(["lint"], in: project.root).status == 0)
        #expect(try Executable.run(["lint", "--reporter", "html"], in: project.root).status == 2)
        #expect(try Executable.run(["lint", "--baseline", "missing.json"], in: project.root).status == 2)
        #expect(try Executable.run(["lint", "--baseline", "a.json", "--write-baseline", "b.json"], in: project.root).status == 2)
        try project.write("Broken.xib", IB.truncated())
        let failed = try Executable.run(["lint", "--reporter", "github-actions"], in: project.root)
        #expect(failed.status == 1)
        #expect(failed.standardOutput.hasPrefix("::error file=Broken.xib,line="))
        #expect(failed.standardError == "0 warnings, 1 error in 2 files\n")
    }

    @Test func summaryIsNotColouredThroughAPipe() throws {
        let project = try TemporaryProject()
        try project.write("Broken.xib", IB.truncated())
        let run = try Executable.run(["lint", "--reporter", "summary"], in: project.root, environment: ["TERM": "xterm-256color"])
        #expect(run.status == 1)
        #expect(!run.standardOutput.contains("\u{1B}"))
        #expect(run.standardOutput.hasPrefix("Broken.xib\n"))
    }

    @Test func baselineWorksFromAFreshCloneAndASubfolder() throws {
        let project = try TemporaryProject()
        try project.write("App/Main.storyboard", IB.truncated())
        let write = try Executable.run(["lint", "--write-baseline", "baseline.json", "--quiet"], in: project.root)
        #expect(write.status == 0)
        #expect(write.standardOutput.isEmpty && write.standardError.isEmpty)
        let text = try #require(project.read("baseline.json"))
        #expect(!text.contains(project.root), "no absolute paths in the baseline")

        // A "clone" elsewhere, with the problem moved down by a merge.
        let clone = try TemporaryProject()
        try clone.write("App/Main.storyboard", IB.truncated(blankLines: 3))
        try clone.write("baseline.json", text)
        #expect(try Executable.run(["lint", "--baseline", "baseline.json"], in: clone.root).status == 0)
        #expect(try Executable.run(["lint", ".", "--baseline", "../baseline.json"], in: clone.path("App")).status == 0)
        #expect(try Executable.run(["lint", "Main.storyboard", "--baseline", "../baseline.json"], in: clone.path("App")).status == 0)
    }
}
