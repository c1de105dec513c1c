import IBKitNaming
import Testing

@Suite struct StoryboardRouteTests {
    /// Legacy's Main.storyboard as ibtool compiles it: the initial view controller is a navigation controller
    /// without a Storyboard ID, and DetailViewController's scene is identified as "Detail".
    let main = StoryboardContents(infoPlist: [
        "UIStoryboardDesignatedEntryPointIdentifier": "UINavigationController-Nav-00-001",
        "UIStoryboardVersion": 1,
        "UIViewControllerIdentifiersToNibNames": [
            "UINavigationController-Nav-00-001": "UINavigationController-Nav-00-001",
            "Detail": "Detail",
            "Settings": "Settings",
        ],
    ])

    @Test func readsIdentifiersAndEntryPointFromTheInfoPlist() throws {
        let contents = try #require(main)
        #expect(contents.identifiers == ["Detail", "Settings", "UINavigationController-Nav-00-001"])
        #expect(contents.entryPoint == "UINavigationController-Nav-00-001")
        #expect(contents.hasInitial)
        #expect(contents.nibNames["Detail"] == "Detail")
    }

    @Test func aPlistWithoutTheIdentifierMapIsNotAStoryboards() {
        #expect(StoryboardContents(infoPlist: ["CFBundleIdentifier": "x"]) == nil)
    }

    @Test func aStoryboardWithoutEntryPointHasNoInitialViewController() throws {
        let contents = try #require(StoryboardContents(infoPlist: ["UIViewControllerIdentifiersToNibNames": ["Lonely": "Lonely"]]))
        #expect(!contents.hasInitial)
    }

    @Test func anIdentifiedSceneBehindAnotherInitialSceneIsMadeDirectly() {
        // The initial navigation controller (and its root) is not made only to be thrown away.
        #expect(StoryboardRoute.to("Detail", in: main) == .identified("Detail"))
    }

    @Test func anIdentifiedSceneThatIsTheInitialOneIsMadeOnce() {
        let contents = StoryboardContents(nibNames: ["HogeViewController": "HogeViewController"], entryPoint: "HogeViewController")
        #expect(StoryboardRoute.to("HogeViewController", in: contents) == .identified("HogeViewController"))
    }

    @Test func withoutTheIdentifierTheInitialViewControllerIsTheCandidate() {
        // One view controller per storyboard: the initial scene, with no Storyboard ID.
        let contents = StoryboardContents(nibNames: ["UIViewController-BYZ-38-t0r": "UIViewController-BYZ-38-t0r"],
                                          entryPoint: "UIViewController-BYZ-38-t0r")
        #expect(StoryboardRoute.to("HogeViewController", in: contents) == .initial)
    }

    @Test func withoutIdentifierOrInitialViewControllerNothingIsMade() throws {
        let contents = StoryboardContents(nibNames: ["Fuga": "Fuga", "UIViewController-BYZ-38-t0r": "UIViewController-BYZ-38-t0r"],
                                          entryPoint: nil)
        #expect(StoryboardRoute.to("fuga", in: contents) == .failure(.missingScene(identifier: "fuga", identifiers: ["Fuga"])))
    }

    @Test func anUnreadableInfoPlistKeepsBothStepsInOrder() {
        #expect(StoryboardRoute.to("Detail", in: nil) == .initialThenIdentified("Detail"))
    }
}
