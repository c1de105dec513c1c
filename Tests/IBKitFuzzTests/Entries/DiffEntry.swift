import IBKitDiff
import IBKitDocument

/// `ibkit diff --textconv` (the outline) on each version and the semantic diff of two versions.
enum DiffEntry {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let versions = FuzzParts.split(bytes, count: 2)
        for version in versions { _ = IBOutline.text(bytes: version, path: "Fuzz.storyboard") }
        guard let diff = try? IBSemanticDiff(oldBytes: versions[0], newBytes: versions[1], path: "Fuzz.storyboard") else { return }
        _ = (diff.report(fileName: "Fuzz.storyboard", geometry: true), diff.highlights(.old), diff.highlights(.new), diff.scenes(geometry: true))
        for version in versions {
            guard let document = try? IBDocument(bytes: version, path: "Fuzz.storyboard") else { continue }
            let same = IBSemanticDiff(old: document, new: document)
            guard same.isEmpty else { throw FuzzFailure("a version compared with itself has changes: \(same.changes.prefix(3))") }
        }
    }
}
