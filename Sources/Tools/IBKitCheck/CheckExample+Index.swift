import IBKitPlumbing
import IBKitRuleModel
import IBKitSwiftIndex

extension CheckExample {
    /// The example's sources as `ibkit check` indexes them (markers removed), and the places the markers stand for.
    /// `vocabulary` is the I/O calls to record: `CheckEngine.ioVocabulary(of:)` of the check the example is run
    /// with, as `ibkit check` derives it from the configuration.
    public func index(vocabulary: IOVocabulary = .empty) -> (files: [FileIndex], markers: [SourcePosition]) {
        var files: [FileIndex?] = []
        var texts: [[UInt8]] = []
        var paths: [String] = []
        var markers: [SourcePosition] = []
        for source in sourceFiles {
            let path = Self.root + "/" + source.fileName
            let (text, found) = Self.strippingMarkers(source.text)
            markers += found.map { SourcePosition(path: path, line: $0.line, column: $0.column) }
            // By path, as the indexer reads a project: `.h` is scanned as an Objective-C header, the rest parsed as Swift.
            texts.append(Array(text.utf8))
            paths.append(path)
            files.append(texts[texts.count - 1].withUnsafeBytes { SwiftIndexer.index(bytes: $0, path: path, vocabulary: vocabulary) })
        }
        HelperCallsOfAnyName.follow(&files, paths: paths) { texts[$0] }
        return (files.compactMap { $0 }, markers)
    }

    /// The example's sources as a run would read them from disk (markers removed), by path.
    public var sourceReader: CheckContext.SourceReader {
        let texts = Dictionary(uniqueKeysWithValues: sourceFiles.map { (Self.root + "/" + $0.fileName, Array(Self.strippingMarkers($0.text).0.utf8)) })
        return CheckContext.SourceReader { texts[$0] }
    }

    /// Removes `↓` and returns where each one was: 1-based line and UTF-8 column, as the indexer counts them.
    static func strippingMarkers(_ text: String) -> (String, [(line: Int, column: Int)]) {
        var out = ""
        var markers: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for character in text {
            if character == RuleExample.marker {
                markers.append((line, column))
                continue
            }
            out.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (out, markers)
    }
}
