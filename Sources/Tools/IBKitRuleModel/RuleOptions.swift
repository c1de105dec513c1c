import IBKitPlumbing
/// A value of a rule option in `.ibkit.yml`.
public enum OptionValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case string(String)
    case list([String])

    public var description: String {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .string(let s): return s
        case .list(let l): return "[" + l.joined(separator: ", ") + "]"
        }
    }
}

/// A configuration problem: reported as `path:line:col: error: message`, exit code 2.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let location: SourcePosition?

    public init(_ message: String, at location: SourcePosition? = nil) {
        self.message = message
        self.location = location
    }

    public var description: String {
        guard let l = location else { return "error: \(message)" }
        return "\(l.path):\(l.line):\(l.column): error: \(message)"
    }
}

/// The options of one rule, typed on access; a wrong type or an unknown option is a `ConfigurationError`.
public struct RuleOptions: Sendable {
    public let ruleID: String
    public let values: [String: OptionValue]
    public let locations: [String: SourcePosition]

    public init(ruleID: String, values: [String: OptionValue] = [:], locations: [String: SourcePosition] = [:]) {
        self.ruleID = ruleID
        self.values = values
        self.locations = locations
    }

    public static func empty(_ ruleID: String) -> RuleOptions { RuleOptions(ruleID: ruleID) }

    private func typeError(_ name: String, _ expected: String) -> ConfigurationError {
        ConfigurationError("option '\(name)' of rule '\(ruleID)' must be \(expected), found '\(values[name]!)'", at: locations[name])
    }

    public func bool(_ name: String, default value: Bool) throws(ConfigurationError) -> Bool {
        switch values[name] {
        case nil: return value
        case .bool(let b)?: return b
        default: throw typeError(name, "true or false")
        }
    }

    public func int(_ name: String, default value: Int) throws(ConfigurationError) -> Int {
        switch values[name] {
        case nil: return value
        case .int(let i)?: return i
        default: throw typeError(name, "a whole number")
        }
    }

    public func string(_ name: String, default value: String) throws(ConfigurationError) -> String {
        switch values[name] {
        case nil: return value
        case .string(let s)?: return s
        case .int(let i)?: return String(i)
        default: throw typeError(name, "a string")
        }
    }

    /// A list option; a single string is taken as a one-element list.
    public func strings(_ name: String, default value: [String]) throws(ConfigurationError) -> [String] {
        switch values[name] {
        case nil: return value
        case .list(let l)?: return l
        case .string(let s)?: return [s]
        default: throw typeError(name, "a list of strings")
        }
    }
}
