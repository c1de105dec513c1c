import IBKitNaming
import Testing

@Suite struct NamingConventionTests {
    @Test func derivedNamesAreTheClassName() {
        let naming = NamingConvention(className: "HogeViewController")
        #expect(naming.storyboardName == "HogeViewController")
        #expect(naming.sceneIdentifier == "HogeViewController")
        #expect(naming.nibName == "HogeViewController")
        #expect(naming.reuseIdentifier == "HogeViewController")
        #expect(naming.storyboardFileName == "HogeViewController.storyboard")
        #expect(naming.nibFileName == "HogeViewController.xib")
    }

    @Test(arguments: [
        ("App.HogeViewController", "HogeViewController"),
        ("HogeViewController", "HogeViewController"),
        ("App.Outer.Inner", "Inner"),
        ("App.Cell<Swift.Int>", "Cell"),
        ("App.Cell<App.Box<Swift.String>>", "Cell"),
        ("App.Outer<Swift.Int>.Inner", "Inner"),
    ])
    func conventionalClassName(qualified: String, expected: String) {
        #expect(ClassName.conventional(fromQualified: qualified) == expected)
    }

    @Test func qualifiedWithoutModuleKeepsNesting() {
        #expect(ClassName.qualifiedWithoutModule("App.Outer.Inner<Swift.Int>") == "Outer.Inner")
        #expect(ClassName.qualifiedWithoutModule("Inner") == "Inner")
    }
}
