import Foundation
@testable import IBKitCLI
import Testing

/// `gen` knows the classes an app declares in Objective-C, as `check` does: a class declared by `@interface` in a
/// header is referenced by its name, never reported unknown and replaced by its system class.
@Suite struct GenObjectiveCTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="roo-vc-001">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="RoomViewController" id="roo-vc-001" customClass="RoomViewController" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>

        """

    @Test func aClassDeclaredInAnObjectiveCHeaderIsKnown() throws {
        let project = try TemporaryProject(configuration: "only_rules: [parse-error]\n")
        try project.write("App/RoomViewController.storyboard", Self.storyboard)
        try project.write("App/RoomViewController.h", """
            #import <UIKit/UIKit.h>

            /// The room screen.
            @interface RoomViewController : UIViewController
            @property (nonatomic, weak) IBOutlet UITableView *tableView;
            @end

            """)
        try project.write("App/App.swift", "import UIKit\nfinal class AppDelegate: UIResponder {}\n")
        let outcome = try GenCommand.parse([project.path("App"), "--module", "App", "--output", project.path("Out.swift")])
            .execute(workingDirectory: project.root)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(!outcome.standardOutput.contains("gen-unknown-class"), "\(outcome.standardOutput)")
        let generated = try #require(project.read("Out.swift"))
        #expect(generated.contains("RoomViewController"), "\(generated)")

        // Without the header, the class is unknown and said so: the test sees the difference.
        try FileManager.default.removeItem(atPath: project.path("App/RoomViewController.h"))
        let without = try GenCommand.parse([project.path("App"), "--module", "App", "--output", project.path("Out.swift")])
            .execute(workingDirectory: project.root)
        #expect(without.standardOutput.contains("RoomViewController is not declared in the Swift sources or headers under the paths"), "\(without.standardOutput)")
    }
}
