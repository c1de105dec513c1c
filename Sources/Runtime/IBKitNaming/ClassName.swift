/// Turns type names as Swift prints them into the class names the convention uses.
///
/// `String(describing:)` drops the module and the enclosing types (`Inner`) but keeps generic arguments
/// (`Cell<Int>`), which would put `<` and `>` into file names and reuse identifiers. `String(reflecting:)`
/// gives `Module.Outer.Inner<Module.Item>` on Darwin and Linux alike, so names are derived from that text
/// by pure string processing: identical on every platform and testable without UIKit.
///
/// Decisions (docs/RUNTIME.md, "Names"):
/// - Generic arguments are dropped: `Cell<Int>` and `Cell<String>` share `Cell.xib` and the reuse identifier
///   `Cell`. Registering both on one table view is reported in debug builds (`ReuseRegistrationLedger`).
/// - Nested types use their own name: `Outer.Inner` → `Inner`, which is the name Interface Builder needs for
///   the custom class when the type is exposed as `@objc(Inner)`.
/// - Private and local types print an unstable `(unknown context at $…)` segment (an address): it is dropped,
///   so names never depend on where the binary was loaded.
public enum ClassName {
    /// The convention's class name of a type: `HogeViewController` for `App.HogeViewController`.
    public static func conventional(for type: Any.Type) -> String {
        conventional(fromQualified: String(reflecting: type))
    }

    /// The type's qualified name without module, generic arguments or unstable segments: `Outer.Inner`.
    /// Used in messages, so two `Inner` types can be told apart.
    public static func qualified(for type: Any.Type) -> String {
        qualifiedWithoutModule(String(reflecting: type))
    }

    /// The convention's class name for a fully qualified type name.
    ///
    /// - `App.HogeViewController` → `HogeViewController`
    /// - `App.Outer.Inner` → `Inner` (what Interface Builder shows when the class has `@objc(Inner)`)
    /// - `App.Cell<Swift.Int>` → `Cell` (all specialisations share one nib and reuse identifier)
    public static func conventional(fromQualified qualified: String) -> String {
        // Interface Builder's customClass values are plain identifiers: no segments to cut.
        if isPlainIdentifier(qualified) { return qualified }
        return segments(of: qualified).last ?? qualified
    }

    /// No module, nesting, generic arguments or context markers: nothing for `segments(of:)` to do.
    static func isPlainIdentifier(_ name: String) -> Bool {
        !name.isEmpty && !name.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: " ") }
    }

    /// The qualified name without its module, generic arguments removed: `Outer.Inner` for
    /// `App.Outer.Inner<Int>`. Used in messages so two `Inner` types can be told apart.
    public static func qualifiedWithoutModule(_ qualified: String) -> String {
        let parts = segments(of: qualified)
        guard parts.count > 1 else { return parts.first ?? qualified }
        return parts.dropFirst().joined(separator: ".")
    }

    /// Cuts every `<…>` group, nested ones included: `A<B<C>>.D` → `A.D`.
    public static func withoutGenericArguments(_ name: String) -> String {
        var depth = 0
        var out = ""
        out.reserveCapacity(name.utf8.count)
        for ch in name {
            switch ch {
            case "<": depth += 1
            case ">": depth = max(0, depth - 1)
            default: if depth == 0 { out.append(ch) }
            }
        }
        return out
    }

    /// The dot-separated parts of a printed type name, generic arguments removed, `(unknown context at $…)`
    /// dropped and `(Name in _HASH)` (how some runtimes print private types) reduced to `Name`.
    static func segments(of qualified: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var parens = 0
        for ch in withoutGenericArguments(qualified) {
            switch ch {
            case "(": parens += 1; current.append(ch)
            case ")": parens = max(0, parens - 1); current.append(ch)
            case "." where parens == 0:
                parts.append(current)
                current = ""
            default: current.append(ch)
            }
        }
        parts.append(current)
        return parts.compactMap(stableSegment)
    }

    private static func stableSegment(_ segment: String) -> String? {
        guard segment.hasPrefix("("), segment.hasSuffix(")") else { return segment.isEmpty ? nil : segment }
        let inner = segment.dropFirst().dropLast()
        if inner.hasPrefix("unknown context") { return nil }
        if let range = inner.firstRange(of: " in ") { return String(inner[..<range.lowerBound]) }
        return nil
    }
}
