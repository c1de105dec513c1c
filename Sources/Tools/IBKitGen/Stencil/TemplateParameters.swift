/// The `param` dictionary from `--param` items, with SwiftGen's (StencilSwiftKit's `Parameters`) rules:
/// `key=value` sets a string, `flag` alone sets `true`, `a.b=1` nests (`param.a.b`), a repeated key makes a list
/// (`values=1 values=2` → `["1", "2"]`). Keys are letters, digits and dots.
public enum TemplateParameters {
    public struct ParameterError: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
    }

    public static func parse(_ items: [String]) throws(ParameterError) -> [String: Any] {
        var result: [String: Any] = [:]
        for item in items {
            let key: Substring
            let value: Any
            if let equals = item.firstIndex(of: "=") {
                key = item[..<equals]
                value = String(item[item.index(after: equals)...])
            } else {
                key = Substring(item)
                value = true
            }
            let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard path.allSatisfy(isValidKey) else {
                throw ParameterError(description: "invalid parameter '\(item)': the key must be letters and digits, with dots for nesting (key=value or flag)")
            }
            try insert(value, at: path[...], into: &result, item: item)
        }
        return result
    }

    private static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    private static func insert(_ value: Any, at path: ArraySlice<String>, into dictionary: inout [String: Any], item: String) throws(ParameterError) {
        guard let key = path.first else { return }
        if path.count == 1 {
            switch dictionary[key] {
            case nil: dictionary[key] = value
            case let list as [Any]: dictionary[key] = list + [value]
            case let string as String: dictionary[key] = [string, value]
            default:
                throw ParameterError(description: "parameter '\(item)' conflicts with an earlier value of '\(key)'")
            }
            return
        }
        var nested: [String: Any]
        switch dictionary[key] {
        case nil: nested = [:]
        case let existing as [String: Any]: nested = existing
        default: throw ParameterError(description: "parameter '\(item)' conflicts with an earlier value of '\(key)'")
        }
        try insert(value, at: path.dropFirst(), into: &nested, item: item)
        dictionary[key] = nested
    }
}
