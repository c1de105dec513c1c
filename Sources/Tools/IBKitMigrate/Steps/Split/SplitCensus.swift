import IBKitDocument
import IBKitLint
import IBKitNaming
import IBKitRuleModel
import IBKitSwiftIndex

/// What the split step must know about the whole app before it moves anything out of one storyboard: storyboard
/// names are global to a bundle (an Xcode target: `SplitBundles`), a class may have scenes in several storyboards,
/// other storyboards may reference this one's scenes by identifier, and code may load a scene by identifier from
/// the storyboard it is in now.
struct SplitCensus: Sendable {
    /// Every storyboard of the app by base name (`Main` for `Base.lproj/Main.storyboard`).
    private(set) var storyboards: [String: [String]] = [:]
    /// Per class (the convention's name), the scene count of each storyboard family it has scenes in.
    private(set) var classScenes: [String: [String: Int]] = [:]
    /// Per storyboard family (`family(of:)`), the bundles that build it: empty when unknown.
    private(set) var familyBundles: [String: Set<String>] = [:]
    /// The bundles of the app's files.
    let bundles: SplitBundles
    /// Storyboard references by the storyboard they name: the files holding them.
    private(set) var referencingFiles: [String: Set<String>] = [:]
    /// `(storyboardName, referencedIdentifier)` of every storyboard reference of the app.
    private(set) var referencedIdentifiers: Set<Pair> = []
    /// Storyboard identifiers code passes to `instantiateViewController(withIdentifier:)`, with where.
    let codeLoads: [StringReference]
    /// The first `instantiateViewController(withIdentifier:)` whose identifier the index cannot read.
    let unresolvedIdentifierLoad: PendingReference?

    struct Pair: Hashable {
        let storyboard: String
        let identifier: String
    }

    /// `absolute` turns a file's path into the plan's form of it (paths here are compared with the plan's).
    init(files: [LintFile], index: SwiftIndex, unresolved: UnresolvedLoads, bundles: SplitBundles = SplitBundles(),
         absolute: (String) -> String) {
        self.bundles = bundles
        for file in files where file.kind == .storyboard {
            let path = absolute(file.path)
            storyboards[file.baseName, default: []].append(path)
            let family = Self.family(of: path)
            familyBundles[family, default: []].formUnion(bundles.bundles(of: path))
            var counts: [String: Int] = [:]
            for controller in file.document.viewControllers {
                if controller.isStoryboardReference {
                    guard let name = controller.referencedStoryboardName else { continue }
                    referencingFiles[name, default: []].insert(path)
                    if let identifier = controller.referencedIdentifier {
                        referencedIdentifiers.insert(Pair(storyboard: name, identifier: identifier))
                    }
                } else if let customClass = controller.customClass, !customClass.isEmpty {
                    counts[ClassName.conventional(fromQualified: customClass), default: 0] += 1
                }
            }
            // Localized copies of one storyboard (`en.lproj/Main`, `fr.lproj/Main`) are one family: a class in
            // both has one scene, not two.
            for (name, count) in counts {
                classScenes[name, default: [:]][family] = max(classScenes[name]?[family] ?? 0, count)
            }
        }
        unresolvedIdentifierLoad = unresolved.first(.viewControllerIdentifier)
        codeLoads = index.references
            .filter { $0.kind == .viewControllerIdentifier && $0.framework != .appKit && !$0.isRegistration }
            .sorted { $0.position < $1.position }
    }

    /// The scenes the class has in the app, when more than one: a storyboard named after it could hold only one.
    func sceneCount(of className: String) -> Int {
        (classScenes[className] ?? [:]).values.reduce(0, +)
    }

    /// The scenes the class has in the storyboards that share a bundle with the one at `path` (its own among
    /// them): each bundle can hold one storyboard named after the class.
    func sceneCount(of className: String, sharingBundleWith path: String) -> Int {
        let family = Self.family(of: path)
        let mine = familyBundles[family] ?? []
        var count = 0
        for (other, scenes) in classScenes[className] ?? [:] where other == family || SplitBundles.overlap(familyBundles[other] ?? [], mine) {
            count += scenes
        }
        return count
    }

    /// The bundles that build the storyboard at `path` (and its localized copies); empty when unknown.
    func bundles(ofStoryboard path: String) -> Set<String> {
        familyBundles[Self.family(of: path)] ?? []
    }

    /// The app's storyboards named `name` that share a bundle with the one at `path`, but `path` itself.
    func storyboards(named name: String, except path: String) -> [String] {
        let mine = bundles(ofStoryboard: path)
        return (storyboards[name] ?? []).filter { $0 != path && SplitBundles.overlap(bundles(ofStoryboard: $0), mine) }.sorted()
    }

    /// Every storyboard of the app named `name`, whatever builds it, but `path` itself.
    func anyStoryboards(named name: String, except path: String) -> [String] {
        (storyboards[name] ?? []).filter { $0 != path }.sorted()
    }

    /// A storyboard named as the one at `path` in another folder that is built with the Swift file `swift`: code
    /// there that loads a storyboard by that name may load either, depending on the target it is built in.
    func namesake(of path: String, builtWith swift: String) -> String? {
        let family = Self.folderFamily(of: path)
        let swiftBundles = bundles.bundles(of: swift)
        return (storyboards[Self.baseName(of: path)] ?? []).sorted().first {
            Self.folderFamily(of: $0) != family && SplitBundles.overlap(bundles(ofStoryboard: $0), swiftBundles)
        }
    }

    /// `folder/Name` for a storyboard, with a `.lproj` folder replaced by its parent: localized copies of one
    /// storyboard share it.
    static func family(of path: String) -> String {
        folderFamily(of: path) + "/" + baseName(of: path)
    }

    /// The folder, or the parent of a `.lproj` folder.
    static func folderFamily(of path: String) -> String {
        let folder = self.folder(of: path)
        guard folder.hasSuffix(".lproj") else { return folder }
        return self.folder(of: folder)
    }

    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.index(after: $0)...]) } ?? path
    }

    static func baseName(of path: String) -> String {
        let name = fileName(of: path)
        return name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
    }

    /// `name.storyboard` in the folder of `path` (absolute).
    static func sibling(_ path: String, named name: String) -> String {
        folder(of: path) + "/" + name + ".storyboard"
    }
}
