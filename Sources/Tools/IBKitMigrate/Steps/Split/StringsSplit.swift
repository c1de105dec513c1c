import IBKitEdit

/// The localized `.strings` tables of a storyboard, split the way the storyboard is: the entries of objects that
/// move go to `<lang>.lproj/<Name>.strings` beside the table, as they were written (with the comment before them),
/// and leave the original table as whole lines.
enum StringsSplit {
    /// The tables of the storyboard at `path` (absolute): `<lang>.lproj/<base>.strings` in the folders beside its
    /// `.lproj` folder, sorted. None for a storyboard outside an `.lproj` folder.
    static func tables(of path: String, namesOnDisk: (String) -> [String], exists: (String) -> Bool) -> [String] {
        let folder = SplitCensus.folder(of: path)
        guard folder.hasSuffix(".lproj") else { return [] }
        let parent = SplitCensus.folder(of: folder)
        let base = SplitCensus.baseName(of: path)
        let languages = namesOnDisk(parent).filter { $0.hasSuffix(".lproj") }
        return languages.map { parent + "/" + $0 + "/" + base + ".strings" }.filter(exists)
    }

    struct Result {
        /// The table's new content (nil when nothing moves out of it).
        var original: [UInt8]?
        /// New tables by the name of the storyboard they belong to, and the number of entries each holds.
        var created: [String: (content: [UInt8], count: Int)] = [:]
    }

    /// Splits `table`: an entry moves when its object id is in a scene that moves to a new file.
    static func split(_ table: StringsTable, fileOfObject: (String) -> SplitFile?) throws(EditError) -> Result {
        var removals = FileEdits()
        var created: [String: (text: [UInt8], count: Int)] = [:]
        for entry in table.entries {
            guard case let .new(name)? = fileOfObject(StringsTable.objectID(ofKey: entry.key)) else { continue }
            removals.append(.delete(entry.range))
            var text = created[name]?.text ?? []
            text += table.text[entry.range]
            if text.last != 0x0A { text += table.text.contains(0x0D) ? [0x0D, 0x0A] : [0x0A] }
            created[name] = (text, (created[name]?.count ?? 0) + 1)
        }
        guard !removals.isEmpty else { return Result() }
        var result = Result(original: table.encode(try removals.apply(to: table.text)))
        for (name, value) in created { result.created[name] = (table.encode(value.text), value.count) }
        return result
    }
}
