import Foundation
import IBKitDocument
import IBKitEdit
@testable import IBKitMigrate
import Testing

/// `SplitValidation` refuses results that lose, change or duplicate a scene, or leave a link that does not resolve,
/// and does not hold against a plan what was broken before it.
@Suite struct SplitValidationTests {
    static let main = StoryboardText.document(initial: "hom-vc-001", [
        StoryboardText.scene("hom-sc-001", "hom-vc-001", customClass: "HomeViewController",
                             view: StoryboardText.view("hom-vw-001", labelID: "hom-lb-001", text: "Home"),
                             connections: [StoryboardText.segue(to: "set-vc-001", id: "hom-sg-001")]),
        StoryboardText.scene("set-sc-001", "set-vc-001", customClass: "SettingsViewController"),
    ])

    static func problems(_ folder: SplitTempFolder, _ edit: (inout ChangeSet) throws -> Void) throws -> [String] {
        var changes = ChangeSet(root: folder.root)
        try edit(&changes)
        return changes.validate(SplitValidation.validators(storyboardPaths: [folder.path("App/Main.storyboard")])).map(\.description)
    }

    @Test func aLostSceneIsRefused() throws {
        let folder = SplitTempFolder()
        folder.write("App/Main.storyboard", Self.main)
        let problems = try Self.problems(folder) { changes in
            let document = try IBDocument(string: Self.main)
            let scene = try #require(document.scenes.last)
            try changes.edit("App/Main.storyboard", [.delete(try #require(SplitSource.chunk(of: scene.element, in: document.bytes)))])
        }
        #expect(problems.contains { $0.contains("scene set-sc-001 is in no storyboard after the change") })
        #expect(problems.contains { $0.contains("<segue destination=\"set-vc-001\"> names no object of the file") })
    }

    @Test func aChangedSceneIsRefused() throws {
        let folder = SplitTempFolder()
        folder.write("App/Main.storyboard", Self.main)
        let problems = try Self.problems(folder) { changes in
            try changes.write(Self.main.replacingOccurrences(of: "text=\"Home\"", with: "text=\"Start\""), to: "App/Main.storyboard")
        }
        #expect(problems == ["App/Main.storyboard:16:25: scene hom-sc-001 is not the scene it was in App/Main.storyboard: <label> (hom-lb-001) text=\"Start\" was \"Home\""])
    }

    @Test func aSceneInTwoFilesIsRefused() throws {
        let folder = SplitTempFolder()
        folder.write("App/Main.storyboard", Self.main)
        let problems = try Self.problems(folder) { changes in
            try changes.write(Self.main, to: "App/Copy.storyboard")
            try changes.write(Self.main + "\n", to: "App/Main.storyboard")
        }
        #expect(problems.contains { $0.hasSuffix("scene hom-sc-001 is in more places after the change than before") })
    }

    @Test func aReferenceToNothingIsRefusedButOneBrokenBeforeIsNot() throws {
        let folder = SplitTempFolder()
        let broken = """
                    <!--Gone-->
                    <scene sceneID="ref-sc-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Gone" id="ref-vc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """
        let text = Self.main.replacingOccurrences(of: "    </scenes>", with: broken + "\n    </scenes>")
        folder.write("App/Main.storyboard", text)
        let unchanged = try Self.problems(folder) { changes in
            try changes.write(text + "\n", to: "App/Main.storyboard")
        }
        #expect(unchanged == [])
        let added = try Self.problems(folder) { changes in
            try changes.write(text.replacingOccurrences(of: "storyboardName=\"Gone\"", with: "storyboardName=\"Main\" referencedIdentifier=\"Nope\""),
                              to: "App/Main.storyboard")
        }
        #expect(added.contains { $0.hasSuffix("storyboard reference ref-vc-001 finds no scene with the storyboard identifier 'Nope' in a storyboard named 'Main'") })
    }

    @Test func aSegueAtAReferenceToTheSameControllerIsTheSameScene() throws {
        let folder = SplitTempFolder(copying: SplitFixture.legacy)
        let context = SplitFixture.context(folder.root)
        let plan = try SplitFixture.plan(context)
        #expect(plan.changes.validate(SplitValidation.validators(context)) == [])
        // The same plan with Photos' reference pointing at the wrong screen is refused.
        var wrong = plan.changes
        let main = "Legacy/Base.lproj/Main.storyboard"
        let bytes = try wrong.read(main)
        let text = String(decoding: try #require(bytes), as: UTF8.self)
        try wrong.write(text.replacingOccurrences(of: #"storyboardName="PhotosViewController" id"#, with: #"storyboardName="DetailViewController" id"#), to: main)
        let problems = wrong.validate(SplitValidation.validators(context)).map(\.description)
        #expect(problems.contains { $0.contains("scene RL6-5v-j55 is not the scene it was") && $0.contains("destination=") })
    }
}
