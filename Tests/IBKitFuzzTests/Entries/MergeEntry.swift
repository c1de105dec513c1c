import IBKitDocument
import IBKitMerge

/// The merge driver on three versions (base, ours, theirs): what it writes in its default style is a file that
/// parses and passes the merge's own checks, whatever the inputs; with conflict markers it only must not crash.
enum MergeEntry {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let sides = FuzzParts.split(bytes, count: 3)
        let path = "Fuzz.storyboard"
        _ = try? IBMerge.merge(base: sides[0], ours: sides[1], theirs: sides[2], path: path, options: .init(style: .markers))
        guard let result = try? IBMerge.merge(base: sides[0], ours: sides[1], theirs: sides[2], path: path) else { return }
        guard (try? IBDocument(bytes: result.bytes, path: path)) != nil else { throw FuzzFailure("the merge wrote a file that does not parse") }
        let problems = IBMerge.problems(of: result.bytes, base: sides[0], ours: sides[1], theirs: sides[2], path: path)
        guard problems.isEmpty else { throw FuzzFailure("the merge wrote a file with problems: \(problems.prefix(3))") }
    }
}
