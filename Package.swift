// swift-tools-version:6.0
import PackageDescription

// Module graph (no cycles; see docs/ARCHITECTURE.md):
//   IBKitNaming            naming convention, no dependencies (shared with the runtime library)
//   IBKitSupport           platform-neutral runtime logic (data-source bookkeeping, snapshot plans)
//   IBKitBinding           data binding's keys, view kinds, conversions, formatters (runtime and tools alike)
//   IBKit                  runtime library for apps (UIKit)      -> Naming, Support, Binding
//   IBKitPlumbing          what every tool shares: Parallel, Locked, AtomicFile, FolderListing, paths, escapers
//   IBKitDocument          byte-level XML scanner + Interface Builder document model   -> Plumbing
//   IBKitDiagnostics       diagnostics, reporters, baseline     -> Plumbing
//   IBKitRuleModel         what a rule or check is: descriptions, examples, options, LintFile, RuleBook (docs)
//                                                                -> Plumbing, Document, Diagnostics
//   IBKitWorkspace         a run's inputs: .ibkit.yml with every command's section, suppressions, discovery, Workspace
//                                                                -> Plumbing, Document, Diagnostics, RuleModel, Yams
//   IBKitLint              lint itself: rules, engine, --fix   -> Plumbing, Naming, Binding, Document, Diagnostics,
//                                                                   RuleModel, Workspace, Edit
//   IBKitSwiftIndex        Swift/ObjC sources -> classes, outlets, actions, string uses   -> Plumbing, SwiftSyntax
//   IBKitProject           which module a file belongs to (Xcode project, SwiftPM layout, .ibkit.yml)   -> Plumbing
//   IBKitBindingModel      bindings of IB files resolved against the Swift index   -> Binding, Document, SwiftIndex
//   IBKitCheck             IB files against the Swift sources   -> RuleModel, Workspace, SwiftIndex, Project, BindingModel
//   IBKitGen               generated code and Stencil contexts   -> Document, Naming, RuleModel, Workspace, SwiftIndex,
//                                                                   Project, BindingModel, Stencil
//   IBKitEdit              byte-range edits of IB and Swift files, validated, applied all or nothing, diffed
//                                                                -> Plumbing, Document, Diagnostics, SwiftSyntax
//   IBKitMigrate           `ibkit migrate`'s steps and plan       -> Edit, Check, Lint, Workspace, SwiftIndex, Project, Naming
//   IBKitRender            IB documents drawn as SVG and HTML pages (scenes, storyboard map)   -> Plumbing, Document, Diagnostics
//   IBKitDiff              semantic diff and text outline of IB files (`ibkit diff`)   -> Document
//   IBKitMerge             three-way merge of IB files by element (`ibkit merge`, git's merge driver)   -> Document, Diff
//   IBKitCLI               subcommands                          -> Lint, Workspace, Check, Gen, Migrate, Diff, Merge, ArgumentParser
//   ibkit                  executable                           -> CLI
//   IBKitBuildToolPlugin   build-tool plugin: `ibkit gen --lint` per target (product IBKitGenPlugin)   -> ibkit
//   IBKitCommandPlugin     `swift package ibkit lint|check|gen` (product IBKitCommandPlugin)           -> ibkit
//
// Each target lists every target whose types it uses, not only those it reaches through another. SwiftPM rebuilds
// a target when one of its listed dependencies' modules changes, not when a module further down does: after a
// stored property was added to IBKitSwiftIndex's `SwiftIndex`, test and CLI targets that reached it only through
// IBKitCheck kept its old size and crashed (swiftlang/swift-package-manager#10502).
let package = Package(
    name: "IBKit",
    platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13)],
    products: [
        .executable(name: "ibkit", targets: ["ibkit"]),
        .library(name: "IBKit", targets: ["IBKit"]),
        .library(name: "IBKitNaming", targets: ["IBKitNaming"]),
        .library(name: "IBKitBinding", targets: ["IBKitBinding"]),
        .library(name: "IBKitDocument", targets: ["IBKitDocument"]),
        .library(name: "IBKitPlumbing", targets: ["IBKitPlumbing"]),
        .library(name: "IBKitDiagnostics", targets: ["IBKitDiagnostics"]),
        .library(name: "IBKitRuleModel", targets: ["IBKitRuleModel"]),
        .library(name: "IBKitWorkspace", targets: ["IBKitWorkspace"]),
        .library(name: "IBKitLint", targets: ["IBKitLint"]),
        .library(name: "IBKitSwiftIndex", targets: ["IBKitSwiftIndex"]),
        .library(name: "IBKitCheck", targets: ["IBKitCheck"]),
        .library(name: "IBKitGen", targets: ["IBKitGen"]),
        .library(name: "IBKitEdit", targets: ["IBKitEdit"]),
        .library(name: "IBKitMigrate", targets: ["IBKitMigrate"]),
        .library(name: "IBKitRender", targets: ["IBKitRender"]),
        .library(name: "IBKitDiff", targets: ["IBKitDiff"]),
        .library(name: "IBKitMerge", targets: ["IBKitMerge"]),
        .plugin(name: "IBKitGenPlugin", targets: ["IBKitBuildToolPlugin"]),
        .plugin(name: "IBKitCommandPlugin", targets: ["IBKitCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    ],
    targets: [
        .target(name: "IBKitNaming", path: "Sources/Runtime/IBKitNaming"),
        .target(name: "IBKitBinding", path: "Sources/Runtime/IBKitBinding"),
        .target(name: "IBKitSupport", path: "Sources/Runtime/IBKitSupport"),
        .target(name: "IBKit", dependencies: ["IBKitNaming", "IBKitSupport", "IBKitBinding"], path: "Sources/Runtime/IBKit"),
        .target(name: "IBKitDocument", dependencies: ["IBKitPlumbing"], path: "Sources/Tools/IBKitDocument"),
        .target(name: "IBKitPlumbing", path: "Sources/Tools/IBKitPlumbing"),
        .target(name: "IBKitDiagnostics", dependencies: ["IBKitPlumbing"], path: "Sources/Tools/IBKitDiagnostics"),
        .target(name: "IBKitRuleModel", dependencies: ["IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics"], path: "Sources/Tools/IBKitRuleModel"),
        .target(
            name: "IBKitWorkspace",
            dependencies: ["IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics", "IBKitRuleModel", .product(name: "Yams", package: "Yams")],
            path: "Sources/Tools/IBKitWorkspace"
        ),
        .target(
            name: "IBKitLint",
            dependencies: ["IBKitPlumbing", "IBKitNaming", "IBKitBinding", "IBKitDocument", "IBKitDiagnostics", "IBKitRuleModel", "IBKitWorkspace", "IBKitEdit"],
            path: "Sources/Tools/IBKitLint"
        ),
        .target(
            name: "IBKitSwiftIndex",
            dependencies: ["IBKitPlumbing", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")],
            path: "Sources/Tools/IBKitSwiftIndex"
        ),
        .target(name: "IBKitProject", dependencies: ["IBKitPlumbing", "IBKitDiagnostics"], path: "Sources/Tools/IBKitProject"),
        .target(name: "IBKitBindingModel", dependencies: ["IBKitBinding", "IBKitDocument", "IBKitSwiftIndex"], path: "Sources/Tools/IBKitBindingModel"),
        .target(name: "IBKitDiff", dependencies: ["IBKitDocument"], path: "Sources/Tools/IBKitDiff"),
        .target(name: "IBKitMerge", dependencies: ["IBKitDocument", "IBKitDiff"], path: "Sources/Tools/IBKitMerge"),
        .target(
            name: "IBKitCheck",
            dependencies: ["IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics", "IBKitRuleModel", "IBKitWorkspace", "IBKitSwiftIndex", "IBKitProject", "IBKitBinding", "IBKitBindingModel"],
            path: "Sources/Tools/IBKitCheck"
        ),
        .target(
            name: "IBKitGen",
            dependencies: [
                "IBKitPlumbing", "IBKitDocument", "IBKitNaming", "IBKitDiagnostics", "IBKitRuleModel", "IBKitWorkspace", "IBKitSwiftIndex", "IBKitProject", "IBKitBinding",
                "IBKitBindingModel", .product(name: "Stencil", package: "Stencil"), .product(name: "Yams", package: "Yams"),
            ],
            path: "Sources/Tools/IBKitGen"
        ),
        .target(
            name: "IBKitEdit",
            dependencies: [
                "IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Sources/Tools/IBKitEdit"
        ),
        .target(
            name: "IBKitMigrate",
            dependencies: [
                "IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics", "IBKitNaming", "IBKitRuleModel", "IBKitWorkspace", "IBKitLint", "IBKitSwiftIndex", "IBKitProject", "IBKitCheck", "IBKitEdit",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Sources/Tools/IBKitMigrate"
        ),
        .target(name: "IBKitRender", dependencies: ["IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics"], path: "Sources/Tools/IBKitRender"),
        .target(
            name: "IBKitCLI",
            dependencies: [
                "IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics", "IBKitRuleModel", "IBKitWorkspace", "IBKitLint", "IBKitSwiftIndex", "IBKitProject", "IBKitCheck", "IBKitGen",
                "IBKitEdit", "IBKitMigrate", "IBKitRender", "IBKitDiff", "IBKitMerge",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/IBKitCLI"
        ),
        .executableTarget(name: "ibkit", dependencies: ["IBKitCLI"], path: "Sources/Tools/ibkit"),
        .plugin(name: "IBKitBuildToolPlugin", capability: .buildTool(), dependencies: ["ibkit"]),
        .plugin(
            name: "IBKitCommandPlugin",
            capability: .command(
                intent: .custom(verb: "ibkit", description: "Run ibkit lint, check or gen on the package or its --target folders"),
                permissions: [.writeToPackageDirectory(reason: "ibkit gen writes the generated Swift; lint and check keep a cache in .build")]
            ),
            dependencies: ["ibkit"]
        ),
        .testTarget(name: "IBKitBindingTests", dependencies: ["IBKitBinding"]),
        .testTarget(name: "IBKitNamingTests", dependencies: ["IBKitNaming"]),
        .testTarget(name: "IBKitSupportTests", dependencies: ["IBKitSupport"]),
        // Where the tests find ../shared (corpus, oracles), for the test targets that read it.
        .target(name: "IBKitTestSupport", path: "Tests/IBKitTestSupport"),
        .testTarget(name: "IBKitDocumentTests", dependencies: ["IBKitDocument", "IBKitPlumbing", "IBKitTestSupport"]),
        .testTarget(name: "IBKitPlumbingTests", dependencies: ["IBKitPlumbing"]),
        .testTarget(name: "IBKitDiagnosticsTests", dependencies: ["IBKitPlumbing", "IBKitDiagnostics"]),
        .testTarget(name: "IBKitDiffTests", dependencies: ["IBKitDiff", "IBKitDocument", "IBKitTestSupport"]),
        .testTarget(name: "IBKitMergeTests", dependencies: ["IBKitMerge", "IBKitDocument", "IBKitDiff", "IBKitEdit", "IBKitTestSupport"]),
        .testTarget(name: "IBKitLintTests", dependencies: ["IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics", "IBKitEdit", "IBKitRuleModel", "IBKitWorkspace", "IBKitLint", "IBKitTestSupport"]),
        .testTarget(name: "IBKitSwiftIndexTests", dependencies: ["IBKitPlumbing", "IBKitSwiftIndex"]),
        .testTarget(name: "IBKitProjectTests", dependencies: ["IBKitPlumbing", "IBKitProject", "IBKitTestSupport"]),
        .testTarget(
            name: "IBKitCheckTests",
            dependencies: ["IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics", "IBKitRuleModel", "IBKitWorkspace", "IBKitLint", "IBKitSwiftIndex", "IBKitProject", "IBKitCheck", "IBKitTestSupport"]
        ),
        .testTarget(
            name: "IBKitCLITests",
            dependencies: ["IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics", "IBKitRuleModel", "IBKitWorkspace", "IBKitLint", "IBKitSwiftIndex", "IBKitProject", "IBKitCheck", "IBKitGen", "IBKitMerge", "IBKitCLI", "IBKitTestSupport"]
        ),
        .testTarget(
            name: "IBKitEditTests",
            dependencies: [
                "IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics", "IBKitEdit", "IBKitTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "IBKitMigrateTests",
            dependencies: [
                "IBKitDocument", "IBKitDiagnostics", "IBKitNaming", "IBKitRuleModel", "IBKitWorkspace", "IBKitLint", "IBKitSwiftIndex", "IBKitProject", "IBKitCheck",
                "IBKitEdit", "IBKitMigrate", "IBKitTestSupport", .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "IBKitRenderTests", dependencies: ["IBKitPlumbing", "IBKitRender", "IBKitDocument", "IBKitRuleModel", "IBKitWorkspace", "IBKitLint", "IBKitTestSupport"]),
        // Every parser and writer on untrusted bytes: the fuzzers' entries (Entries/, also built by Scripts/fuzz.sh)
        // and the replay of what they found (Tests/Fixtures/Fuzz).
        .testTarget(
            name: "IBKitFuzzTests",
            dependencies: [
                "IBKitPlumbing", "IBKitDocument", "IBKitDiagnostics", "IBKitProject", "IBKitRuleModel", "IBKitWorkspace", "IBKitLint", "IBKitCheck", "IBKitSwiftIndex", "IBKitBinding",
                "IBKitDiff", "IBKitRender", "IBKitEdit", "IBKitMerge",
            ]
        ),
        .testTarget(
            name: "IBKitGenTests",
            dependencies: [
                "IBKitPlumbing", "IBKitDocument", "IBKitNaming", "IBKitDiagnostics", "IBKitRuleModel", "IBKitWorkspace", "IBKitLint", "IBKitSwiftIndex", "IBKitProject", "IBKitGen",
                "IBKitTestSupport", .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
