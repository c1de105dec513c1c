/// What a command's `run()` read and built, left for the process's exit to free: a catalog or a migration plan of
/// thousands of parsed files costs milliseconds to free piece by piece, just before the exit frees it at once.
/// Only `run()` keeps anything; `execute` called from tests frees as usual.
enum KeptUntilExit {
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) {
        kept.append(value)
    }
}
