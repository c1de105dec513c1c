import Foundation
import Yams

/// A context as text, for `ibkit gen --dump-context` and for writing templates: keys sorted, so the same files
/// always give the same dump.
public enum ContextDump {
    public enum Format: String, CaseIterable, Sendable {
        case yaml, json
    }

    public static func text(_ context: [String: Any], format: Format) throws -> String {
        let plain = plainValue(context)
        switch format {
        case .yaml:
            return try Yams.dump(object: plain, width: -1, allowUnicode: true, sortKeys: true)
        case .json:
            let data = try JSONSerialization.data(withJSONObject: plain, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self) + "\n"
        }
    }

    /// Drops what only rendering uses (the renderer's own keys) and keeps strings, numbers, booleans, lists and
    /// dictionaries.
    static func plainValue(_ value: Any) -> Any {
        switch value {
        case let dictionary as [String: Any]:
            var out: [String: Any] = [:]
            for (key, child) in dictionary where !key.hasPrefix("__ibkit") { out[key] = plainValue(child) }
            return out
        case let list as [Any]:
            return list.map(plainValue)
        case let bool as Bool:
            return bool
        case let int as Int:
            return int
        case let string as String:
            return string
        default:
            return "\(value)"
        }
    }
}
