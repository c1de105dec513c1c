import Foundation
@testable import IBKitProject
import Testing

/// `ModuleResolver.resolveRecordingDependencies`: the record must cover everything the module map depends on
/// (the result cache of `ibkit check` trusts it), and nothing the map cannot depend on.
@Suite struct ProjectDependenciesTests {
    static var files: [String: String] {
        var files = Fixtures.shopFiles
        files["Shop.xcodeproj/project.pbxproj"] = Fixtures.shop
        files["Legacy/Legacy.xcodeproj/project.pbxproj"] = Fixtures.legacy
        files["Packages/Kit/Package.swift"] = "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])"
        files["Packages/Kit/Sources/Kit/Kit.swift"] = "struct Kit {}\n"
        files["Pods/Pods.xcodeproj/project.pbxproj"] = "{ broken"
        return files
    }

    @Test func recordingDoesNotChangeTheResult() throws {
        try TemporaryTree.with(Self.files) { tree in
            let (resolution, dependencies) = ModuleResolver.resolveRecordingDependencies(root: tree.root)
            #expect(resolution == ModuleResolver.resolve(root: tree.root))
            #expect(!resolution.map.allModules.isEmpty)
            #expect(dependencies.files == tree.paths(["Legacy/Legacy.xcodeproj/project.pbxproj", "Packages/Kit/Package.swift",
                                                      "Shop.xcodeproj/project.pbxproj"]))
            #expect(dependencies.folders.contains(tree.root))
            #expect(dependencies.folders.contains(tree.path("Packages/Kit/Sources")))
            // Skipped folders are never read, so never depended on.
            #expect(!dependencies.folders.contains { $0.contains("/Pods") })
            let observedChange = dependencies.observeNow() != dependencies.observed
            #expect(!observedChange, "observed twice alike")
        }
    }

    /// Each edit that can change which files are in which module changes what the record observes.
    @Test(arguments: [
        "edit a project file", "edit a manifest", "add a target folder", "add a file to a synchronized folder",
        "remove a file from a synchronized folder", "add a package", "add a project", "turn a folder into a file",
    ])
    func editsThatCanChangeTheMapAreObserved(edit: String) throws {
        try TemporaryTree.with(Self.files) { tree in
            let (before, dependencies) = ModuleResolver.resolveRecordingDependencies(root: tree.root)
            let fm = FileManager.default
            switch edit {
            case "edit a project file":
                try tree.write("Shop.xcodeproj/project.pbxproj", Fixtures.shop.replacingOccurrences(of: "ShopWidget", with: "ShopWidget2"))
            case "edit a manifest":
                try tree.write("Packages/Kit/Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\", path: \"Sources/Kit/..\")])")
            case "add a target folder": try tree.write("Packages/Kit/Sources/Extra/", "")
            case "add a file to a synchronized folder": try tree.write("Shop/Models/Order.swift", "")
            case "remove a file from a synchronized folder": try fm.removeItem(atPath: tree.path("Shop/Models/Item.swift"))
            case "add a package": try tree.write("Tools/Package.swift", "let package = Package(name: \"Tools\")")
            case "add a project": try tree.write("Other/Other.xcodeproj/project.pbxproj", "{ broken")
            case "turn a folder into a file":
                try fm.removeItem(atPath: tree.path("Packages/Kit/Sources/Kit"))
                try tree.write("Packages/Kit/Sources/Kit", "")
            default: Issue.record("unknown edit \(edit)")
            }
            let observedChange = dependencies.observeNow() != dependencies.observed
            #expect(observedChange, "\(edit) is not observed")
            // The edits are meant to matter: resolving again gives another answer.
            #expect(ModuleResolver.resolve(root: tree.root) != before, "\(edit) does not change the resolution")
        }
    }

    /// Contents of sources, hidden files and skipped folders do not make the map stale.
    @Test func changesResolutionCannotSeeAreNotObserved() throws {
        try TemporaryTree.with(Self.files) { tree in
            let (before, dependencies) = ModuleResolver.resolveRecordingDependencies(root: tree.root)
            try tree.write("Packages/Kit/Sources/Kit/Kit.swift", "struct Kit { let edited = true }\n")
            try tree.write("Shop/.hidden-editor-file", "")
            try tree.write("Pods/New/New.xcodeproj/project.pbxproj", "{ broken")
            try tree.write(".git/HEAD", "ref: refs/heads/main\n")
            let observedChange = dependencies.observeNow() != dependencies.observed
            #expect(!observedChange)
            #expect(ModuleResolver.resolve(root: tree.root) == before)
        }
    }

    @Test func aMissingRootRecordsItsAbsence() throws {
        let (resolution, dependencies) = ModuleResolver.resolveRecordingDependencies(root: "/nonexistent/ibkit-project-test")
        #expect(resolution == ModuleResolution())
        #expect(dependencies.folders == ["/nonexistent/ibkit-project-test"])
        let observedChange = dependencies.observeNow() != dependencies.observed
        #expect(!observedChange)
    }
}
