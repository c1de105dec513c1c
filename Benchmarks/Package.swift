// swift-tools-version:6.0
import PackageDescription

// Kept out of the root package so that `swift test` never needs libxml2's headers.
// Run with Scripts/benchmark.sh.
let package = Package(
    name: "IBKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "IBKit", path: ".."),
        // The root package's own dependency (same URL and version), for the benchmarks' command lines.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .executableTarget(
            name: "ibkit-bench",
            dependencies: [
                "CLibXML2",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "IBKitDocument", package: "IBKit"),
                .product(name: "IBKitLint", package: "IBKit"),
            ],
            path: "Sources/ibkit-bench"
        ),
        // What the generated-project benchmarks share: seeded names, timing, spawning ibkit.
        .target(name: "BenchmarkSupport", path: "Sources/BenchmarkSupport"),
        // `ibkit check` on a generated app (Scripts/benchmark-check.sh): generator and timings, no libxml2.
        .executableTarget(
            name: "ibkit-checkbench",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "IBKitCheck", package: "IBKit"),
                .product(name: "IBKitLint", package: "IBKit"),
                .product(name: "IBKitSwiftIndex", package: "IBKit"),
                .product(name: "IBKitDocument", package: "IBKit"),
            ],
            path: "Sources/ibkit-checkbench"
        ),
        // Recall of `ibkit check` (Scripts/benchmark-recall.sh): one-line breaks of real and generated apps, by kind.
        .executableTarget(
            name: "ibkit-recall",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/ibkit-recall"
        ),
        // `ibkit gen` on the corpus and a generated project, beside libxml2 DOM + SwiftGen's XPath (Scripts/benchmark-gen.sh).
        .executableTarget(
            name: "ibkit-genbench",
            dependencies: [
                "BenchmarkSupport",
                "CLibXML2",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "IBKitGen", package: "IBKit"),
                .product(name: "IBKitLint", package: "IBKit"),
                .product(name: "IBKitDocument", package: "IBKit"),
                .product(name: "IBKitDiagnostics", package: "IBKit"),
            ],
            path: "Sources/ibkit-genbench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
