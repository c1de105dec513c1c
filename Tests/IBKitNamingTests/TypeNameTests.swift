import IBKitNaming
import Testing

// Types whose printed names the derivation must handle: nested, generic, private and local.
enum Outer {
    final class Inner {}
    final class Box<Value> {
        final class Nested {}
    }
}

final class Cell<Item> {}
private final class PrivateCell {}

@Suite struct TypeNameTests {
    @Test func nestedTypesUseTheirOwnName() {
        #expect(ClassName.conventional(for: Outer.Inner.self) == "Inner")
        #expect(ClassName.qualified(for: Outer.Inner.self) == "Outer.Inner")
    }

    @Test func genericArgumentsAreDropped() {
        #expect(ClassName.conventional(for: Cell<Int>.self) == "Cell")
        #expect(ClassName.conventional(for: Cell<[String: Int?]>.self) == "Cell")
        #expect(ClassName.conventional(for: Cell<(Int, String)>.self) == "Cell")
        #expect(ClassName.conventional(for: Outer.Box<Int>.Nested.self) == "Nested")
        #expect(ClassName.qualified(for: Outer.Box<Int>.Nested.self) == "Outer.Box.Nested")
        // Specialisations share every derived name: that is what the registration ledger guards.
        #expect(NamingConvention(for: Cell<Int>.self) == NamingConvention(for: Cell<String>.self))
    }

    @Test func privateAndLocalTypesDropTheUnstableContext() {
        final class Local {}
        // `(unknown context at $…)` carries an address; it must never reach a name.
        #expect(ClassName.conventional(for: PrivateCell.self) == "PrivateCell")
        #expect(ClassName.qualified(for: PrivateCell.self) == "PrivateCell")
        #expect(ClassName.conventional(for: Local.self) == "Local")
        #expect(!ClassName.qualified(for: Local.self).contains("$"))
    }

    @Test(arguments: [
        // Printed forms seen on Darwin and Linux; the result must not depend on which.
        ("App.(unknown context at $10a2c3f40).PrivateCell", "PrivateCell", "PrivateCell"),
        ("App.(PrivateCell in _6A2F3C1B2E4D)", "PrivateCell", "PrivateCell"),
        ("App.(unknown context at $5638).(unknown context at $5640).Local", "Local", "Local"),
        ("App.Outer.G<(Swift.Int, Swift.String)>.N", "N", "Outer.G.N"),
        ("App.Outer.G<App.Box<Swift.Optional<Swift.Int>>>", "G", "Outer.G"),
    ])
    func printedNamesReduceIdentically(printed: String, conventional: String, qualified: String) {
        #expect(ClassName.conventional(fromQualified: printed) == conventional)
        #expect(ClassName.qualifiedWithoutModule(printed) == qualified)
    }

    @Test func namingConventionForATypeMatchesTheLinter() {
        // The linter reduces an IB customClass with conventional(fromQualified:); the runtime a type.
        #expect(NamingConvention(for: Outer.Inner.self) == NamingConvention(className: ClassName.conventional(fromQualified: "Inner")))
        #expect(NamingConvention(for: Outer.Inner.self).nibFileName == "Inner.xib")
    }
}
