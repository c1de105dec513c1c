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

    @Test func nearMissesIgnoreTheExactNameAndAreSorted() {
        let near = LoadingFailure.nearMisses(of: "Cell.nib", among: ["Cell.nib", "CELL.nib", "cell.nib", "cell.nib", "Cell.xib"])
        #expect(near == ["CELL.nib", "cell.nib"])
    }

    @Test func generatedStoryboardIdentifiersAreLeftOut() {
        let ids = ["UIViewController-BYZ-38-t0r", "FugaViewController", "UINavigationController-a1b-2c-3d4", "my-id", "A-B-C-D"]
        #expect(StoryboardIdentifiers.userDefined(ids) == ["A-B-C-D", "FugaViewController", "my-id"])
    }
}
