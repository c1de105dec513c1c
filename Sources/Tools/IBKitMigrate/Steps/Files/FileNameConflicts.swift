/// Renames that would collide: a file of the new name is there already, or the old name is also another file's
/// (which one code loads by name could not be told), or two renames pick the same name. A bundle holds one
/// storyboard or nib of a name, whatever folder it came from.
enum FileNameConflicts {
    static func find(_ renames: [FileRename], ibPaths: [String], plan: inout MigrationPlan) -> [(Int, FileNameUses.Blocker)] {
        var found: [(Int, FileNameUses.Blocker)] = []
        var newNames: [String: Int] = [:]
        for rename in renames { newNames[rename.newFileName, default: 0] += 1 }
        // Files by extension and name, once: each rename looks up two names.
        struct Key: Hashable { var fileExtension: String; var name: String }
        var files: [Key: [String]] = [:]
        for path in ibPaths { files[Key(fileExtension: Paths.fileExtension(path), name: FileRename.conventionalName(path)), default: []].append(path) }
        for (i, rename) in renames.enumerated() {
            let place = "\(plan.changes.displayPath(rename.path)):\(rename.line):\(rename.column)"
            let moved = Set(rename.moves.map(\.from))
            func others(named name: String) -> [String] {
                (files[Key(fileExtension: rename.fileExtension, name: name)] ?? []).filter { !moved.contains($0) }
            }
            for other in others(named: rename.newName) {
                found.append((i, .init(place: place, why: "\(plan.changes.displayPath(other)) already has that name")))
            }
            for other in others(named: rename.oldName) {
                found.append((i, .init(place: place, why: "\(plan.changes.displayPath(other)) has the same name, so which of the two code loads by name cannot be told")))
            }
            if (newNames[rename.newFileName] ?? 0) > 1 {
                found.append((i, .init(place: place, why: "another file would be renamed \(rename.newFileName) too")))
            }
            for move in rename.moves where plan.changes.content(of: move.to) != nil {
                found.append((i, .init(place: place, why: "\(plan.changes.displayPath(move.to)) exists")))
            }
        }
        return found
    }
}
