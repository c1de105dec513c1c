@testable import IBKitProject
import Testing

@Suite struct ModuleMapTests {
    /// In a project's folder, a file no target lists — itself, through a folder reference, or by an override — is
    /// in no target; outside every project's folder, or in a package's, that is never said.
    @Test func aFileInNoTarget() {
        var map = ModuleMap()
        map.addProjectFolder("/p")
        map.addPackageFolder("/p/Packages/Kit")
        map.add("App", for: "/p/App/Main.storyboard")
        map.add("App", for: "/p/App/Resources/Bundled")  // a folder reference
        #expect(!map.isInNoTarget("/p/App/Main.storyboard"))
        #expect(map.isInNoTarget("/p/App/Old.storyboard"))
        #expect(map.isInNoTarget("/p/App/./Old.storyboard"))
        #expect(!map.isInNoTarget("/p/App/Resources/Bundled/Card.xib"))
        #expect(!map.isInNoTarget("/p/Packages/Kit/Examples/Card.xib"))
        #expect(!map.isInNoTarget("/elsewhere/Card.xib"))
        #expect(!map.isInNoTarget("/pp/Card.xib"), "a sibling folder sharing the prefix is outside")
        let overridden = map.merging(overrides: [(pattern: "/p/Legacy", module: "Legacy")])
        #expect(map.isInNoTarget("/p/Legacy/Card.xib") && !overridden.isInNoTarget("/p/Legacy/Card.xib"))
    }

    @Test func aFileCanBelongToSeveralModules() {
        var map = ModuleMap()
        map.add("Shop", for: "/p/Shop/Item.swift")
        map.add("ShopWidget", for: "/p/Shop/Item.swift")
        map.add("Shop", for: "/p/Shop/./Item.swift")  // same file, same module: no duplicate
        map.add("App", for: "/p/Shop/Item.swift")
        #expect(map.modules(of: "/p/Shop/Item.swift") == ["App", "Shop", "ShopWidget"])
        #expect(map.module(of: "/p/Shop/Item.swift") == "App")
        #expect(map.modules(of: "/p/Other/../Shop//Item.swift") == ["App", "Shop", "ShopWidget"])
        #expect(map.modules(of: "/p/Shop/Missing.swift") == [])
        #expect(map.module(of: "/p/Shop/Missing.swift") == nil)
        #expect(map.allModules == ["App", "Shop", "ShopWidget"])
        #expect(map == ModuleMap(modulesByFile: ["/p/Shop/Item.swift": ["ShopWidget", "App", "Shop", "App"]]))
    }

    @Test func mergingMapsUnitesMemberships() {
        let a = ModuleMap(modulesByFile: ["/p/A.swift": ["App"], "/p/B.swift": ["App"]])
        let b = ModuleMap(modulesByFile: ["/p/B.swift": ["Tests"], "/p/C.swift": ["Kit"]])
        let merged = a.merging(b)
        #expect(merged.modulesByFile == ["/p/A.swift": ["App"], "/p/B.swift": ["App", "Tests"], "/p/C.swift": ["Kit"]])
    }

    @Test func overridesArePathPrefixesWithGlobs() {
        let map = ModuleMap(modulesByFile: [
            "/repo/App/Screens/Login.swift": ["App"],
            "/repo/App/Components/Button.swift": ["App"],
        ]).merging(overrides: [
            (pattern: "App/Components", module: "Components"),
            (pattern: "Modules/*/Sources/**", module: "Feature"),
            (pattern: "**/Generated/", module: "Generated"),
            (pattern: "/elsewhere/Lib?.swift", module: "Lib"),
        ], relativeTo: "/repo")
        // An override replaces project membership for what it covers, and maps files the projects do not know.
        #expect(map.modules(of: "/repo/App/Components/Button.swift") == ["Components"])
        #expect(map.modules(of: "/repo/App/Components") == ["Components"])
        #expect(map.modules(of: "/repo/App/ComponentsExtra/X.swift") == [])  // a prefix of components, not of text
        #expect(map.modules(of: "/repo/App/Screens/Login.swift") == ["App"])
        #expect(map.modules(of: "/repo/Modules/Profile/Sources/Deep/View.swift") == ["Feature"])
        #expect(map.modules(of: "/repo/Modules/Profile/Tests/ViewTests.swift") == [])
        #expect(map.modules(of: "/repo/Anywhere/Deep/Generated/R.swift") == ["Generated"])
        #expect(map.modules(of: "/elsewhere/LibA.swift") == ["Lib"])
        #expect(map.modules(of: "/elsewhere/LibAB.swift") == [])
        #expect(map.allModules == ["App", "Components", "Feature", "Generated", "Lib"])
    }

    @Test func theMostSpecificOverrideWinsThenTheLast() {
        let map = ModuleMap().merging(overrides: [
            (pattern: "Sources/App/UI", module: "UI"),
            (pattern: "Sources/App", module: "App"),
            (pattern: "Sources/*/Legacy", module: "Old"),
            (pattern: "Sources/App/Legacy", module: "Legacy"),
            (pattern: "Sources/App/Legacy", module: "LegacyAgain"),
        ], relativeTo: "/r")
        #expect(map.modules(of: "/r/Sources/App/UI/Button.swift") == ["UI"])  // more specific, although first
        #expect(map.modules(of: "/r/Sources/App/Main.swift") == ["App"])
        #expect(map.modules(of: "/r/Sources/App/Legacy/Old.swift") == ["LegacyAgain"])  // equal: the last
        #expect(map.modules(of: "/r/Sources/Kit/Legacy/Old.swift") == ["Old"])
        #expect(map.override(for: "/r/Sources/Kit/Legacy/Old.swift")?.pattern == "/r/Sources/*/Legacy")
    }
}
