import IBKitSupport
import Testing

@Suite struct UnconnectedOutletsTests {
    @Test func everyOutletConnectedIsNoReport() {
        #expect(UnconnectedOutlets(owner: "PresenterControl", outlets: [("vcView", true), ("tableView", true)]) == nil)
    }

    @Test func reportNamesTheMissingOutletsSorted() throws {
        let report = try #require(UnconnectedOutlets(
            owner: "PresenterControl",
            outlets: [("vcView", true), ("tableView", false), ("sampleLabel", false), ("footer", false), ("$__lazy_storage_$_x", false)],
            optional: ["footer"]
        ))
        #expect(report.names == ["sampleLabel", "tableView"])
        #expect(report.description == "PresenterControl: outlets not connected in Interface Builder: sampleLabel, tableView. "
            + "Connect them in the Connections inspector, or list intentionally optional outlets in optionalOutlets.")
    }

    @Test func singularWording() throws {
        let report = try #require(UnconnectedOutlets(owner: "P", outlets: [("label", false)]))
        #expect(report.description == "P: outlet not connected in Interface Builder: label. Connect it in the Connections "
            + "inspector, or list intentionally optional outlets in optionalOutlets.")
    }
}
