import Foundation
import IBKitCheck
import IBKitDocument
import IBKitEdit
import IBKitLint
@testable import IBKitMigrate
import IBKitProject
import IBKitTestSupport
import IBKitWorkspace
import Testing

/// Every multi-scene storyboard of the shared corpus, split in a temporary copy: the plan validates (every file
/// parses with unique ids, every link and reference resolves, the scenes after are the scenes before), the
/// original changes only by lines a split writes, new files hold only lines of their original, and planning
/// again after applying plans nothing. Each corpus repository's sample (its first folder) is an app of its own.
@Suite struct SplitCorpusTests {
    @Test func everyMultiSceneStoryboardSplitsAndKeepsEveryInvariant() throws {
        guard let corpus = SharedFixtures.corpus else {
            print("SplitCorpusTests: ../shared/corpus is absent; skipped")
            return
        }
        let start = Date()
        let storyboards = SharedFixtures.interfaceBuilderFiles(below: corpus).filter { $0.hasSuffix(".storyboard") }
        var apps: [String: [String]] = [:]
        for path in storyboards {
            let relative = String(path.dropFirst(corpus.path.count + 1))
            let parts = relative.split(separator: "/")
            guard parts.count > 2 else { continue }
            apps[parts[0] + "/" + parts[1], default: []].append(relative)
        }
        var multiScene = 0
        var splitApps = 0
        var split = 0
        var moved = 0
        var human = 0
        var problems: [String] = []
        for app in apps.keys.sorted() {
            let files = apps[app] ?? []
            let counts = files.map { Self.sceneCount(corpus.path + "/" + $0) }
            guard counts.contains(where: { $0 > 1 }) else { continue }
            multiScene += counts.filter { $0 > 1 }.count
            splitApps += 1
            let copy = SplitTempFolder()
            for file in files {
                guard let data = FileManager.default.contents(atPath: corpus.path + "/" + file) else { continue }
                copy.write(file, [UInt8](data))
            }
            let paths = files.map(copy.path).sorted()
            let context = Self.context(copy.root, paths)
            let plan: MigrationPlan
            do {
                plan = try SplitFixture.plan(context)
            } catch {
                problems.append("\(app): \(error)")
                continue
            }
            split += plan.changes.changes.filter { $0.before != nil && $0.path.hasSuffix(".storyboard") }.count
            moved += plan.notes.filter { $0.kind == .change && $0.message.hasPrefix("scene ") }.count
            human += plan.notes.filter { $0.kind == .human }.count
            problems += plan.changes.validate(SplitValidation.validators(context)).map { "\(app): \($0)" }
            problems += Self.lineProblems(plan.changes).map { "\(app): \($0)" }
            do {
                try plan.changes.apply(validators: SplitValidation.validators(context))
                let again = try SplitFixture.plan(Self.context(copy.root, paths))
                if !again.changes.isEmpty {
                    problems.append("\(app): a second split plans \(again.changes.changes.map { again.changes.displayPath($0.path) })")
                }
            } catch {
                problems.append("\(app): \(error)")
            }
        }
        let seconds = Date().timeIntervalSince(start)
        print("SplitCorpusTests: \(multiScene) multi-scene storyboards in \(splitApps) apps; \(split) split, \(moved) scenes moved, \(human) left for a person; \(String(format: "%.1f", seconds)) s")
        #expect(multiScene > 300)
        #expect(split > 100)
        #expect(problems == [])
    }

    static func sceneCount(_ path: String) -> Int {
        guard case let .success(document) = IBDocumentLoader.load(path: path) else { return 0 }
        return document.scenes.count
    }

    static func context(_ root: String, _ paths: [String]) -> MigrationContext {
        let provider = CheckInputProvider(indexSources: { _, _, _ in [] }, resolveModules: { _, _, _ in ModuleMap() })
        let inputs = CheckInputs.load(ibPaths: paths, sourcePaths: [], configuration: Configuration(rootDirectory: root), provider: provider)
        return MigrationContext(root: root, inputs: inputs, policy: MigratePolicy())
    }

    /// Lines a split writes that are not the original's: reference scenes, changed destinations, names and
    /// identifiers, the new file's initial view controller.
    static let written = ["viewControllerPlaceholder", "placeholderIdentifier=\"IBFirstResponder\"", "<scene sceneID=", "<objects>",
                          "</objects>", "</scene>", "canvasLocation", "<!--", " destination=\"", "storyboardIdentifier=\"",
                          "storyboardName=\"", "initialViewController=\"", "<tabBarItem key=\"tabBarItem\" title="]

    /// Lines of a written storyboard that are neither its original's (the file's own before, or for a new file the
    /// original it was split from) nor lines a split writes.
    static func lineProblems(_ changes: ChangeSet) -> [String] {
        let storyboards = changes.changes.filter { $0.path.hasSuffix(".storyboard") }
        var problems: [String] = []
        for change in storyboards {
            let source = change.before ?? storyboards.first { other in
                other.before != nil && SplitCensus.folder(of: other.path) == SplitCensus.folder(of: change.path)
                    && Self.lines(other.before ?? []).isSuperset(of: Self.lines(change.after).filter { !isWritten($0) })
            }?.before
            guard let source else {
                problems.append("\(changes.displayPath(change.path)): holds lines of no original")
                continue
            }
            let foreign = Self.lines(change.after).subtracting(Self.lines(source)).filter { !isWritten($0) }
            if let line = foreign.sorted().first { problems.append("\(changes.displayPath(change.path)): a line no split writes: \(line)") }
        }
        return problems
    }

    static func lines(_ bytes: [UInt8]) -> Set<Substring> {
        Set(String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false))
    }

    static func isWritten(_ line: Substring) -> Bool { written.contains { line.contains($0) } }
}
