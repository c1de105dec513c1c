import IBKitProject

/// The bundles (Xcode targets) each file is built into, from the Xcode projects under the migration's root: a
/// storyboard's name is unique per bundle, not per app, so the split counts a class's scenes, and looks for a new
/// file's name, among the storyboards that share a bundle with the one it splits.
///
/// A file no project builds (a Swift package, a file in no target, no project at all) has unknown bundles, and
/// shares one with every file: what is not known to be apart is counted together, as the whole app was before.
struct SplitBundles: Sendable {
    /// Absolute path → `<xcodeproj>|<target>` of each target that builds it.
    private var bundlesByFile: [String: Set<String>] = [:]

    init() {}

    /// The targets of the projects, as their project files read (`files` of a synchronized folder are listed
    /// from disk).
    init(projects: [PBXProjectFile]) {
        for file in projects {
            let pbxproj = PropertyListValue.dictionary(["objects": .dictionary(file.objects), "rootObject": .string(file.rootObjectID)])
            guard let project = try? XcodeProject(pbxproj: pbxproj, xcodeproj: file.xcodeproj) else { continue }
            for target in project.targets {
                let bundle = project.path + "|" + target.name
                for path in target.files { bundlesByFile[path, default: []].insert(bundle) }
            }
        }
    }

    /// The bundles that build the file; empty when unknown.
    func bundles(of path: String) -> Set<String> {
        bundlesByFile[path] ?? []
    }

    /// True unless both sets are known and disjoint.
    static func overlap(_ a: Set<String>, _ b: Set<String>) -> Bool {
        a.isEmpty || b.isEmpty || !a.isDisjoint(with: b)
    }
}
