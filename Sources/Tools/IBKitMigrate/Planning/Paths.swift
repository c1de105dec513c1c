/// Lexical path helpers for absolute, normalised paths (the form `ChangeSet.absolutePath` gives).
enum Paths {
    static func lastComponent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `Settings` of `Settings.storyboard` (and of a path ending in it).
    static func baseName(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `.storyboard` of `Settings.storyboard`; empty without an extension.
    static func dottedExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return String(name[dot...])
    }

    /// The lowercased extension without its dot.
    static func fileExtension(_ path: String) -> String { String(dottedExtension(path).dropFirst()).lowercased() }

    static func replacingLastComponent(of path: String, with name: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return name }
        return path[...slash] + name
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func isInside(_ path: String, folder: String) -> Bool {
        folder == "/" || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }


    /// True for a folder of localized resources (`fr.lproj`, `Base.lproj`).
    static func isLocalizationFolder(_ folder: String) -> Bool { lastComponent(folder).hasSuffix(".lproj") }

    /// The path without its `.lproj` folder: the same for every localization of a file.
    static func stripLocalization(_ path: String) -> String {
        let folder = parent(path)
        return isLocalizationFolder(folder) ? join(parent(folder), lastComponent(path)) : path
    }
}
