import Foundation

/// Prints `<tool>: message` and exits with status 2.
public func fail(_ message: String) -> Never {
    let tool = URL(fileURLWithPath: CommandLine.arguments.first ?? "benchmark").lastPathComponent
    FileHandle.standardError.write(Data("\(tool): \(message)\n".utf8))
    exit(2)
}

/// The `ibkit` binary to time: `explicit`, or the one beside this benchmark's binary (the Benchmarks package builds
/// both), as an absolute path — children are spawned from other folders.
public func ibkitBinary(_ explicit: String?) -> String {
    let path = explicit ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ibkit").path
    return URL(fileURLWithPath: path).standardizedFileURL.path
}
