@testable import IBKitProject
import Testing

@Suite struct ModuleResolverTests {
    @Test func projectsAndPackagesUnderARoot() throws {
        var files = Fixtures.shopFiles
        files["Shop.xcodeproj/project.pbxproj"] = Fixtures.shop
        files["Legacy/Legacy.xcodeproj/project.pbxproj"] = Fixtures.legacy
        files["Packages/Kit/Package.swift"] = "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])"
        files["Packages/Kit/Sources/Kit/Kit.swift"] = ""
        // Dependencies and build products are never searched.
        files["Pods/Pods.xcodeproj/project.pbxproj"] = "{ broken"
        files["Carthage/Checkouts/Lib/Lib.xcodeproj/project.pbxproj"] = "{ broken"
        files["DerivedData/X/X.xcodeproj/project.pbxproj"] = "{ broken"
        files["Packages/Kit/.build/checkouts/Dep/Package.swift"] = ""
        files[".git/Package.swift"] = ""
        // Broken projects are reported with their position and skipped.
        files["Broken/Broken.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n\t};\n}\n"
        files["Empty/Empty.xcodeproj/"] = ""
        files["NotAProject/N.xcodeproj/project.pbxproj"] = "{ archiveVersion = 1; }"

        try TemporaryTree.with(files) { tree in
            let resolution = ModuleResolver.resolve(root: tree.root)
            #expect(resolution.projects.map(\.path) == tree.paths(["Legacy/Legacy.xcodeproj", "Shop.xcodeproj"]))
            #expect(resolution.packages.map(\.path) == tree.paths(["Packages/Kit"]))
            #expect(resolution.problems.map(\.description) == [
                "\(tree.root)/Broken/Broken.xcodeproj/project.pbxproj:5:2: expected ';' after the value of \"isa\", found '}'",
                "\(tree.root)/Empty/Empty.xcodeproj/project.pbxproj: cannot read the Xcode project",
                "\(tree.root)/NotAProject/N.xcodeproj/project.pbxproj: no 'objects' dictionary: not an Xcode project",
            ])

            let map = resolution.map
            #expect(map.modules(of: tree.path("Shop/Models/Item.swift")) == ["My_Shop", "ShopWidget"])
            #expect(map.modules(of: tree.path("Shop/Base.lproj/Main.storyboard")) == ["My_Shop"])
            #expect(map.modules(of: tree.path("Shop/Legacy/Old.swift")) == [])
            #expect(map.modules(of: tree.path("Legacy/Components/RoundedButton.swift")) == ["Components"])
            #expect(map.modules(of: tree.path("Legacy/Legacy/LoginViewController.swift")) == ["LegacyUnitTests", "Legacy_App"])
            #expect(map.modules(of: tree.path("Legacy/Legacy/Base.lproj/Main.storyboard")) == ["Legacy_App"])
            #expect(map.modules(of: tree.path("Packages/Kit/Sources/Kit/Kit.swift")) == ["Kit"])
            #expect(map.allModules == ["Components", "Kit", "LegacyUnitTests", "Legacy_App", "My_Shop", "ShopTests", "ShopWidget"])

            // A file in a project's folder that no target lists is in no target; in a package, membership is unknown.
            #expect(map.isInNoTarget(tree.path("Shop/Legacy/Old.swift")))
            #expect(!map.isInNoTarget(tree.path("Shop/Base.lproj/Main.storyboard")))
            #expect(!map.isInNoTarget(tree.path("Packages/Kit/Examples/Old.xib")))
            #expect(map.projectFolders == [tree.path("Legacy"), tree.root].sorted() && map.packageFolders == [tree.path("Packages/Kit")])

            // Same tree, same answer: nothing depends on directory listing order.
            #expect(ModuleResolver.resolve(root: tree.root) == resolution)
        }
    }

    @Test func aRootThatIsAProject() throws {
        try TemporaryTree.with(["Legacy.xcodeproj/project.pbxproj": Fixtures.legacy]) { tree in
            let resolution = ModuleResolver.resolve(root: tree.path("Legacy.xcodeproj"))
            #expect(resolution.problems == [])
            #expect(resolution.projects.map(\.targets.count) == [3])
            #expect(resolution.map.modules(of: tree.path("Components/Components.h")) == ["Components"])
        }
    }

    @Test func aMissingRootGivesAnEmptyResolution() {
        #expect(ModuleResolver.resolve(root: "/nonexistent/ibkit-project-test") == ModuleResolution())
    }
}
