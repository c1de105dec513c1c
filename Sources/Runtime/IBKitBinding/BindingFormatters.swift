import Foundation

/// The formatters a binding names after `|` (`price | currency`, `takenAt | date`): built-ins for numbers and
/// dates, and the app's own, registered once at launch:
///
///     BindingFormatters.shared.register("stars") { ($0 as? Int).map { String(repeating: "★", count: $0) } }
@MainActor
public final class BindingFormatters {
    public typealias Format = @MainActor (Any) -> String?

    public static let shared = BindingFormatters()

    /// The built-in names, which `ibkit check` knows without reading the app's registrations.
    public static let builtInNames = ["currency", "date", "dateTime", "decimal", "integer", "percent", "time"]

    private var formats: [String: Format] = [:]

    /// - Parameter locale: the locale of the built-ins; the user's current one by default.
    public init(locale: Locale = .autoupdatingCurrent) {
        for (name, style) in [("currency", NumberFormatter.Style.currency), ("decimal", .decimal), ("percent", .percent)] {
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = style
            formats[name] = { Self.number($0).flatMap(formatter.string(from:)) }
        }
        let integer = NumberFormatter()
        integer.locale = locale
        integer.numberStyle = .decimal
        integer.maximumFractionDigits = 0
        formats["integer"] = { Self.number($0).flatMap(integer.string(from:)) }
        for (name, date, time) in [("date", DateFormatter.Style.medium, DateFormatter.Style.none), ("time", .none, .short),
                                   ("dateTime", .medium, .short)] {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.dateStyle = date
            formatter.timeStyle = time
            formats[name] = { ($0 as? Date).map(formatter.string(from:)) }
        }
    }

    /// Adds or replaces a formatter.
    public func register(_ name: String, _ format: @escaping Format) {
        formats[name] = format
    }

    public var names: [String] { formats.keys.sorted() }

    /// The text of `value` (nil for an absent optional: the view shows nothing), or an error naming the formatter
    /// when none of that name is registered.
    public func text(of value: Any?, formatter name: String) throws(BindingFormatterError) -> String? {
        guard let format = formats[name] else { throw BindingFormatterError(name: name, known: names) }
        guard let value = Self.unwrapped(value) else { return nil }
        return format(value)
    }

    /// Numbers of any Swift type the table allows, as Foundation's formatters take them.
    static func number(_ value: Any) -> NSNumber? {
        switch value {
        case let v as Int: NSNumber(value: v)
        case let v as Double: NSNumber(value: v)
        case let v as Float: NSNumber(value: v)
        case let v as CGFloat: NSNumber(value: v.native)
        case let v as Decimal: NSDecimalNumber(decimal: v)
        case let v as NSNumber: v
        default: nil
        }
    }

    /// `Optional<T>.none` inside an `Any` is not `nil` to `==`: unwrapped by reflection.
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value else { return nil }
        return unwrapped(wrapped)
    }
}

/// A binding names a formatter nobody registered.
public struct BindingFormatterError: Error, Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var known: [String]

    public var description: String {
        "no binding formatter is named '\(name)' (known: \(known.joined(separator: ", "))); register it with BindingFormatters.shared.register(\"\(name)\") { … }"
    }
}
