import IBKitDiagnostics
import IBKitDocument
import IBKitPlumbing

/// A check of the whole planned result, run before anything is written; any problem it returns stops `apply`.
/// It sees the plan itself: `changes` for what changes, `content(of:)` for any file as the plan leaves it.
public typealias ChangeValidator = @Sendable (ChangeSet) -> [LocatedProblem]

extension ChangeSet {
    /// The problems of the planned result: the built-in checks of every changed file, then each validator's.
    ///
    /// Built in: every changed `.storyboard` and `.xib` parses as an Interface Builder document and its ids are
    /// unique; every changed `.swift` file has no syntax error it did not have before (swift-syntax).
    public func validate(_ validators: [ChangeValidator] = []) -> [LocatedProblem] {
        let changes = self.changes
        // A plan that changes nothing breaks nothing.
        guard !changes.isEmpty else { return [] }
        // Each file's own checks first, side by side: they parse every changed IB file, which the validators then
        // find parsed (run at the same time, each would parse them again). Then the validators, side by side.
        let own = Parallel.map(changes) { change in
            let path = displayPath(change.path)
            switch Self.fileExtension(change.path) {
            case "storyboard", "xib": return Self.interfaceBuilderProblems(change.after, path: path, document: document(change.after, path: change.path))
            case "swift": return Self.swiftProblems(before: change.before, after: change.after, path: path)
            default: return []
            }
        }.flatMap { $0 }
        // Started as blocks of their own rather than by `Parallel.map`: a validator may use `map` itself, and a
        // `map` inside a `map` runs on one core.
        let checking = Parallel.Stream<ChangeValidator, [LocatedProblem]> { validator in validator(self) }
        for validator in validators { checking.start(validator) }
        return own + checking.results().flatMap { $0 }
    }

    static func interfaceBuilderProblems(_ bytes: [UInt8], path: String, document parsed: IBDocument? = nil) -> [LocatedProblem] {
        // Only a file that did not parse is parsed again here, for its error.
        if let parsed { return duplicateProblems(parsed, path: path) }
        let document: IBDocument
        do {
            document = try IBDocument(bytes: bytes, path: path)
        } catch {
            return [LocatedProblem(path: path, line: error.location.line, column: error.location.column, message: error.message)]
        }
        return duplicateProblems(document, path: path)
    }

    private static func duplicateProblems(_ document: IBDocument, path: String) -> [LocatedProblem] {
        document.duplicateIDs().map { duplicate in
            let location = duplicate.element.location
            return LocatedProblem(path: path, line: location.line, column: location.column,
                                 message: "duplicate id '\(duplicate.element.id ?? "")', first used at line \(duplicate.first.location.line)")
        }
    }

    static func swiftProblems(before: [UInt8]?, after: [UInt8], path: String) -> [LocatedProblem] {
        let new = SwiftSyntaxProblems(after)
        guard !new.problems.isEmpty else { return [] } // the common case: the old file need not be parsed
        let added = new.added(since: SwiftSyntaxProblems(before ?? []))
        return added.map { LocatedProblem(path: path, line: $0.line, column: $0.column, message: "Swift syntax: \($0.message)") }
    }

    /// The lowercased extension of the last path component, "" when it has none.
    static func fileExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
