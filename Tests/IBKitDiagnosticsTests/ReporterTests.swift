import Foundation
@testable import IBKitDiagnostics
import IBKitPlumbing
import Testing

@Suite struct ReporterTests {
    @Test func everyReporterIsRegisteredOnceAndIsDeterministic() {
        let ids = ReporterRegistry.all.map { $0.identifier }
        #expect(Set(ids) == ["xcode", "summary", "json", "sarif", "github-actions", "checkstyle", "junit"])
        #expect(ids.count == Set(ids).count)
        for reporter in ReporterRegistry.all {
            #expect(!reporter.summary.isEmpty && !reporter.summary.contains("\n"))
            // Same findings in another order: same bytes.
            #expect(Fixtures.run(reporter) == Fixtures.run(reporter, Fixtures.tricky.reversed()), "\(reporter.identifier)")
        }
    }

    // MARK: JSON

    @Test func jsonRoundTripsEveryField() throws {
        let text = Fixtures.run(JSONReporter.self)
        #expect(text.hasSuffix("]\n"))
        let array = try #require(try jsonObject(text) as? [[String: Any]])
        #expect(array.count == Fixtures.tricky.count)
        for (object, d) in zip(array, Fixtures.ordered) {
            #expect(Set(object.keys) == ["ruleID", "severity", "message", "path", "line", "column", "objectID", "convention"])
            #expect(object["convention"] as? String == d.convention)
            #expect(object["ruleID"] as? String == d.ruleID)
            #expect(object["severity"] as? String == d.severity.rawValue)
            #expect(object["message"] as? String == d.message)
            #expect(object["path"] as? String == d.path)
            #expect(object["line"] as? Int == d.line)
            #expect(object["column"] as? Int == d.column)
            if let id = d.objectID {
                #expect(object["objectID"] as? String == id)
            } else {
                #expect(object["objectID"] is NSNull)
            }
        }
    }

    @Test func jsonKeysComeInAFixedOrderAndEmptyIsAnEmptyArray() {
        let text = Fixtures.run(JSONReporter.self)
        let first = text.components(separatedBy: "\n").dropFirst().prefix(9).joined(separator: "\n")
        let keys = ["ruleID", "severity", "message", "path", "line", "column", "objectID"].map { "\"\($0)\": " }
        let positions = keys.map { first.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(Fixtures.run(JSONReporter.self, []) == "[]\n")
    }

    @Test func jsonStringsEscapeControlCharactersAndKeepUnicode() {
        #expect(JSONEscaping.quoted("a\"b\\c\n\r\t\u{1}\u{1F}é日👍🏽\u{2028}") == "\"a\\\"b\\\\c\\n\\r\\t\\u0001\\u001F" + "é日👍🏽" + "\\u2028\"")
    }

    // MARK: SARIF

    @Test func sarifHasTheShapeOfSARIF210() throws {
        let log = try #require(try jsonObject(Fixtures.run(SARIFReporter.self)) as? [String: Any])
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "ibkit")
        #expect(driver["version"] as? String == "9.8.7")
        #expect(driver["informationUri"] == nil, "no project URL is invented; the field is optional in SARIF")

        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == ["inline-font", "no-segues", "parse-error", "unused-rule"])
        for rule in rules {
            let id = rule["id"] as! String
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == Fixtures.ruleSummaries[id])
        }

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Fixtures.tricky.count)
        for (result, d) in zip(results, Fixtures.ordered) {
            #expect(result["ruleId"] as? String == d.ruleID)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == d.ruleID)
            #expect(result["level"] as? String == ["error": "error", "warning": "warning", "info": "note"][d.severity.rawValue])
            #expect((result["message"] as? [String: Any])?["text"] as? String == d.message)
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(locations.count == 1)
            let physical = try #require(locations[0]["physicalLocation"] as? [String: Any])
            let region = try #require(physical["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == d.line)
            #expect(region["startColumn"] as? Int == d.column)
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            // A valid URI reference: ASCII only, no spaces, and it decodes back to the path.
            #expect(uri.unicodeScalars.allSatisfy { $0.isASCII && $0 != " " && $0 != "#" && $0 != "?" })
            #expect(URL(string: uri) != nil)
            if d.path.hasPrefix("/") {
                #expect(artifact["uriBaseId"] == nil)
                #expect(uri.removingPercentEncoding == "file://" + d.path)
            } else {
                #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
                #expect(uri.removingPercentEncoding == d.path)
                #expect(!uri.hasPrefix("/") && !uri.hasPrefix("./"))
            }
        }
    }

    @Test func sarifURIsAreRelativeToTheWorkingDirectoryWithForwardSlashes() throws {
        let d = Diagnostic(ruleID: "r", severity: .warning, message: "m", path: "/work/project/./App/../App/Main.storyboard", line: 1, column: 1)
        let dotted = Diagnostic(ruleID: "r", severity: .warning, message: "m", path: "./App/Cell.xib", line: 1, column: 1)
        let log = try #require(try jsonObject(Fixtures.run(SARIFReporter.self, [d, dotted])) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let uris = results.map { r in
            (((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(Set(uris.compactMap { $0 }) == ["App/Main.storyboard", "App/Cell.xib"])
    }

    // MARK: GitHub Actions

    @Test func githubActionsEscapesDataAndProperties() {
        let lines = Fixtures.run(GitHubActionsReporter.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == [
            "::notice file=/abs/outside/Cell%2C 1%3A2.xib,line=3,col=7,title=inline-font::tab\there \u{1B}[31mred\u{1B}[0m bell\u{7} 日本語 👍🏽",
            "::warning file=App/Main.storyboard,line=12,col=5,title=no-segues::Segue \"show\" to <Detail> & 'back'",
            "::error file=App/Main.storyboard,line=40,col=2,title=no-segues::]]> <![CDATA[ x --> <!-- y",
            "::error file=App/Ünïcode ファイル#1?.xib,line=1,col=1,title=parse-error::line1%0Aline2%0D%0A100%25 broken, a:b \\ end",
            "",
        ])
    }

    @Test func githubActionsPropertyEscapingFollowsTheActionsToolkit() {
        #expect(GitHubActionsReporter.escapeData("100%\r\n:,") == "100%25%0D%0A:,")
        #expect(GitHubActionsReporter.escapeProperty("100%\r\n:,") == "100%25%0D%0A%3A%2C")
    }

    // MARK: Checkstyle

    @Test func checkstyleIsWellFormedGroupedSortedAndEscaped() throws {
        let root = try XMLNode.parse(Fixtures.run(CheckstyleReporter.self))
        #expect(root.name == "checkstyle")
        let files = root.children
        #expect(files.map(\.name).allSatisfy { $0 == "file" })
        let names = files.compactMap { $0.attributes["name"] }
        #expect(names == Array(Set(Fixtures.tricky.map(\.path))).sorted())
        for file in files {
            let expected = Fixtures.ordered.filter { $0.path == file.attributes["name"] }
            #expect(file.children.count == expected.count)
            for (error, d) in zip(file.children, expected) {
                #expect(error.name == "error")
                #expect(error.attributes["line"] == String(d.line))
                #expect(error.attributes["column"] == String(d.column))
                #expect(error.attributes["severity"] == d.severity.rawValue)
                #expect(error.attributes["source"] == "ibkit." + d.ruleID)
                // Line breaks and tabs survive attribute normalization; characters XML 1.0 cannot carry do not.
                #expect(error.attributes["message"] == Fixtures.xmlRepresentable(d.message))
            }
        }
        #expect(try XMLNode.parse(Fixtures.run(CheckstyleReporter.self, [])).children.isEmpty)
    }

    @Test func xmlEscapingOfAttributesAndText() {
        #expect(XMLEscaping.attribute("<a href=\"x\">'&'\n\t\r</a>\u{0}") == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&#10;&#9;&#13;&lt;/a&gt;\u{FFFD}")
        #expect(XMLEscaping.text("a]]>b\n\"c\"\u{FFFE}") == "a]]&gt;b\n\"c\"\u{FFFD}")
    }

    // MARK: JUnit

    @Test func junitHasATestCasePerLintedFileFailingOnWarningsAndErrors() throws {
        let root = try XMLNode.parse(Fixtures.run(JUnitReporter.self))
        #expect(root.name == "testsuites")
        let suites = root.all("testsuite")
        #expect(suites.count == 1)
        let suite = suites[0]
        #expect(suite.attributes["tests"] == String(Fixtures.files.count))
        // Main.storyboard (error + warning) and the unreadable xib (error) fail; the info-only file passes.
        #expect(suite.attributes["failures"] == "2")
        #expect(root.attributes["failures"] == "2")
        let cases = suite.all("testcase")
        #expect(cases.compactMap { $0.attributes["name"] } == Fixtures.files.sorted())

        let byName = Dictionary(uniqueKeysWithValues: cases.map { ($0.attributes["name"]!, $0) })
        #expect(byName["App/Clean.xib"]!.children.isEmpty)
        let main = try #require(byName["App/Main.storyboard"]?.all("failure").first)
        #expect(main.attributes["message"] == "1 error, 1 warning")
        #expect(main.text.contains("12:5: warning: Segue \"show\" to <Detail> & 'back' (no-segues)"))
        #expect(main.text.contains("40:2: error: ]]> <![CDATA[ x --> <!-- y (no-segues)"))
        let unreadable = try #require(byName["App/Ünïcode ファイル#1?.xib"]?.all("failure").first)
        #expect(unreadable.text == "1:1: error: line1\nline2\r\n100% broken, a:b \\ end (parse-error)")
        let infoOnly = try #require(byName["/abs/outside/Cell, 1:2.xib"])
        #expect(infoOnly.all("failure").isEmpty)
        #expect(infoOnly.all("system-out").first?.text == Fixtures.xmlRepresentable("3:7: info: " + Fixtures.tricky[3].message + " (inline-font)"))
    }

    @Test func junitWithoutAFileListStillCountsEveryFile() throws {
        let context = ReportContext(fileCount: 7, files: [], workingDirectory: "/")
        let root = try XMLNode.parse(JUnitReporter().report(Fixtures.tricky, context: context))
        #expect(root.all("testsuite").first?.attributes["tests"] == "7")
        #expect(root.all("testcase").count == 3)
    }

    // MARK: Summary and Xcode

    @Test func summaryGroupsByFileCountsPerRuleAndEndsWithTotals() {
        let text = Fixtures.run(SummaryReporter.self)
        #expect(!text.contains("\u{1B}"), "no colour asked, and the message's own escape sequence is neutralised")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "")
        #expect(lines.dropLast().last == "1 warning, 2 errors, 1 info in 5 files")
        // Each file once as a heading, each finding on its own line below it.
        for path in Set(Fixtures.tricky.map(\.path)) {
            #expect(lines.filter { $0 == path }.count == 1)
        }
        let findingLines = lines.filter { $0.hasPrefix("  ") }
        #expect(findingLines.count == Fixtures.tricky.count)
        #expect(findingLines.contains("  12:5  warning  Segue \"show\" to <Detail> & 'back'  no-segues"))
        #expect(findingLines.contains("  1:1  error  line1 line2  100% broken, a:b \\ end  parse-error"))
        // Per-rule table, counts right-aligned under their headings.
        #expect(lines.contains("Rule         Errors  Warnings  Info"))
        #expect(lines.contains("inline-font       0         0     1"))
        #expect(lines.contains("no-segues         1         1     0"))
        #expect(lines.contains("parse-error       1         0     0"))
    }

    @Test func summaryUsesColourOnlyWhenAsked() {
        let plain = Fixtures.run(SummaryReporter.self)
        let coloured = Fixtures.run(SummaryReporter.self, useColor: true)
        #expect(coloured.contains("\u{1B}[31merror"))
        #expect(coloured.contains("\u{1B}[1;31m1 warning, 2 errors, 1 info in 5 files\u{1B}[0m"))
        let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain)
    }

    @Test func summaryOfACleanRun() {
        let context = ReportContext(fileCount: 1)
        #expect(SummaryReporter().report([], context: context) == "0 warnings, 0 errors in 1 file\n")
    }

    /// A legacy app sees its problems first, and the convention findings counted apart, in every reporter.
    @Test func problemsComeFirstAndConventionsAreCountedApart() throws {
        let mixed = [
            Diagnostic(ruleID: "reuse-identifier", severity: .warning, message: "reuse identifier 'Cell' should be the class name 'PhotoCell'",
                       path: "App/A.storyboard", line: 3, column: 1, objectID: "c-1", convention: "reuse-id-is-class-name"),
            Diagnostic(ruleID: "ambiguous", severity: .error, message: "UIView (v-1) has ambiguous constraints", path: "App/Z.xib", line: 9, column: 1),
            Diagnostic(ruleID: "duplicate-constraint", severity: .warning, message: "Constraint k repeats j", path: "App/Z.xib", line: 12, column: 1),
        ]
        let xcode = Fixtures.run(XcodeReporter.self, mixed).split(separator: "\n").map(String.init)
        #expect(xcode == [
            "App/Z.xib:9:1: error: UIView (v-1) has ambiguous constraints (ambiguous)",
            "App/Z.xib:12:1: warning: Constraint k repeats j (duplicate-constraint)",
            "App/A.storyboard:3:1: warning: reuse identifier 'Cell' should be the class name 'PhotoCell' (reuse-identifier; convention: reuse-id-is-class-name)",
        ])
        let summary = Fixtures.run(SummaryReporter.self, mixed).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let problems = try #require(summary.firstIndex(of: "Problems"))
        let conventions = try #require(summary.firstIndex { $0.hasPrefix("Conventions (") })
        #expect(problems < conventions && summary.firstIndex(of: "App/Z.xib")! < conventions && summary.firstIndex(of: "App/A.storyboard")! > conventions)
        #expect(summary.contains("ambiguous             problem          1         0"))
        #expect(summary.contains("reuse-identifier      convention       0         1"))
        #expect(summary.dropLast().last == "2 problems (1 warning, 1 error) and 1 convention finding in 5 files")
        #expect(SummaryReporter.countLine(Array(mixed.prefix(1)), fileCount: 1) == "0 problems and 1 convention finding in 1 file")
        #expect(SummaryReporter.conventionNote(Array(mixed.suffix(2))) == nil, "no note without convention findings")
        #expect(SummaryReporter.conventionNote(mixed)?.contains("--write-baseline") == true)
        #expect(SummaryReporter.conventionNote(mixed)?.contains("ibkit migrate") == true)
        let json = try #require(try jsonObject(Fixtures.run(JSONReporter.self, mixed)) as? [[String: Any]])
        #expect(json.map { $0["convention"] as? String } == [nil, nil, "reuse-id-is-class-name"])
        let sarif = Fixtures.run(SARIFReporter.self, mixed)
        #expect(sarif.contains("\"convention\""), "SARIF tags convention findings")
        #expect(Fixtures.run(GitHubActionsReporter.self, mixed).contains("title=reuse-identifier; convention%3A reuse-id-is-class-name::"))
        #expect(Fixtures.run(CheckstyleReporter.self, mixed).contains("source=\"ibkit.convention.reuse-identifier\""))
    }

    @Test func xcodeKeepsOneFindingPerLine() {
        let lines = Fixtures.run(XcodeReporter.self).split(separator: "\n")
        #expect(lines.count == Fixtures.tricky.count)
        #expect(lines.contains("App/Ünïcode ファイル#1?.xib:1:1: error: line1 line2  100% broken, a:b \\ end (parse-error)"))
        #expect(lines.contains("/abs/outside/Cell, 1:2.xib:3:7: note: tab here \u{FFFD}[31mred\u{FFFD}[0m bell\u{FFFD} 日本語 👍🏽 (inline-font)"))
    }
}

/// The byte pre-check of `singleLine` says "no control character" only when no scalar is in Unicode's Cc.
@Suite struct SingleLineTests {
    @Test func byteCheckAgreesWithTheGeneralCategory() {
        var samples = ["", "plain", "tab\there", "line\nbreak", "del\u{7F}", "é", "日本語", "\u{80}", "\u{9F}", "\u{A0}", "a\u{85}b",
                       "\u{C2}\u{A0}", "x\u{2028}y", "\u{1F600}", "Ā"]
        for value in 0 ... 0x2FF { samples.append("a" + String(Unicode.Scalar(UInt32(value)).map(Character.init) ?? "?") + "b") }
        for sample in samples {
            let hasControl = sample.unicodeScalars.contains { $0.properties.generalCategory == .control }
            #expect(mayHaveControlCharacters(sample) == hasControl, "\(sample.unicodeScalars.map { $0.value })")
        }
        #expect(singleLine("a\nb\u{85}c") == "a b\u{FFFD}c")
        #expect(singleLine("Main.storyboard") == "Main.storyboard")
    }
}
