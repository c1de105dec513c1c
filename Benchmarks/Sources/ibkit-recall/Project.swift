import Foundation

/// An app's IB files and Swift sources as text, with what the mutations need from them: IB elements with their
/// line, connections, custom classes, identifiers; Swift class declarations, functions and string literals.
/// Deliberately textual (regular expressions over lines, not the IBKit parser or swift-syntax): the benchmark must
/// not share the code it measures, and every candidate it finds is checked by the rules in `Candidates.swift`.
struct Project {
    struct Element {
        var tag: String
        var attributes: [String: String]
        var line: Int // 1-based
    }

    struct IBFile {
        var path: String // relative to the app's root
        var lines: [String]
        var elements: [Element] = []
        /// `<outlet>`/`<action>` elements with the element that owns their `<connections>`.
        var connections: [(element: Element, owner: Element?)] = []
        var baseName: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
        var isStoryboard: Bool { path.hasSuffix(".storyboard") }
    }

    struct SwiftFile {
        var path: String
        var lines: [String]
    }

    struct Line: Hashable, Comparable {
        var file: String
        var line: Int
        static func < (a: Line, b: Line) -> Bool { (a.file, a.line) < (b.file, b.line) }
    }

    var root: String
    var ibFiles: [IBFile] = []
    var swiftFiles: [SwiftFile] = []
    /// Class name → its declarations (`class Name`), and whether one of them is renamed for the runtime (`@objc(X)`).
    var classDeclarations: [String: [Line]] = [:]
    var objcRenamed: Set<String> = []
    var superclass: [String: String] = [:]
    /// Type name → files declaring or extending it.
    var typeFiles: [String: Set<String>] = [:]
    /// Names of `func`s declared in the app (an app helper is one of them).
    var functions: Set<String> = []
    /// Classes declared in Objective-C (`@interface Name`): renaming the Swift one of the same name may not break.
    var objcClasses: Set<String> = []
    /// The project derives names from types somewhere (`String(describing: …)`, `NSStringFromClass`, `className`).
    var hasClassNameHelper = false

    init(root: String) throws {
        self.root = root
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: root) else { throw CocoaError(.fileReadNoSuchFile) }
        var paths: [String] = []
        while let path = walker.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "Pods" || name == "Carthage" || name == "DerivedData" {
                walker.skipDescendants()
                continue
            }
            paths.append(path)
        }
        for path in paths.sorted() {
            if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
                guard let text = Self.read(root + "/" + path) else { continue }
                ibFiles.append(Self.parseIB(path: path, text: text))
            } else if path.hasSuffix(".swift"), !path.hasSuffix("Package.swift") {
                guard let text = Self.read(root + "/" + path) else { continue }
                swiftFiles.append(SwiftFile(path: path, lines: Self.lines(text)))
            } else if path.hasSuffix(".h") {
                guard let text = Self.read(root + "/" + path) else { continue }
                for m in Self.matches(#"@interface\s+(\w+)"#, in: text) { objcClasses.insert(m[1]) }
            }
        }
        for (i, file) in swiftFiles.enumerated() { swiftFileIndex[file.path] = i }
        indexSwift()
    }

    static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Lines without their terminators ("\n"; a "\r" stays on its line, so edits keep it).
    static func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    // MARK: IB

    private static let tag = try! NSRegularExpression(pattern: #"<(/?)([A-Za-z][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*"[^"]*")*)\s*(/?)>"#)
    private static let attribute = try! NSRegularExpression(pattern: #"([\w.:-]+)\s*=\s*"([^"]*)""#)

    static func parseIB(path: String, text: String) -> IBFile {
        var file = IBFile(path: path, lines: lines(text))
        // Start offset of each line, to give each tag its line.
        let ns = text as NSString
        var lineStarts: [Int] = [0]
        for (i, u) in text.utf16.enumerated() where u == 10 { lineStarts.append(i + 1) }
        func lineOf(_ offset: Int) -> Int {
            var lo = 0, hi = lineStarts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
            }
            return lo + 1
        }
        var stack: [Element] = []
        for m in tag.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let closing = m.range(at: 1).length > 0
            let name = ns.substring(with: m.range(at: 2))
            let selfClosing = m.range(at: 4).length > 0
            if closing {
                if let i = stack.lastIndex(where: { $0.tag == name }) { stack.removeSubrange(i...) }
                continue
            }
            var attributes: [String: String] = [:]
            let attributeText = ns.substring(with: m.range(at: 3))
            let at = attributeText as NSString
            for a in attribute.matches(in: attributeText, range: NSRange(location: 0, length: at.length)) {
                attributes[at.substring(with: a.range(at: 1))] = unescape(at.substring(with: a.range(at: 2)))
            }
            let element = Element(tag: name, attributes: attributes, line: lineOf(m.range.location))
            file.elements.append(element)
            if name == "outlet" || name == "action" || name == "outletCollection" {
                // The owner of <connections> is the element that holds it.
                let owner = stack.last?.tag == "connections" ? stack.dropLast().last : nil
                file.connections.append((element, owner))
            }
            if !selfClosing { stack.append(element) }
        }
        return file
    }

    static func unescape(_ s: String) -> String {
        guard s.contains("&") else { return s }
        return s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    // MARK: Swift

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            (0 ..< m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
        }
    }

    static func firstMatch(_ regex: NSRegularExpression, in text: String) -> [String]? {
        let ns = text as NSString
        guard let m = regex.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
        return (0 ..< m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
    }

    static let classDeclaration = try! NSRegularExpression(pattern: #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|final|package)\s+)*class\s+([A-Za-z_]\w*)\s*(?:<[^>{]*>)?\s*(?::\s*([\w.]+))?"#)
    static let typeDeclaration = try! NSRegularExpression(pattern: #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|final|package)\s+)*(?:class|struct|enum|extension|protocol|actor)\s+([A-Za-z_][\w.]*)"#)
    static let function = try! NSRegularExpression(pattern: #"\bfunc\s+([A-Za-z_]\w*)"#)

    /// A line that is only a comment.
    static func isComment(_ line: String) -> Bool {
        let t = line.drop { $0 == " " || $0 == "\t" }
        return t.hasPrefix("//") || t.hasPrefix("*") || t.hasPrefix("/*")
    }

    private mutating func indexSwift() {
        for file in swiftFiles {
            for (i, line) in file.lines.enumerated() where !Self.isComment(line) {
                if line.contains("class") && !line.contains("class func") && !line.contains("class var") && !line.contains("class let"),
                   let m = Self.firstMatch(Self.classDeclaration, in: line) {
                    classDeclarations[m[1], default: []].append(Line(file: file.path, line: i + 1))
                    if !m[2].isEmpty { superclass[m[1]] = String(m[2].split(separator: ".").last!) }
                    let previous = i > 0 ? file.lines[i - 1] : ""
                    if line.contains("@objc(") || previous.contains("@objc(") { objcRenamed.insert(m[1]) }
                }
                if let m = Self.firstMatch(Self.typeDeclaration, in: line) {
                    typeFiles[String(m[1].split(separator: ".").last!), default: []].insert(file.path)
                }
                if line.contains("func") { for m in Self.matches(#"\bfunc\s+([A-Za-z_]\w*)"#, in: line) { functions.insert(m[1]) } }
                if line.contains("String(describing:") || line.contains("NSStringFromClass") || line.contains("className") { hasClassNameHelper = true }
            }
        }
    }

    /// The class and its superclasses declared in the app, nearest first.
    func classChain(_ name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let c = current, classDeclarations[c] != nil, !chain.contains(c), chain.count < 8 {
            chain.append(c)
            current = superclass[c]
        }
        return chain
    }

    /// A class the app declares exactly once, under the name the runtime sees, with no Objective-C namesake.
    func isPlainSwiftClass(_ name: String) -> Bool {
        classDeclarations[name]?.count == 1 && !objcRenamed.contains(name) && !objcClasses.contains(name)
    }

    private var swiftFileIndex: [String: Int] = [:]
    func swiftFile(_ path: String) -> SwiftFile? { swiftFileIndex[path].map { swiftFiles[$0] } }
}
