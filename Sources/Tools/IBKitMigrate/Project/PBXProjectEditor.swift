import IBKitEdit
import IBKitPlumbing
import IBKitProject

/// Byte edits of one `project.pbxproj`, computed from where `PBXProjectFile` says things are: a renamed file's
/// references, groups, build files and Xcode's comments follow its new name, and every other byte stays as Xcode
/// wrote it. Edits are collected, not applied; two edits of the same bytes that agree count once.
struct PBXProjectEditor {
    let project: PBXProjectFile
    private(set) var edits: [TextEdit] = []

    init(_ project: PBXProjectFile) {
        self.project = project
    }

    /// Adds an edit unless the same one is there already.
    mutating func add(_ edit: TextEdit) {
        if !edits.contains(edit) { edits.append(edit) }
    }

    // MARK: - Renames

    /// How a renamed file stands in the project.
    enum Membership: Equatable {
        /// File references (and their groups and build files) were edited.
        case referenced
        /// In a synchronized folder: Xcode lists it from disk (membership exceptions were edited where they name it).
        case synchronized
        /// The project does not list it.
        case absent
    }

    /// Edits for `old` (absolute) renamed to `new` in the same folder: the file references' `path` and `name`, the
    /// variant group named after it (localized files), Xcode's comments after each id, synchronized folders'
    /// membership exceptions. Throws when a reference's path does not end with the file's name.
    mutating func rename(_ old: String, to new: String) throws(MigrationError) -> Membership {
        let oldName = Paths.lastComponent(old), newName = Paths.lastComponent(new)
        let references = project.fileReferences(at: old)
        for reference in references {
            guard let object = project.objects[reference] else { continue }
            let label = object["name"]?.string ?? Paths.lastComponent(object["path"]?.string ?? "")
            if let path = object["path"]?.string {
                guard Paths.lastComponent(path) == oldName else {
                    throw MigrationError("\(project.path): the file reference \(reference) of \(oldName) has the path \(path)")
                }
                replaceString(reference, "path", with: Paths.replacingLastComponent(of: path, with: newName))
            }
            if object["name"]?.string == oldName { replaceString(reference, "name", with: newName) }
            if label == oldName { relabel(reference, from: oldName, to: newName) }
            // A localized file's variant group is named after the file it stands for (`Main.storyboard` for
            // `Base.lproj/Main.storyboard` and `fr.lproj/Main.strings`).
            if let group = project.parent(of: reference), project.isa(group) == "PBXVariantGroup",
               let groupName = project.objects[group]?["name"]?.string,
               Paths.baseName(groupName) == Paths.baseName(oldName) {
                let renamed = Paths.baseName(newName) + Paths.dottedExtension(groupName)
                replaceString(group, "name", with: renamed)
                relabel(group, from: groupName, to: renamed)
            }
        }
        if !references.isEmpty { return .referenced }
        var synchronized = false
        for folder in project.synchronizedFolders where Paths.isInside(old, folder: folder.path) {
            synchronized = true
            let oldRelative = PathNormalization.stripping(folder.path, from: old), newRelative = PathNormalization.stripping(folder.path, from: new)
            for exceptionSet in project.objects[folder.id]?["exceptions"]?.strings ?? [] {
                let listed = project.objects[exceptionSet]?["membershipExceptions"]?.strings ?? []
                for (index, path) in listed.enumerated() where path == oldRelative {
                    guard let token = project.elements(ofObject: exceptionSet, "membershipExceptions")[safe: index] else { continue }
                    add(TextEdit(range: token.value, replacement: PBXText.string(newRelative, quoted: isQuoted(token.value))))
                }
            }
        }
        return synchronized ? .synchronized : .absent
    }

    /// Build settings that set an Info.plist key Xcode generates (`INFOPLIST_KEY_UIMainStoryboardFile = Main;`):
    /// each whose value is `old` becomes `new`. Returns the settings edited with where their values are.
    mutating func renameInfoPlistSettings(keys: [String], from old: String, to new: String) -> [(setting: String, offset: Int)] {
        var edited: [(String, Int)] = []
        for id in project.objectIDs(isa: "XCBuildConfiguration") {
            for key in keys {
                let setting = "INFOPLIST_KEY_" + key
                guard project.objects[id]?["buildSettings"]?[setting]?.string == old,
                      let location = project.location(ofObject: id, "buildSettings", setting) else { continue }
                add(TextEdit(range: location.value, replacement: PBXText.string(new, quoted: isQuoted(location.value))))
                edited.append((setting, location.value.lowerBound))
            }
        }
        return edited
    }

    /// Replaces a string value of an object, keeping its quotes when it had them.
    mutating func replaceString(_ id: String, _ key: String, with value: String) {
        guard let location = project.location(ofObject: id, key) else { return }
        add(TextEdit(range: location.value, replacement: PBXText.string(value, quoted: isQuoted(location.value))))
    }

    /// Xcode's comment after every occurrence of `id`: `label` becomes `newLabel`, and `label in Resources` (a
    /// build file's) follows it when the build file is of `id`.
    mutating func relabel(_ id: String, from label: String, to newLabel: String) {
        for occurrence in project.occurrences(of: id) { relabelComment(after: occurrence.upperBound, from: label, to: newLabel) }
        for buildFile in project.buildFiles(referencing: id) {
            for occurrence in project.occurrences(of: buildFile) { relabelComment(after: occurrence.upperBound, from: label, to: newLabel) }
        }
    }

    private mutating func relabelComment(after offset: Int, from label: String, to newLabel: String) {
        guard let text = project.commentText(after: offset) else { return }
        let old = Array(label.utf8)
        let comment = project.bytes[text]
        guard comment.starts(with: old), comment.count == old.count || comment.dropFirst(old.count).starts(with: Array(" in ".utf8)) else { return }
        add(TextEdit(range: text.lowerBound..<(text.lowerBound + old.count), replacement: PBXText.commentLabel(newLabel)))
    }

    func isQuoted(_ range: Range<Int>) -> Bool {
        guard let first = range.first else { return false }
        return project.bytes[first] == UInt8(ascii: "\"") || project.bytes[first] == UInt8(ascii: "'")
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
