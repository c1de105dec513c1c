// swift-tools-version:6.0
import PackageDescription

// Uses IBKit's build-tool plugin as an app's package would: `ibkit gen --lint` runs on the target's .storyboard
// and .xib files during `swift build`, its Swift is compiled into the target and its lint findings are build
// warnings. CI builds this package on Linux (.ci/run).
let package = Package(
    name: "PluginDemo",
    platforms: [.iOS(.v13), .macOS(.v13)],
    dependencies: [
        .package(name: "IBKit", path: "../.."),
    ],
    targets: [
        .target(
            name: "PluginDemo",
            dependencies: [.product(name: "IBKit", package: "IBKit")],
            resources: [
                .process("Profile/ProfileViewController.storyboard"),
                .process("Profile/ProfileCell.xib"),
                .process("Settings/Settings.storyboard"),
            ],
            plugins: [.plugin(name: "IBKitGenPlugin", package: "IBKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
