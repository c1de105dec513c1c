/// Which module (target) each source or IB file belongs to: `customModule` is right only if it names it.
///
/// A file can belong to several modules (an Xcode file checked in two targets), so lookups return a sorted list;
/// user overrides (from `.ibkit.yml`) win over project membership.
public struct ModuleMap: Sendable, Equatable {
    /// Absolute, standardized file path → module names (sorted, without duplicates), from project membership.
    public private(set) var modulesByFile: [String: [String]]
    /// User mappings, consulted before `modulesByFile`.
    public private(set) var overrides: [ModuleOverride]
    /// Folders (absolute, standardized) where a project or package says which files its targets build: a file
    /// there that no target lists is in no target (`isInNoTarget`).
    public private(set) var projectFolders: [String] = []
    /// Folders of Swift packages: their manifest is read by a scan, not evaluated, so membership there is unknown
    /// even inside a project folder.
    public private(set) var packageFolders: [String] = []

    /// One module per file (tests, simple projects).
    public init(moduleByFile: [String: String]) {
        self.init(modulesByFile: moduleByFile.mapValues { [$0] })
    }

    public init(modulesByFile: [String: [String]] = [:], overrides: [ModuleOverride] = []) {
        self.modulesByFile = [:]
        self.overrides = overrides
        for (path, modules) in modulesByFile {
            for module in modules { add(module, for: path) }
        }
    }

    /// Records that the file at `path` belongs to `module`.
    public mutating func add(_ module: String, for path: String) {
        let key = Self.key(path)
        var modules = modulesByFile[key, default: []]
        guard !modules.contains(module) else { return }
        modules.append(module)
        modules.sort()
        modulesByFile[key] = modules
    }

    /// Records a folder whose files' membership a project tells exactly (the folder of the `.xcodeproj`, moved by
    /// its `projectDirPath`).
    public mutating func addProjectFolder(_ folder: String) {
        let key = Self.key(folder)
        if !projectFolders.contains(key) { projectFolders.append(key); projectFolders.sort() }
    }

    /// Records the folder of a `Package.swift`.
    public mutating func addPackageFolder(_ folder: String) {
        let key = Self.key(folder)
        if !packageFolders.contains(key) { packageFolders.append(key); packageFolders.sort() }
    }

    /// Whether the file lies in a project folder and yet no target lists it, nor a folder holding it (a folder
    /// reference copies its whole tree), nor an override: a file left in the repository that nothing builds.
    /// False when no project tells (outside every project folder): then membership is unknown, not absent.
    public func isInNoTarget(_ path: String) -> Bool {
        let key = Self.key(path)
        func under(_ folder: String) -> Bool { key.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
        guard projectFolders.contains(where: under), !packageFolders.contains(where: under) else { return false }
        if override(for: key) != nil || modulesByFile[key] != nil { return false }
        var folder = Substring(key)
        while let slash = folder.lastIndex(of: "/"), slash > folder.startIndex {
            folder = folder[..<slash]
            if modulesByFile[String(folder)] != nil { return false }
        }
        return true
    }

    /// The first (alphabetically) module of the file, or nil when nothing maps it.
    public func module(of path: String) -> String? { modules(of: path).first }

    /// Every module the file belongs to, sorted; an override replaces project membership.
    public func modules(of path: String) -> [String] {
        let key = Self.key(path)
        if let override = override(for: key) { return [override.module] }
        return modulesByFile[key] ?? []
    }

    /// The override that decides `path`, if any: the most specific pattern (most literal components), and among
    /// equally specific ones the last given, as in `.gitignore`.
    public func override(for path: String) -> ModuleOverride? {
        guard !overrides.isEmpty else { return nil }
        let components = Self.key(path).split(separator: "/").map(String.init)
        var best: ModuleOverride?
        for candidate in overrides where candidate.matches(components: components) {
            if let current = best, current.specificity > candidate.specificity { continue }
            best = candidate
        }
        return best
    }

    /// Every module named by the map or its overrides, sorted.
    public var allModules: [String] {
        Set(modulesByFile.values.joined()).union(overrides.map(\.module)).sorted()
    }

    /// The union of two maps: a file in both belongs to the modules of both; overrides are concatenated.
    public func merging(_ other: ModuleMap) -> ModuleMap {
        var result = self
        for (path, modules) in other.modulesByFile {
            for module in modules { result.add(module, for: path) }
        }
        result.overrides += other.overrides
        for folder in other.projectFolders { result.addProjectFolder(folder) }
        for folder in other.packageFolders { result.addPackageFolder(folder) }
        return result
    }

    /// Adds user mappings: each pattern is a path prefix (a folder or a file), relative to `base` (default: the
    /// current directory) unless absolute, whose components may use `*`, `?` and `**` (any number of folders).
    /// A file matches when the pattern matches the file itself or one of its enclosing folders.
    public func merging(overrides newOverrides: [(pattern: String, module: String)], relativeTo base: String? = nil) -> ModuleMap {
        var result = self
        result.overrides += newOverrides.map { ModuleOverride(pattern: $0.pattern, module: $0.module, relativeTo: base) }
        return result
    }

    static func key(_ path: String) -> String {
        // Clean absolute paths (most lookups) come back as they are, without a copy.
        PathUtilities.standardize(path)
    }
}

/// A user mapping of a path prefix to a module.
public struct ModuleOverride: Sendable, Equatable {
    /// The absolute, standardized pattern.
    public let pattern: String
    public let module: String
    let components: [String]

    public init(pattern: String, module: String, relativeTo base: String? = nil) {
        var standardized = PathUtilities.standardize(pattern, relativeTo: base)
        // `Sources/**` and `Sources/` both mean the folder: matching is by prefix already.
        while standardized.hasSuffix("/**") { standardized.removeLast(3) }
        if standardized.isEmpty { standardized = "/" }
        self.pattern = standardized
        self.module = module
        self.components = standardized.split(separator: "/").map(String.init)
    }

    /// Literal (wildcard-free) components: the more, the more specific.
    var specificity: Int { components.filter { !$0.contains("*") && !$0.contains("?") }.count }

    func matches(components path: [String]) -> Bool {
        Self.match(components[...], path[...])
    }

    /// Prefix match: the pattern may end before the path does.
    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return true }
        if head == "**" {
            let rest = pattern.dropFirst()
            var suffix = path
            while true {
                if match(rest, suffix) { return true }
                guard !suffix.isEmpty else { return false }
                suffix = suffix.dropFirst()
            }
        }
        guard let component = path.first, glob(Array(head.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one path component.
    private static func glob(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case "*":
            var rest = text
            while true {
                if glob(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case "?":
            return !text.isEmpty && glob(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == head && glob(pattern.dropFirst(), text.dropFirst())
        }
    }
}
