import IBKitEdit
import IBKitProject

extension PBXProjectEditor {
    enum Addition: Equatable {
        /// A file reference (in a new or existing variant group, for a localized file) and build files were added.
        case added
        /// The project lists the new path already.
        case alreadyListed
        /// The existing file is in a synchronized folder: Xcode finds the new one there by itself.
        case synchronized
        /// The project does not list the existing file.
        case absent
    }

    /// Edits that list `newPath` the way the project lists `existing`: a file reference copied from the existing
    /// one in the same group (a localized file: in the variant group named after the new file, made beside the
    /// existing one's when there is none yet), and a build file in every build phase that builds the existing
    /// file (its Resources phases, for an IB file). New objects go in their sections in id order, as Xcode keeps
    /// them; each is written in the layout of the object it is copied from.
    mutating func addSibling(_ newPath: String, like existing: String) throws(MigrationError) -> Addition {
        try addSiblings([(newPath, existing)])[0]
    }

    /// `addSibling` for many files at once, on this one parse of the project: the edits are exactly those that
    /// adding the files one after the other, parsing the project again after each, would make (a split adds
    /// hundreds of files to a project of megabytes). No `like` may be a file this call adds (`ProjectFiles` splits
    /// such a list in runs).
    mutating func addSiblings(_ files: [(new: String, like: String)]) throws(MigrationError) -> [Addition] {
        var batch = SiblingBatch(self)
        var outcomes: [Addition] = []
        for file in files { outcomes.append(try batch.add(file.new, like: file.like)) }
        for edit in try batch.edits() { add(edit) }
        return outcomes
    }

    // MARK: - Copies

    /// The entry of a file reference copied for `newName`: new id, `path` and (when it named the file) `name`.
    /// Returns the text and the new reference's label (what Xcode's comments call it).
    func copiedReference(_ id: String, as newID: String, named newName: String) throws(MigrationError) -> (String, String) {
        guard let object = project.objects[id], let path = object["path"]?.string else {
            throw MigrationError("\(project.path): the file reference \(id) has no path")
        }
        let oldLabel = object["name"]?.string ?? Paths.lastComponent(path)
        var values: [String: String] = ["path": Paths.replacingLastComponent(of: path, with: newName)]
        if let name = object["name"]?.string, name == Paths.lastComponent(path) { values["name"] = newName }
        let label = values["name"] ?? object["name"]?.string ?? newName
        return (try copiedEntry(id, as: newID, label: (oldLabel, label), values: values), label)
    }

    /// A variant group's entry copied with a new id and name, its children replaced by `children` (in order, laid
    /// out as Xcode lays out each one added after the last).
    func copiedVariantGroup(_ id: String, as newID: String, named name: String, children: [(id: String, label: String)]) throws(MigrationError) -> String {
        let oldName = project.objects[id]?["name"]?.string ?? ""
        var extra: [TextEdit] = []
        if let array = project.location(ofObject: id, "children") {
            let elements = project.elements(ofObject: id, "children")
            let texts = children.map { $0.id + " /* " + PBXText.commentLabel($0.label) + " */," }
            if let first = elements.first, let last = elements.last {
                let separator = indentation(at: first.value.lowerBound, requireLineStart: true).map { lineBreak + $0 } ?? " "
                extra.append(TextEdit(range: first.value.lowerBound..<elementEnd(last.value), replacement: texts.joined(separator: separator)))
            } else {
                // The first child on a line of its own without indentation; the others after it on lines like it.
                extra.append(TextEdit(range: array.value, replacement: "(\n" + texts.joined(separator: lineBreak) + "\n)"))
            }
        }
        return try copiedEntry(id, as: newID, label: (oldName, name), values: ["name": name], extra: extra)
    }

    /// The text of an object's entry with its id, the comment after the id, some string values and other edits
    /// replaced: a copy in the layout Xcode gave the original.
    func copiedEntry(_ id: String, as newID: String, label: (old: String, new: String), values: [String: String],
                             extra: [TextEdit] = []) throws(MigrationError) -> String {
        guard let entry = project.locations.entries[["objects", id]],
              let key = project.occurrences(of: id).first(where: { $0.lowerBound == entry.entry.lowerBound }) else {
            throw MigrationError("\(project.path): cannot find the object \(id)")
        }
        var edits = FileEdits(extra)
        edits.append(TextEdit(range: key, replacement: newID))
        if let comment = project.commentText(after: key.upperBound), project.bytes[comment].elementsEqual(label.old.utf8) {
            edits.append(TextEdit(range: comment, replacement: PBXText.commentLabel(label.new)))
        }
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let location = project.location(ofObject: id, name) else { continue }
            edits.append(TextEdit(range: location.value, replacement: PBXText.string(value, quoted: isQuoted(location.value))))
        }
        return try Self.text(project.bytes, in: entry.entry, with: edits)
    }

    /// `bytes[range]` with edits (in file offsets, inside the range) applied.
    static func text(_ bytes: [UInt8], in range: Range<Int>, with edits: FileEdits) throws(MigrationError) -> String {
        let shifted = FileEdits(edits.edits.map { TextEdit(range: ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound), replacement: $0.replacement) })
        do {
            return String(decoding: try shifted.apply(to: Array(bytes[range])), as: UTF8.self)
        } catch {
            throw MigrationError("cannot copy a project object: \(error)")
        }
    }

    // MARK: - Layout

    /// Where a new section goes: before the first section whose kind sorts after `kind`, else after the last one.
    func sectionInsertionOffset(for kind: String) -> Int {
        var lastEnd: Int?
        for comment in project.locations.comments {
            let text = String(decoding: project.bytes[comment], as: UTF8.self)
            if text.hasPrefix("/* Begin "), text.hasSuffix(" section */") {
                let name = text.dropFirst("/* Begin ".count).dropLast(" section */".count)
                if name > kind { return comment.lowerBound }
            } else if text.hasPrefix("/* End "), text.hasSuffix(" section */") {
                lastEnd = comment.upperBound
            }
        }
        if let lastEnd, let newline = project.bytes[lastEnd...].firstIndex(of: 0x0A) {
            return newline + 1 + (project.bytes[(newline + 1)...].first == 0x0A ? 1 : 0)
        }
        return project.location(ofObject: project.rootObjectID)?.entry.lowerBound ?? 0
    }

    /// The end of an array element with Xcode's comment after it and its comma.
    func elementEnd(_ value: Range<Int>) -> Int {
        var end = project.locations.comment(after: value.upperBound, in: project.bytes)?.upperBound ?? value.upperBound
        var k = end
        while k < project.bytes.count, project.bytes[k] == 0x20 || project.bytes[k] == 0x09 { k += 1 }
        if k < project.bytes.count, project.bytes[k] == UInt8(ascii: ",") { end = k + 1 }
        return end
    }

    func indentation(at offset: Int) -> String { indentation(at: offset, requireLineStart: true) ?? "" }

    /// The spaces and tabs between the start of the line and `offset`; nil when other text precedes it.
    func indentation(at offset: Int, requireLineStart: Bool) -> String? {
        var k = offset
        while k > 0, project.bytes[k - 1] == 0x20 || project.bytes[k - 1] == 0x09 { k -= 1 }
        guard k == 0 || project.bytes[k - 1] == 0x0A else { return nil }
        return String(decoding: project.bytes[k..<offset], as: UTF8.self)
    }

    var lineBreak: String { project.bytes.contains(0x0D) ? "\r\n" : "\n" }
}
