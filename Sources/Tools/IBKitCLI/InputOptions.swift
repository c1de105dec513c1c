import ArgumentParser
import IBKitWorkspace

/// What a command reads: the files or folders, and the configuration file. One declaration, so that lint, check,
/// gen, migrate and render take them alike and their `--help` says the same.
struct InputOptions: ParsableArguments {
    @Argument(help: "Files or folders (default: the current folder).", completion: .file())
    var paths: [String] = []

    @Option(help: "Configuration file (default: the nearest .ibkit.yml above the first path).", completion: .file())
    var config: String?

    /// The paths given, the current folder when none.
    var pathsOrCurrentFolder: [String] { paths.isEmpty ? ["."] : paths }
}
