/// Turns type names as Swift prints them into the class names the convention uses.
///
/// `String(describing:)` drops the module and the enclosing types (`Inner`) but keeps generic arguments
/// (`Cell<Int>`), which would put `<` and `>` into file names and reuse identifiers. `String(reflecting:)`
/// gives `Module.Outer.Inner<Module.Item>` on Darwin and Linux alike, so names are derived from that text
/// by pure string processing: identical on every platform and testable without UIKit.
public enum ClassName {
    /// The convention's class name for a fully qualified type name.
    ///
    /// - `App.HogeViewController` → `HogeViewController`
    /// - `App.Outer.Inner` → `Inner` (what Interface Builder shows when the class has `@objc(Inner)`)
    /// - `App.Cell<Swift.Int>` → `Cell` (all specialisations share one nib and reuse identifier)
    public static func conventional(fromQualified qualified: String) -> String {
        let base = withoutGenericArguments(qualified)
        guard let dot = base.lastIndex(of: ".") else { return base }
        return String(base[base.index(after: dot)...])
    }

    /// The qualified name without its module, generic arguments removed: `Outer.Inner` for
    /// `App.Outer.Inner<Int>`. Used in messages so two `Inner` types can be told apart.
    public static func qualifiedWithoutModule(_ qualified: String) -> String {
        let base = withoutGenericArguments(qualified)
        guard let dot = base.firstIndex(of: ".") else { return base }
        return String(base[base.index(after: dot)...])
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
}
