import Foundation
import Testing
@testable import IBKitSwiftIndex

/// A scratch project directory, removed afterwards.
private final class Scratch {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "ibkit-index-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = root + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    var cache: SwiftIndexCache { SwiftIndexCache.inProject(root: root) }
}

@Suite struct CacheTests {
    @Test func missThenHitWithTheSameResult() throws {
        let scratch = try Scratch()
        let a = try scratch.write("A.swift", "class A: UIViewController {\n    @IBOutlet var label: UILabel!\n    @IBAction func tap(_ s: Any) {}\n}\n")
        let b = try scratch.write("B.swift", "func f() { performSegue(withIdentifier: \"go\", sender: nil) }\n")
        let first = SwiftIndexer.indexWithStatistics(paths: [b, a], cache: scratch.cache)
        #expect(first.statistics.cacheHits == 0)
        #expect(first.statistics.indexed == 2)
        #expect(FileManager.default.fileExists(atPath: scratch.cache.packPath))

        let second = SwiftIndexer.indexWithStatistics(paths: [a, b], cache: scratch.cache)
        #expect(second.statistics.cacheHits == 2)
        #expect(second.statistics.indexed == 0)
        #expect(second.index.files == first.index.files)
        #expect(second.index.files.map(\.path) == [a, b])
        #expect(second.index.files == [SwiftIndexer.indexFile(atPath: a), SwiftIndexer.indexFile(atPath: b)])
    }

    @Test func anEditIsAMiss() throws {
        let scratch = try Scratch()
        let a = try scratch.write("A.swift", "class A: UIView {}\n")
        _ = SwiftIndexer.index(paths: [a], cache: scratch.cache)
        try scratch.write("A.swift", "class A: UIView { @IBOutlet var b: UIButton! }\n")
        let run = SwiftIndexer.indexWithStatistics(paths: [a], cache: scratch.cache)
        #expect(run.statistics.cacheHits == 0)
        #expect(run.index.declaration(of: "A")?.outlets.map(\.name) == ["b"])
    }

    @Test func anotherFormatOrSyntaxVersionDiscardsThePack() throws {
        let scratch = try Scratch()
        let a = try scratch.write("A.swift", "class A: UIView {}\n")
        _ = SwiftIndexer.index(paths: [a], cache: scratch.cache)
        // Rewrite the header as an older indexer would have written it.
        var pack = try [UInt8](Data(contentsOf: URL(fileURLWithPath: scratch.cache.packPath)))
        let header = SwiftIndexCache.header(vocabulary: .standard)
        var old = BinaryWriter()
        old.bytes = Array("IBKSIDX\n".utf8)
        old.int(SwiftIndexer.formatVersion + 1)
        old.string(SwiftIndexer.syntaxVersion)
        old.string(IOVocabulary.standard.fingerprint)
        pack.replaceSubrange(0 ..< header.count, with: old.bytes)
        try Data(pack).write(to: URL(fileURLWithPath: scratch.cache.packPath))
        #expect(SwiftIndexer.indexWithStatistics(paths: [a], cache: scratch.cache).statistics.cacheHits == 0)
        // …and the run wrote a current pack again.
        #expect(SwiftIndexer.indexWithStatistics(paths: [a], cache: scratch.cache).statistics.cacheHits == 1)
    }

    @Test func anotherVocabularyDiscardsThePack() throws {
        let scratch = try Scratch()
        let a = try scratch.write("A.swift", "class A: UIViewController {\n    func f() { APIClient.shared.get() }\n}\n")
        _ = SwiftIndexer.index(paths: [a], cache: scratch.cache)
        let custom = try IOVocabulary.parse(["APIClient"]).get()
        let run = SwiftIndexer.indexWithStatistics(paths: [a], cache: scratch.cache, vocabulary: custom)
        #expect(run.statistics.cacheHits == 0)
        #expect(run.index.ioCalls(of: "A").map(\.call) == ["APIClient.shared.get"])
        #expect(SwiftIndexer.indexWithStatistics(paths: [a], cache: scratch.cache, vocabulary: custom).statistics.cacheHits == 1)
    }

    @Test func aDamagedEntryIsAMissNotAFailure() throws {
        let scratch = try Scratch()
        let a = try scratch.write("A.swift", "class A: UIViewController { @IBOutlet var label: UILabel! }\n")
        let expected = SwiftIndexer.index(paths: [a], cache: scratch.cache).files
        var pack = try [UInt8](Data(contentsOf: URL(fileURLWithPath: scratch.cache.packPath)))
        // Flip bytes inside the entry's payload (its last bytes), keeping the layout.
        for i in (pack.count - 12) ..< pack.count { pack[i] ^= 0xA5 }
        try Data(pack).write(to: URL(fileURLWithPath: scratch.cache.packPath))
        let run = SwiftIndexer.indexWithStatistics(paths: [a], cache: scratch.cache)
        #expect(run.statistics.cacheHits == 0)
        #expect(run.index.files == expected)
    }

    @Test func aTruncatedOrGarbagePackIsIgnored() throws {
        let scratch = try Scratch()
        let a = try scratch.write("A.swift", "class A: UIView {}\n")
        _ = SwiftIndexer.index(paths: [a], cache: scratch.cache)
        let pack = try Data(contentsOf: URL(fileURLWithPath: scratch.cache.packPath))
        try pack.prefix(pack.count - 3).write(to: URL(fileURLWithPath: scratch.cache.packPath))
        #expect(SwiftIndexer.indexWithStatistics(paths: [a], cache: scratch.cache).statistics.cacheHits == 0)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: scratch.cache.packPath))
        #expect(SwiftIndexer.indexWithStatistics(paths: [a], cache: scratch.cache).index.allClasses.map(\.name) == ["A"])
    }

    @Test func binaryFormRoundTripsEveryField() throws {
        let source = """
            typealias Screen = UIViewController & Storyboardable
            protocol P: Q {}
            @IBDesignable @objc(Obj) class A<T>: UIView, P {
                @IBInspectable var radius: CGFloat = 0
                #if DEBUG
                @IBOutlet var labels: [UILabel]?
                #endif
                @IBAction func tap(_ s: Any) {}
                @objc func other() {}
                static var nibName: String { "N" }
                static func make() -> Self { fatalError() }
                func f() { _ = UIStoryboard(name: "S", bundle: nil) }
                func g() {
                    URLSession.shared.dataTask(with: url).resume()
                    tableView.register(UINib(nibName: "C", bundle: nil), forCellReuseIdentifier: "c")
                    tableView.register(UINib(nibName: String(describing: D.self), bundle: nil), forCellReuseIdentifier: String(describing: D.self))
                    _ = tableView.dequeueReusableCell(C.self, for: indexPath)
                }
                func broken( {
            }
            """
        let file = SwiftIndexer.index(source: source, path: "X.swift")
        #expect(!file.problems.isEmpty && !file.classes.isEmpty && !file.references.isEmpty)
        #expect(file.classes.flatMap(\.ioCalls).count == 1 && file.reuseCalls.count == 3)
        #expect(file.reuseCalls.contains { $0.typeName == "D" && $0.nibName == "D" && $0.identifier == "D" })
        var writer = BinaryWriter()
        writer.fileIndex(file)
        var reader = BinaryReader(bytes: writer.bytes, range: 0 ..< writer.bytes.count)
        #expect(try reader.fileIndex(path: "X.swift") == file)
    }

    @Test func contentHashSeesEveryByte() {
        let base = Array("class A: UIViewController { @IBOutlet var label: UILabel! }".utf8)
        var hashes = Set([ContentHash.hash(base)])
        for i in base.indices {
            var edited = base
            edited[i] ^= 0x01
            hashes.insert(ContentHash.hash(edited))
        }
        hashes.insert(ContentHash.hash(base + [0]))
        hashes.insert(ContentHash.hash([]))
        #expect(hashes.count == base.count + 3)
    }
}

@Suite struct PrefilterTests {
    @Test func skipsOnlyFilesWithNothingToIndex() {
        let skippable = [
            "struct Point { var x: Int; var y: Int }\n",
            "enum Mode { case a, b }\nfunc f(_ m: Mode) -> Int { 1 }\n",
            "",
        ]
        for source in skippable {
            #expect(!Prefilter.mayMatter(Array(source.utf8)), "\(source)")
            // The proof, checked: the full indexer finds nothing either.
            let file = SwiftIndexer.index(source: source, path: "S.swift")
            #expect(file.classes.isEmpty && file.references.isEmpty && file.typeAliases.isEmpty && file.protocols.isEmpty)
        }
        let relevant = [
            "class A {}", "extension Int {}", "typealias A = B", "protocol P {}", "let s = \"x\"", "let r = #\"x\"#",
            "struct S { let c = 1 } // class in a comment still counts",
        ]
        for source in relevant {
            #expect(Prefilter.mayMatter(Array(source.utf8)), "\(source)")
        }
    }

    @Test func skippedFilesAreCountedAndEmpty() throws {
        let scratch = try Scratch()
        let plain = try scratch.write("Point.swift", "struct Point { var x: Int }\n")
        let run = SwiftIndexer.indexWithStatistics(paths: [plain], cache: nil)
        #expect(run.statistics.skipped == 1)
        #expect(run.index.files == [FileIndex(path: plain)])
    }
}
