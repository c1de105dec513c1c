@testable import IBKitMigrate
import Testing

/// `SwiftNameScan`: where Swift holds an IB file's name outside the loading calls the index records.
@Suite struct FileNamesSwiftScanTests {
    func uses(_ source: String, helpers: Set<String> = []) -> [String] {
        SwiftNameScan.uses(of: ["Settings"], in: Array(source.utf8), helpers: helpers).map { "\($0.line):\($0.column) \($0.reason)" }
    }

    @Test func holdersAreUses() {
        #expect(uses("""
            enum Storyboards {
                static let settings = "Settings"
                static var main: String { "Settings" }
                static func name() -> String { return "Settings" }
            }
            enum Scene: String { case Settings, other = "Settings" }
            func load(name: String = "Settings") {}
            let all = ["Settings", "Main"]
            """) == [
                "2:27 is held in `static let settings`",
                "3:31 is returned by `main`",
                "4:43 is returned by `name()`",
                "6:27 is the raw value of `Scene.Settings`",
                "6:45 is the raw value of `Scene.other`",
                "7:26 is the default value of the parameter `name`",
                "8:12 is listed in a collection",
            ])
    }

    @Test func namesBuiltAtRunTimeAtLoadingCallsAreUses() {
        #expect(uses("""
            let a = UIStoryboard(name: "Settings" + suffix, bundle: nil)
            let b = UINib(nibName: "\\(prefix)Settings", bundle: nil)
            let c = UIStoryboard(name: isPad ? "Settings" : "Phone", bundle: nil)
            """) == [
                "1:28 is built at run time",
                "2:24 is built at run time",
                "3:36 is built at run time",
            ])
    }

    @Test func literalsAtLoadingCallsTitlesAndMessagesAreNot() {
        #expect(uses("""
            func f() {
                let storyboard = UIStoryboard(name: "Settings", bundle: nil)
                let item = UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)
                title = "Settings"
                print("Open \\(x) Settings")
                if name == "Settings" { }
                Bundle.main.loadNibNamed("Settings", owner: nil)
            }
            """).isEmpty)
    }

    @Test func helpersAssignmentsAndResourceLookupsAreUses() {
        #expect(uses("""
            func f() {
                let vc = controller(from: "Settings", identifier: "x")
                self.storyboardName = "Settings"
                let path = Bundle.main.path(forResource: "Settings", ofType: "storyboardc")
            }
            """, helpers: ["controller"]) == [
                "2:31 is passed to the loading helper `controller`, which IBKit could not follow here",
                "3:27 is assigned here",
                "4:46 is looked up as a compiled resource",
            ])
    }

    @Test func aFileWithoutTheNameIsNotParsed() {
        #expect(uses("this is not Swift {{{").isEmpty)
    }
}
