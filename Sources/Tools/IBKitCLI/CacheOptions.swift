import ArgumentParser
import IBKitDiagnostics
import IBKitLint
import IBKitPlumbing
import IBKitSwiftIndex
import IBKitWorkspace

/// `--cache-path`, for every command that caches (check, gen, migrate, render), and the one way they find their
/// cache folder: `--cache-path`, else `.ibkit.yml`'s `cache_path:`, else the project's folder in the user's cache
/// folder (`CacheLocation`), never the project itself unless asked.
struct CacheOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Folder for IBKit's caches (default: cache_path: in .ibkit.yml, else the project's folder in "
                               + "$XDG_CACHE_HOME/ibkit or ~/.cache/ibkit; ~/Library/Caches/IBKit on macOS). The plugins "
                               + "pass their work directory.", valueName: "folder"),
            completion: .directory)
    var cachePath: String?

    /// The run's cache folder, readied (created, marked as used, old entries pruned); nil when there is none. The
    /// note says why this run is not cached, when its folder cannot be written: the run goes on, only slower.
    func prepare(configuration: Configuration, workingDirectory: String,
                 environment: [String: String]) -> (directory: String?, note: String?) {
        let location: CacheLocation
        if let named = cachePath.map({ PathNormalization.absolute($0, base: workingDirectory) }) ?? configuration.cachePath {
            location = CacheLocation(directory: named)
        } else if let standard = CacheLocation.standard(projectRoot: configuration.rootDirectory, environment: environment) {
            location = standard
        } else {
            return (nil, "note: HOME is not set, so there is no cache folder; this run is not cached (--cache-path names one)")
        }
        return (location.directory, location.prepare())
    }
}
