import Foundation

/// The workplace's shared test data beside the repository (`../shared`: the corpus of real IB files, the peers'
/// oracles). Tests that read it skip with a message when it is absent, so a lone clone still passes.
public enum SharedFixtures {
    /// `../shared/<relative>` found from this file upwards, or nil when absent.
    public static func folder(_ relative: String) -> URL? {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0 ..< 6 {
            dir.deleteLastPathComponent()
            let candidate = dir.appendingPathComponent("../shared/" + relative).standardized
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// `../shared/corpus`: ~1,300 real `.storyboard` and `.xib` files.
    public static let corpus: URL? = folder("corpus")

    /// The `.storyboard` and `.xib` files below `root`, as sorted absolute paths.
    public static func interfaceBuilderFiles(below root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
            .sorted()
            .map { root.appendingPathComponent($0).path }
    }
}
