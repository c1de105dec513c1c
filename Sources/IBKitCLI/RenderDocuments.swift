import IBKitDiagnostics
import IBKitDocument

/// The IB files of a render, parsed once: all of them at once when the check needs them (`parseAll`), else each
/// by the worker that draws its page (`document(_:)`), which then drops it before the next: a site of thousands
/// of files need not be in memory at once.
final class RenderDocuments: @unchecked Sendable {
    private let files: [String]
    private let workingDirectory: String
    // Set once, by `parseAll`, before the pages are drawn; read-only after.
    private var parsed: [Result<IBDocument, IBParseError>]?

    init(files: [String], workingDirectory: String) {
        self.files = files
        self.workingDirectory = workingDirectory
    }

    func parseAll() -> [Result<IBDocument, IBParseError>] {
        let all = Parallel.map(files.indices.map { $0 }) { [self] i in load(i) }
        parsed = all
        return all
    }

    func document(_ i: Int) -> Result<IBDocument, IBParseError> {
        parsed?[i] ?? load(i)
    }

    private func load(_ i: Int) -> Result<IBDocument, IBParseError> {
        IBDocumentLoader.load(path: PathNormalization.absolute(files[i], base: workingDirectory))
    }
}
