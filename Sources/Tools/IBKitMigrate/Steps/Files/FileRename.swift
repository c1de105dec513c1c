import Foundation
import IBKitDocument
import IBKitLint
import IBKitRuleModel

/// One rename the files step considers: every variant of one IB file name in one place — the file, its device
/// variants (`Settings~ipad.storyboard`) and, for a localized file, its copies and `.strings` in each `.lproj` —
/// renamed together to the name its class gives it, so that UIKit still finds them as one.
struct FileRename {
    var kind: IBDocumentKind
    /// The name code and other files load it by (`Settings`): the file's base name without device modifier.
    var oldName: String
    /// The name `custom-class-name` / `xib-class-name` advise (`SettingsViewController`).
    var newName: String
    var className: String
    /// Where the finding is: the file and the view controller (or File's Owner, or root object) it names.
    var path: String
    var line: Int
    var column: Int
    /// Every file renamed (absolute paths, old → new), IB files first, sorted.
    var moves: [(from: String, to: String)]

    var fileExtension: String { kind == .storyboard ? "storyboard" : "xib" }
    var oldFileName: String { oldName + "." + fileExtension }
    var newFileName: String { newName + "." + fileExtension }

    /// The name of a variant of `oldName` with `newName` in its place (`Settings~ipad.strings` → `SettingsViewController~ipad.strings`).
    func renamed(_ path: String) -> String {
        Paths.join(Paths.parent(path), newName + Paths.lastComponent(path).dropFirst(oldName.count))
    }
}

/// A convention finding the files step acts on: the file, the object, and the name the rule advises.
struct FileNameFinding: Sendable {
    var file: LintFile
    var element: IBElement
    var className: String
    var newName: String
}

extension FileRename {
    /// The base name UIKit looks a file up by: device modifiers are variants of the same name (as lint compares).
    static func conventionalName(_ path: String) -> String {
        let name = Paths.baseName(path)
        for modifier in ["~ipad", "~iphone"] where name.hasSuffix(modifier) { return String(name.dropLast(modifier.count)) }
        return name
    }

    /// The folder whose variants are one file: the folder holding the `.lproj` folders for a localized file,
    /// else the file's own folder.
    static func variantRoot(_ path: String) -> String {
        let folder = Paths.parent(path)
        return Paths.isLocalizationFolder(folder) ? Paths.parent(folder) : folder
    }

    /// Groups findings into renames: one per kind, variant folder and name. A rename whose variants do not all
    /// report the same new name is returned as a reason for a person instead.
    static func group(_ findings: [FileNameFinding], ibPaths: [String], plan: inout MigrationPlan) -> (renames: [FileRename], disagreements: [(FileNameFinding, String)]) {
        struct Key: Hashable { var kind: IBDocumentKind; var root: String; var name: String }
        var byKey: [Key: [FileNameFinding]] = [:]
        for finding in findings {
            byKey[Key(kind: finding.file.kind, root: variantRoot(finding.file.path), name: conventionalName(finding.file.path)), default: []].append(finding)
        }
        // The IB files by the key a rename groups them under, once: an app has many files and many findings.
        var filesByKey: [Key: [String]] = [:]
        for path in ibPaths {
            let parent = Paths.parent(path), root = variantRoot(path)
            guard parent == root || Paths.isLocalizationFolder(parent) else { continue }
            switch Paths.fileExtension(path) {
            case "storyboard": filesByKey[Key(kind: .storyboard, root: root, name: conventionalName(path)), default: []].append(path)
            case "xib": filesByKey[Key(kind: .xib, root: root, name: conventionalName(path)), default: []].append(path)
            default: continue
            }
        }
        var renames: [FileRename] = []
        var disagreements: [(FileNameFinding, String)] = []
        for (key, group) in byKey.sorted(by: { ($0.key.root, $0.key.name, $0.value[0].file.path) < ($1.key.root, $1.key.name, $1.value[0].file.path) }) {
            let first = group.sorted { $0.file.path < $1.file.path }[0]
            let members = filesByKey[key] ?? []
            let reported = Dictionary(group.map { ($0.file.path, $0.newName) }, uniquingKeysWith: { a, _ in a })
            let names = Set(members.map { reported[$0] })
            guard names.count == 1, let name = names.first, let newName = name else {
                let unreported = members.filter { reported[$0] == nil }.map(plan.changes.displayPath)
                let why = unreported.isEmpty
                    ? "its variants are named after different classes (\(Set(reported.values).sorted().joined(separator: ", ")))"
                    : "its variant \(unreported.joined(separator: ", ")) is not named after the same class"
                disagreements.append((first, why))
                continue
            }
            var moves = members.map { ($0, "") }
            if Paths.isLocalizationFolder(Paths.parent(first.file.path)) {
                moves += localizedStrings(root: key.root, name: key.name, plan: &plan).map { ($0, "") }
            }
            var rename = FileRename(kind: key.kind, oldName: key.name, newName: newName, className: first.className,
                                    path: first.file.path, line: first.element.location.line, column: first.element.location.column, moves: [])
            rename.moves = moves.map { ($0.0, rename.renamed($0.0)) }
            renames.append(rename)
        }
        return (renames, disagreements)
    }

    /// `<root>/*.lproj/<name>.strings` (and device variants) as the plan leaves them, sorted.
    static func localizedStrings(root: String, name: String, plan: inout MigrationPlan) -> [String] {
        let namesOnDisk = plan.namesOnDisk
        let listed = namesOnDisk(root)
        var folders = Set(listed.filter { $0.hasSuffix(".lproj") }.map { Paths.join(root, $0) })
        var candidates = Set<String>()
        for change in plan.changes.changes where Paths.fileExtension(change.path) == "strings" && Paths.parent(Paths.parent(change.path)) == root {
            folders.insert(Paths.parent(change.path))
            candidates.insert(change.path)
        }
        for folder in folders {
            for entry in namesOnDisk(folder) where Paths.fileExtension(entry) == "strings" {
                candidates.insert(Paths.join(folder, entry))
            }
        }
        return candidates.filter { path in
            Paths.isLocalizationFolder(Paths.parent(path)) && conventionalName(path) == name && plan.changes.content(of: path) != nil
        }.sorted()
    }
}
