import Foundation
@testable import IBKitCLI
import IBKitGen
import Testing

@Suite struct GenCommandTests {
    static let repositoryRoot = ExampleProjectTests.repositoryRoot

    static let hoge = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="h">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="h" customClass="HogeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController storyboardIdentifier="FugaViewController" id="f" customClass="FugaViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <connections><segue destination="h" kind="show" identifier="back" id="g"/></connections>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>

        """

    static let sources = "import UIKit\nclass HogeViewController: UIViewController {}\nclass FugaViewController: UIViewController {}\n"

    func project(configuration: String = "only_rules: [parse-error]\n") throws -> TemporaryProject {
        let project = try TemporaryProject(configuration: configuration)
        try project.write("App/HogeViewController.storyboard", Self.hoge)
        try project.write("App/Hoge.swift", Self.sources)
        return project
    }

    func gen(_ arguments: [String], in project: TemporaryProject) throws -> GenCommand.Outcome {
        try GenCommand.parse(arguments).execute(workingDirectory: project.root)
    }

    static func modificationDate(_ path: String) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    // MARK: Examples

    /// Copies an example without what gen writes (Generated/) or caches (.build), runs `ibkit gen` there as a user
    /// would, and compares each written file with the committed one, byte for byte.
    func regenerate(_ example: String, outputs: [String]) throws -> Executable.Result {
        let copy = try TemporaryProject(configuration: "")
        try Self.copyTree(Self.repositoryRoot + "/" + example, to: copy.root, skipping: ["Generated", ".build"])
        let result = try Executable.run(["gen"], in: copy.root)
        #expect(result.status == 0, "\(result.standardError)")
        for output in outputs {
            let committed = try String(contentsOfFile: Self.repositoryRoot + "/\(example)/\(output)", encoding: .utf8)
            #expect(copy.read(output) == committed, "regenerate with `cd \(example) && swift run ibkit gen` and review the diff of \(output)")
            #expect(result.standardError.contains("\(output): created\n"))
        }
        // A second run finds nothing to change.
        let again = try Executable.run(["gen"], in: copy.root)
        for output in outputs { #expect(again.standardError.contains("\(output): unchanged\n")) }
        return result
    }

    @Test func galleryRegeneratesToTheCommittedFiles() throws {
        let result = try regenerate("Examples/Gallery", outputs: ["Generated/Gallery/IBKitGenerated.swift",
                                                                   "Generated/GalleryComponents/IBKitGenerated.swift"])
        #expect(result.standardOutput == "", "the Gallery follows the conventions: nothing to report")
    }

    @Test func legacyRegeneratesToTheCommittedFiles() throws {
        let result = try regenerate("Examples/Legacy", outputs: ["Generated/Legacy/IBKitGenerated.swift"])
        // The xib that still names the cell's old framework: referenced as a plain cell, and said so.
        #expect(result.standardOutput.hasPrefix("Legacy/Views/CommentCell.xib:12:9: warning: CommentCell is declared in module Legacy"))
        #expect(result.standardOutput.hasSuffix("referenced as UITableViewCell (gen-unknown-class)\n"))
    }

    static func copyTree(_ source: String, to destination: String, skipping: Set<String>) throws {
        let files = FileManager.default
        for name in try files.contentsOfDirectory(atPath: source) where !skipping.contains(name) {
            let from = source + "/" + name, to = destination + "/" + name
            var isDirectory: ObjCBool = false
            _ = files.fileExists(atPath: from, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try files.createDirectory(atPath: to, withIntermediateDirectories: true)
                try copyTree(from, to: to, skipping: skipping)
            } else {
                if files.fileExists(atPath: to) { try files.removeItem(atPath: to) }
                try files.copyItem(atPath: from, toPath: to)
            }
        }
    }

    // MARK: Writing

    @Test func anUnchangedRunLeavesTheFileAndItsDateAlone() throws {
        let project = try project()
        let output = project.path("App/Generated.swift")
        let first = try gen([project.path("App"), "--output", output], in: project)
        #expect(first.exitCode == 0)
        #expect(first.standardError == ["\(output): created"])
        #expect(project.read("App/Generated.swift")?.contains(#"extension FugaViewController: IBKit.Storyboardable { internal static var storyboardName: String { "HogeViewController" } }"#) == true)

        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
        let second = try gen([project.path("App"), "--output", output], in: project)
        #expect(second.standardError == ["\(output): unchanged"])
        #expect(try Self.modificationDate(output) == past)
        // The generated file is under the paths, but never read as a source: the conformance stays.
        #expect(project.read("App/Generated.swift")?.contains("extension FugaViewController: IBKit.Storyboardable") == true)

        try project.write("App/HogeViewController.storyboard", Self.hoge.replacingOccurrences(of: #"identifier="back""#, with: #"identifier="close""#))
        let third = try gen([project.path("App"), "--output", output, "--quiet"], in: project)
        #expect(third.standardError == [])
        #expect(try Self.modificationDate(output) > past)
        #expect(project.read("App/Generated.swift")?.contains("case close\n") == true)
    }

    @Test func filesThatDoNotParseAreReportedAndTheRestIsGenerated() throws {
        let project = try project()
        try project.write("App/Broken.storyboard", IB.truncated())
        let outcome = try gen([project.path("App"), "--output", project.path("Out.swift")], in: project)
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput.hasPrefix(project.path("App/Broken.storyboard") + ":4:"))
        #expect(outcome.standardOutput.contains(": error: ") && outcome.standardOutput.hasSuffix("(parse-error)\n"))
        #expect(project.read("Out.swift")?.contains("extension Storyboards.HogeViewController {") == true)
        #expect(outcome.standardError.last == "0 warnings, 1 error in 2 files")
    }

    @Test func lintFindingsAreReportedOnlyWithLint() throws {
        let project = try project(configuration: "only_rules: [no-segue]\n")
        let without = try gen([project.path("App"), "--output", project.path("Out.swift")], in: project)
        #expect(without.standardOutput == "")
        let with = try gen([project.path("App"), "--output", project.path("Out.swift"), "--lint", "--quiet"], in: project)
        #expect(with.standardOutput.hasPrefix(project.path("App/HogeViewController.storyboard") + ":9:"), "the segue's line")
        #expect(with.standardOutput.hasSuffix("(no-segue)\n"))
        #expect(with.standardError == [])
    }

    // MARK: The gen: section

    @Test func outputsComeFromTheConfiguration() throws {
        let project = try project(configuration: """
            gen:
              outputs:
                - module: App
                  paths: [App]
                  output: Generated/App.swift
                - paths: [App]
                  output: Generated/Public.swift
                  access: internal
                  params: {bundle: Bundle.main}
            """)
        let outcome = try gen(["--config", project.path(".ibkit.yml"), "--access", "public"], in: project)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(outcome.standardError == [project.path("Generated/App.swift") + ": created", project.path("Generated/Public.swift") + ": created"])
        // --access is the default of entries without one; the entry's own values win.
        #expect(project.read("Generated/App.swift")?.contains("public enum Storyboards {") == true)
        #expect(project.read("Generated/Public.swift")?.contains("internal enum Storyboards {") == true)
        #expect(project.read("Generated/Public.swift")?.contains("static let bundle: Bundle = Bundle.main") == true)
        // Each output is excluded from the other's sources.
        #expect(project.read("Generated/Public.swift")?.contains("extension FugaViewController: IBKit.Storyboardable") == true)
    }

    // MARK: Usage errors

    @Test func usageErrorsExitWith2() throws {
        let project = try project()
        let nothing = try gen([project.path("App")], in: project)
        #expect(nothing.exitCode == 2)
        #expect(nothing.standardError.first?.hasPrefix("error: nothing to generate: pass --output FILE, or list outputs in the gen: section") == true)

        let template = try gen([project.path("App"), "--output", project.path("Out.swift"), "--template", "r.swift"], in: project)
        #expect(template.exitCode == 2)
        #expect(template.standardError == ["error: unknown template 'r.swift': use ibkit or a .stencil file"])

        let param = try gen([project.path("App"), "--output", project.path("Out.swift"), "--param", "prefix=X"], in: project)
        #expect(param.exitCode == 2)
        #expect(param.standardError.first?.contains("takes one parameter, bundle=EXPRESSION") == true)
        #expect(project.read("Out.swift") == nil, "nothing is written on a usage error")
    }

    @Test func anOutputThatCannotBeWrittenExitsWith2AndLeavesTheFileAsItWas() throws {
        let project = try project()
        try FileManager.default.createDirectory(atPath: project.path("Out.swift"), withIntermediateDirectories: true)
        let outcome = try gen([project.path("App"), "--output", project.path("Out.swift")], in: project)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError == ["error: cannot write \(project.path("Out.swift")): it is a folder"])
    }

    // MARK: Context

    @Test func dumpContextPrintsTheContextAndWritesNothing() throws {
        let project = try project()
        let outcome = try gen([project.path("App"), "--dump-context", "json", "--output", project.path("Out.swift")], in: project)
        #expect(outcome.exitCode == 0)
        #expect(project.read("Out.swift") == nil)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let storyboards = try #require(json["storyboards"] as? [[String: Any]])
        #expect(storyboards.map { $0["name"] as? String } == ["HogeViewController"])
        let conformances = try #require(json["conformances"] as? [[String: Any]])
        #expect(conformances.map { $0["type"] as? String } == ["FugaViewController", "HogeViewController"])
        #expect((conformances[0]["members"] as? [[String: String]]) == [["name": "storyboardName", "value": "HogeViewController"]])

        let yaml = try gen([project.path("App"), "--dump-context", "yaml"], in: project)
        #expect(yaml.standardOutput.contains("conformances:\n- customClass: FugaViewController\n"))
    }
}
