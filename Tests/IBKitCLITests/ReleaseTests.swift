import Foundation
@testable import IBKitCLI
import IBKitDiagnostics
import Testing

/// What a user pins and reads before adopting IBKit: one version everywhere, a changelog entry for it, a licence.
@Suite struct ReleaseTests {
    static let root = ExampleProjectTests.repositoryRoot

    @Test func theChangelogsNewestEntryIsTheVersion() throws {
        let changelog = try String(contentsOfFile: Self.root + "/CHANGELOG.md", encoding: .utf8)
        // Changes not released yet are listed first under `## Unreleased`; the newest version's entry follows.
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }.map { String($0.dropFirst(3)) }
        #expect(newest == IBKitVersion.current, "bump CHANGELOG.md and IBKitVersion.current together")
    }

    @Test func versionIsPrinted() throws {
        #expect(IBKitCommand.configuration.version == IBKitVersion.current)
        #expect(ReportContext(fileCount: 0).toolVersion == IBKitVersion.current)
    }

    @Test func theLicenceIsMITAndTheReadmeSaysSo() throws {
        let licence = try String(contentsOfFile: Self.root + "/LICENSE", encoding: .utf8)
        #expect(licence.hasPrefix("MIT License"))
        for readme in ["README.md", "README.ja.md"] {
            #expect(try String(contentsOfFile: Self.root + "/" + readme, encoding: .utf8).contains("MIT"), "\(readme)")
        }
    }
}
