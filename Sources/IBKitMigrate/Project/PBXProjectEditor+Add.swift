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
        if !project.fileReferences(at: newPath).isEmpty { return .alreadyListed }
        let references = project.fileReferences(at: existing)
        if references.isEmpty {
            return project.synchronizedFolders.contains { Paths.isInside(existing, folder: $0.path) } ? .synchronized : .absent
        }
        var taken = Set(project.objects.keys)
        let newName = Paths.lastComponent(newPath)
        for reference in references {
            guard let parent = project.parent(of: reference) else {
                throw MigrationError("\(project.path): the file reference \(reference) of \(Paths.lastComponent(existing)) is in no group")
            }
            let seed = "\(Paths.relative(newPath, to: project.sourceRoot))|\(reference)"
            let newReference = PBXText.objectID(seed: "file|" + seed, taken: taken)
            taken.insert(newReference)
            let (referenceText, label) = try copiedReference(reference, as: newReference, named: newName)
            insertObject(referenceText, id: newReference, isa: "PBXFileReference")

            guard project.isa(parent) == "PBXVariantGroup" else {
                insertElement(newReference, label: label, intoArrayOf: parent, "children", after: reference)
                addBuildFiles(like: reference, for: newReference, label: label, seed: seed, taken: &taken)
                continue
            }
            // A localized file: its variant group is named after the new file (`Detail.storyboard` for both
            // `Base.lproj/Detail.storyboard` and `fr.lproj/Detail.strings`).
            let groupName = project.objects[parent]?["name"]?.string ?? Paths.lastComponent(existing)
            let newGroupName = Paths.baseName(newName) + Paths.dottedExtension(groupName)
            guard let grandparent = project.parent(of: parent) else {
                throw MigrationError("\(project.path): the variant group \(parent) of \(Paths.lastComponent(existing)) is in no group")
            }
            let siblings = project.objects[grandparent]?["children"]?.strings ?? []
            if let group = siblings.first(where: { project.isa($0) == "PBXVariantGroup" && project.objects[$0]?["name"]?.string == newGroupName }) {
                let last = project.objects[group]?["children"]?.strings.last
                insertElement(newReference, label: label, intoArrayOf: group, "children", after: last)
                continue
            }
            let newGroup = PBXText.objectID(seed: "group|" + seed, taken: taken)
            taken.insert(newGroup)
            let groupText = try copiedVariantGroup(parent, as: newGroup, named: newGroupName, child: newReference, childLabel: label)
            insertObject(groupText, id: newGroup, isa: "PBXVariantGroup")
            insertElement(newGroup, label: newGroupName, intoArrayOf: grandparent, "children", after: parent)
            addBuildFiles(like: parent, for: newGroup, label: newGroupName, seed: seed, taken: &taken)
        }
        return .added
    }

    // MARK: - Copies

    /// The entry of a file reference copied for `newName`: new id, `path` and (when it named the file) `name`.
    /// Returns the text and the new reference's label (what Xcode's comments call it).
    private func copiedReference(_ id: String, as newID: String, named newName: String) throws(MigrationError) -> (String, String) {
        guard let object = project.objects[id], let path = object["path"]?.string else {
            throw MigrationError("\(project.path): the file reference \(id) has no path")
        }
        let oldLabel = object["name"]?.string ?? Paths.lastComponent(path)
        var values: [String: String] = ["path": Paths.replacingLastComponent(of: path, with: newName)]
        if let name = object["name"]?.string, name == Paths.lastComponent(path) { values["name"] = newName }
        let label = values["name"] ?? object["name"]?.string ?? newName
        return (try copiedEntry(id, as: newID, label: (oldLabel, label), values: values), label)
    }

    /// A variant group's entry copied with a new id and name, its children replaced by `child`.
    private func copiedVariantGroup(_ id: String, as newID: String, named name: String, child: String, childLabel: String) throws(MigrationError) -> String {
        let oldName = project.objects[id]?["name"]?.string ?? ""
        var extra: [TextEdit] = []
        if let array = project.location(ofObject: id, "children") {
            let elements = project.elements(ofObject: id, "children")
            let element = child + " /* " + PBXText.commentLabel(childLabel) + " */,"
            if let first = elements.first, let last = elements.last {
                extra.append(TextEdit(range: first.value.lowerBound..<elementEnd(last.value), replacement: element))
            } else {
                extra.append(TextEdit(range: array.value, replacement: "(\n" + element + "\n)"))
            }
        }
        return try copiedEntry(id, as: newID, label: (oldName, name), values: ["name": name], extra: extra)
    }

    /// The text of an object's entry with its id, the comment after the id, some string values and other edits
    /// replaced: a copy in the layout Xcode gave the original.
    private func copiedEntry(_ id: String, as newID: String, label: (old: String, new: String), values: [String: String],
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

    // MARK: - Build files

    /// A build file for `newTarget` in every build phase that has one of `existing`, copied from it.
    private mutating func addBuildFiles(like existing: String, for newTarget: String, label: String, seed: String, taken: inout Set<String>) {
        let oldLabel = project.objects[existing]?["name"]?.string ?? Paths.lastComponent(project.objects[existing]?["path"]?.string ?? "")
        for buildFile in project.buildFiles(referencing: existing) {
            for phase in project.buildPhases(containing: buildFile) {
                let newID = PBXText.objectID(seed: "build|\(seed)|\(phase)", taken: taken)
                taken.insert(newID)
                guard let entry = project.locations.entries[["objects", buildFile]],
                      let key = project.occurrences(of: buildFile).first(where: { $0.lowerBound == entry.entry.lowerBound }),
                      let fileRef = project.location(ofObject: buildFile, "fileRef") else { continue }
                var edits = FileEdits([TextEdit(range: key, replacement: newID), TextEdit(range: fileRef.value, replacement: newTarget)])
                for offset in [key.upperBound, fileRef.value.upperBound] {
                    guard let comment = project.commentText(after: offset) else { continue }
                    let text = String(decoding: project.bytes[comment], as: UTF8.self)
                    guard text == oldLabel || text.hasPrefix(oldLabel + " in ") else { continue }
                    edits.append(TextEdit(range: comment.lowerBound..<(comment.lowerBound + oldLabel.utf8.count), replacement: PBXText.commentLabel(label)))
                }
                guard let copied = try? Self.text(project.bytes, in: entry.entry, with: edits) else { continue }
                insertObject(copied, id: newID, isa: "PBXBuildFile")
                // Xcode labels a build file `<file> in <phase>`, the same in the phase's list as at its entry.
                let ownLabel = project.commentText(after: key.upperBound).map { String(decoding: project.bytes[$0], as: UTF8.self) } ?? oldLabel
                let suffix = ownLabel.hasPrefix(oldLabel) ? String(ownLabel.dropFirst(oldLabel.count)) : ""
                insertElement(newID, label: label + suffix, intoArrayOf: phase, "files", after: buildFile)
            }
        }
    }

    // MARK: - Insertions

    /// Inserts an object's entry in the section of its kind, before the first object of that kind with a greater
    /// id (Xcode keeps each section sorted by id), at that object's indentation; a missing section is made.
    private mutating func insertObject(_ text: String, id: String, isa kind: String) {
        let entries = project.objectIDs(isa: kind).compactMap { id in project.locations.entries[["objects", id]].map { (id, $0.entry) } }
        if let next = entries.first(where: { $0.0 > id }) {
            add(.insert(text + lineBreak + indentation(at: next.1.lowerBound), at: next.1.lowerBound))
        } else if let last = entries.max(by: { $0.1.lowerBound < $1.1.lowerBound }) {
            add(.insert(lineBreak + indentation(at: last.1.lowerBound) + text, at: last.1.upperBound))
        } else {
            add(.insert("/* Begin \(kind) section */" + lineBreak + "\t\t" + text + lineBreak + "/* End \(kind) section */" + lineBreak + lineBreak,
                        at: sectionInsertionOffset(for: kind)))
        }
    }

    /// Where a new section goes: before the first section whose kind sorts after `kind`, else after the last one.
    private func sectionInsertionOffset(for kind: String) -> Int {
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

    /// Inserts `id /* label */,` into an array after the element `after` (at the end when nil or absent), on its
    /// own line at the element's indentation when the array has one element per line.
    private mutating func insertElement(_ id: String, label: String, intoArrayOf object: String, _ key: String, after: String?) {
        let elements = project.elements(ofObject: object, key)
        let text = id + " /* " + PBXText.commentLabel(label) + " */,"
        let anchor = elements.last { element in after.map { project.bytes[element.value].elementsEqual($0.utf8) } ?? false } ?? elements.last
        guard let anchor else {
            guard let array = project.location(ofObject: object, key), array.value.count >= 2 else { return }
            add(.insert(lineBreak + "\t\t\t\t" + text + lineBreak + "\t\t\t", at: array.value.lowerBound + 1))
            return
        }
        let ownLine = indentation(at: anchor.value.lowerBound, requireLineStart: true)
        add(.insert((ownLine.map { lineBreak + $0 } ?? " ") + text, at: elementEnd(anchor.value)))
    }

    /// The end of an array element with Xcode's comment after it and its comma.
    private func elementEnd(_ value: Range<Int>) -> Int {
        var end = project.locations.comment(after: value.upperBound, in: project.bytes)?.upperBound ?? value.upperBound
        var k = end
        while k < project.bytes.count, project.bytes[k] == 0x20 || project.bytes[k] == 0x09 { k += 1 }
        if k < project.bytes.count, project.bytes[k] == UInt8(ascii: ",") { end = k + 1 }
        return end
    }

    private func indentation(at offset: Int) -> String { indentation(at: offset, requireLineStart: true) ?? "" }

    /// The spaces and tabs between the start of the line and `offset`; nil when other text precedes it.
    private func indentation(at offset: Int, requireLineStart: Bool) -> String? {
        var k = offset
        while k > 0, project.bytes[k - 1] == 0x20 || project.bytes[k - 1] == 0x09 { k -= 1 }
        guard k == 0 || project.bytes[k - 1] == 0x0A else { return nil }
        return String(decoding: project.bytes[k..<offset], as: UTF8.self)
    }

    private var lineBreak: String { project.bytes.contains(0x0D) ? "\r\n" : "\n" }
}
