// swift-tools-version:6.0
import PackageDescription

// Module graph (no cycles; see docs/ARCHITECTURE.md):
//   IBKitNaming            naming convention, no dependencies (shared with the runtime library)
//   IBKitDocument          byte-level XML scanner + Interface Builder document model
//   IBKitDiagnostics       diagnostics, reporters, baseline
//   IBKitLint              rules, configuration, lint engine   -> Naming, Document, Diagnostics, Yams
//   IBKitCLI               subcommands                          -> Lint, ArgumentParser
//   ibkit                  executable                           -> CLI
let package = Package(
    name: "IBKit",
    platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13)],
    products: [
        .executable(name: "ibkit", targets: ["ibkit"]),
        .library(name: "IBKitNaming", targets: ["IBKitNaming"]),
        .library(name: "IBKitDocument", targets: ["IBKitDocument"]),
        .library(name: "IBKitDiagnostics", targets: ["IBKitDiagnostics"]),
        .library(name: "IBKitLint", targets: ["IBKitLint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "IBKitNaming"),
        .target(name: "IBKitDocument"),
        .target(name: "IBKitDiagnostics"),
        .target(
            name: "IBKitLint",
            dependencies: ["IBKitNaming", "IBKitDocument", "IBKitDiagnostics", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "IBKitCLI",
            dependencies: ["IBKitLint", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "ibkit", dependencies: ["IBKitCLI"]),
        .testTarget(name: "IBKitNamingTests", dependencies: ["IBKitNaming"]),
        .testTarget(name: "IBKitDocumentTests", dependencies: ["IBKitDocument"]),
        .testTarget(name: "IBKitDiagnosticsTests", dependencies: ["IBKitDiagnostics"]),
        .testTarget(name: "IBKitLintTests", dependencies: ["IBKitLint"]),
        .testTarget(name: "IBKitCLITests", dependencies: ["IBKitCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
