import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// Module membership for a source tree, and what stood in the way of working it out.
public struct ModuleResolution: Sendable, Equatable {
    public var map: ModuleMap
    /// Xcode projects found, sorted by path.
    public var projects: [XcodeProject]
    /// Swift packages found, sorted by path.
    public var packages: [SwiftPackageLayout]
    /// Unreadable or broken projects and manifests, sorted by path; each one is skipped, never fatal.
    public var problems: [LocatedProblem]

    public init(map: ModuleMap = ModuleMap(), projects: [XcodeProject] = [], packages: [SwiftPackageLayout] = [], problems: [LocatedProblem] = []) {
        self.map = map
        self.projects = projects
        self.packages = packages
        self.problems = problems
    }
}

/// Finds the Xcode projects and Swift packages under a folder and maps their files to modules.
public enum ModuleResolver {
    /// Folders that hold dependencies or build products, not the user's targets.
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules"]

    /// Looks for `*.xcodeproj/project.pbxproj` and `Package.swift` under `root` (or reads `root` itself when it is
    /// an `.xcodeproj`). Hidden folders (`.build`, `.git`, `.swiftpm`) and `skippedFolders` are not searched.
    /// - Parameter listings: the run's folder listings, when other walks of the tree share them.
    public static func resolve(root: String, listings: FolderListings? = nil) -> ModuleResolution {
        resolve(root: root, fileSystem: ProjectFileSystem(listings: listings))
    }

    /// `resolve(root:)`, and everything it read from the file system: while those reads give the same answers
    /// (`ProjectDependencies.observeNow()`), resolving again gives the same result.
    public static func resolveRecordingDependencies(root: String, listings: FolderListings? = nil)
        -> (resolution: ModuleResolution, dependencies: ProjectDependencies) {
        let fileSystem = ProjectFileSystem(recording: true, listings: listings)
        let resolution = resolve(root: root, fileSystem: fileSystem)
        return (resolution, fileSystem.dependencies)
    }

    static func resolve(root: String, fileSystem: ProjectFileSystem) -> ModuleResolution {
        let root = PathUtilities.standardize(root)
        var projectPaths: [String] = []
        var packagePaths: [String] = []
        if root.hasSuffix(".xcodeproj") {
            projectPaths.append(root)
        } else {
            search(root, projects: &projectPaths, packages: &packagePaths, depth: 0, fileSystem: fileSystem)
        }

        var resolution = ModuleResolution()
        for path in projectPaths.sorted() {
            do {
                let project = try XcodeProject.load(xcodeproj: path, fileSystem: fileSystem)
                resolution.projects.append(project)
                resolution.map.addProjectFolder(project.sourceRoot)
                for target in project.targets {
                    for file in target.files { resolution.map.add(target.moduleName, for: file) }
                }
            } catch {
                resolution.problems.append(error)
            }
        }
        for path in packagePaths.sorted() {
            do {
                let package = try SwiftPackageLayout.load(packageDirectory: path, fileSystem: fileSystem)
                // Not a project folder: the manifest is read by a scan, not evaluated, so its list of files is not
                // exact enough to call a file in no target, even inside an Xcode project's folder.
                resolution.packages.append(package)
                resolution.map.addPackageFolder(path)
                for target in package.targets {
                    for file in target.files { resolution.map.add(target.moduleName, for: file) }
                }
            } catch {
                resolution.problems.append(error)
            }
        }
        resolution.problems.sort { ($0.path, $0.line ?? 0, $0.column ?? 0) < ($1.path, $1.line ?? 0, $1.column ?? 0) }
        return resolution
    }

    static func search(_ directory: String, projects: inout [String], packages: inout [String], depth: Int,
                               fileSystem: ProjectFileSystem) {
        // Depth bounds symlink loops; real trees put projects near the top.
        guard depth < 32, let entries = fileSystem.entries(of: directory) else { return }
        for entry in entries where !skippedFolders.contains(entry.name) {
            let name = entry.name
            let path = directory == "/" ? "/" + name : directory + "/" + name
            if name == "Package.swift" {
                packages.append(directory)
                continue
            }
            guard entry.kind == .directory else { continue }
            let fileExtension = FolderLister.fileExtension(of: name)
            if fileExtension == "xcodeproj" {
                projects.append(path)
            } else if !FolderLister.packageExtensions.contains(fileExtension) {
                search(path, projects: &projects, packages: &packages, depth: depth + 1, fileSystem: fileSystem)
            }
        }
    }
}
