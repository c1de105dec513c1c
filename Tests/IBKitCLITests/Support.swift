import Foundation
import IBKitPlumbing
import IBKitTestSupport
@testable import IBKitCLI
import Testing

/// A throw-away project folder with an `.ibkit.yml`, removed when the test ends.
final class TemporaryProject {
    let root: String

    /// `only_rules: [parse-error]` keeps these tests about the CLI, not about whichever rules exist.
    init(configuration: String = "only_rules: [parse-error]\n") throws {
        root = try TemporaryFolder.make("ibkit-cli")
        try write(".ibkit.yml", configuration)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func files(in relative: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? root : path(relative))) ?? []).sorted()
    }

    /// Runs `ibkit lint` in this process, as if from `workingDirectory` (default: the project root).
    /// Paths in `arguments` must be absolute: the process's real working directory is not changed.
    func lint(_ arguments: [String], workingDirectory: String? = nil) throws -> CommandOutcome {
        let command = try LintCommand.parse(arguments)
        return command.execute(workingDirectory: workingDirectory ?? root)
    }
}

/// The environment tests run the commands in: HOME and XDG_CACHE_HOME in the temporary folder, so that no test
/// writes to the real user's cache folder (`CacheLocation` reads only these two). One folder for every run, kept
/// small by the cache's own pruning (each test project is a new entry).
enum TestCaches {
    static let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ibkit-test-caches")
        .resolvingSymlinksInPath().path
    static let environment = ["HOME": root + "/home", "XDG_CACHE_HOME": root + "/xdg"]
}

enum IB {
    static let valid = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes/>
        </document>

        """

    /// Stops in the middle: one parse error at the end of the file, whose message does not depend on its line.
    static func truncated(blankLines: Int = 0) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">\(String(repeating: "\n", count: blankLines))
            <scenes>

        """
    }
}

/// The `ibkit` executable next to the test bundle (SwiftPM builds it with the tests), for end-to-end runs.
enum Executable {
    static let url: URL? = {
        var folders: [URL] = []
        if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        var repository = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { repository.deleteLastPathComponent() }
        folders.append(repository.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("ibkit") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// - Parameter environment: on top of this process's and `TestCaches.environment`.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        let executable: URL = try #require(url)
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(TestCaches.environment) { $1 }.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes drained at once: a child whose standard error fills its pipe (a sanitizer's report) while
        // this side waits on standard output would block for ever.
        let errors = err.fileHandleForReading
        let (outData, errData) = Parallel.beside({ errors.readDataToEndOfFile() }) { out.fileHandleForReading.readDataToEndOfFile() }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
                      standardError: String(decoding: errData, as: UTF8.self))
    }
}
