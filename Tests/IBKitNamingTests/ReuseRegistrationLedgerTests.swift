import IBKitNaming
import Testing

@Suite struct ReuseRegistrationLedgerTests {
    @Test func genericSpecialisationsOnOneViewCollide() throws {
        var ledger = ReuseRegistrationLedger()
        let int = String(reflecting: Cell<Int>.self)
        let string = String(reflecting: Cell<String>.self)
        try ledger.register("Cell", by: int)
        // Registering the same type again is what viewDidLoad does on every load: not a collision.
        try ledger.register("Cell", by: int)
        let collision = #expect(throws: ReuseRegistrationLedger.Collision.self) {
            try ledger.register("Cell", by: string)
        }
        #expect(collision?.registered == int)
        #expect(collision?.registering == string)
        #expect(collision?.description.contains("\"Cell\"") == true)
        #expect(collision?.description.contains("Cell<Swift.Int>") == true)
        // The first owner stays, so later dequeues are reported against the type that really registered.
        #expect(ledger.owner(of: "Cell") == int)
    }

    @Test func namespacesAreSeparate() throws {
        var ledger = ReuseRegistrationLedger()
        try ledger.register("Header", in: .headerFooter, by: "App.Header")
        try ledger.register("Header", in: .cell, by: "App.HeaderCell")
        try ledger.register("Header", in: .supplementary(kind: "header"), by: "App.A")
        try ledger.register("Header", in: .supplementary(kind: "footer"), by: "App.B")
        #expect(throws: ReuseRegistrationLedger.Collision.self) {
            try ledger.register("Header", in: .supplementary(kind: "footer"), by: "App.C")
        }
    }
}
