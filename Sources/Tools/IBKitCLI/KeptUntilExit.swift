/// What a command's `run()` read and built, left for the process's exit to free: a catalog, a migration plan or a
/// render's files, thousands of parsed files, cost milliseconds to free piece by piece, just before the exit frees
/// them at once.
/// Only `run()` keeps anything; `execute` called from tests frees as usual.
enum KeptUntilExit {
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) {
        kept.append(value)
    }
}
