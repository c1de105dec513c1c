import Foundation
import IBKitPlumbing

/// The targets of an Xcode project and the files each one builds, from `project.pbxproj`.
public struct XcodeProject: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// For instance `com.apple.product-type.application` or `com.apple.product-type.framework`.
        public var productType: String?
        /// The Swift module the target's sources compile into.
        public var moduleName: String
        /// Absolute, standardized paths of the target's sources, resources and headers, sorted.
        public var files: [String]
        /// The Swift package products the target links (`packageProductDependencies`), sorted.
        public var packageProducts: [String]

        public init(name: String, productType: String?, moduleName: String, files: [String], packageProducts: [String] = []) {
            self.name = name
            self.productType = productType
            self.moduleName = moduleName
            self.files = files
            self.packageProducts = packageProducts
        }
    }

    /// The `.xcodeproj` folder.
    public var path: String
    /// `$(SRCROOT)`: the folder of the `.xcodeproj`, moved by the project's `projectDirPath`.
    public var sourceRoot: String
    /// Native targets in the project's order.
    public var targets: [Target]

    /// Reads `<xcodeproj>/project.pbxproj`. Files of synchronized folders are listed from disk.
    public static func load(xcodeproj: String) throws(LocatedProblem) -> XcodeProject {
        try load(xcodeproj: xcodeproj, fileSystem: ProjectFileSystem())
    }

    static func load(xcodeproj: String, fileSystem: ProjectFileSystem) throws(LocatedProblem) -> XcodeProject {
        let projectPath = PathUtilities.standardize(xcodeproj)
        let pbxprojPath = projectPath + "/project.pbxproj"
        guard let bytes = fileSystem.contents(of: pbxprojPath) else {
            throw LocatedProblem(path: pbxprojPath, message: "cannot read the Xcode project")
        }
        let plist: PropertyListValue
        do {
            plist = try PropertyListParser.parse(bytes: bytes)
        } catch {
            throw LocatedProblem(path: pbxprojPath, line: error.line, column: error.column, message: error.message)
        }
        return try XcodeProject(pbxproj: plist, xcodeproj: projectPath, fileSystem: fileSystem)
    }

    /// Builds the model from a parsed `project.pbxproj`; `xcodeproj` is the path of the `.xcodeproj` folder.
    public init(pbxproj: PropertyListValue, xcodeproj: String) throws(LocatedProblem) {
        try self.init(pbxproj: pbxproj, xcodeproj: xcodeproj, fileSystem: ProjectFileSystem())
    }

    init(pbxproj: PropertyListValue, xcodeproj: String, fileSystem: ProjectFileSystem) throws(LocatedProblem) {
        let projectPath = PathUtilities.standardize(xcodeproj)
        let pbxprojPath = projectPath + "/project.pbxproj"
        guard let objects = pbxproj["objects"]?.dictionary else {
            throw LocatedProblem(path: pbxprojPath, message: "no 'objects' dictionary: not an Xcode project")
        }
        guard let rootID = pbxproj["rootObject"]?.string, let root = objects[rootID]?.dictionary,
              root["isa"]?.string == "PBXProject" else {
            throw LocatedProblem(path: pbxprojPath, message: "'rootObject' does not name a PBXProject")
        }
        let graph = ObjectGraph(objects: objects)
        let projectDir = PathUtilities.parent(of: projectPath)
        let sourceRoot = PathUtilities.join(projectDir, root["projectDirPath"]?.string ?? "")
        let paths = PathResolver(graph: graph, sourceRoot: sourceRoot, mainGroup: root["mainGroup"]?.string)
        let projectSettings = graph.buildSettings(ofList: root["buildConfigurationList"]?.string)
        let exceptionsByGroup = graph.synchronizedExceptions()

        var targets: [Target] = []
        for targetID in root["targets"]?.strings ?? [] {
            guard let target = objects[targetID]?.dictionary, target["isa"]?.string == "PBXNativeTarget",
                  let name = target["name"]?.string else { continue }
            var files = Set<String>()
            for phaseID in target["buildPhases"]?.strings ?? [] {
                guard let phase = graph[phaseID], Self.membershipPhases.contains(phase["isa"]?.string ?? "") else { continue }
                for buildFileID in phase["files"]?.strings ?? [] {
                    guard let fileRef = graph[buildFileID]?["fileRef"]?.string else { continue }
                    files.formUnion(paths.memberFiles(of: fileRef))
                }
            }
            // A folder's exception list for a target flips membership: it removes files from a target that has
            // the folder, and adds files to a target that does not (a file shared with an extension, say).
            let synchronized = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
            let excepting = exceptionsByGroup.filter { $0.value[targetID] != nil }.keys
            for groupID in synchronized.union(excepting).sorted() {
                guard let folder = paths.path(of: groupID) else { continue }
                let excepted = exceptionsByGroup[groupID]?[targetID] ?? []
                files.formUnion(Self.synchronizedMembers(folder: folder, exceptions: excepted, isMember: synchronized.contains(groupID),
                                                         fileSystem: fileSystem))
            }
            let settings = graph.buildSettings(ofList: target["buildConfigurationList"]?.string)
            targets.append(Target(
                name: name,
                productType: target["productType"]?.string,
                moduleName: Self.moduleName(target: name, settings: settings, projectSettings: projectSettings),
                files: files.sorted(),
                packageProducts: (target["packageProductDependencies"]?.strings ?? []).compactMap { graph[$0]?["productName"]?.string }.sorted()
            ))
        }
        self.path = projectPath
        self.sourceRoot = sourceRoot
        self.targets = targets
    }

    /// Build phases whose files are members of the target (frameworks and copy-files phases only use products).
    static let membershipPhases: Set<String> = ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase"]

    static func synchronizedMembers(folder: String, exceptions: [String], isMember: Bool, fileSystem: ProjectFileSystem) -> [String] {
        let excepted = exceptions.flatMap { localized($0, in: folder, fileSystem: fileSystem) ?? [PathUtilities.join(folder, $0)] }
        if !isMember {
            // Only the excepted files; listing the folder would be wasted work.
            return excepted.flatMap { path -> [String] in
                let kind = fileSystem.kind(of: path)
                guard kind != .missing else { return [] }
                let isPackage = FolderLister.packageExtensions.contains(FolderLister.fileExtension(of: path))
                return kind == .directory && !isPackage ? FolderLister.files(under: path, fileSystem: fileSystem) : [path]
            }
        }
        return FolderLister.files(under: folder, fileSystem: fileSystem).filter { file in
            !excepted.contains { PathUtilities.isInside(file, directory: $0) }
        }
    }

    /// `/Localized/Sub/Main.storyboard`, Xcode's name in an exception list for a localized file: every copy of it,
    /// `Sub/<language>.lproj/Main.storyboard`. Nil for any other exception.
    static func localized(_ exception: String, in folder: String, fileSystem: ProjectFileSystem) -> [String]? {
        let prefix = "/Localized/"
        guard exception.hasPrefix(prefix) else { return nil }
        let rest = exception.dropFirst(prefix.count)
        let slash = rest.lastIndex(of: "/")
        let subfolder = slash.map { PathUtilities.join(folder, String(rest[..<$0])) } ?? folder
        let name = slash.map { String(rest[rest.index(after: $0)...]) } ?? String(rest)
        return (fileSystem.entries(of: subfolder) ?? []).filter { $0.kind == .directory && $0.name.hasSuffix(".lproj") }
            .map { subfolder + "/" + $0.name + "/" + name }
            .filter { fileSystem.kind(of: $0) != .missing }
            .sorted()
    }

    /// `PRODUCT_MODULE_NAME` when it is a literal, else a literal `PRODUCT_NAME`, else the target name, made an
    /// identifier as Xcode does. Target settings win over project settings; xcconfig files are not read.
    static func moduleName(target: String, settings: [String: PropertyListValue], projectSettings: [String: PropertyListValue]) -> String {
        func literal(_ key: String) -> String? {
            for source in [settings, projectSettings] {
                guard let value = source[key]?.string else { continue }
                // A value built from other settings (`$(TARGET_NAME)`, `$(PRODUCT_NAME:c99extidentifier)`)
                // resolves to the default we fall back to, or to something we cannot know without xcconfigs.
                return value.isEmpty || value.contains("$") ? nil : value
            }
            return nil
        }
        return ModuleName.c99Identifier(literal("PRODUCT_MODULE_NAME") ?? literal("PRODUCT_NAME") ?? target)
    }
}

/// The `objects` dictionary of a pbxproj with the lookups the model needs.
struct ObjectGraph {
    let objects: [String: PropertyListValue]

    subscript(id: String) -> PropertyListValue? { objects[id] }

    /// The build settings of the configuration Xcode uses by default (`defaultConfigurationName`, else the first).
    func buildSettings(ofList listID: String?) -> [String: PropertyListValue] {
        guard let listID, let list = objects[listID] else { return [:] }
        let configurations = list["buildConfigurations"]?.strings.compactMap { objects[$0] } ?? []
        let preferred = list["defaultConfigurationName"]?.string
        let chosen = configurations.first { $0["name"]?.string == preferred } ?? configurations.first
        return chosen?["buildSettings"]?.dictionary ?? [:]
    }

    /// Synchronized folder → target → membership exceptions (paths relative to the folder).
    func synchronizedExceptions() -> [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            var byTarget: [String: [String]] = [:]
            for exceptionID in group["exceptions"]?.strings ?? [] {
                guard let exception = objects[exceptionID],
                      exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      let target = exception["target"]?.string else { continue }
                byTarget[target, default: []] += exception["membershipExceptions"]?.strings ?? []
            }
            result[groupID] = byTarget
        }
        return result
    }
}

/// Resolves file references to absolute paths through the group tree.
final class PathResolver {
    let graph: ObjectGraph
    let sourceRoot: String
    private var parentOf: [String: String] = [:]
    private var cache: [String: String?] = [:]
    private var resolving: Set<String> = []

    init(graph: ObjectGraph, sourceRoot: String, mainGroup: String?) {
        self.graph = graph
        self.sourceRoot = sourceRoot
        // Parents come from a walk down from the main group, so a malformed project that lists a group twice (or in
        // a cycle) still resolves the way Xcode shows it; objects outside the tree get a parent in id order.
        var queue = mainGroup.map { [$0] } ?? []
        var seen = Set(queue)
        var head = 0
        while head < queue.count {
            let id = queue[head]
            head += 1
            for child in graph[id]?["children"]?.strings ?? [] where seen.insert(child).inserted {
                parentOf[child] = id
                queue.append(child)
            }
        }
        for (id, object) in graph.objects.sorted(by: { $0.key < $1.key }) {
            for child in object["children"]?.strings ?? [] where parentOf[child] == nil && child != id && child != mainGroup {
                parentOf[child] = id
            }
        }
    }

    /// The group (or variant group) that lists the object among its children.
    func parent(of id: String) -> String? { parentOf[id] }

    /// The files a build file's reference stands for: a variant group (a localized storyboard) is all its
    /// localizations; anything else is its own path.
    func memberFiles(of referenceID: String) -> [String] {
        guard let object = graph[referenceID] else { return [] }
        if object["isa"]?.string == "PBXVariantGroup" {
            return (object["children"]?.strings ?? []).compactMap { path(of: $0) }
        }
        return path(of: referenceID).map { [$0] } ?? []
    }

    /// The absolute path of a file reference or group, or nil when it lives outside the source tree
    /// (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`, custom source trees).
    func path(of id: String) -> String? {
        if let cached = cache[id] { return cached }
        guard !resolving.contains(id) else { return nil }  // A cycle in the group tree: give up on it.
        resolving.insert(id)
        defer { resolving.remove(id) }
        let resolved = compute(id)
        cache[id] = resolved
        return resolved
    }

    private func compute(_ id: String) -> String? {
        guard let object = graph[id] else { return nil }
        let path = object["path"]?.string ?? ""
        let base: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            if let parent = parentOf[id] {
                base = self.path(of: parent)
            } else {
                base = sourceRoot
            }
        case "SOURCE_ROOT": base = sourceRoot
        case "<absolute>": base = "/"
        default: base = nil
        }
        guard let base else { return nil }
        return PathUtilities.join(base, path)
    }
}
