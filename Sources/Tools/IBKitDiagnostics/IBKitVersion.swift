/// IBKit's version: the one place it is written. `ibkit --version` and SARIF logs read it; a test holds
/// CHANGELOG.md's newest entry to it, so a release bumps both or fails CI.
public enum IBKitVersion {
    public static let current = "0.5.2"
}
