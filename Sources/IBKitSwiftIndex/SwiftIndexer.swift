import SwiftParser
import SwiftSyntax

/// Builds `FileIndex`es from Swift sources (swift-syntax) and Objective-C files (a byte scan for class names), and
/// merges a project's files into a `SwiftIndex`, through a content-keyed cache and in parallel.
public enum SwiftIndexer {
    /// Bumped whenever what the indexer extracts (or how it is encoded) changes: old cache entries are then ignored.
    public static let formatVersion = 10
    /// The swift-syntax release the indexer is built with (its parse results are part of the cache key).
    public static let syntaxVersion = "swift-syntax-603"
    /// Larger files are reported, not parsed: generated code of this size holds no IB classes, and parsing it
    /// would dominate the run.
    public static let maximumFileSize = 8 << 20

    // MARK: One file

    /// Indexes Swift source text.
    public static func index(source: String, path: String, vocabulary: IOVocabulary = .standard) -> FileIndex {
        index(source: source, path: path, vocabulary: vocabulary, elidingBodies: true)
    }

    /// `elidingBodies: false` parses every byte, as tests compare against.
    static func index(source: String, path: String, vocabulary: IOVocabulary = .standard, elidingBodies: Bool) -> FileIndex {
        let bytes = Array(source.utf8)
        return Workers.one {
            bytes.withUnsafeBytes { index(swiftBytes: $0, path: path, vocabulary: vocabulary, elidingBodies: elidingBodies).file }
        }
    }

    /// Indexes one file's bytes, by kind: `.h`/`.m`/`.mm` are scanned for Objective-C classes, anything else is
    /// parsed as Swift.
    public static func index(bytes: UnsafeRawBufferPointer, path: String, vocabulary: IOVocabulary = .standard) -> FileIndex {
        let copy = Array(bytes)
        return Workers.one { copy.withUnsafeBytes { indexOnLargeStack(bytes: $0, path: path, vocabulary: vocabulary).file } }
    }

    /// Reads and indexes a file; unreadable and oversized files yield a `SourceProblem`, never a failure.
    public static func indexFile(atPath path: String, vocabulary: IOVocabulary = .standard) -> FileIndex {
        switch FileReader.contents(path, limit: maximumFileSize) {
        case .success(let bytes):
            return Workers.one { bytes.withUnsafeBytes { indexOnLargeStack(bytes: $0, path: path, vocabulary: vocabulary).file } }
        case .failure(let problem):
            return FileIndex(path: path, problems: [problem.sourceProblem(path: path)])
        }
    }

    /// Only on a `Workers` thread: parsing may recurse deeply. `elided`: bytes of function bodies not parsed.
    static func indexOnLargeStack(bytes: UnsafeRawBufferPointer, path: String, vocabulary: IOVocabulary,
                                  elidingBodies: Bool = true) -> (file: FileIndex, elided: Int) {
        if ObjCHeaderScanner.handles(path: path) {
            let scan = ObjCHeaderScanner.scan(bytes, path: path)
            return (FileIndex(path: path, classes: scan.categories, objcInterfaces: scan.classNames, objcCategories: scan.categoryClasses,
                              mentionedNames: Mentions.scan(bytes)), 0)
        }
        return index(swiftBytes: bytes, path: path, vocabulary: vocabulary, elidingBodies: elidingBodies)
    }

    static func index(swiftBytes bytes: UnsafeRawBufferPointer, path: String, vocabulary: IOVocabulary,
                      elidingBodies: Bool = true) -> (file: FileIndex, elided: Int) {
        guard bytes.count <= maximumFileSize else {
            return (FileIndex(path: path, problems: [FileReader.Failure.tooLarge(bytes.count).sourceProblem(path: path)]), 0)
        }
        var result = parse(swiftBytes: bytes, path: path, vocabulary: vocabulary, elidingBodies: elidingBodies)
        result.file.mentionedNames = Mentions.scan(bytes)
        return result
    }

    private static func parse(swiftBytes bytes: UnsafeRawBufferPointer, path: String, vocabulary: IOVocabulary,
                              elidingBodies: Bool) -> (file: FileIndex, elided: Int) {
        if bytes.count > maximumFileSize {
            return (FileIndex(path: path, problems: [FileReader.Failure.tooLarge(bytes.count).sourceProblem(path: path)]), 0)
        }
        let depth = Nesting.maximumDepth(bytes)
        if depth > Nesting.limit {
            return (FileIndex(path: path, problems: [SourceProblem(
                message: "brackets nest \(depth) deep, more than the \(Nesting.limit) the indexer parses safely; not indexed",
                position: SourcePosition(path: path, line: 1, column: 1))]), 0)
        }
        var problems: [SourceProblem] = []
        let validUTF8 = UTF8Validation.isValid(bytes)
        // Function bodies that cannot matter are elided first (see `BodyElision` for why the index is the same).
        // The rare file whose skeleton does not parse cleanly is parsed whole, so its error is reported as before.
        if elidingBodies, validUTF8, let skeleton = BodyElision.skeleton(bytes, vocabulary: vocabulary) {
            let tree = skeleton.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if !tree.hasError {
                let file = skeleton.bytes.withUnsafeBytes {
                    index(tree: tree, parsed: $0, lines: LineTable(bytes), offsets: skeleton.offsets, path: path, problems: [],
                          vocabulary: vocabulary)
                }
                return (file, skeleton.elidedBytes)
            }
        }
        // Invalid bytes become U+FFFD so the rest of the file is still indexed (columns on those lines may shift).
        let repaired: [UInt8]? = validUTF8 ? nil : Array(String(decoding: bytes, as: UTF8.self).utf8)
        let tree: SourceFileSyntax = if let repaired {
            repaired.withUnsafeBufferPointer { Parser.parse(source: $0) }
        } else {
            Parser.parse(source: bytes.bindMemory(to: UInt8.self))
        }
        if !validUTF8 {
            let line = UTF8Validation.firstInvalidLine(bytes)
            problems.append(SourceProblem(message: "not valid UTF-8; invalid bytes were replaced to index the rest",
                                          position: SourcePosition(path: path, line: line, column: 1)))
        }
        let file = if let repaired {
            repaired.withUnsafeBytes {
                index(tree: tree, parsed: $0, lines: LineTable($0), offsets: OffsetMap(), path: path, problems: problems, vocabulary: vocabulary)
            }
        } else {
            index(tree: tree, parsed: bytes, lines: LineTable(bytes), offsets: OffsetMap(), path: path, problems: problems, vocabulary: vocabulary)
        }
        return (file, 0)
    }

    /// Walks a tree parsed from `parsed` (the bytes its offsets refer to; `offsets` maps them to the file's, whose
    /// lines `lines` holds).
    private static func index(tree: SourceFileSyntax, parsed: UnsafeRawBufferPointer, lines: LineTable, offsets: OffsetMap,
                              path: String, problems: [SourceProblem], vocabulary: IOVocabulary) -> FileIndex {
        var problems = problems
        // Only an unelided tree gets here with an error (a skeleton with one is parsed again whole).
        if tree.hasError, let error = SyntaxErrorFinder.firstError(in: tree, lines: lines, path: path) {
            problems.append(error)
        }
        let visitor = SwiftIndexVisitor(path: path, lines: lines, source: parsed, offsets: offsets, vocabulary: vocabulary)
        visitor.walk(tree)
        return FileIndex(
            path: path,
            classes: visitor.classes.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) },
            valueTypes: visitor.valueTypes.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) },
            typeAliases: visitor.typeAliases,
            references: visitor.references.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) },
            problems: problems,
            protocols: visitor.protocols,
            reuseCalls: visitor.reuseCalls,
            imports: visitor.imports.sorted(),
            constants: visitor.constants,
            pendingReferences: visitor.pendingReferences,
            helpers: visitor.helpers,
            helperCalls: visitor.helperCalls
        )
    }

    // MARK: A project

    /// What a run did, for `--verbose` output and the benchmark.
    public struct Statistics: Sendable, Equatable {
        public var files = 0
        /// Served from the cache.
        public var cacheHits = 0
        /// Skipped by the prefilter (no byte sequence that could start anything the index records).
        public var skipped = 0
        /// Parsed (or scanned) this run.
        public var indexed = 0
        /// Left out: they start with the prefix the caller named (generated code).
        public var leftOut = 0
        public var bytes = 0
        /// Bytes of function bodies elided before parsing (`BodyElision`).
        public var elidedBytes = 0
        /// Wall time of each step, in seconds (for the benchmark; not part of equality).
        public var timings = Timings()

        public init() {}

        public static func == (a: Statistics, b: Statistics) -> Bool {
            (a.files, a.cacheHits, a.skipped, a.indexed, a.leftOut) == (b.files, b.cacheHits, b.skipped, b.indexed, b.leftOut)
                && (a.bytes, a.elidedBytes) == (b.bytes, b.elidedBytes)
        }
    }

    public struct Timings: Sendable {
        /// Reading and hashing every file.
        public var readAndHash = 0.0
        /// Reading the cache pack and locating its entries.
        public var cacheLoad = 0.0
        /// Decoding cache hits and prefiltering.
        public var lookup = 0.0
        /// Parsing the misses.
        public var parse = 0.0
        /// Writing the cache pack.
        public var store = 0.0
        /// Merging the files into a `SwiftIndex`.
        public var merge = 0.0

        public init() {}
    }

    /// Indexes every file (Swift, and `.h`/`.m`/`.mm` for Objective-C class names), using and refreshing the
    /// cache when given; the result does not depend on the cache or on thread timing.
    /// - Parameters:
    ///   - vocabulary: the I/O calls to record (`view-controller-io`'s; `.empty` when no check reads them).
    ///   - leavingOutFilesStartingWith: files whose bytes start with it are left out of the index and the cache
    ///     (`ibkit gen`'s header: generated code is never taken for hand-written code), checked in the read the
    ///     indexer does anyway.
    public static func index(paths: [String], cache: SwiftIndexCache? = nil, vocabulary: IOVocabulary = .standard,
                             leavingOutFilesStartingWith prefix: String? = nil) -> SwiftIndex {
        indexWithStatistics(paths: paths, cache: cache, vocabulary: vocabulary, leavingOutFilesStartingWith: prefix).index
    }

    /// - Parameter elidingBodies: false parses every byte (the benchmark's baseline); the index is the same.
    public static func indexWithStatistics(paths: [String], cache: SwiftIndexCache? = nil, vocabulary: IOVocabulary = .standard,
                                           elidingBodies: Bool = true,
                                           leavingOutFilesStartingWith prefix: String? = nil) -> (index: SwiftIndex, statistics: Statistics) {
        let paths = Array(Set(paths)).sorted()
        var statistics = Statistics()
        statistics.files = paths.count
        let clock = ContinuousClock()
        var mark = clock.now
        func lap(_ field: WritableKeyPath<Timings, Double>) {
            let now = clock.now
            let d = (now - mark).components
            statistics.timings[keyPath: field] = Double(d.seconds) + Double(d.attoseconds) * 1e-18
            mark = now
        }

        // 1. Read and hash every file (parallel: I/O and hashing are the whole cost of a warm run).
        let reads = parallelMap(paths) { path -> (FileReader.Result, UInt64) in
            let result = FileReader.contents(path, limit: maximumFileSize)
            guard case .success(let bytes) = result else { return (result, 0) }
            return (result, bytes.withUnsafeBytes { ContentHash.hash($0) })
        }
        lap(\.readAndHash)
        let stored = cache?.load(vocabulary: vocabulary) ?? SwiftIndexCache.Contents()
        lap(\.cacheLoad)

        // 2. Serve hits; collect what needs indexing.
        var files = [FileIndex?](repeating: nil, count: paths.count)
        var misses: [Int] = []
        for (offset, path) in paths.enumerated() {
            switch reads[offset].0 {
            case .failure(let failure):
                files[offset] = FileIndex(path: path, problems: [failure.sourceProblem(path: path)])
            case .success(let bytes):
                if let prefix, bytes.starts(with: prefix.utf8) {
                    statistics.leftOut += 1
                    continue
                }
                statistics.bytes += bytes.count
                if let hit = stored.fileIndex(path: path, hash: reads[offset].1) {
                    files[offset] = hit
                    statistics.cacheHits += 1
                } else if !ObjCHeaderScanner.handles(path: path), !Prefilter.mayMatter(bytes) {
                    files[offset] = FileIndex(path: path, mentionedNames: bytes.withUnsafeBytes { Mentions.scan($0) })
                    statistics.skipped += 1
                } else {
                    misses.append(offset)
                }
            }
        }

        lap(\.lookup)

        // 3. Index the misses in parallel.
        let indexed = parallelMap(misses) { offset -> (file: FileIndex, elided: Int) in
            guard case .success(let bytes) = reads[offset].0 else { return (FileIndex(path: paths[offset]), 0) }
            return bytes.withUnsafeBytes {
                indexOnLargeStack(bytes: $0, path: paths[offset], vocabulary: vocabulary, elidingBodies: elidingBodies)
            }
        }
        for (offset, result) in zip(misses, indexed) {
            files[offset] = result.file
            statistics.elidedBytes += result.elided
        }
        statistics.indexed = misses.count
        lap(\.parse)

        // 4. Store: exactly this run's files, so entries of deleted or edited files do not accumulate.
        if let cache {
            var entries: [SwiftIndexCache.Entry] = []
            for (offset, path) in paths.enumerated() {
                guard case .success = reads[offset].0, let file = files[offset] else { continue }
                entries.append(SwiftIndexCache.Entry(path: path, hash: reads[offset].1, file: file))
            }
            if !misses.isEmpty || !stored.matches(entries) { cache.store(entries, vocabulary: vocabulary) }
        }
        lap(\.store)
        let index = SwiftIndex(files: files.compactMap { $0 })
        lap(\.merge)
        return (index, statistics)
    }
}

/// `transform` over every item on the `Workers` threads, results in input order.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) -> [R] {
    guard !items.isEmpty else { return [] }
    let results = ResultSlots<R>(count: items.count)
    Workers.run(count: items.count) { i in results.set(i, transform(items[i])) }
    return results.values
}

/// The first syntax error's place, found only in files swift-syntax flagged (`hasError`), so error-free files pay
/// nothing.
enum SyntaxErrorFinder {
    static func firstError(in tree: SourceFileSyntax, lines: LineTable, path: String) -> SourceProblem? {
        for token in tree.tokens(viewMode: .all) {
            // Lexical errors sit in the token's leading trivia (a merge conflict marker) or in the token itself.
            if let diagnostic = token.tokenDiagnostic, let message = describe(diagnostic.kind) {
                let location = lines.location(for: token.position.utf8Offset + Int(diagnostic.byteOffset))
                return SourceProblem(message: "Swift syntax error: \(message); the rest of the file was indexed as far as it could be read",
                                     position: SourcePosition(path: path, line: location.line, column: location.column))
            }
            let message: String
            if token.presence == .missing {
                message = token.text.isEmpty ? "expected \(describe(token.tokenKind))" : "expected '\(token.text)'"
            } else if token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil {
                message = "unexpected '\(token.text.prefix(40))'"
            } else {
                continue
            }
            let location = lines.location(for: token.positionAfterSkippingLeadingTrivia.utf8Offset)
            return SourceProblem(message: "Swift syntax error: \(message); the rest of the file was indexed as far as it could be read",
                                 position: SourcePosition(path: path, line: location.line, column: location.column))
        }
        return SourceProblem(message: "Swift syntax error", position: SourcePosition(path: path, line: 1, column: 1))
    }

    /// Nil for the lexer's warnings, which do not make the tree erroneous.
    private static func describe(_ kind: TokenDiagnostic.Kind) -> String? {
        switch kind {
        case .sourceConflictMarker: "a merge conflict marker"
        case .unicodeCurlyQuote: "a curly quote where a straight one belongs"
        case .extraneousLeadingWhitespaceWarning, .extraneousTrailingWhitespaceWarning, .nonBreakingSpace, .nulCharacter: nil
        default: "invalid text (\(kind))"
        }
    }

    private static func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: "an identifier"
        case .integerLiteral, .floatLiteral: "a number"
        default: "a token"
        }
    }
}

enum UTF8Validation {
    static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        // ASCII fast path, eight bytes at a time: most source files never reach the decoder.
        var i = 0
        let count = bytes.count
        while i + 8 <= count, bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
        while i < count, bytes[i] < 0x80 { i += 1 }
        if i == count { return true }
        var iterator = bytes[i...].makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    static func firstInvalidLine(_ bytes: UnsafeRawBufferPointer) -> Int {
        var line = 1
        var index = 0
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var lineAtScalarStart = 1
        while true {
            lineAtScalarStart = line
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                index += 1
            case .emptyInput:
                return 1
            case .error:
                return lineAtScalarStart
            }
        }
    }
}
