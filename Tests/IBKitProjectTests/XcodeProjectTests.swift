@testable import IBKitProject
import Testing
import IBKitPlumbing

@Suite struct XcodeProjectTests {
    private func load(_ pbxproj: String, name: String, files: [String: String] = [:]) throws -> (XcodeProject, TemporaryTree) {
        var all = files
        all["\(name).xcodeproj/project.pbxproj"] = pbxproj
        var result: (XcodeProject, TemporaryTree)?
        try TemporaryTree.with(all) { tree in
            result = (try XcodeProject.load(xcodeproj: tree.path("\(name).xcodeproj")), tree)
        }
        return try #require(result)
    }

    @Test func classicGroupsVariantGroupsAndBuildSettings() throws {
        // Classic groups need no files on disk: membership is what the project says.
        let (project, tree) = try load(Fixtures.legacy, name: "Legacy")
        #expect(project.sourceRoot == tree.root)
        #expect(project.targets.map(\.name) == ["Legacy App", "Components", "LegacyTests"])
        #expect(project.targets.map(\.productType) == [
            "com.apple.product-type.application", "com.apple.product-type.framework", "com.apple.product-type.bundle.unit-test",
        ])
        // "$(TARGET_NAME)" → the target name made an identifier; the tests' override comes from the default
        // (Release) configuration, not Debug's LegacyDebugTests.
        #expect(project.targets.map(\.moduleName) == ["Legacy_App", "Components", "LegacyUnitTests"])

        #expect(project.targets[0].files == tree.paths([
            "Config/Shared.swift",  // SOURCE_ROOT, although listed in the Legacy group
            "Legacy/AppDelegate.swift",
            "Legacy/Assets.xcassets",
            "Legacy/Base.lproj/Main.storyboard",  // both localizations of the variant group
            "Legacy/LoginViewController.swift",
            "Legacy/Profile Cell.xib",
            "Legacy/ProfileViewController.swift",  // in the path-less "Screens" group
            "Legacy/ja.lproj/Main.strings",
        ]))
        // The embedded framework product and the package product are not members; the public header is.
        #expect(project.targets[1].files == tree.paths(["Components/Components.h", "Components/RoundedButton.swift"]))
        #expect(project.targets[2].files == tree.paths(["Legacy/LoginViewController.swift", "LegacyTests/LoginViewControllerTests.swift"]))
    }

    @Test func synchronizedFoldersWithExceptions() throws {
        let (project, tree) = try load(Fixtures.shop, name: "Shop", files: Fixtures.shopFiles)
        #expect(project.targets.map(\.name) == ["Shop", "ShopWidget", "ShopTests"])
        #expect(project.targets.map(\.moduleName) == ["My_Shop", "ShopWidget", "ShopTests"])
        #expect(project.targets[0].files == tree.paths([
            "Shop/AppDelegate.swift",
            "Shop/Assets.xcassets",  // one entry, not its JSON files
            "Shop/Base.lproj/LaunchScreen.storyboard",
            "Shop/Base.lproj/Main.storyboard",
            "Shop/Legacy/OldViewController.xib",  // Legacy/Old.swift and Info.plist are excepted
            "Shop/Models/Item.swift",
            "Vendor/Legacy.m",  // classic Sources phase alongside the folder
        ]))
        // The widget does not have the Shop folder: its exception list adds Item.swift instead of removing it.
        #expect(project.targets[1].files == tree.paths(["Shop/Models/Item.swift", "ShopWidget/Widget.swift"]))
        #expect(project.targets[2].files == tree.paths(["ShopTests/Fixtures/Order.json", "ShopTests/ShopTests.swift"]))
    }

    @Test func localizedExceptionsNameEveryLocalization() throws {
        // A target without the folder gets `/Localized/Main.storyboard`: Main.storyboard in each .lproj of it.
        let pbxproj = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = M; targets = (T, ); };
        \t\tM = {isa = PBXGroup; children = (S, ); sourceTree = "<group>"; };
        \t\tS = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E, ); path = Resources; sourceTree = "<group>"; };
        \t\tE = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (/Localized/Main.storyboard, /Localized/Sub/About.xib, Info.plist, ); target = T; };
        \t\tT = {isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (); };
        \t};
        \trootObject = P;
        }
        """
        try TemporaryTree.with([
            "App.xcodeproj/project.pbxproj": pbxproj,
            "Resources/Base.lproj/Main.storyboard": "",
            "Resources/fr.lproj/Main.storyboard": "",
            "Resources/Base.lproj/Old.storyboard": "",
            "Resources/Sub/Base.lproj/About.xib": "",
            "Resources/Info.plist": "",
        ]) { tree in
            let project = try XcodeProject.load(xcodeproj: tree.path("App.xcodeproj"))
            #expect(project.targets.first?.files == tree.paths([
                "Resources/Base.lproj/Main.storyboard", "Resources/Info.plist", "Resources/Sub/Base.lproj/About.xib",
                "Resources/fr.lproj/Main.storyboard",
            ]))
        }
    }

    @Test func excludedSubfolderAndProjectDirPath() throws {
        // A folder named in membershipExceptions excludes everything under it; `projectDirPath` moves SRCROOT.
        let pbxproj = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = M; projectDirPath = ..; targets = (T, ); buildConfigurationList = PL; };
        \t\tM = {isa = PBXGroup; children = (S, ); sourceTree = "<group>"; };
        \t\tS = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E, ); path = App; sourceTree = "<group>"; };
        \t\tE = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("Preview Content", ); target = T; };
        \t\tT = {isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (S, ); buildConfigurationList = TL; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (D, ); };
        \t\tD = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, ); };
        \t\tPD = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "2048-Game"; }; name = Debug; };
        \t};
        \trootObject = P;
        }
        """
        try TemporaryTree.with([
            "ios/App.xcodeproj/project.pbxproj": pbxproj,
            "App/Board.swift": "",
            "App/Preview Content/Preview.swift": "",
            "App/Preview Contents.swift": "",
        ]) { tree in
            let project = try XcodeProject.load(xcodeproj: tree.path("ios/App.xcodeproj"))
            #expect(project.sourceRoot == tree.root)
            // Project-level settings are inherited when the target does not set the key.
            #expect(project.targets.map(\.moduleName) == ["_048_Game"])
            #expect(project.targets.first?.files == tree.paths(["App/Board.swift", "App/Preview Contents.swift"]))
        }
    }

    @Test func unresolvableReferencesAreSkipped() throws {
        // Dangling ids, a cycle in the group tree, absolute and custom source trees must neither crash nor guess.
        let pbxproj = """
        {
            objects = {
                P = {isa = PBXProject; mainGroup = M; targets = (T, Missing, ); };
                M = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (G2, F1, ); path = A; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (G1, F2, ); path = B; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = One.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Two.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = /opt/shared/Three.swift; sourceTree = "<absolute>"; };
                F4 = {isa = PBXFileReference; path = Four.swift; sourceTree = PODS_ROOT; };
                T = {isa = PBXNativeTarget; name = "My-App.iOS"; buildPhases = (S, Gone, ); };
                S = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4, B5, ); };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                B5 = {isa = PBXBuildFile; fileRef = Nowhere; };
            };
            rootObject = P;
        }
        """
        let project = try XcodeProject(pbxproj: PropertyListParser.parse(pbxproj), xcodeproj: "/work/App/App.xcodeproj")
        #expect(project.targets.map(\.moduleName) == ["My_App_iOS"])
        #expect(project.targets.first?.files == ["/opt/shared/Three.swift", "/work/App/A/B/Two.swift", "/work/App/A/One.swift"])
    }

    @Test func structuralErrors() throws {
        #expect(throws: LocatedProblem(path: "/p/A.xcodeproj/project.pbxproj", message: "no 'objects' dictionary: not an Xcode project")) {
            try XcodeProject(pbxproj: PropertyListParser.parse("{ a = b; }"), xcodeproj: "/p/A.xcodeproj")
        }
        #expect(throws: LocatedProblem(path: "/p/A.xcodeproj/project.pbxproj", message: "'rootObject' does not name a PBXProject")) {
            try XcodeProject(pbxproj: PropertyListParser.parse("{ objects = { X = {isa = PBXGroup; }; }; rootObject = X; }"), xcodeproj: "/p/A.xcodeproj")
        }
    }

    @Test func moduleNamesAsXcodeDerivesThem() {
        #expect(ModuleName.c99Identifier("My App") == "My_App")
        #expect(ModuleName.c99Identifier("my-lib.core") == "my_lib_core")
        #expect(ModuleName.c99Identifier("100Days") == "_00Days")
        #expect(ModuleName.c99Identifier("Café_2") == "Café_2")
        #expect(ModuleName.c99Identifier("アプリ") == "アプリ")
        #expect(ModuleName.c99Identifier("") == "")
    }
}
