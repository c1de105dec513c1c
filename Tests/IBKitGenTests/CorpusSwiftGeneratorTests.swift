import Foundation
import IBKitDocument
@testable import IBKitGen
import IBKitSwiftIndex
import Testing

/// The built-in template on the shared corpus of real projects, one project (top folder) at a time, as each
/// would run it: the output must be valid Swift, the same whatever the order of the files, and every finding
/// must point into the project's files.
@Suite struct CorpusSwiftGeneratorTests {
    @Test(.enabled(if: GenCorpus.root != nil, "../shared/corpus is absent: corpus generation tests skipped"))
    func everyProjectGivesValidDeterministicSwift() throws {
        let root = try #require(GenCorpus.root).path
        let documents = GenCorpus.documents
        let projects = Dictionary(grouping: documents) { document in
            String(document.path.dropFirst(root.count + 1).prefix { $0 != "/" })
        }
        #expect(projects.count > 5)
        // The parse check can fail: a broken declaration is a problem.
        #expect(!SwiftIndexer.index(source: "extension Storyboards.Main {\n    internal static let = 1\n", path: "x.swift").problems.isEmpty)
        var scenes = 0
        for (project, files) in projects.sorted(by: { $0.key < $1.key }) {
            let generator = SwiftGenerator(options: .init(module: "App"))
            let output = generator.generate(GenCatalog(documents: files), index: nil)
            let reversed = generator.generate(GenCatalog(documents: files.reversed()), index: nil)
            #expect(output.source == reversed.source, "\(project): output depends on file order")
            // swift-syntax reports what does not parse as problems of the file.
            let parsed = SwiftIndexer.index(source: output.source, path: "\(project).swift")
            #expect(parsed.problems.isEmpty, "\(project): \(parsed.problems.map(\.message))")
            for diagnostic in output.diagnostics {
                #expect(files.contains { $0.path == diagnostic.path }, "\(project): \(diagnostic)")
            }
            scenes += output.source.components(separatedBy: "IBKit.StoryboardScene<").count - 1
        }
        // Repositories holding many small apps share names (thirty Main.storyboards): only the first of each is
        // referenced, with a gen-name-collision finding.
        #expect(scenes > 50)
    }
}
