import IBKitEdit
import IBKitSwiftIndex

/// An Objective-C string literal (`@"Cell"`) found again where the index recorded it, to edit its content.
/// `ObjCLoadScanner` records the column of the `@`.
enum ObjCLiteral {
    /// The edit that makes `@"old"` at `line`:`column` hold `new`; nil when that literal is not there, or `new`
    /// would need an escape (a name with a quote, a backslash or a line break is left to a person).
    static func edit(in bytes: [UInt8], line: Int, column: Int, from old: String, to new: String) -> TextEdit? {
        guard let offset = SwiftLiteral.offset(in: bytes, line: line, column: column),
              !new.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else { return nil }
        let written = Array("@\"\(old)\"".utf8)
        guard offset + written.count <= bytes.count, bytes[offset ..< offset + written.count].elementsEqual(written) else { return nil }
        let content = offset + 2 ..< offset + written.count - 1
        return TextEdit(range: content, replacement: Array(new.utf8))
    }

    /// Whether `path` is an Objective-C source or header: the index's own test (the files `ObjCLoadScanner` reads).
    static func isObjectiveC(_ path: String) -> Bool { ObjCHeaderScanner.handles(path: path) }
}
