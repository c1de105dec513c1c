import IBKitEdit

/// The plan as `ibkit migrate` prints it: what changes, what is left for a person and why, then the diff.
public enum MigrationReport {
    public static func text(_ plan: MigrationPlan, applied: Bool, diff: Bool = true) -> String {
        let changes = plan.changes.changes
        let notes = plan.notes.sorted()
        var out = ""
        let files = "\(changes.count) file\(changes.count == 1 ? "" : "s")"
        out += applied ? "Migrated: \(files) written.\n" : "Migration plan: \(files) to write (dry run; --apply writes them).\n"
        let done = notes.filter { $0.kind == .change }
        let left = notes.filter { $0.kind == .human }
        if done.isEmpty && left.isEmpty { out += "\nNothing to do: the files follow the conventions the steps cover.\n" }
        var step: MigrationStepID?? = .none
        if !done.isEmpty { out += "\nChanges\n" }
        for note in done {
            if step != .some(note.step) {
                step = .some(note.step)
                out += "  \(note.step?.rawValue ?? "other")\n"
            }
            out += "    \(note.place): \(note.message)\n"
        }
        if !left.isEmpty { out += "\nLeft for a person\n" }
        for note in left { out += "  \(note.place): \(note.message)\n" }
        if diff, !applied, !changes.isEmpty { out += "\n" + plan.changes.diff() }
        return out
    }
}
