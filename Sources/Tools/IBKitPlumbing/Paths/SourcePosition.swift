/// A place in a named file, for diagnostics and indexes: 1-based line and column, as the reader of the file counts
/// them. The one file-position type of the tools (`IBKitDocument`'s `SourceLocation` is a place in a buffer being
/// scanned: line, column and byte offset, no file).
public struct SourcePosition: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }

    public var description: String { "\(path):\(line):\(column)" }
}
