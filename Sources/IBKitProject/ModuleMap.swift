/// Which module (target) each source or IB file belongs to: `customModule` is right only if it names it.
public struct ModuleMap: Sendable, Equatable {
    /// Absolute, standardized file path → module name.
    public var moduleByFile: [String: String]

    public init(moduleByFile: [String: String] = [:]) {
        self.moduleByFile = moduleByFile
    }

    public func module(of path: String) -> String? { moduleByFile[path] }
}
