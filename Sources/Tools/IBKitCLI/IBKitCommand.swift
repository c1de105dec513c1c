import ArgumentParser
import Foundation
import IBKitDiagnostics
import IBKitPlumbing

public struct IBKitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "ibkit",
        abstract: "Interface Builder files made safe before run time.",
        discussion: """
            Lints .storyboard and .xib files for problems (IBLinter's rules and more) and against IBKit's conventions \
            — one view controller per storyboard, identifiers and file names that are class names, components styled \
            in code, no segues: IBKit's opinion, not Apple's rules (docs/conventions.md). `check` compares the files \
            with the Swift sources; `gen` writes the code that makes the conventions hold; `init` writes a .ibkit.yml \
            for an existing app and `migrate` moves it onto the conventions. `render` draws the files as \
            a static site; `diff` shows what changed between git revisions, in words and pictures.
            """,
        version: IBKitVersion.current,
        subcommands: [LintCommand.self, CheckCommand.self, GenCommand.self, InitCommand.self, MigrateCommand.self, RenderCommand.self, DiffCommand.self, MergeCommand.self, RulesCommand.self, DumpCommand.self],
        defaultSubcommand: LintCommand.self
    )

    public init() {}

    /// Runs the command line and exits: 0 clean or warnings, 1 errors, 2 usage or configuration errors.
    public static func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        ProcessHeap.prepare()
        // An interrupted write leaves the old file, and no temporary beside it.
        AtomicFile.removeTemporariesOnSignal()
        // The exit status is worked out in a call that returns, so that nothing the run made is still owned by a
        // frame when the process exits (what it keeps on purpose, `KeptUntilExit` holds).
        terminate(status(arguments: arguments))
    }

    /// Parses and runs the command line; the exit status.
    static func status(arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                return 0
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return ExitCode.usageOrConfiguration.rawValue
        }
    }
}

extension ExitCode {
    /// Errors (or any violation with `--strict`).
    static let violations = ExitCode(1)
    /// Bad arguments or a bad `.ibkit.yml`.
    static let usageOrConfiguration = ExitCode(2)
}

/// Standard error, for messages that must not mix with a reporter's output.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

private func terminate(_ code: Int32) -> Never {
    Foundation.exit(code)
}
