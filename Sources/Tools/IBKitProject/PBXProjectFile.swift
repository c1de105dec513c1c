import IBKitDiagnostics
import IBKitPlumbing

/// A `project.pbxproj` as bytes, parsed, with where each object, value and comment is: what a tool that changes
/// the project by editing bytes needs (`ibkit migrate` renames files and adds new ones the way Xcode would,
/// leaving every other byte as Xcode wrote it). Read-only: the edits are the caller's.
///
/// Paths are resolved through the group tree exactly as `XcodeProject` resolves them for module membership.
public struct PBXProjectFile: Sendable {
    /// The `.xcodeproj` folder, standardized.
    public let xcodeproj: String
    /// `<xcodeproj>/project.pbxproj`.
    public var path: String { xcodeproj + "/project.pbxproj" }
    public let bytes: [UInt8]
    public let objects: [String: PropertyListValue]
    public let rootObjectID: String
    /// `$(SRCROOT)`, as `XcodeProject.sourceRoot`.
    public let sourceRoot: String
    public let locations: PropertyListLocations
    /// Absolute paths of file references, groups, variant groups and synchronized folders in the source tree.
    private let pathByID: [String: String]
    private let parentByID: [String: String]
    /// File references by path, each list sorted: a split asks for hundreds of paths.
    private let referencesByPath: [String: [String]]
    /// Xcode 16's synchronized folders: Xcode lists their files from disk, so a file renamed inside one needs no
    /// file reference, only its path in the folder's membership exceptions. Sorted by id.
    public let synchronizedFolders: [(id: String, path: String)]
    /// Object ids by kind (`isa`), build files by the object they reference, build phases by the build files they
    /// list; each list sorted. A split asks for each of hundreds of files, in a project of tens of thousands of
    /// objects.
    private let idsByKind: [String: [String]]
    private let buildFilesByReference: [String: [String]]
    private let phasesByBuildFile: [String: [String]]

    /// Reads `<xcodeproj>/project.pbxproj` from disk.
    public static func load(xcodeproj: String) throws(LocatedProblem) -> PBXProjectFile {
        let standardized = PathUtilities.standardize(xcodeproj)
        guard let bytes = ProjectFileSystem().contents(of: standardized + "/project.pbxproj") else {
            throw LocatedProblem(path: standardized + "/project.pbxproj", message: "cannot read the Xcode project")
        }
        return try PBXProjectFile(xcodeproj: standardized, bytes: bytes)
    }

    /// Parses `bytes` as the `project.pbxproj` of `xcodeproj`; throws what `XcodeProject` would throw for them.
    public init(xcodeproj: String, bytes: [UInt8]) throws(LocatedProblem) {
        let projectPath = PathUtilities.standardize(xcodeproj)
        let pbxprojPath = projectPath + "/project.pbxproj"
        let parsed: (value: PropertyListValue, locations: PropertyListLocations)
        do {
            parsed = try PropertyListParser.locate(bytes: bytes)
        } catch {
            throw LocatedProblem(path: pbxprojPath, line: error.line, column: error.column, message: error.message)
        }
        guard let objects = parsed.value["objects"]?.dictionary else {
            throw LocatedProblem(path: pbxprojPath, message: "no 'objects' dictionary: not an Xcode project")
        }
        guard let rootID = parsed.value["rootObject"]?.string, let root = objects[rootID]?.dictionary,
              root["isa"]?.string == "PBXProject" else {
            throw LocatedProblem(path: pbxprojPath, message: "'rootObject' does not name a PBXProject")
        }
        self.xcodeproj = projectPath
        self.bytes = bytes
        self.objects = objects
        self.rootObjectID = rootID
        self.locations = parsed.locations
        sourceRoot = PathUtilities.join(PathUtilities.parent(of: projectPath), root["projectDirPath"]?.string ?? "")
        let resolver = PathResolver(graph: ObjectGraph(objects: objects), sourceRoot: sourceRoot, mainGroup: root["mainGroup"]?.string)
        var paths: [String: String] = [:]
        var parents: [String: String] = [:]
        for (id, object) in objects where Self.pathKinds.contains(object["isa"]?.string ?? "") {
            if let path = resolver.path(of: id) { paths[id] = path }
            if let parent = resolver.parent(of: id) { parents[id] = parent }
        }
        pathByID = paths
        parentByID = parents
        var references: [String: [String]] = [:]
        var synchronized: [(id: String, path: String)] = []
        for (id, path) in paths {
            switch objects[id]?["isa"]?.string {
            case "PBXFileReference": references[path, default: []].append(id)
            case "PBXFileSystemSynchronizedRootGroup": synchronized.append((id, path))
            default: break
            }
        }
        referencesByPath = references.mapValues { $0.sorted() }
        synchronizedFolders = synchronized.sorted { $0.id < $1.id }
        var kinds: [String: [String]] = [:]
        var buildFiles: [String: [String]] = [:]
        var phases: [String: [String]] = [:]
        for (id, object) in objects {
            guard let kind = object["isa"]?.string else { continue }
            kinds[kind, default: []].append(id)
            if kind == "PBXBuildFile", let reference = object["fileRef"]?.string { buildFiles[reference, default: []].append(id) }
            if kind.hasSuffix("BuildPhase"), let files = object["files"]?.strings {
                for file in Set(files) { phases[file, default: []].append(id) }
            }
        }
        idsByKind = kinds.mapValues { $0.sorted() }
        buildFilesByReference = buildFiles.mapValues { $0.sorted() }
        phasesByBuildFile = phases.mapValues { $0.sorted() }
    }

    static let pathKinds: Set<String> = [
        "PBXFileReference", "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup",
    ]

    // MARK: - The object graph

    public func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }

    /// The absolute path of a file reference, group or synchronized folder; nil outside the source tree.
    public func path(of id: String) -> String? { pathByID[id] }

    /// The group or variant group that lists the object among its children.
    public func parent(of id: String) -> String? { parentByID[id] }

    /// The ids of the objects of a kind, sorted.
    public func objectIDs(isa kind: String) -> [String] {
        idsByKind[kind] ?? []
    }

    /// File references whose path is `path` (absolute, standardized), sorted.
    public func fileReferences(at path: String) -> [String] {
        referencesByPath[PathUtilities.standardize(path)] ?? []
    }

    /// Build files whose `fileRef` is the object, sorted.
    public func buildFiles(referencing id: String) -> [String] {
        buildFilesByReference[id] ?? []
    }

    /// Build phases (of any kind) listing the build file, sorted.
    public func buildPhases(containing buildFileID: String) -> [String] {
        phasesByBuildFile[buildFileID] ?? []
    }

    // MARK: - Where things are

    /// The entry `key = value;` of the object with id `id` in `objects`, and its value (a string token with its
    /// quotes, or a whole `{…}` or `(…)`).
    public func location(ofObject id: String, _ keys: String...) -> PropertyListLocations.Entry? {
        locations.entries[["objects", id] + keys]
    }

    /// The elements of an array value of an object (`children`, `files`), in order.
    public func elements(ofObject id: String, _ keys: String...) -> [PropertyListLocations.Entry] {
        var out: [PropertyListLocations.Entry] = []
        let base = ["objects", id] + keys
        while let element = locations.entries[base + ["#\(out.count)"]] { out.append(element) }
        return out
    }

    /// Every string token that is exactly `token` (an object id as a key, a value or an array element), in file order.
    public func occurrences(of token: String) -> [Range<Int>] {
        let wanted = Array(token.utf8)
        return locations.strings.filter { $0.count == wanted.count && bytes[$0].elementsEqual(wanted) }
    }

    /// The text inside the `/* … */` comment right after `offset` (Xcode's label of the id before it), trimmed
    /// of the spaces Xcode puts inside the delimiters.
    public func commentText(after offset: Int) -> Range<Int>? {
        guard let comment = locations.comment(after: offset, in: bytes) else { return nil }
        var start = comment.lowerBound + 2
        var end = comment.upperBound - 2
        while start < end, bytes[start] == 0x20 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 { end -= 1 }
        return start..<end
    }

    /// 1-based line and column (bytes) of an offset, for messages.
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return (line, offset - lineStart + 1)
    }
}

extension ModuleResolver {
    /// The `.xcodeproj` folders under `root` (or `root` itself when it is one), sorted, found as `resolve` finds
    /// them: hidden folders and `skippedFolders` are not searched.
    public static func projectPaths(root: String, listings: FolderListings? = nil) -> [String] {
        let root = PathUtilities.standardize(root)
        if root.hasSuffix(".xcodeproj") { return [root] }
        var projects: [String] = []
        var packages: [String] = []
        search(root, projects: &projects, packages: &packages, depth: 0, fileSystem: ProjectFileSystem(listings: listings))
        return projects.sorted()
    }
}
