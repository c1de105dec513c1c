import IBKitNaming
import Testing

@Suite struct LoadingFailureTests {
    static let bundle = "/Applications/Gallery.app"

    @Test func missingFileWithACaseMismatchNamesEverything() {
        let files = ["hogeViewController.storyboardc", "Info.plist", "HogeViewController.storyboard.bak"]
        let near = LoadingFailure.nearMisses(of: "HogeViewController.storyboardc", among: files)
        #expect(near == ["hogeViewController.storyboardc"])
        let failure = LoadingFailure(
            typeName: "HogeViewController", resource: .storyboard, resourceName: "HogeViewController",
            bundlePath: Self.bundle, problem: .missingFile(nearMisses: near, foundIn: [])
        )
        #expect(failure.description == "HogeViewController: no HogeViewController.storyboard (compiled "
            + "HogeViewController.storyboardc) in bundle /Applications/Gallery.app. A file differing only in case "
            + "exists: hogeViewController.storyboardc. Resource names are case-sensitive on devices even when the "
            + "simulator's disk is not; rename the file to HogeViewController.storyboard.")
    }

    @Test func missingFileFoundInAnotherBundleSuggestsTheBundleOverride() {
        let failure = LoadingFailure(
            typeName: "PhotoCell", resource: .nib, resourceName: "PhotoCell", bundlePath: "/App.app/Frameworks/Kit.framework",
            problem: .missingFile(nearMisses: [], foundIn: ["/App.app"])
        )
        #expect(failure.description.contains("PhotoCell.nib is in /App.app"))
        #expect(failure.description.contains("static var nibBundle: Bundle { .module }"))
        #expect(!failure.description.contains("differing only in case"))
    }

    @Test func missingFileWithoutHintsSaysHowToFixIt() {
        let failure = LoadingFailure(
            typeName: "Outer.Inner", resource: .nib, resourceName: "Inner", bundlePath: Self.bundle,
            problem: .missingFile(nearMisses: [], foundIn: [])
        )
        #expect(failure.description.hasPrefix("Outer.Inner: no Inner.xib (compiled Inner.nib) in bundle /Applications/Gallery.app."))
        #expect(failure.description.hasSuffix("or override nibName."))
    }

    @Test func missingSceneListsIdentifiersAndTheCaseHint() {
        let failure = LoadingFailure(
            typeName: "FugaViewController", resource: .storyboard, resourceName: "HogeViewController", bundlePath: Self.bundle,
            problem: .missingScene(identifier: "FugaViewController", identifiers: ["fugaViewController"])
        )
        #expect(failure.description.contains("no scene with the Storyboard ID \"FugaViewController\""))
        #expect(failure.description.contains("differing only in case exists: \"fugaViewController\""))

        let other = LoadingFailure(
            typeName: "FugaViewController", resource: .storyboard, resourceName: "HogeViewController", bundlePath: Self.bundle,
            problem: .missingScene(identifier: "FugaViewController", identifiers: ["Piyo"])
        )
        #expect(other.description.contains("Its identifiers: \"Piyo\"."))
    }

    @Test func unexpectedClassPointsAtTheIdentityInspector() {
        let failure = LoadingFailure(
            typeName: "Outer.HogeViewController", resource: .storyboard, resourceName: "HogeViewController", bundlePath: Self.bundle,
            problem: .unexpectedClass(found: "UIKit.UIViewController", identifier: nil)
        )
        #expect(failure.description.contains("the initial view controller of HogeViewController.storyboard"))
        #expect(failure.description.contains("is a UIKit.UIViewController, not a Outer.HogeViewController"))
        #expect(failure.description.contains("Custom Class to HogeViewController"))
    }

    // Generated references (StoryboardScene, NibReference) take their names from the IB files, so the advice is
    // about the bundle and regenerating, never about overriding properties the reference does not have.

    @Test func generatedReferenceMissingFileSaysAddToTargetOrRegenerate() {
        let failure = LoadingFailure(
            typeName: "UINavigationController", resource: .storyboard, resourceName: "Main", bundlePath: Self.bundle,
            problem: .missingFile(nearMisses: [], foundIn: []), source: .generatedReference
        )
        #expect(failure.description == "UINavigationController: no Main.storyboard (compiled Main.storyboardc) in bundle "
            + "/Applications/Gallery.app. Add Main.storyboard to the target that builds this bundle. If Main.storyboard "
            + "changed after the code was generated, run `ibkit gen` again (the build-tool plugin does so on every build).")
        #expect(!failure.description.contains("override"))

        let elsewhere = LoadingFailure(
            typeName: "ProfileHeaderView", resource: .nib, resourceName: "ProfileHeader", bundlePath: "/App.app/Frameworks/Kit.framework",
            problem: .missingFile(nearMisses: [], foundIn: ["/App.app"]), source: .generatedReference
        )
        #expect(elsewhere.description.hasSuffix("ProfileHeader.nib is in /App.app: generate the code into the module that "
            + "builds that bundle, or pass its bundle to the reference."))
        #expect(!elsewhere.description.contains("nibBundle"))
    }

    @Test func generatedReferenceMissingSceneDoesNotMentionTheInitialScene() {
        let failure = LoadingFailure(
            typeName: "DetailViewController", resource: .storyboard, resourceName: "Main", bundlePath: Self.bundle,
            problem: .missingScene(identifier: "Detail", identifiers: ["detail", "Profile"]), source: .generatedReference
        )
        #expect(failure.description == "DetailViewController: Main.storyboard in bundle /Applications/Gallery.app has no "
            + "scene with the Storyboard ID \"Detail\". An identifier differing only in case exists: \"detail\"; identifiers "
            + "are case-sensitive. If Main.storyboard changed after the code was generated, run `ibkit gen` again (the "
            + "build-tool plugin does so on every build).")
    }

    @Test func missingInitialSceneSaysWhichStoryboard() {
        let failure = LoadingFailure(
            typeName: "UINavigationController", resource: .storyboard, resourceName: "Settings", bundlePath: Self.bundle,
            problem: .missingInitialScene, source: .generatedReference
        )
        #expect(failure.description.hasPrefix("UINavigationController: Settings.storyboard in bundle /Applications/Gallery.app "
            + "has no initial view controller. Mark the scene Is Initial View Controller."))
    }

    @Test func conventionIsTheDefaultSource() {
        let failure = LoadingFailure(typeName: "A", resource: .nib, resourceName: "A", bundlePath: Self.bundle,
                                     problem: .missingFile(nearMisses: [], foundIn: []))
        #expect(failure.source == .convention)
        #expect(failure != LoadingFailure(typeName: "A", resource: .nib, resourceName: "A", bundlePath: Self.bundle,
                                          problem: .missingFile(nearMisses: [], foundIn: []), source: .generatedReference))
    }

    @Test func nearMissesIgnoreTheExactNameAndAreSorted() {
        let near = LoadingFailure.nearMisses(of: "Cell.nib", among: ["Cell.nib", "CELL.nib", "cell.nib", "cell.nib", "Cell.xib"])
        #expect(near == ["CELL.nib", "cell.nib"])
    }

    /// What StoryboardScene checks before asking UIKit, from the compiled storyboard's Info.plist.
    @Test func sceneProblemsFromACompiledStoryboard() {
        let ids = ["Detail", "UIViewController-BYZ-38-t0r"]
        #expect(StoryboardIdentifiers.problem(loading: "Detail", identifiers: ids, hasInitial: false) == nil)
        #expect(StoryboardIdentifiers.problem(loading: "detail", identifiers: ids, hasInitial: true)
            == .missingScene(identifier: "detail", identifiers: ["Detail"]), "generated identifiers are not listed")
        #expect(StoryboardIdentifiers.problem(loading: nil, identifiers: ids, hasInitial: true) == nil)
        #expect(StoryboardIdentifiers.problem(loading: nil, identifiers: ids, hasInitial: false) == .missingInitialScene)
    }

    @Test func generatedStoryboardIdentifiersAreLeftOut() {
        let ids = ["UIViewController-BYZ-38-t0r", "FugaViewController", "UINavigationController-a1b-2c-3d4", "my-id", "A-B-C-D"]
        #expect(StoryboardIdentifiers.userDefined(ids) == ["A-B-C-D", "FugaViewController", "my-id"])
    }
}
