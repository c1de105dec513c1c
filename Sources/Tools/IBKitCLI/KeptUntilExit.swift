import IBKitPlumbing

/// What a command's `run()` read and built, left for the process's exit to free: a catalog, a migration plan or a
/// render's files, thousands of parsed files, cost milliseconds to free piece by piece, just before the exit frees
/// them at once.
/// Only `run()` keeps anything; `execute` called from tests frees as usual. Under AddressSanitizer everything is
/// freed as usual too: LeakSanitizer cannot follow Swift's enum pointers (their case is in the pointer's spare
/// bits), so what is kept would be reported as leaked.
enum KeptUntilExit {
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) {
        guard Sanitizer.running != .address else { return }
        kept.append(value)
    }
}
