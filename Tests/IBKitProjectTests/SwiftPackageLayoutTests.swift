@testable import IBKitProject
import Testing
import IBKitPlumbing

@Suite struct SwiftPackageLayoutTests {
    static let manifest = #"""
    // swift-tools-version:5.9
    import PackageDescription

    let suffix = "Kit"
    let package = Package(
        name: "Kit",
        products: [.library(name: "Kit", targets: ["KitUI"])],
        dependencies: [.package(url: "https://github.com/jpsim/Yams", from: "5.0.0")],
        targets: [
            .target(name: "KitCore"),
            .target(
                name: "KitUI",
                dependencies: ["KitCore", .product(name: "Yams", package: "Yams")],
                path: "UI/Sources",
                resources: [.process("Resources")]
            ),
            // .target(name: "Commented", path: "Nope"),
            /* .target(name: "Block", /* nested */ path: "Nope") */
            .executableTarget(name: "kit-tool", path: "Tools/kit"),
            .testTarget(name: "KitCoreTests", dependencies: ["KitCore"]),
            .target(name: "Generated\(suffix)", path: "Gen"),
        ]
    )
    """#

    @Test func targetsFromFoldersAndManifest() throws {
        try TemporaryTree.with([
            "Package.swift": Self.manifest,
            "Sources/KitCore/Model.swift": "",
            "Sources/KitCore/Nested/Deep.swift": "",
            "Sources/Undeclared/Thing.swift": "",
            "UI/Sources/Button.swift": "",
            "UI/Sources/Resources/Button.xib": "",
            "Tools/kit/main.swift": "",
            "Tests/KitCoreTests/ModelTests.swift": "",
            "Nope/Commented.swift": "",
            "Gen/Generated.swift": "",
            "README.md": "",
        ]) { tree in
            let package = try SwiftPackageLayout.load(packageDirectory: tree.root)
            #expect(package.path == tree.root)
            #expect(package.targets.map(\.name) == ["KitCore", "KitCoreTests", "KitUI", "Undeclared", "kit-tool"])
            #expect(package.targets.map(\.moduleName) == ["KitCore", "KitCoreTests", "KitUI", "Undeclared", "kit_tool"])
            #expect(package.targets.map(\.path) == tree.paths(["Sources/KitCore", "Tests/KitCoreTests", "UI/Sources", "Sources/Undeclared", "Tools/kit"]))
            #expect(package.targets.map(\.files) == [
                tree.paths(["Sources/KitCore/Model.swift", "Sources/KitCore/Nested/Deep.swift"]),
                tree.paths(["Tests/KitCoreTests/ModelTests.swift"]),
                tree.paths(["UI/Sources/Button.swift", "UI/Sources/Resources/Button.xib"]),
                tree.paths(["Sources/Undeclared/Thing.swift"]),
                tree.paths(["Tools/kit/main.swift"]),
            ])
        }
    }

    @Test func nestedTargetFoldersOwnTheirFiles() throws {
        let manifest = """
        let package = Package(name: "P", targets: [
            .target(name: "Outer", path: "Lib"),
            .target(name: "Inner", path: "Lib/Inner"),
        ])
        """
        try TemporaryTree.with([
            "Package.swift": manifest,
            "Lib/A.swift": "",
            "Lib/Inner/B.swift": "",
        ]) { tree in
            let package = try SwiftPackageLayout.load(packageDirectory: tree.root)
            #expect(package.targets.map(\.name) == ["Inner", "Outer"])
            #expect(package.targets.map(\.files) == [tree.paths(["Lib/Inner/B.swift"]), tree.paths(["Lib/A.swift"])])
        }
    }

    @Test func missingManifestIsAProblem() throws {
        try TemporaryTree.with(["Sources/A/A.swift": ""]) { tree in
            #expect(throws: LocatedProblem(path: tree.path("Package.swift"), message: "cannot read the package manifest")) {
                try SwiftPackageLayout.load(packageDirectory: tree.root)
            }
        }
    }

    @Test func scannerReadsOnlyLiteralTopLevelArguments() {
        let manifest = ##"""
        .target(name: #"Raw"#, path: "raw/path"),
        .macro(name: "Macros", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]),
        .plugin(name: "Gen", capability: .buildTool()),
        .target(name: """
            Multi
            """),
        .target(name: "Esc\"aped"),
        .product(name: "NotATarget", package: "x"),
        let s = ".target(name: \"InString\")"
        .testTarget(path: "Tests/NoName", name: "Late")
        """##
        #expect(ManifestScanner.targets(in: manifest) == [
            .init(kind: "target", name: "Raw", path: "raw/path"),
            .init(kind: "macro", name: "Macros", path: nil),
            .init(kind: "plugin", name: "Gen", path: nil),
            .init(kind: "target", name: "Multi", path: nil),
            .init(kind: "testTarget", name: "Late", path: "Tests/NoName"),
        ])
    }
}
