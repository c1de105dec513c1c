import Foundation
@testable import IBKitCLI
import Testing

/// `ibkit gen` on an app and its share extension (Tests/Fixtures/GenMultiTarget): one file per target, never one
/// for both. Scripts/typecheck-uikit.sh type-checks the committed files with each target's sources.
@Suite struct GenMultiTargetTests {
    static let fixture = "Tests/Fixtures/GenMultiTarget"

    func copy() throws -> TemporaryProject {
        let copy = try TemporaryProject(configuration: "")
        try GenCommandTests.copyTree(GenCommandTests.repositoryRoot + "/" + Self.fixture, to: copy.root, skipping: ["Generated", ".build"])
        return copy
    }

    @Test func oneOutputForBothTargetsIsAUsageErrorThatSaysWhatWorks() throws {
        let project = try copy()
        let result = try Executable.run(["gen", ".", "--output", "Out.swift"], in: project.root)
        #expect(result.status == 2)
        #expect(result.standardError == """
            error: the IB files under . belong to 2 targets, and one generated file compiles in one target only:
              App: 3 IB files in App
              ShareExtension: 3 IB files in ShareExtension
            Generate one file per target: list them in the gen: section of .ibkit.yml (and add each file to its target), then run ibkit gen:

            gen:
              outputs:
                - module: App
                  paths: [App]
                  output: Generated/App/IBKitGenerated.swift
                - module: ShareExtension
                  paths: [ShareExtension]
                  output: Generated/ShareExtension/IBKitGenerated.swift

            or one target at a time: ibkit gen . --module App --output Generated/App/IBKitGenerated.swift

            """)
        #expect(project.read("Out.swift") == nil, "nothing is written")

        let unknown = try Executable.run(["gen", ".", "--module", "Kit", "--output", "Out.swift"], in: project.root)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: module Kit is none of the targets the projects put the IB files under . in (App, ShareExtension)"))
    }

    /// Projects are found from the inputs, not from the folder the command is typed in: without .ibkit.yml, the
    /// same command from inside the app and from an unrelated folder refuses the same way and writes nothing.
    @Test func theProjectIsFoundFromTheInputsWhereverTheCommandRuns() throws {
        let project = try copy()
        // The targets from a package manifest instead of .ibkit.yml, so that nothing but the inputs can tell them.
        try FileManager.default.removeItem(atPath: project.path(".ibkit.yml"))
        try project.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "App", path: "App"),
                .target(name: "ShareExtension", path: "ShareExtension"),
            ])

            """)
        let elsewhere = try TemporaryProject(configuration: "")
        let inside = try Executable.run(["gen", project.root, "--output", project.path("Out.swift")], in: project.root)
        let outside = try Executable.run(["gen", project.root, "--output", project.path("Out.swift")], in: elsewhere.root)
        #expect(inside.status == 2 && outside.status == 2, "\(outside.standardError)")
        #expect(outside.standardError == inside.standardError)
        #expect(outside.standardError.contains("belong to 2 targets"))
        #expect(project.read("Out.swift") == nil, "nothing is written")

        let one = ["gen", project.path("App"), "--module", "App", "--output", project.path("Out.swift")]
        #expect(try Executable.run(one, in: elsewhere.root).status == 0)
        let fromOutside = project.read("Out.swift")
        try FileManager.default.removeItem(atPath: project.path("Out.swift"))
        #expect(try Executable.run(one, in: project.root).status == 0)
        #expect(fromOutside != nil && project.read("Out.swift") == fromOutside, "the same file from inside and outside")
    }

    /// --module reads only that target's files: the other target's storyboards, classes and same-named helpers are
    /// left out, so neither is mistaken for the other.
    @Test func moduleReadsOnlyItsTargetsFiles() throws {
        let project = try copy()
        let result = try Executable.run(["gen", ".", "--module", "App", "--output", "Generated/App/IBKitGenerated.swift"], in: project.root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "", "App's ReusableCell has no nibName: nothing collides")
        #expect(result.standardError.hasPrefix("Generated/App/IBKitGenerated.swift: compiled into App: left out 3 IB files and 4 Swift files of ShareExtension\n"))
        let committed = try String(contentsOfFile: GenCommandTests.repositoryRoot + "/\(Self.fixture)/Generated/App/IBKitGenerated.swift", encoding: .utf8)
        #expect(project.read("Generated/App/IBKitGenerated.swift") == committed)
    }

    @Test func theConfiguredOutputsAreTheCommittedFiles() throws {
        let project = try copy()
        let outputs = ["Generated/App/IBKitGenerated.swift", "Generated/ShareExtension/IBKitGenerated.swift"]
        let result = try Executable.run(["gen"], in: project.root)
        #expect(result.status == 0, "\(result.standardError)")
        for output in outputs {
            let committed = try String(contentsOfFile: GenCommandTests.repositoryRoot + "/\(Self.fixture)/\(output)", encoding: .utf8)
            #expect(project.read(output) == committed, "regenerate with `cd \(Self.fixture) && swift run ibkit gen` and review the diff")
        }
        // The share extension's cell keeps its own nibName and register(_:): no Nibable, and why.
        #expect(result.standardOutput.hasPrefix("ShareExtension/Cells/ComposeCell.xib:11:9: warning: ComposeCell is not made Nibable: "
            + "its protocol ReusableCell declares nibName (ShareExtension/ReusableCell.swift:7:16), as Nibable does"))
        #expect(result.standardOutput.hasSuffix("(gen-member-collision)\n"))
        #expect(result.standardOutput.components(separatedBy: "\n").count == 2)
        let app = try #require(project.read(outputs[0]))
        #expect(app.contains("extension RoomCell: IBKit.Nibable {}\n"), "the app's ReusableCell is not the extension's")
        #expect(app.contains("extension AvatarView: IBKit.Nibable {}\n"))
        #expect(!app.contains("Compose") && !app.contains("Share"))
        let share = try #require(project.read(outputs[1]))
        #expect(share.contains("extension AvatarView: IBKit.NibOwner {}\n"))
        #expect(!share.contains("extension ComposeCell"))
        #expect(!share.contains("Room"))
        let again = try Executable.run(["gen"], in: project.root)
        for output in outputs { #expect(again.standardError.contains("\(output): unchanged\n")) }
    }
}
