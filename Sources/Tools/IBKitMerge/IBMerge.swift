import IBKitDocument

/// The three-way merge of an Interface Builder file (docs/merge.md): base, ours and theirs read as element trees,
/// merged by element, churn settled, validated. The result is a valid file whatever happens: a conflict keeps
/// ours's version of the conflicted element (and is listed), a merge that would not validate keeps ours's file.
public enum IBMerge {
    public enum ConflictStyle: String, Sendable, CaseIterable {
        /// A valid file with ours's version of each conflicted element; the conflicts listed apart.
        case valid
        /// git's markers around the smallest conflicting element (the file is not valid until they are removed).
        case markers
    }

    /// Conflicts by their number (from 1, as listed): the ones a person resolved as theirs.
    public enum Selection: Sendable, Equatable {
        case none
        case all
        case numbered(Set<Int>)

        func contains(_ number: Int) -> Bool {
            switch self {
            case .none: return false
            case .all: return true
            case .numbered(let numbers): return numbers.contains(number)
            }
        }
    }

    public struct Options: Sendable {
        public var style: ConflictStyle
        public var markerSize: Int
        /// Labels after the markers: ours, base, theirs (git's `-L` order).
        public var labels: [String]
        /// The conflicts resolved as theirs (`--resolve`); the others keep ours's version.
        public var theirs: Selection

        public init(style: ConflictStyle = .valid, markerSize: Int = 7, labels: [String] = [], theirs: Selection = .none) {
            self.theirs = theirs
            self.style = style
            self.markerSize = markerSize
            self.labels = labels
        }
    }

    public struct Result: Sendable {
        /// The merged file.
        public let bytes: [UInt8]
        /// Empty for a clean merge.
        public let conflicts: [IBMergeConflict]
        public var isClean: Bool { conflicts.isEmpty }
    }

    /// Why a file is merged as text instead: it is not an Interface Builder document IBKit reads.
    public struct Unreadable: Error, Sendable, CustomStringConvertible {
        public let side: String
        public let message: String
        /// Where in that side's bytes, when the parser says (a syntax error, nesting past the limit).
        public var location: SourceLocation? = nil
        public var description: String {
            location.map { "\(side):\($0.line):\($0.column): \(message)" } ?? "\(side): \(message)"
        }
    }

    /// Merges three versions of one file. Throws `Unreadable` when any version is not an IB document IBKit reads
    /// (binary, not XML, an IB3 archive) or has repeated ids, for the caller to fall back to a text merge.
    public static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String = "<memory>",
                             options: Options = Options()) throws(Unreadable) -> Result {
        let oursDocument = try read(ours, side: "ours", path: path)
        // A file both sides added has an empty base: the merge starts from a document with nothing in it.
        let base = base.isEmpty ? Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"\(oursDocument.type)\"/>\n".utf8) : base
        let documents = [try read(base, side: "base", path: path), oursDocument, try read(theirs, side: "theirs", path: path)]
        if ours == theirs || base == theirs { return Result(bytes: ours, conflicts: []) }
        if base == ours { return Result(bytes: theirs, conflicts: []) }
        let trees = [MergeTree(documents[0], side: .base), MergeTree(documents[1], side: .ours), MergeTree(documents[2], side: .theirs)]
        let merge = TreeMerge(base: trees[0], ours: trees[1], theirs: trees[2], markers: options.style == .markers, theirsWins: options.theirs)
        var root = merge.run()
        let markers = options.style == .markers
            ? MergeWriter.Markers(size: options.markerSize, ours: options.labels.first ?? "ours", theirs: options.labels.count > 2 ? options.labels[2] : "theirs")
            : nil
        var conflicts = merge.conflicts
        if markers != nil, !conflicts.isEmpty {
            return Result(bytes: MergeWriter.write(root, ours: documents[1], markers: markers), conflicts: conflicts)
        }
        // Written, completed and checked; a connection left pointing at what the other side removed is left out
        // (a conflict), and the file checked again.
        for _ in 0..<64 {
            let bytes = MergeWriter.write(root, ours: documents[1], markers: nil)
            guard let merged = try? IBDocument(bytes: bytes, path: path) else { return invalid(ours, ["the merged file does not parse"], conflicts) }
            if !MergeResources.missing(in: merged, inputs: documents).isEmpty {
                if root.isVerbatim { root = MergeTreeEdit.editable(root) }
                if MergeResources.complete(root, merged: merged, inputs: trees) { continue }
            }
            let problems = MergeValidation.problems(merged, inputs: documents)
            if problems.isEmpty { return Result(bytes: bytes, conflicts: conflicts) }
            let dangling = problems.compactMap { problem in problem.relation.map { ($0, problem) } }
            guard dangling.count == problems.count else { return invalid(ours, problems.map(\.message), conflicts) }
            for (id, problem) in dangling {
                root = MergeTreeEdit.removing(id: id, from: root)
                conflicts.append(IBMergeConflict(kind: .dangling, scene: problem.scene ?? "document", element: problem.relationName ?? id, id: id))
            }
        }
        return invalid(ours, ["the merge does not settle"], conflicts)
    }

    /// The problems of a merged file (one resolved by hand, or another tool's) by the checks the merge runs on its
    /// own result: it parses, its ids are unique, its references resolve, its used images and colors are in
    /// `<resources>`, no element both sides kept is missing. Problems an input already had are not counted.
    public static func problems(of merged: [UInt8], base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String = "<memory>") -> [String] {
        let document: IBDocument
        do {
            document = try IBDocument(bytes: merged, path: path)
        } catch {
            return ["line \(error.location.line): \(error.message)"]
        }
        // Inputs that do not parse (a text merge's) check nothing.
        let inputs = [base, ours, theirs].compactMap { try? IBDocument(bytes: $0, path: path) }
        return MergeValidation.problems(document, inputs: inputs).map(\.message)
    }

    /// A merge that would not validate: ours's file, with every problem listed (theirs's changes are left for a person).
    private static func invalid(_ ours: [UInt8], _ problems: [String], _ conflicts: [IBMergeConflict] = []) -> Result {
        Result(bytes: ours, conflicts: conflicts + problems.map {
            IBMergeConflict(kind: .invalid, scene: "document", element: "theirs's changes not merged: " + $0)
        })
    }

    private static func read(_ bytes: [UInt8], side: String, path: String) throws(Unreadable) -> IBDocument {
        let document: IBDocument
        do {
            document = try IBDocument(bytes: bytes, path: path)
        } catch {
            throw Unreadable(side: side, message: error.message, location: error.location)
        }
        if let duplicate = document.duplicateIDs().first {
            throw Unreadable(side: side, message: "id '\(duplicate.element.id ?? "")' is used twice")
        }
        return document
    }
}
