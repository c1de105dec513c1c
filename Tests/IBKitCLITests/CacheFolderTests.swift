import Foundation
@testable import IBKitCLI
import IBKitSwiftIndex
import Testing

/// Issue 23, point 2: the commands keep their caches in the user's cache folder (or where `--cache-path` and
/// `cache_path:` say), never in the project, and a cache folder they cannot write only costs speed.
@Suite struct CacheFolderTests {
    /// A copy of Examples/Legacy (an Xcode project, no .gitignore) in a new git repository, all of it committed.
    static func legacyRepository() throws -> TemporaryProject {
        let project = try TemporaryProject()
        let legacy = ExampleProjectTests.repositoryRoot + "/Examples/Legacy"
        try FileManager.default.removeItem(atPath: project.path(".ibkit.yml"))
        for item in try FileManager.default.contentsOfDirectory(atPath: legacy) {
            try FileManager.default.copyItem(atPath: legacy + "/" + item, toPath: project.path(item))
        }
        try git(["init", "--quiet"], in: project.root)
        try git(["add", "--all"], in: project.root)
        try git(["commit", "--quiet", "-m", "Legacy"], in: project.root)
        return project
    }

    @discardableResult
    static func git(_ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory, "-c", "user.name=IBKit Tests", "-c", "user.email=tests@ibkit.invalid",
                             "-c", "commit.gpgsign=false", "-c", "core.excludesFile=/dev/null"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    /// The environment of a user whose home is `home` (and, when given, whose XDG_CACHE_HOME is `xdg`).
    static func user(home: String, xdg: String? = nil) -> [String: String] {
        var environment = ["HOME": home]
        environment["XDG_CACHE_HOME"] = xdg ?? ""
        return environment
    }

    /// The "done when": check, a migrate dry run, gen --dump-context and render to another folder leave
    /// `git status --porcelain --ignored` empty, and the caches are in the user's cache folder.
    @Test func readOnlyCommandsLeaveNothingInTheProject() throws {
        let project = try Self.legacyRepository()
        let elsewhere = try TemporaryProject(configuration: "")
        let environment = Self.user(home: elsewhere.path("home"), xdg: elsewhere.path("xdg"))
        for arguments in [["check"], ["check"], ["migrate"], ["migrate", "--adopt"], ["gen", "--dump-context", "yaml"],
                          ["render", ".", "-o", elsewhere.path("site")]] {
            let run = try Executable.run(arguments, in: project.root, environment: environment)
            #expect(run.status <= 1, "ibkit \(arguments): \(run.standardError)")
            #expect(!run.standardError.contains("note: cannot write the cache"), "\(run.standardError)")
        }
        #expect(try Self.git(["status", "--porcelain", "--ignored"], in: project.root) == "")
        let location = try #require(CacheLocation.standard(projectRoot: project.root, environment: environment))
        #expect(location.sharedRoot == CacheLocation.userRoot(environment: environment))
        let cached = try FileManager.default.contentsOfDirectory(atPath: location.directory).sorted()
        #expect(cached == ["check-result.bin", "gen-index.bin", CacheLocation.markerName, "migrate-result.bin", "swift-index.bin"])
        #expect(FileManager.default.fileExists(atPath: elsewhere.path("site/index.html")))
    }

    /// A small project, a check of it run in-process from `workingDirectory` (default: its root) in `environment`.
    static func smallProject(configuration: String = "check:\n  only_rules: [unknown-class]\n") throws -> TemporaryProject {
        let project = try TemporaryProject(configuration: configuration)
        try project.write("App/Main.storyboard", IB.valid)
        try project.write("App/App.swift", "final class App {}\n")
        return project
    }

    static func check(_ project: TemporaryProject, _ extra: [String] = [], from workingDirectory: String? = nil,
                      environment: [String: String]) throws -> CommandOutcome {
        try CheckCommand.parse([project.root] + extra).execute(workingDirectory: workingDirectory ?? project.root, environment: environment)
    }

    /// The one entry of the project in the user's IBKit cache folder `root`, if any.
    static func entries(in root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { !$0.hasPrefix(".") }
    }

    @Test func theDefaultFolderFollowsXDGAndHome() throws {
        let project = try Self.smallProject()
        let user = try TemporaryProject(configuration: "")
        #if os(macOS)
        let (homeRoot, xdgRoot) = (user.path("home/Library/Caches/IBKit"), user.path("home/Library/Caches/IBKit"))
        #else
        let (homeRoot, xdgRoot) = (user.path("home/.cache/ibkit"), user.path("xdg/ibkit"))
        #endif
        #expect(try Self.check(project, environment: Self.user(home: user.path("home"))).exitCode == 0)
        let entry = try #require(Self.entries(in: homeRoot).first)
        #expect(entry.hasPrefix(String((project.root as NSString).lastPathComponent.prefix(40)) + "-"), "named after the project")
        #expect(FileManager.default.fileExists(atPath: homeRoot + "/" + entry + "/check-result.bin"))
        #expect(try Self.check(project, environment: Self.user(home: user.path("home"), xdg: user.path("xdg"))).exitCode == 0)
        #expect(Self.entries(in: xdgRoot) == [entry], "the same project, the same entry name")
        #expect(FileManager.default.fileExists(atPath: xdgRoot + "/" + entry + "/check-result.bin"))
        #expect(project.files() == [".ibkit.yml", "App"])
    }

    /// `--cache-path` is relative to the working directory, `cache_path:` to the configuration's folder; the flag wins.
    @Test func theFlagAndTheConfigurationMoveIt() throws {
        let project = try Self.smallProject(configuration: "check:\n  only_rules: [unknown-class]\ncache_path: .caches/ibkit\n")
        let user = try TemporaryProject(configuration: "")
        let environment = Self.user(home: user.path("home"), xdg: user.path("xdg"))
        #expect(try Self.check(project, from: project.path("App"), environment: environment).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: project.path(".caches/ibkit/check-result.bin")))
        #expect(try Self.check(project, ["--cache-path", "../work/cache"], from: project.path("App"), environment: environment).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: project.path("work/cache/check-result.bin")))
        #expect(user.files() == [".ibkit.yml"], "nothing in the user's cache folder")

        let outcome = try RenderCommand.parse([project.root, "-o", user.path("site"), "--cache-path", user.path("render")])
            .execute(workingDirectory: project.root, environment: environment)
        #expect(outcome.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: user.path("render/check-result.bin")))
        let migrate = try MigrateCommand.parse([project.root, "--cache-path", user.path("migrate")])
            .execute(workingDirectory: project.root, environment: environment)
        #expect(migrate.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: user.path("migrate/swift-index.bin")))
        let gen = try GenCommand.parse([project.root, "--dump-context", "json", "--cache-path", user.path("gen")])
            .execute(workingDirectory: project.root, environment: environment)
        #expect(gen.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: user.path("gen/gen-index.bin")))

        let wrong = try TemporaryProject(configuration: "cache_path: [a]\n")
        let error = try Self.check(wrong, environment: environment)
        #expect(error.exitCode == 2)
        #expect(error.standardError.first?.contains("'cache_path' is the path of a folder") == true, "\(error.standardError)")
    }

    /// A cache folder that cannot be made or written: the same output and exit status as without a cache, and one note.
    @Test func aCacheFolderThatCannotBeWrittenOnlyCostsSpeed() throws {
        let project = try Self.smallProject()
        let user = try TemporaryProject(configuration: "")
        try user.write("file", "in the way\n")
        let uncached = try Self.check(project, ["--no-cache"], environment: TestCaches.environment)
        let blocked = Self.user(home: user.path("file/home"), xdg: user.path("file/xdg"))
        let check = try Self.check(project, environment: blocked)
        #expect((check.standardOutput, check.exitCode) == (uncached.standardOutput, uncached.exitCode))
        #expect(check.standardError.filter { $0.hasPrefix("note: cannot write the cache") }.count == 1, "\(check.standardError)")
        #expect(check.standardError.filter { !$0.hasPrefix("note: cannot write the cache") } == uncached.standardError)
        let quiet = try Self.check(project, ["--quiet"], environment: blocked)
        #expect(quiet.standardError.isEmpty)
        let noHome = try Self.check(project, environment: [:])
        #expect(noHome.standardOutput == uncached.standardOutput)
        #expect(noHome.standardError.filter { $0.hasPrefix("note: HOME is not set") }.count == 1, "\(noHome.standardError)")

        let render = try RenderCommand.parse([project.root, "-o", user.path("site")]).execute(workingDirectory: project.root, environment: blocked)
        #expect(render.exitCode == 0)
        #expect(render.standardError.filter { $0.hasPrefix("note: cannot write the cache") }.count == 1, "\(render.standardError)")

        // A folder that exists with a valid cache but can no longer be written: read, not written, same output.
        let folder = user.path("readonly")
        #expect(try Self.check(project, ["--cache-path", folder], environment: TestCaches.environment).exitCode == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        try project.write("App/App.swift", "final class App {}\nfinal class Other {}\n")
        let readOnly = try Self.check(project, ["--cache-path", folder], environment: TestCaches.environment)
        #expect((readOnly.standardOutput, readOnly.exitCode) == (uncached.standardOutput, uncached.exitCode))
        #expect(readOnly.standardError.filter { $0.hasPrefix("note: ") && !$0.hasPrefix("note: cannot write the cache") }.isEmpty)
        if getuid() != 0 { // root writes anywhere
            #expect(readOnly.standardError.filter { $0.hasPrefix("note: cannot write the cache") }.count == 1, "\(readOnly.standardError)")
        }
    }
}
