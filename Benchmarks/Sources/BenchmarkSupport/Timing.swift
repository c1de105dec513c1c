import Foundation

private let clock = ContinuousClock()

public func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }

/// Wall time of `body`, in seconds.
public func time(_ body: () -> Void) -> Double {
    let start = clock.now
    body()
    return seconds(clock.now - start)
}

public func timed<T>(_ body: () -> T) -> (T, Double) {
    let start = clock.now
    let value = body()
    return (value, seconds(clock.now - start))
}

public func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
public func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }

/// Runs `executable` with `arguments` in `folder`, output to /dev/null; returns its wall time, its CPU time (user
/// + system) and its exit status (nil when a signal ended it).
///
/// posix_spawn and wait4 rather than `Process`: on Linux, `Process.waitUntilExit` polls its run loop every 50 ms,
/// which rounds every run up to the next multiple of 50 ms. `executable` must be an absolute path; no other
/// thread may depend on the current folder meanwhile.
public func spawnAndWait(_ executable: String, _ arguments: [String], in folder: String) -> (wall: Double, cpu: Double, status: Int32?) {
    spawn(executable, arguments, in: folder, standardOutput: "/dev/null", flags: O_WRONLY)
}

/// Runs `executable` with `arguments` in `folder`, its standard output to the file `output` (created or truncated),
/// standard error to /dev/null; returns its exit status (nil when a signal ended it). Same spawning as
/// `spawnAndWait`, for benchmarks that read what the child prints.
public func spawnWritingOutput(_ executable: String, _ arguments: [String], in folder: String, to output: String) -> Int32? {
    spawn(executable, arguments, in: folder, standardOutput: output, flags: O_WRONLY | O_CREAT | O_TRUNC).status
}

/// The one spawn both functions use: standard output to `standardOutput` opened with `flags`, standard error to
/// /dev/null.
private func spawn(_ executable: String, _ arguments: [String], in folder: String, standardOutput: String,
                   flags: Int32) -> (wall: Double, cpu: Double, status: Int32?) {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, flags, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let previous = FileManager.default.currentDirectoryPath
    guard chdir(folder) == 0 else { fail("cannot enter \(folder)") }
    defer { _ = chdir(previous) }
    var pid: pid_t = 0
    var status: Int32 = 0
    var usage = rusage()
    let wall = time {
        let error = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard error == 0 else { fail("cannot run \(executable): \(String(cString: strerror(error)))") }
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { fail("wait4: \(String(cString: strerror(errno)))") }
        }
    }
    func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    let exited = status & 0x7F == 0
    return (wall, s(usage.ru_utime) + s(usage.ru_stime), exited ? (status >> 8) & 0xFF : nil)
}
