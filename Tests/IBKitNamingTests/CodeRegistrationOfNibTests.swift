import IBKitNaming
import Testing

@Suite struct CodeRegistrationOfNibTests {
    @Test func aForgottenConformanceIsNamedWithItsFix() {
        let mistake = CodeRegistrationOfNib(typeName: "ProfileCell", className: "ProfileCell", role: "cell",
                                            bundlePath: "/App.app", conformsToNibable: false)
        #expect(mistake.description == "ProfileCell is registered as a cell built in code, but ProfileCell.nib (compiled "
            + "from ProfileCell.xib) is in its bundle /App.app: registered this way, the xib is never loaded and its outlets "
            + "stay nil. Conform ProfileCell to Nibable so register(_:) registers the nib; if the cell really is built in "
            + "code, rename the xib.")
    }

    @Test func aConformanceHiddenByTheCallSiteIsToldApart() {
        let mistake = CodeRegistrationOfNib(typeName: "Feed.TileCell", className: "TileCell", role: "supplementary view",
                                            bundlePath: "/App.app", conformsToNibable: true)
        #expect(mistake.description.hasSuffix("Feed.TileCell conforms to Nibable, but the call site only knows it as a "
            + "base class (a generic parameter constrained to the base class): constrain it to Nibable too, so "
            + "register(_:) registers the nib."))
        #expect(!mistake.description.contains("rename the xib"))
    }
}
