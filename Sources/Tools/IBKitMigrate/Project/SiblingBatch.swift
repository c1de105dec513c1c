import IBKitEdit
import IBKitPlumbing
import IBKitProject

/// Files added to one `project.pbxproj` the way `PBXProjectEditor.addSibling` adds each, collected on one parse of
/// the project and turned into edits at the end. The bytes are those that adding the files one after the other
/// would give, the project parsed again after each addition (which is what a split adding hundreds of files to a
/// project of megabytes did, a parse per file). Adding one after the other places new text so:
///
/// - an object goes in its section before the object with the next greater id, else after the section's last
///   object: new objects at the same place end up in id order;
/// - an element put after a given element of an array (a file reference beside the existing one in its group, a
///   build file beside the existing one's in its phase) goes right after that element, so the later ones come first;
/// - an element put at the end of an array (a variant group's children) comes after those put there before.
struct SiblingBatch {
    private let editor: PBXProjectEditor
    private var project: PBXProjectFile { editor.project }
    private let lineBreak: String
    /// Every object id of the project and of this batch.
    private var taken: Set<String>
    /// The files this batch lists.
    private var listed: Set<String> = []
    /// New objects by kind (`isa`).
    private var objects: [String: [(id: String, text: Text)]] = [:]
    /// New elements by array, in the order they were added.
    private var inserts: [ArrayKey: [Insert]] = [:]
    private var arrays: [ArrayKey] = []
    /// Variant groups this batch makes, by their group and name.
    private var groups: [String: NewGroup] = [:]
    /// Paths this batch adds to synchronized folders' exception sets, by set.
    private var exceptions: [String: Set<String>] = [:]

    private enum Text {
        case plain(String)
        /// A variant group of `groups`: its children are known at the end.
        case group(String)
    }

    private struct ArrayKey: Hashable {
        let object: String
        let key: String
    }

    private struct Insert {
        /// The element (its token, as written) of the project's array this goes right after; nil: at the end.
        let after: String?
        let text: String
    }

    private struct NewGroup {
        let id: String
        /// The existing variant group it is a copy of.
        let copiedFrom: String
        let name: String
        var children: [(id: String, label: String)]
    }

    init(_ editor: PBXProjectEditor) {
        self.editor = editor
        lineBreak = editor.lineBreak
        taken = Set(editor.project.objects.keys)
    }

    /// Lists `newPath` the way the project lists `existing` (`PBXProjectEditor.addSibling`).
    mutating func add(_ newPath: String, like existing: String) throws(MigrationError) -> PBXProjectEditor.Addition {
        if listed.contains(newPath) || !project.fileReferences(at: newPath).isEmpty { return .alreadyListed }
        let references = project.fileReferences(at: existing)
        if references.isEmpty {
            let folders = project.synchronizedFolders.filter { Paths.isInside(existing, folder: $0.path) }
            guard !folders.isEmpty else { return .absent }
            followExceptions(newPath, like: existing, in: folders)
            return .synchronized
        }
        let newName = Paths.lastComponent(newPath)
        for reference in references {
            guard let parent = project.parent(of: reference) else {
                throw MigrationError("\(project.path): the file reference \(reference) of \(Paths.lastComponent(existing)) is in no group")
            }
            let seed = "\(PathNormalization.stripping(project.sourceRoot, from: newPath))|\(reference)"
            let newReference = newID(seed: "file|" + seed)
            let (referenceText, label) = try editor.copiedReference(reference, as: newReference, named: newName)
            objects["PBXFileReference", default: []].append((newReference, .plain(referenceText)))

            guard project.isa(parent) == "PBXVariantGroup" else {
                insert(newReference, label: label, into: parent, "children", after: reference)
                addBuildFiles(like: reference, for: newReference, label: label, seed: seed)
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
                insert(newReference, label: label, into: group, "children", after: nil)
                continue
            }
            let key = grandparent + "/" + newGroupName
            if groups[key] != nil {
                groups[key]?.children.append((newReference, label))
                continue
            }
            let newGroup = newID(seed: "group|" + seed)
            groups[key] = NewGroup(id: newGroup, copiedFrom: parent, name: newGroupName, children: [(newReference, label)])
            objects["PBXVariantGroup", default: []].append((newGroup, .group(key)))
            insert(newGroup, label: newGroupName, into: grandparent, "children", after: parent)
            addBuildFiles(like: parent, for: newGroup, label: newGroupName, seed: seed)
        }
        listed.insert(newPath)
        return .added
    }

    private mutating func newID(seed: String) -> String {
        let id = PBXText.objectID(seed: seed, taken: taken)
        taken.insert(id)
        return id
    }

    /// A build file for `newTarget` in every build phase that has one of `existing`, copied from it.
    private mutating func addBuildFiles(like existing: String, for newTarget: String, label: String, seed: String) {
        let oldLabel = project.objects[existing]?["name"]?.string ?? Paths.lastComponent(project.objects[existing]?["path"]?.string ?? "")
        for buildFile in project.buildFiles(referencing: existing) {
            for phase in project.buildPhases(containing: buildFile) {
                let newID = newID(seed: "build|\(seed)|\(phase)")
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
                guard let copied = try? PBXProjectEditor.text(project.bytes, in: entry.entry, with: edits) else { continue }
                objects["PBXBuildFile", default: []].append((newID, .plain(copied)))
                // Xcode labels a build file `<file> in <phase>`, the same in the phase's list as at its entry.
                let ownLabel = project.commentText(after: key.upperBound).map { String(decoding: project.bytes[$0], as: UTF8.self) } ?? oldLabel
                let suffix = ownLabel.hasPrefix(oldLabel) ? String(ownLabel.dropFirst(oldLabel.count)) : ""
                insert(newID, label: label + suffix, into: phase, "files", after: buildFile)
            }
        }
    }

    /// A synchronized folder takes every file in it, but those its exception sets name, which some targets leave
    /// out (or take when they do not take the folder): the new file is named where the existing one is, so that it
    /// is in the targets the existing one is in.
    private mutating func followExceptions(_ newPath: String, like existing: String, in folders: [(id: String, path: String)]) {
        let newName = Paths.lastComponent(newPath)
        for folder in folders {
            let forms = Self.exceptionForms(of: existing, in: folder.path)
            for exceptionSet in project.objects[folder.id]?["exceptions"]?.strings ?? [] {
                let listedThere = project.objects[exceptionSet]?["membershipExceptions"]?.strings ?? []
                let tokens = project.elements(ofObject: exceptionSet, "membershipExceptions")
                for (index, value) in listedThere.enumerated() where forms.contains(value) {
                    let newValue = Paths.replacingLastComponent(of: value, with: newName)
                    guard !listedThere.contains(newValue), exceptions[exceptionSet, default: []].insert(newValue).inserted,
                          let token = tokens[safe: index] else { continue }
                    let quoted = editor.isQuoted(token.value)
                    add(Insert(after: String(decoding: project.bytes[token.value], as: UTF8.self),
                               text: PBXText.string(newValue, quoted: quoted) + ","), to: ArrayKey(object: exceptionSet, key: "membershipExceptions"))
                }
            }
        }
    }

    /// How an exception set may name the file: by its path in the folder, or, localized, as
    /// `/Localized/<subfolder>/<name>` (every language's copy).
    static func exceptionForms(of path: String, in folder: String) -> Set<String> {
        let relative = PathNormalization.stripping(folder, from: path)
        var forms: Set<String> = [relative]
        let parent = Paths.parent(relative)
        if Paths.isLocalizationFolder(parent) {
            let above = Paths.parent(parent)
            forms.insert("/Localized/" + (above.isEmpty ? "" : above + "/") + Paths.lastComponent(relative))
        }
        return forms
    }

    private mutating func insert(_ id: String, label: String, into object: String, _ key: String, after: String?) {
        add(Insert(after: after, text: id + " /* " + PBXText.commentLabel(label) + " */,"), to: ArrayKey(object: object, key: key))
    }

    private mutating func add(_ insert: Insert, to key: ArrayKey) {
        if inserts[key] == nil { arrays.append(key) }
        inserts[key, default: []].append(insert)
    }

    // MARK: - The edits

    /// The edits that make every addition, in the order `FileEdits` applies insertions at one offset.
    func edits() throws(MigrationError) -> [TextEdit] {
        var edits: [TextEdit] = []
        // Sections missing from the project, by where they go: kinds that go at one place follow in name order.
        var newSections: [(offset: Int, kind: String, text: String)] = []
        for kind in objects.keys.sorted() {
            var added: [(id: String, text: String)] = []
            for object in objects[kind] ?? [] {
                switch object.text {
                case let .plain(text): added.append((object.id, text))
                case let .group(key):
                    guard let group = groups[key] else { continue }
                    added.append((object.id, try editor.copiedVariantGroup(group.copiedFrom, as: group.id, named: group.name, children: group.children)))
                }
            }
            added.sort { $0.id < $1.id }
            let existing = project.objectIDs(isa: kind).compactMap { id in project.locations.entries[["objects", id]].map { (id: id, entry: $0.entry) } }
            guard let last = existing.max(by: { $0.entry.lowerBound < $1.entry.lowerBound }) else {
                let text = "/* Begin \(kind) section */" + lineBreak + "\t\t" + added.map(\.text).joined(separator: lineBreak + "\t\t")
                    + lineBreak + "/* End \(kind) section */" + lineBreak + lineBreak
                newSections.append((editor.sectionInsertionOffset(for: kind), kind, text))
                continue
            }
            // Each new object before the existing one with the next greater id (ids sorted: a binary search), the
            // rest after the last.
            var before: [Int: String] = [:]
            var order: [Int] = []
            var tail = ""
            for object in added {
                var low = 0, high = existing.count
                while low < high {
                    let mid = (low + high) / 2
                    if existing[mid].id > object.id { high = mid } else { low = mid + 1 }
                }
                if low < existing.count {
                    let next = existing[low].entry.lowerBound
                    if before[next] == nil { order.append(next) }
                    before[next, default: ""] += object.text + lineBreak + editor.indentation(at: next)
                } else {
                    tail += lineBreak + editor.indentation(at: last.entry.lowerBound) + object.text
                }
            }
            for offset in order { edits.append(.insert(before[offset] ?? "", at: offset)) }
            if !tail.isEmpty { edits.append(.insert(tail, at: last.entry.upperBound)) }
        }
        for section in newSections.sorted(by: { ($0.offset, $0.kind) < ($1.offset, $1.kind) }) {
            edits.append(.insert(section.text, at: section.offset))
        }
        for key in arrays {
            let list = inserts[key] ?? []
            let elements = project.elements(ofObject: key.object, key.key)
            let tokens = elements.map { String(decoding: project.bytes[$0.value], as: UTF8.self) }
            var after: [Int: [String]] = [:] // element index → texts, in the order they were added
            var atEnd: [String] = []
            for insert in list {
                if let anchor = insert.after, let k = tokens.lastIndex(of: anchor) {
                    after[k, default: []].append(insert.text)
                } else {
                    atEnd.append(insert.text)
                }
            }
            for k in after.keys.sorted() {
                let value = elements[k].value
                let separator = separator(before: value)
                edits.append(.insert((after[k] ?? []).reversed().map { separator + $0 }.joined(), at: editor.elementEnd(value)))
            }
            guard !atEnd.isEmpty else { continue }
            if let last = elements.last {
                let separator = separator(before: last.value)
                edits.append(.insert(atEnd.map { separator + $0 }.joined(), at: editor.elementEnd(last.value)))
            } else if let array = project.location(ofObject: key.object, key.key), array.value.count >= 2 {
                edits.append(.insert(atEnd.map { lineBreak + "\t\t\t\t" + $0 }.joined() + lineBreak + "\t\t\t", at: array.value.lowerBound + 1))
            }
        }
        return edits
    }

    /// What comes before an element put after `value`: a line break and its indentation when it is on a line of its
    /// own, else a space.
    private func separator(before value: Range<Int>) -> String {
        editor.indentation(at: value.lowerBound, requireLineStart: true).map { lineBreak + $0 } ?? " "
    }
}
