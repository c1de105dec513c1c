/// A plan's slots in two layers. Copies of a plan share `shared`, and each changes only `own`: a storyboard split
/// side by side works on its own copy of the plan and touches a few files of thousands, and with one dictionary
/// its first write copied the whole table (perf: `_NativeDictionary.ensureUnique`, 14 % of a migration's page
/// faults). `settle()` moves `own` into `shared` before the plan is copied again.
struct SlotTable: Sendable {
    private var shared: [String: ChangeSet.Slot] = [:]
    private var own: [String: ChangeSet.Slot] = [:]

    subscript(key: String) -> ChangeSet.Slot? {
        own[key] ?? shared[key]
    }

    /// Slots are set, never removed: a path the plan has read stays known to it.
    mutating func set(_ key: String, _ slot: ChangeSet.Slot) {
        own[key] = slot
    }

    /// Every slot, each path once (own over shared), in no particular order.
    var all: [(key: String, value: ChangeSet.Slot)] {
        if own.isEmpty { return shared.map { ($0.key, $0.value) } }
        var out = own.map { ($0.key, $0.value) }
        for entry in shared where own[entry.key] == nil { out.append((entry.key, entry.value)) }
        return out
    }

    /// One layer again, so that copies made next share all of it.
    mutating func settle() {
        guard !own.isEmpty else { return }
        if shared.isEmpty {
            shared = own
        } else {
            shared.merge(own) { _, new in new }
        }
        own = [:]
    }
}
