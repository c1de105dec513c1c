// swift-tools-version:6.0
import PackageDescription

// Module graph (no cycles; see docs/ARCHITECTURE.md):
//   IBKitNaming            naming convention, no dependencies (shared with the runtime library)
//   IBKitSupport           platform-neutral runtime logic (data-source bookkeeping, snapshot plans)
//   IBKit                  runtime library for apps (UIKit)      -> Naming, Support
//   IBKitDocument          byte-level XML scanner + Interface Builder document model
//   IBKitDiagnostics       diagnostics, reporters, baseline
//   IBKitLint              rules, configuration, lint engine   -> Naming, Document, Diagnostics, Yams
//   IBKitSwiftIndex        Swift/ObjC sources -> classes, outlets, actions, string uses   -> SwiftSyntax
//   IBKitProject           which module a file belongs to (Xcode project, SwiftPM layout, .ibkit.yml)
//   IBKitCheck             IB files against the Swift sources   -> Lint, SwiftIndex, Project
//   IBKitGen               generated code and Stencil contexts   -> Document, Naming, Lint, SwiftIndex, Project, Stencil
//   IBKitCLI               subcommands                          -> Lint, Check, Gen, ArgumentParser
//   ibkit                  executable                           -> CLI
let package = Package(
    name: "IBKit",
    platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13)],
    products: [
        .executable(name: "ibkit", targets: ["ibkit"]),
        .library(name: "IBKit", targets: ["IBKit"]),
        .library(name: "IBKitNaming", targets: ["IBKitNaming"]),
        .library(name: "IBKitDocument", targets: ["IBKitDocument"]),
        .library(name: "IBKitDiagnostics", targets: ["IBKitDiagnostics"]),
        .library(name: "IBKitLint", targets: ["IBKitLint"]),
        .library(name: "IBKitSwiftIndex", targets: ["IBKitSwiftIndex"]),
        .library(name: "IBKitCheck", targets: ["IBKitCheck"]),
        .library(name: "IBKitGen", targets: ["IBKitGen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    ],
    targets: [
        .target(name: "IBKitNaming"),
        .target(name: "IBKitSupport"),
        .target(name: "IBKit", dependencies: ["IBKitNaming", "IBKitSupport"]),
        .target(name: "IBKitDocument"),
        .target(name: "IBKitDiagnostics"),
        .target(
            name: "IBKitLint",
            dependencies: ["IBKitNaming", "IBKitDocument", "IBKitDiagnostics", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "IBKitSwiftIndex",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        .target(name: "IBKitProject"),
        .target(name: "IBKitCheck", dependencies: ["IBKitLint", "IBKitSwiftIndex", "IBKitProject"]),
        .target(
            name: "IBKitGen",
            dependencies: [
                "IBKitDocument", "IBKitNaming", "IBKitDiagnostics", "IBKitLint", "IBKitSwiftIndex", "IBKitProject",
                .product(name: "Stencil", package: "Stencil"), .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "IBKitCLI",
            dependencies: ["IBKitLint", "IBKitCheck", "IBKitGen", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "ibkit", dependencies: ["IBKitCLI"]),
        .testTarget(name: "IBKitNamingTests", dependencies: ["IBKitNaming"]),
        .testTarget(name: "IBKitSupportTests", dependencies: ["IBKitSupport"]),
        .testTarget(name: "IBKitDocumentTests", dependencies: ["IBKitDocument"]),
        .testTarget(name: "IBKitDiagnosticsTests", dependencies: ["IBKitDiagnostics"]),
        .testTarget(name: "IBKitLintTests", dependencies: ["IBKitLint"]),
        .testTarget(name: "IBKitSwiftIndexTests", dependencies: ["IBKitSwiftIndex"]),
        .testTarget(name: "IBKitProjectTests", dependencies: ["IBKitProject"]),
        .testTarget(name: "IBKitCheckTests", dependencies: ["IBKitCheck"]),
        .testTarget(
            name: "IBKitGenTests",
            dependencies: ["IBKitGen", "IBKitSwiftIndex", "IBKitProject", .product(name: "Yams", package: "Yams")],
            exclude: ["Golden"]
        ),
        .testTarget(name: "IBKitCLITests", dependencies: ["IBKitCLI", "IBKitGen"]),
    ],
    swiftLanguageModes: [.v6]
)
