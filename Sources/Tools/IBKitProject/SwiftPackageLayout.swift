import Foundation
import IBKitPlumbing

/// The targets of a Swift package, read from its folder layout and a best-effort scan of `Package.swift`,
/// without running `swift` (which would be slow and needs a toolchain that can evaluate the manifest).
///
/// Supported: folders under `Sources/`, `Source/`, `src/`, `srcs/`, `Tests/` and `Plugins/` are targets named after
/// the folder; `.target(name: "X", path: "Y")` (and `executableTarget`, `testTarget`, `macro`, `plugin`,
/// `systemLibrary`) with string-literal `name:` and `path:` arguments moves target X to folder Y.
/// Not supported: names or paths computed in code (variables, interpolation, `map` over a list), `sources:`,
/// `exclude:` and `resources:` restrictions (every file under the target folder counts), manifests with
/// several `#if` variants (every declaration found is honoured), and `Package@swift-X.swift` manifests.
public struct SwiftPackageLayout: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        public var moduleName: String
        /// Absolute, standardized folder of the target.
        public var path: String
        /// Files under the folder that belong to this target (not to a nested target), sorted.
        public var files: [String]
    }

    /// The folder holding `Package.swift`.
    public var path: String
    /// Targets sorted by name.
    public var targets: [Target]

    static let sourceFolders = ["Sources", "Source", "src", "srcs"]

    /// Reads the package in `directory` (the folder of `Package.swift`).
    public static func load(packageDirectory directory: String) throws(LocatedProblem) -> SwiftPackageLayout {
        try load(packageDirectory: directory, fileSystem: ProjectFileSystem())
    }

    static func load(packageDirectory directory: String, fileSystem: ProjectFileSystem) throws(LocatedProblem) -> SwiftPackageLayout {
        let root = PathUtilities.standardize(directory)
        let manifestPath = root + "/Package.swift"
        guard let bytes = fileSystem.contents(of: manifestPath) else {
            throw LocatedProblem(path: manifestPath, message: "cannot read the package manifest")
        }
        let declarations = ManifestScanner.targets(in: String(decoding: bytes, as: UTF8.self))

        var folders: [String: String] = [:]  // folder → target name
        for declaration in declarations {
            if let path = declaration.path {
                folders[PathUtilities.join(root, path)] = declaration.name
            } else if let folder = defaultFolder(of: declaration, in: root, fileSystem: fileSystem) {
                folders[folder] = declaration.name
            }
        }
        // Folders the scan did not see (a target declared through a variable) still follow SwiftPM's convention.
        for parent in sourceFolders + ["Tests", "Plugins"] {
            let parentPath = root + "/" + parent
            for entry in fileSystem.entries(of: parentPath) ?? [] {
                let folder = parentPath + "/" + entry.name
                guard folders[folder] == nil, !folders.values.contains(entry.name), entry.kind == .directory else { continue }
                folders[folder] = entry.name
            }
        }

        // Each file belongs to the innermost target folder that holds it.
        let roots = folders.keys.sorted { $0.utf8.count > $1.utf8.count }
        var filesByFolder: [String: [String]] = [:]
        for folder in folders.keys {
            for file in FolderLister.files(under: folder, fileSystem: fileSystem) {
                guard let owner = roots.first(where: { PathUtilities.isInside(file, directory: $0) }), owner == folder else { continue }
                filesByFolder[folder, default: []].append(file)
            }
        }
        let targets = folders.map { folder, name in
            Target(name: name, moduleName: ModuleName.c99Identifier(name), path: folder, files: filesByFolder[folder] ?? [])
        }.sorted { ($0.name, $0.path) < ($1.name, $1.path) }
        return SwiftPackageLayout(path: root, targets: targets)
    }

    private static func defaultFolder(of declaration: ManifestScanner.Declaration, in root: String,
                                      fileSystem: ProjectFileSystem) -> String? {
        let parents: [String]
        switch declaration.kind {
        case "testTarget": parents = ["Tests"]
        case "plugin": parents = ["Plugins"]
        default: parents = sourceFolders
        }
        for parent in parents {
            let folder = root + "/" + parent + "/" + declaration.name
            if fileSystem.kind(of: folder) != .missing { return folder }
        }
        return nil
    }
}

/// Finds target declarations in a manifest with string-literal `name:` and `path:` arguments.
enum ManifestScanner {
    struct Declaration: Equatable {
        var kind: String
        var name: String
        var path: String?
    }

    static let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary"]

    static func targets(in manifest: String) -> [Declaration] {
        let tokens = tokenize(Array(manifest.utf8))
        var result: [Declaration] = []
        var i = 0
        while i + 2 < tokens.count {
            // `.target(` — a member access on the implicit `Target` type.
            guard tokens[i] == .punctuation(UInt8(ascii: ".")), case .identifier(let kind) = tokens[i + 1], kinds.contains(kind),
                  tokens[i + 2] == .punctuation(UInt8(ascii: "(")) else {
                i += 1
                continue
            }
            var depth = 0
            var j = i + 3
            var arguments: [String: String] = [:]
            while j < tokens.count {
                switch tokens[j] {
                case .punctuation(let byte) where byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{"):
                    depth += 1
                case .punctuation(let byte) where byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"):
                    depth -= 1
                case .identifier(let label) where depth == 0 && j + 2 < tokens.count:
                    // Only the call's own arguments: `.product(name:)` inside `dependencies:` is deeper.
                    if tokens[j + 1] == .punctuation(UInt8(ascii: ":")), case .string(let value) = tokens[j + 2], arguments[label] == nil {
                        arguments[label] = value
                    }
                default: break
                }
                if depth < 0 { break }
                j += 1
            }
            if let name = arguments["name"] {
                result.append(Declaration(kind: kind, name: name, path: arguments["path"]))
            }
            i += 3
        }
        return result
    }

    enum Token: Equatable {
        case identifier(String)
        /// A string literal without interpolation; one with interpolation is `.other`.
        case string(String)
        case punctuation(UInt8)
        case other
    }

    /// Just enough Swift lexing to skip comments and string contents reliably.
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte >= 0x80
        }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            } else if byte == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                // Swift block comments nest.
                var depth = 0
                repeat {
                    if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                        depth += 1
                        i += 2
                    } else if bytes[i] == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        i += 2
                    } else {
                        i += 1
                    }
                } while depth > 0 && i < bytes.count
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
                var hashes = 0
                var j = i
                while j < bytes.count, bytes[j] == UInt8(ascii: "#") { hashes += 1; j += 1 }
                guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") else {
                    tokens.append(.other)  // `#if`, `#available`…
                    i = j
                    continue
                }
                let multiline = j + 2 < bytes.count && bytes[j + 1] == UInt8(ascii: "\"") && bytes[j + 2] == UInt8(ascii: "\"")
                let quoteCount = multiline ? 3 : 1
                j += quoteCount
                var value: [UInt8] = []
                var plain = true
                while j < bytes.count {
                    if bytes[j] == UInt8(ascii: "\\") {
                        // An escape only counts with as many `#` after the backslash as around the string; any
                        // escape makes the literal unusable as a name or path, which is fine for manifests.
                        var k = j + 1
                        var escapeHashes = 0
                        while k < bytes.count, bytes[k] == UInt8(ascii: "#"), escapeHashes < hashes { escapeHashes += 1; k += 1 }
                        if escapeHashes == hashes, k < bytes.count {
                            plain = false
                            j = k + 1
                            continue
                        }
                    }
                    if bytes[j] == UInt8(ascii: "\""), j + quoteCount - 1 < bytes.count,
                       bytes[j..<(j + quoteCount)].allSatisfy({ $0 == UInt8(ascii: "\"") }) {
                        var k = j + quoteCount
                        var closingHashes = 0
                        while k < bytes.count, bytes[k] == UInt8(ascii: "#"), closingHashes < hashes { closingHashes += 1; k += 1 }
                        if closingHashes == hashes {
                            j = k
                            break
                        }
                    }
                    value.append(bytes[j])
                    j += 1
                }
                let text = String(decoding: value, as: UTF8.self)
                // Good enough for a name or a path: Swift strips the indentation and the delimiting newlines.
                tokens.append(plain ? .string(multiline ? text.trimmingCharacters(in: .whitespacesAndNewlines) : text) : .other)
                i = j
            } else if isIdentifierByte(byte) {
                let start = i
                while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
                tokens.append(.identifier(String(decoding: bytes[start..<i], as: UTF8.self)))
            } else if byte <= 0x20 {
                i += 1
            } else {
                tokens.append(.punctuation(byte))
                i += 1
            }
        }
        return tokens
    }
}
