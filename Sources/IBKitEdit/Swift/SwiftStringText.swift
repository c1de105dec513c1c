import IBKitWorkspace

/// A value written as the content of a Swift string literal whose delimiters carry `pounds` `#`s
/// (`SwiftLiteralEscaping`, the one escaper).
enum SwiftStringText {
    static func escape(_ value: String, pounds: Int) -> String { SwiftLiteralEscaping.content(value, pounds: pounds) }
}
