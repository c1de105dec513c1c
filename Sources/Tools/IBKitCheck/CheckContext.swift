import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitPlumbing
import IBKitProject
import IBKitRuleModel
import IBKitSwiftIndex

/// Everything a check sees: every parsed IB file, the merged Swift index, the module map and the project root.
/// Built once per run; what several checks need (which elements use which class) is computed here once.
public struct CheckContext: Sendable {
    public let files: [LintFile]
    public let index: SwiftIndex
    public let modules: ModuleMap
    public let rootDirectory: String
    /// Elements with a `customClass`, by the class's runtime name (`Module.` and generics dropped), in file order.
    public let classUses: [String: [ClassUse]]
    /// Swift class declarations (not extensions), sorted by position.
    public let classes: [ClassDeclaration]
    /// IB files by base name and kind, in path order (checks look xibs and storyboards up by class name).
    private let filesByName: [FileKey: [LintFile]]

    private struct FileKey: Hashable {
        let baseName: String
        let kind: IBDocumentKind
    }

    public struct ClassUse: Sendable {
        public let file: LintFile
        public let element: IBElement
    }

    /// Reads a source file's bytes for the few checks that look at code the index does not record (how an
    /// unconnected outlet is used): from disk in a run, from the example's text in tests.
    public let sources: SourceReader

    public struct SourceReader: Sendable {
        let read: @Sendable (String) -> [UInt8]?

        public init(_ read: @escaping @Sendable (String) -> [UInt8]?) { self.read = read }

        /// The file at the path as the index has it (relative paths are the run's, from the current folder), else
        /// taken from `root`.
        public static func disk(root: String) -> SourceReader {
            SourceReader { path in
                (FileManager.default.contents(atPath: path) ?? FileManager.default.contents(atPath: PathNormalization.absolute(path, base: root)))
                    .map { Array($0) }
            }
        }
    }

    public init(files: [LintFile], index: SwiftIndex, modules: ModuleMap = ModuleMap(), rootDirectory: String, sources: SourceReader? = nil) {
        self.init(uses: ClassUses(files: files), index: index, modules: modules, rootDirectory: rootDirectory, sources: sources)
    }

    /// The files in path order and their class uses: what does not depend on the index or the modules, so that a
    /// caller can gather it while those are still being made (`CheckInputs`).
    struct ClassUses: Sendable {
        let files: [LintFile]
        let byName: [String: [ClassUse]]

        init(files: [LintFile]) {
            // Callers mostly pass files in path order already: checked in one pass rather than sorted again.
            let files = zip(files, files.dropFirst()).allSatisfy({ $0.path <= $1.path }) ? files : files.sorted { $0.path < $1.path }
            // Each file's uses found side by side, merged in file order (the order checks report in).
            let perFile = Parallel.map(files) { file in
                file.document.elements.having(.customClass).compactMap { e in e.customClass.map { (CheckContext.runtimeName($0), ClassUse(file: file, element: e)) } }
            }
            var uses: [String: [ClassUse]] = [:]
            for fileUses in perFile {
                for (name, use) in fileUses { uses[name, default: []].append(use) }
            }
            self.files = files
            byName = uses
        }
    }

    init(uses: ClassUses, index: SwiftIndex, modules: ModuleMap, rootDirectory: String, sources: SourceReader? = nil) {
        self.sources = sources ?? .disk(root: rootDirectory)
        files = uses.files
        self.index = index
        self.modules = modules
        self.rootDirectory = rootDirectory
        classUses = uses.byName
        classes = index.allClasses.sorted { $0.position < $1.position }
        var byName: [FileKey: [LintFile]] = [:]
        for file in self.files { byName[FileKey(baseName: file.baseName, kind: file.kind), default: []].append(file) }
        filesByName = byName
    }

    /// Whether there is any Swift or Objective-C source at all: without one, no check may claim an absence.
    public var hasSources: Bool { !index.files.isEmpty }

    /// `Module.Outer.Inner<T>` → `Inner`: how IB names match declarations.
    public static func runtimeName(_ name: String) -> String {
        var base = Substring(name)
        if let lt = base.firstIndex(of: "<") { base = base[..<lt] }
        if let dot = base.utf8.lastIndex(of: UInt8(ascii: ".")) { base = base[base.index(after: dot)...] }
        return String(base)
    }

    // MARK: Modules

    /// The module of a file (IB or Swift), or nil when the map does not know it.
    public func module(ofFile path: String) -> String? {
        modules(ofFile: path).first
    }

    /// Every module a file is compiled into (a file shared by an app and its tests has two); empty when unknown.
    public func modules(ofFile path: String) -> [String] {
        let direct = modules.modules(of: path)
        if !direct.isEmpty { return direct }
        // Normalized as the map's keys are (`.` and `..` resolved, symbolic links kept).
        return modules.modules(of: PathNormalization.absolute(path, base: rootDirectory))
    }

    /// Whether the file lies where an Xcode project tells membership and no target builds it (`ModuleMap.isInNoTarget`).
    /// A relative path is read both ways `modules(ofFile:)` reads it (from the current directory and from the
    /// root): only when both say so, since a file wrongly left unjudged hides its findings.
    public func isInNoTarget(_ path: String) -> Bool {
        modules.isInNoTarget(path) && modules.isInNoTarget(PathNormalization.absolute(path, base: rootDirectory))
    }

    // MARK: Classes

    /// The class and its superclasses (as far as known) contain one of the names.
    public func inherits(_ className: String, fromAny names: Set<String>) -> Bool {
        index.superclassChain(of: className).names.contains { names.contains($0) }
    }

    public static let viewControllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "NSViewController",
    ]

    public func isViewController(_ className: String) -> Bool {
        inherits(className, fromAny: Self.viewControllerBases)
    }

    /// Whether the class or a superclass, or an extension of either (system classes included), has a property
    /// with the name; nil when the chain leaves what is known.
    public func hasProperty(_ name: String, in className: String) -> Bool? {
        index.declaresMember(name, in: className)
    }

    /// Whether `setValue(_:forKey:)` finds something for `key` on the class, in key-value coding's search order:
    /// a `set<Key>:` or `_set<Key>:` method (an `@objc func setThemeColor(_:)` in an extension counts), then the
    /// instance variables `_<key>`, `_is<Key>`, `<key>`, `is<Key>`. Nil when the class chain is not fully known.
    public func answersKey(_ key: String, in className: String) -> Bool? {
        guard let first = key.first else { return false }
        let capitalized = first.uppercased() + key.dropFirst()
        var unknown = false
        for selector in ["set\(capitalized):", "_set\(capitalized):"] {
            switch index.hasAction(selector, in: className) {
            case true?: return true
            case nil: unknown = true
            case false?: break
            }
        }
        for name in [key, "_" + key, "_is" + capitalized, "is" + capitalized] {
            switch hasProperty(name, in: className) {
            case true?: return true
            case nil: unknown = true
            case false?: break
            }
        }
        return unknown ? nil : false
    }

    // MARK: Places, for messages

    /// A path as the user should read it: relative to the project root when under it. Relative paths (as given
    /// on the command line) are resolved first, so `ibkit check App` and `ibkit check /abs/App` word alike.
    public func display(_ path: String) -> String {
        let standardized = { (p: String) in p.hasPrefix("/") && !p.contains("/.") ? p : URL(fileURLWithPath: p).standardizedFileURL.path }
        let absolute = standardized(path), rootPath = standardized(rootDirectory)
        let root = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : path
    }

    /// `Main.storyboard:12:9 (object BYZ-38-t0r)`
    public func place(_ element: IBElement, in file: LintFile) -> String {
        let l = element.location
        let id = Self.objectID(of: element).map { " (object \($0))" } ?? ""
        return "\(display(file.path)):\(l.line):\(l.column)\(id)"
    }

    /// `Sources/Home/HomeViewController.swift:3:7`
    public func place(_ position: SourcePosition) -> String {
        "\(display(position.path)):\(position.line):\(position.column)"
    }

    /// Where a class is declared, for messages: `declared at X.swift:3:7`, or why it cannot be said.
    public func declarationPlace(of className: String) -> String {
        switch index.origin(of: className) {
        case .swift(let found)?:
            return "declared at " + found.map { place($0.position) }.joined(separator: ", ")
        case .objectiveC?: return "declared in an Objective-C header"
        case .system?: return "a system class"
        case nil: return "declared nowhere in the checked sources"
        }
    }

    /// The element's id, or its nearest ancestor's: what a baseline entry is keyed by.
    public static func objectID(of element: IBElement) -> String? {
        var e: IBElement? = element
        while let current = e {
            if let id = current.id { return id }
            e = current.parent
        }
        return nil
    }

    /// IB files with the given base name and kind (`Home` + `.storyboard`).
    public func files(named baseName: String, kind: IBDocumentKind) -> [LintFile] {
        filesByName[FileKey(baseName: baseName, kind: kind)] ?? []
    }

    /// The runtime name of a declaration: what IB and `NSStringFromClass` use.
    public static func runtimeName(of c: ClassDeclaration) -> String { c.objcName ?? c.name }
}
