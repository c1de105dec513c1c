import Foundation
import IBKitDocument
import IBKitEdit

/// The edits that turn the original storyboard's bytes into each file of the split.
///
/// Every file of the split is a view of the original: the new files are the original with every scene but their
/// own removed (so the XML header, the `<document>` attributes, `<device>`, `<dependencies>` and each scene's bytes
/// are the original's, the way Xcode would have written them), and the original is itself without the scenes
/// that moved. On top of that: storyboard references where a segue now crosses files, segue destinations pointed
/// at them, storyboard identifiers the references name, the lists only the file's scenes use, and in a new file
/// the initial view controller.
struct SplitWriter {
    let source: SplitSource
    let groups: [SplitGroup]
    let links: SplitLinks
    let lists: DocumentLists
    /// Existing references in the original that name it by identifier, to a scene that moves: the name they get.
    let renamedReferences: [Int: String]

    struct Output {
        var edits: [TextEdit] = []
        /// Labels of list entries the file drops (the original only).
        var removedListEntries: [String] = []
    }

    /// The edits of one file of the split.
    func output(for file: SplitFile) throws(EditError) -> Output {
        let document = source.document
        let kept = source.units.indices.filter { links.fileOfUnit[$0] == file || links.copies[file]?.contains($0) == true }
        let keptSet = Set(kept)
        var out = Output()
        for u in source.units.indices where !keptSet.contains(u) {
            out.edits.append(.delete(source.units[u].chunk))
        }
        let lineBreak = Self.lineBreak(document.bytes)
        let firstResponder = FirstResponderTemplate(document)
        for reference in links.references where reference.file == file {
            let target = source.units[reference.target]
            let indentation = IBEdits.indentation(of: target.scene.element)
            let text = reference.scene.text(indentation: indentation, unit: Self.unit(of: target, below: indentation),
                                             lineBreak: lineBreak, firstResponder: firstResponder)
            out.edits.append(.insert(text, at: target.chunk.lowerBound))
        }
        for crossing in links.crossing where keptSet.contains(crossing.from) {
            guard let id = links.destinations[crossing.segue.index] else { continue }
            out.edits.append(try IBEdits.setAttribute(.destination, to: id, of: crossing.segue))
        }
        for (u, identifier) in links.identifiers where keptSet.contains(u) {
            guard let controller = source.units[u].controller else { continue }
            out.edits.append(try Self.insertStoryboardIdentifier(identifier, into: controller.element))
        }
        for (u, name) in renamedReferences where keptSet.contains(u) {
            guard let controller = source.units[u].controller else { continue }
            out.edits.append(try IBEdits.setAttribute(.storyboardName, to: name, of: controller.element))
        }
        if case .new = file, let group = groups.first(where: { $0.isMoving && SplitFile.new($0.targetName ?? "") == file }),
           let head = source.units[group.head].controllerID {
            out.edits.append(try IBEdits.setAttribute(.initialViewController, to: head, of: document.root))
        }
        let before: [Int]? = file == .original ? Array(source.units.indices) : nil
        let listEdits = lists.edits(kept: kept, before: before)
        out.edits += listEdits.edits
        if file == .original { out.removedListEntries = listEdits.removed }
        return out
    }

    /// ` storyboardIdentifier="…"` where Xcode writes it: before `id` (after `title`, `key` and the like).
    static func insertStoryboardIdentifier(_ value: String, into element: IBElement) throws(EditError) -> TextEdit {
        guard let id = element.attributeNameRange(.id) else {
            return try IBEdits.setAttribute(.storyboardIdentifier, to: value, of: element)
        }
        let quote = element.attributeQuote(.id) ?? UInt8(ascii: "\"")
        let q = String(decoding: [quote], as: UTF8.self)
        let escaped = quote == UInt8(ascii: "\"") ? StoryboardReferenceScene.escape(value)
            : StoryboardReferenceScene.escape(value).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "'", with: "&apos;")
        return .insert("storyboardIdentifier=" + q + escaped + q + " ", at: id.lowerBound)
    }

    /// `\r\n` when the file's first line ends so, else `\n`.
    static func lineBreak(_ bytes: [UInt8]) -> String {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return newline > 0 && bytes[newline - 1] == 0x0D ? "\r\n" : "\n"
    }

    /// One level of the file's indentation: what `<objects>` adds to its scene's, four spaces when unknown.
    static func unit(of unit: SceneUnit, below indentation: String) -> String {
        guard let objects = unit.scene.element.firstChild(.objects) else { return "    " }
        let inner = IBEdits.indentation(of: objects)
        guard inner.hasPrefix(indentation), inner.count > indentation.count else { return "    " }
        return String(inner.dropFirst(indentation.count))
    }
}
