import IBKitPlumbing
/// A JSON value whose objects keep their keys in the order written, so that output is byte-for-byte stable
/// without relying on Foundation's encoder (whose key order and float formatting vary by platform).
public enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.string(x), .string(y)): x == y
        case let (.int(x), .int(y)): x == y
        case let (.bool(x), .bool(y)): x == y
        case (.null, .null): true
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// Two-space indented, `"key": value`, empty containers as `[]` / `{}`; no trailing newline.
    public func pretty(indent: Int = 0) -> String {
        var out = ""
        write(into: &out, indent: indent, pretty: true)
        return out
    }

    /// Everything on one line, with `", "` and `": "` separators (one baseline entry per line).
    public var compact: String {
        var out = ""
        write(into: &out, indent: 0, pretty: false)
        return out
    }

    private func write(into out: inout String, indent: Int, pretty: Bool) {
        switch self {
        case .string(let s): out += JSONEscaping.quoted(s)
        case .int(let i): out += String(i)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += pretty ? "," : ", " }
                if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
                item.write(into: &out, indent: indent + 2, pretty: pretty)
            }
            if pretty { out += "\n" + String(repeating: " ", count: indent) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += pretty ? "," : ", " }
                if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
                out += JSONEscaping.quoted(key) + ": "
                value.write(into: &out, indent: indent + 2, pretty: pretty)
            }
            if pretty { out += "\n" + String(repeating: " ", count: indent) }
            out += "}"
        }
    }
}
