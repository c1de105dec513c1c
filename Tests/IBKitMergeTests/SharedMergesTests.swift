import Foundation
import IBKitMerge
import IBKitTestSupport
import Testing

/// The real three-way merges of ../shared/merges (seven apps' histories): every merge ends in a file that passes
/// the merge's own checks, conflicts or not, the same bytes on a second run, and never a crash.
@Suite struct SharedMergesTests {
    struct Case: Sendable {
        let name: String
        let base: [UInt8], ours: [UInt8], theirs: [UInt8]
    }

    static func cases() -> [Case] {
        guard let root = SharedFixtures.folder("merges") else { return [] }
        let manager = FileManager.default
        var out: [Case] = []
        for repository in ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
            let folder = root.appendingPathComponent(repository)
            for merge in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                let dir = folder.appendingPathComponent(merge)
                let files = (try? manager.contentsOfDirectory(atPath: dir.path)) ?? []
                guard let base = files.first(where: { $0.hasPrefix("base.") }) else { continue }
                let ext = String(base.dropFirst(5))
                func read(_ side: String) -> [UInt8] { Array((try? Data(contentsOf: dir.appendingPathComponent("\(side).\(ext)"))) ?? Data()) }
                out.append(Case(name: "\(repository)/\(merge).\(ext)", base: read("base"), ours: read("ours"), theirs: read("theirs")))
            }
        }
        return out
    }

    @Test func everyMergeIsValidAndDeterministic() throws {
        let cases = Self.cases()
        guard !cases.isEmpty else {
            print("SharedMergesTests: ../shared/merges is absent; skipped")
            return
        }
        var clean = 0, conflicted = 0, text = 0
        for item in cases {
            let result: IBMerge.Result
            do {
                result = try IBMerge.merge(base: item.base, ours: item.ours, theirs: item.theirs, path: item.name)
            } catch {
                text += 1
                continue
            }
            #expect(IBMerge.problems(of: result.bytes, base: item.base, ours: item.ours, theirs: item.theirs) == [], "\(item.name)")
            let again = try IBMerge.merge(base: item.base, ours: item.ours, theirs: item.theirs, path: item.name)
            #expect(again.bytes == result.bytes && again.conflicts == result.conflicts, "\(item.name)")
            if result.isClean { clean += 1 } else { conflicted += 1 }
        }
        print("SharedMergesTests: \(cases.count) merges: \(clean) clean, \(conflicted) with conflicts, \(text) merged as text")
        #expect(clean + conflicted + text == cases.count)
    }
}
