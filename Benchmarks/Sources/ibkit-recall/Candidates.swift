import BenchmarkSupport
import Foundation

/// The six ways of breaking an app at run time with a one-line edit (a file rename for the last).
enum Kind: String, CaseIterable {
    case outlet = "outlet"            // rename a connected @IBOutlet in Swift
    case action = "action"            // rename a connected @IBAction method in Swift
    case ibClass = "ib-class"         // misspell a customClass in IB
    case swiftClass = "swift-class"   // rename a class used in IB, declaration only
    case identifier = "identifier"    // change a storyboard / reuse / segue / item identifier in IB that code uses
    case file = "file"                // rename a storyboard or xib the code loads by name
}

/// How the code reaches the name the mutation changes.
enum Reach: String, CaseIterable, Comparable {
    case literal = "literal"          // a string literal at the UIKit/AppKit call, or IB naming Swift (outlets, actions, classes)
    case constant = "constant"        // static let / enum raw value / computed property holding the literal
    case className = "class-name"     // derived from a type: String(describing: T.self), T.className, Storyboardable
    case wrapper = "wrapper"          // an app helper between the name and UIKit/AppKit

    static func < (a: Reach, b: Reach) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

enum Edit {
    /// Line `line` (1-based) of `file` becomes `new`; it must read `old` (byte-exact, everything else untouched).
    case line(file: String, line: Int, old: String, new: String)
    /// `from` is renamed `to` (paths relative to the app's root).
    case rename(from: String, to: String)
}

struct Mutation {
    var kind: Kind
    var reach: Reach
    var summary: String
    var edit: Edit
    /// The name the app still expects, and the one the edit writes.
    var oldName: String
    var newName: String
    /// Where a finding about this mutation would be: the edited line, the IB elements and Swift lines that use the
    /// name. Line 0 stands for the whole file (a renamed IB file).
    var places: Set<Project.Line>
    var sortKey: String
}

/// Finds the mutations that surely break the app: every rule below errs on the side of skipping.
struct CandidateFinder {
    let project: Project
    /// String literal → the lines it is on (comments excluded).
    private var literals: [String: [Project.Line]] = [:]
    private var allLines: [(Project.Line, String)] = []
    /// Word (letters, digits, `_`) → indices in `allLines` of the lines that have it.
    private var wordIndex: [Substring: [Int]] = [:]

    init(project: Project) {
        self.project = project
        let literal = try! NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)""#)
        // Test code is not the app: a name only tests use breaks no app.
        for file in project.swiftFiles where !Self.isTest(file.path) {
            for (i, line) in file.lines.enumerated() where !Project.isComment(line) {
                let place = Project.Line(file: file.path, line: i + 1)
                var seen = Set<Substring>()
                for word in line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where seen.insert(word).inserted {
                    wordIndex[word, default: []].append(allLines.count)
                }
                allLines.append((place, line))
                guard line.contains("\"") else { continue }
                let ns = line as NSString
                for m in literal.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                    literals[ns.substring(with: m.range(at: 1)), default: []].append(place)
                }
            }
        }
    }

    static func isTest(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasSuffix("Tests") || $0.hasSuffix("Specs") || $0.hasSuffix("Tests.swift") || $0.hasSuffix("Spec.swift") }
    }

    /// The lines that have `word` as a whole word, in file order.
    private func lines(with word: String) -> [(Project.Line, String)] {
        (wordIndex[Substring(word)] ?? []).map { allLines[$0] }
    }

    func lineText(_ place: Project.Line) -> String {
        project.swiftFile(place.file).map { $0.lines[place.line - 1] } ?? ""
    }

    // MARK: Outlets and actions

    func outlets() -> [Mutation] { connections(kind: .outlet) }
    func actions() -> [Mutation] { connections(kind: .action) }

    private func connections(kind: Kind) -> [Mutation] {
        var byDeclaration: [Project.Line: Mutation] = [:]
        var skipped: Set<Project.Line> = []
        // Every IB place that connects a name: a renamed declaration breaks all of them.
        var ibPlaces: [String: Set<Project.Line>] = [:]
        for ib in project.ibFiles {
            for (element, _) in ib.connections {
                let name = kind == .outlet ? element.attributes["property"] : element.attributes["selector"].map(Self.selectorBase)
                if let name { ibPlaces[name, default: []].insert(Project.Line(file: ib.path, line: element.line)) }
            }
        }
        for ib in project.ibFiles {
            var classByID: [String: String] = [:]
            for e in ib.elements { if let id = e.attributes["id"], let c = e.attributes["customClass"] { classByID[id] = c } }
            for (element, owner) in ib.connections {
                let ownerClass: String?
                let name: String
                if kind == .outlet {
                    guard element.tag == "outlet" || element.tag == "outletCollection", let property = element.attributes["property"] else { continue }
                    name = property
                    ownerClass = owner?.attributes["customClass"]
                } else {
                    // iOS names the receiver `destination`, AppKit `target`.
                    guard element.tag == "action", let selector = element.attributes["selector"],
                          let destination = element.attributes["destination"] ?? element.attributes["target"] else { continue }
                    // Actions sent to the first responder (-1) have no known target: renaming may not break.
                    name = Self.selectorBase(selector)
                    ownerClass = classByID[destination]
                }
                guard let ownerClass, project.isPlainSwiftClass(ownerClass) else { continue }
                let declarations = declarationLines(of: name, kind: kind, in: project.classChain(ownerClass))
                guard declarations.count == 1, let declaration = declarations.first else { continue }
                if skipped.contains(declaration.place) || byDeclaration[declaration.place] != nil { continue }
                let newName = name + "Renamed"
                guard let edited = Self.replaceWord(name, with: newName, in: declaration.text, after: kind == .outlet ? #"\b(?:var|let)\s+"# : #"\bfunc\s+"#) else {
                    skipped.insert(declaration.place)
                    continue
                }
                var places = ibPlaces[name] ?? []
                places.insert(declaration.place)
                byDeclaration[declaration.place] = Mutation(
                    kind: kind, reach: .literal,
                    summary: "\(kind == .outlet ? "outlet" : "action") \(name) of \(ownerClass) (\(declaration.place.file):\(declaration.place.line))",
                    edit: .line(file: declaration.place.file, line: declaration.place.line, old: declaration.text, new: edited),
                    oldName: name, newName: newName, places: places,
                    sortKey: "\(declaration.place.file):\(String(format: "%06d", declaration.place.line))")
            }
        }
        return byDeclaration.values.sorted { $0.sortKey < $1.sortKey }
    }

    /// `didTap:` → `didTap`; `didTapWithSender:` → `didTap`; `didTap` → `didTap`.
    static func selectorBase(_ selector: String) -> String {
        var base = String(selector.prefix { $0 != ":" })
        if selector.contains(":"), let r = base.range(of: "With", options: .backwards), r.lowerBound != base.startIndex,
           base[r.upperBound...].first?.isUppercase == true {
            base = String(base[..<r.lowerBound])
        }
        return base
    }

    /// Swift lines declaring `name` as an @IBOutlet (or @IBAction / @objc method) in the files of `classes`.
    private func declarationLines(of name: String, kind: Kind, in classes: [String]) -> [(place: Project.Line, text: String)] {
        let files = Set(classes.flatMap { project.typeFiles[$0] ?? [] })
        let pattern = kind == .outlet ? #"\b(?:var|let)\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\b"#
            : #"\bfunc\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\s*\("#
        let regex = try! NSRegularExpression(pattern: pattern)
        var found: [(Project.Line, String)] = []
        for path in files.sorted() {
            guard let file = project.swiftFile(path) else { continue }
            for (i, line) in file.lines.enumerated() where !Project.isComment(line) && line.contains(name) {
                guard Project.firstMatch(regex, in: line) != nil else { continue }
                let previous = i > 0 ? file.lines[i - 1] : ""
                let attribute = kind == .outlet ? "@IBOutlet" : "@IBAction"
                let marked = line.contains(attribute) || previous.contains(attribute) && !previous.contains("func ") && !previous.contains("var ")
                    || kind == .action && (line.contains("@objc") || previous.trimmingCharacters(in: .whitespaces).hasPrefix("@objc"))
                if marked { found.append((Project.Line(file: path, line: i + 1), line)) }
            }
        }
        return found
    }

    /// `line` with the first `word` that follows `prefix` replaced by `replacement`.
    static func replaceWord(_ word: String, with replacement: String, in line: String, after prefix: String) -> String? {
        let regex = try! NSRegularExpression(pattern: "(" + prefix + ")" + NSRegularExpression.escapedPattern(for: word) + #"\b"#)
        let ns = line as NSString
        guard let m = regex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { return nil }
        let range = NSRange(location: m.range(at: 1).location + m.range(at: 1).length, length: (word as NSString).length)
        return ns.replacingCharacters(in: range, with: replacement)
    }

    // MARK: Classes

    /// `customClass` values the app declares in Swift, once, under that runtime name.
    private func customClassUses() -> [(ib: Project.IBFile, element: Project.Element, name: String)] {
        var uses: [(Project.IBFile, Project.Element, String)] = []
        for ib in project.ibFiles {
            for e in ib.elements {
                guard let c = e.attributes["customClass"], project.isPlainSwiftClass(c) else { continue }
                // A custom module other than the class's may already be wrong; the name is what we change.
                uses.append((ib, e, c))
            }
        }
        return uses
    }

    func ibClasses() -> [Mutation] {
        var result: [Mutation] = []
        for (ib, element, name) in customClassUses() {
            let old = ib.lines[element.line - 1]
            // A typo: two neighbouring letters swapped, at a seeded place, giving no declared class.
            let chars = Array(name)
            guard chars.count >= 3 else { continue }
            var typo: String?
            let start = (name.hashValueStable % (chars.count - 1))
            for k in 0 ..< chars.count - 1 {
                let i = (start + k) % (chars.count - 1)
                guard chars[i] != chars[i + 1] else { continue }
                var c = chars
                c.swapAt(i, i + 1)
                let candidate = String(c)
                if project.classDeclarations[candidate] == nil, !project.objcClasses.contains(candidate) { typo = candidate; break }
            }
            guard let typo, let new = Self.replaceAttribute("customClass", value: name, with: typo, in: old) else { continue }
            var places: Set<Project.Line> = [Project.Line(file: ib.path, line: element.line)]
            places.formUnion(project.classDeclarations[name] ?? [])
            result.append(Mutation(kind: .ibClass, reach: .literal, summary: "customClass \(name) → \(typo) (\(ib.path):\(element.line))",
                                   edit: .line(file: ib.path, line: element.line, old: old, new: new), oldName: name, newName: typo,
                                   places: places, sortKey: "\(ib.path):\(String(format: "%06d", element.line))"))
        }
        return result
    }

    func swiftClasses() -> [Mutation] {
        var ibPlaces: [String: Set<Project.Line>] = [:]
        for (ib, element, name) in customClassUses() { ibPlaces[name, default: []].insert(Project.Line(file: ib.path, line: element.line)) }
        var result: [Mutation] = []
        for (name, places) in ibPlaces.sorted(by: { $0.key < $1.key }) {
            guard let declaration = project.classDeclarations[name]?.first else { continue }
            let old = lineText(declaration)
            let newName = name + "Renamed"
            guard let new = Self.replaceWord(name, with: newName, in: old, after: #"\bclass\s+"#) else { continue }
            result.append(Mutation(kind: .swiftClass, reach: .literal, summary: "class \(name) (\(declaration.file):\(declaration.line))",
                                   edit: .line(file: declaration.file, line: declaration.line, old: old, new: new), oldName: name,
                                   newName: newName, places: places.union([declaration]),
                                   sortKey: "\(declaration.file):\(String(format: "%06d", declaration.line))"))
        }
        return result
    }

    static func escapeAttribute(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// `line` with `name="value"` made `name="replacement"` (first occurrence), nil when the line does not have it.
    static func replaceAttribute(_ name: String, value: String, with replacement: String, in line: String) -> String? {
        let old = " \(name)=\"\(escapeAttribute(value))\""
        guard let r = line.range(of: old) else { return nil }
        return line.replacingCharacters(in: r, with: " \(name)=\"\(escapeAttribute(replacement))\"")
    }

    // MARK: Identifiers and files

    enum UseContext { case identifier, file }

    static let identifierKeys = ["withIdentifier", "ReuseIdentifier", "performSegue", "identifier", "Identifier(", "makeView"]
    static let fileKeys = ["Storyboard(name:", "nibName", "NibName", "nibNamed", "NibNamed", "Storyboard.Name(", "NSNib.Name(", "UINib(", "NSNib("]

    /// UIKit/AppKit functions and types that take these names (an app may declare a helper of the same name).
    static let apiNames: Set<String> = [
        "performSegue", "instantiateViewController", "instantiateController", "instantiateInitialViewController", "instantiate",
        "dequeueReusableCell", "dequeueReusableHeaderFooterView", "dequeueReusableSupplementaryView", "register", "UINib", "NSNib",
        "UIStoryboard", "NSStoryboard", "Name", "SceneIdentifier", "Identifier", "NSUserInterfaceItemIdentifier", "makeView",
        "loadNibNamed", "init",
    ]

    /// The literal `"name"` is an argument of a UIKit/AppKit call that takes this kind of name (or compared with a
    /// segue's identifier).
    static func isAPIArgument(_ name: String, in text: String, _ context: UseContext) -> Bool {
        let q = "\"" + NSRegularExpression.escapedPattern(for: name) + "\""
        let patterns: [String] = context == .identifier ? [
            #"\b(?:withIdentifier|withReuseIdentifier|forCellReuseIdentifier|forCellWithReuseIdentifier|forHeaderFooterViewReuseIdentifier)\s*:\s*(?:\.init\(\s*|[\w.]*Identifier\(\s*)?(?:rawValue:\s*)?"# + q,
            #"\b(?:SceneIdentifier|Identifier|NSUserInterfaceItemIdentifier)\s*\(\s*(?:rawValue:\s*)?"# + q,
            #"\bidentifier\s*(?:==|!=)\s*"# + q,
            q + #"\s*(?:==|!=)\s*[\w.?]*\bidentifier\b"#,
        ] : [
            #"\b(?:nibName|nibNamed|windowNibName)\s*:\s*(?:\.init\(\s*|[\w.]*Name\(\s*)?(?:rawValue:\s*)?"# + q,
            #"Storyboard\s*\(\s*name\s*:\s*(?:\.init\(\s*|[\w.]*Name\(\s*)?(?:rawValue:\s*)?"# + q,
            #"\bloadNibNamed\s*\(\s*"# + q,
            #"\b(?:NSNib|NSStoryboard|UIStoryboard)\.Name\s*\(\s*(?:rawValue:\s*)?"# + q,
        ]
        return patterns.contains { Project.firstMatch(try! NSRegularExpression(pattern: $0), in: text) != nil }
    }

    private static func hasKey(_ line: String, _ context: UseContext) -> Bool {
        (context == .identifier ? identifierKeys : fileKeys).contains { line.contains($0) }
    }

    struct Use {
        var reach: Reach
        var place: Project.Line
        var text: String
    }

    /// How the code reaches `name` as an identifier or a file name: every use found, each classified.
    func uses(of name: String, context: UseContext) -> [Use] {
        var result: [Use] = []
        let escapedName = NSRegularExpression.escapedPattern(for: name)
        for place in literals[name] ?? [] {
            let text = lineText(place)
            if let constant = constantDeclared(on: text, literal: escapedName) {
                let users = constantUses(constant, declaredAt: place, context: context)
                if !users.isEmpty {
                    result.append(Use(reach: .constant, place: place, text: text))
                    result += users.map { Use(reach: .constant, place: $0, text: lineText($0)) }
                }
                continue
            }
            if let callee = Self.callee(of: "\"\(name)\"", in: text), project.functions.contains(callee), !Self.apiNames.contains(callee) {
                result.append(Use(reach: .wrapper, place: place, text: text))
            } else if Self.isAPIArgument(name, in: text, context) {
                result.append(Use(reach: .literal, place: place, text: text))
            } else if context == .identifier, text.contains("case \"\(name)\"") || text.contains("== \"\(name)\""),
                      project.swiftFile(place.file)?.lines.contains(where: { $0.contains(".identifier") }) == true {
                result.append(Use(reach: .literal, place: place, text: text))
            }
        }
        // Enum cases whose raw value is their name: `enum Segue: String { case showDetail }`.
        if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let first = name.first, !first.isNumber {
            let caseRegex = try! NSRegularExpression(pattern: #"^\s*case\s+(?:\w+\s*,\s*)*"# + escapedName + #"\s*(?:,|$|//)"#)
            for (place, text) in lines(with: name) where text.contains("case") && !text.contains("=") {
                guard Project.firstMatch(caseRegex, in: text) != nil, let file = project.swiftFile(place.file) else { continue }
                guard let owner = enclosingType(file, before: place.line), owner.isStringEnum else { continue }
                let users = constantUses((owner.name, name), declaredAt: place, context: context)
                if !users.isEmpty {
                    result.append(Use(reach: .constant, place: place, text: text))
                    result += users.map { Use(reach: .constant, place: $0, text: lineText($0)) }
                }
            }
        }
        // `makeItem(withIdentifier:for:)` with nothing registered under that name loads the nib named like it.
        if context == .file, !lines(with: name).contains(where: { $0.1.contains("register") }) {
            let makeItem = try! NSRegularExpression(pattern: #"\bmakeItem\s*\(\s*withIdentifier\s*:\s*(?:NSUserInterfaceItemIdentifier\(\s*|\.init\(\s*)?(?:rawValue:\s*)?""# + escapedName + #"""#)
            for place in literals[name] ?? [] where Project.firstMatch(makeItem, in: lineText(place)) != nil {
                result.append(Use(reach: .literal, place: place, text: lineText(place)))
            }
        }
        // UIKit's default nib lookup: a view controller made with `X()` or `X(nibName: nil, bundle: nil)` whose
        // class neither names a nib nor makes its own view loads `X.xib`.
        if context == .file, project.classChain(name).last.flatMap({ project.superclass[$0] }) == "UIViewController",
           let declaring = project.classDeclarations[name], declaring.count == 1,
           let file = declaring.first.flatMap({ project.swiftFile($0.file) }),
           !file.lines.contains(where: { $0.contains("nibName") || $0.contains("loadView") }) {
            for (place, text) in lines(with: name) where text.contains("\(name)()") || text.contains("\(name)(nibName: nil") {
                result.append(Use(reach: .className, place: place, text: text))
            }
        }
        // Names derived from a class of that name.
        if project.classDeclarations[name] != nil {
            let members = context == .identifier
                ? ["className", "reuseIdentifier", "identifier", "sceneIdentifier", "storyboardIdentifier", "storyboardID", "defaultReuseIdentifier", "cellIdentifier", "reuseID", "instance", "instantiate", "makeInstance"]
                : ["className", "nibName", "storyboardName", "nib", "uiNib", "storyboard", "instance", "instantiate", "makeInstance", "loadFromNib", "fromNib", "fromStoryboard"]
            let conforms = conformsToNamingProtocol(name)
            for (place, text) in lines(with: name) {
                guard !project.classDeclarations[name]!.contains(place) else { continue }
                if text.contains("String(describing: \(name).self)") || text.contains("\"\\(\(name).self)\"") || text.contains("NSStringFromClass(\(name).self)")
                    || text.contains("String(describing: \(name))") || text.contains("\(name).className") {
                    result.append(Use(reach: .className, place: place, text: text))
                    continue
                }
                let memberUse = members.contains { m in
                    guard let r = text.range(of: "\(name).\(m)") else { return false }
                    let after = text[r.upperBound...].first
                    let before = r.lowerBound == text.startIndex ? nil : text[text.index(before: r.lowerBound)]
                    return !(after.map { $0.isLetter || $0.isNumber } ?? false) && !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                }
                if memberUse, conforms || project.hasClassNameHelper {
                    result.append(Use(reach: .className, place: place, text: text))
                } else if text.contains("\(name).self"), project.hasClassNameHelper,
                          let callee = Self.callee(of: "\(name).self", in: text), project.functions.contains(callee) {
                    result.append(Use(reach: .wrapper, place: place, text: text))
                }
            }
        }
        return result
    }

    /// A class conforming to IBKit's Storyboardable / Nibable, which load by the class's name.
    private func conformsToNamingProtocol(_ name: String) -> Bool {
        let regex = try! NSRegularExpression(pattern: #"\b(?:class|extension)\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\b[^{]*:[^{]*\b(?:Storyboardable|Nibable|NibInstantiableViewController)\b"#)
        return lines(with: name).contains { Project.firstMatch(regex, in: $0.1) != nil }
    }

    /// The constant a declaration line holds `"literal"` in: `(enclosing type, constant name)`.
    private func constantDeclared(on text: String, literal: String) -> (String?, String)? {
        let patterns = [
            #"\b(?:let|var)\s+(\w+)\s*(?::\s*[\w.?]+\s*)?=\s*(?:[\w.]+\(\s*(?:rawValue:\s*)?)?""# + literal + #"""#,
            #"\bcase\s+(\w+)\s*=\s*""# + literal + #"""#,
            #"\bvar\s+(\w+)\s*:\s*[\w.?]+\s*\{\s*(?:return\s+)?(?:[\w.]+\(\s*(?:rawValue:\s*)?)?""# + literal + #"""#,
        ]
        for p in patterns {
            if let m = Project.firstMatch(try! NSRegularExpression(pattern: p), in: text) { return (nil, m[1]) }
        }
        return nil
    }

    private struct Enclosing { var name: String; var isStringEnum: Bool }

    private func enclosingType(_ file: Project.SwiftFile, before line: Int) -> Enclosing? {
        let stringEnum = try! NSRegularExpression(pattern: #"\benum\s+\w+\s*:\s*String\b"#)
        var i = line - 2
        while i >= 0 {
            let text = file.lines[i]
            if let m = Project.firstMatch(Project.typeDeclaration, in: text) {
                return Enclosing(name: String(m[1].split(separator: ".").last!), isStringEnum: Project.firstMatch(stringEnum, in: text) != nil)
            }
            i -= 1
        }
        return nil
    }

    /// Lines other than the declaration that use the constant: `Type.name` anywhere, or `.name` / `name` on a line
    /// that calls UIKit/AppKit with it (or takes its `rawValue`).
    private func constantUses(_ constant: (String?, String), declaredAt place: Project.Line, context: UseContext) -> [Project.Line] {
        var owner = constant.0
        if owner == nil, let file = project.swiftFile(place.file) { owner = enclosingType(file, before: place.line)?.name }
        let name = NSRegularExpression.escapedPattern(for: constant.1)
        let qualified = owner.map { try! NSRegularExpression(pattern: #"\b"# + NSRegularExpression.escapedPattern(for: $0) + #"\s*\.\s*"# + name + #"\b"#) }
        let bare = try! NSRegularExpression(pattern: #"(?:^|[^\w])"# + name + #"\b"#)
        let dotted = try! NSRegularExpression(pattern: #"\."# + name + #"\b"#)
        var result: [Project.Line] = []
        for (p, text) in lines(with: constant.1) where p != place {
            if let qualified, Project.firstMatch(qualified, in: text) != nil {
                result.append(p)
            } else if Self.hasKey(text, context) || text.contains("rawValue") {
                if Project.firstMatch(dotted, in: text) != nil || p.file == place.file && Project.firstMatch(bare, in: text) != nil { result.append(p) }
            }
        }
        return result
    }

    /// The name of the function whose call's argument list holds `needle` on this line.
    static func callee(of needle: String, in text: String) -> String? {
        guard let r = text.range(of: needle) else { return nil }
        var depth = 0
        var i = r.lowerBound
        while i > text.startIndex {
            i = text.index(before: i)
            let c = text[i]
            if c == ")" { depth += 1 } else if c == "(" {
                if depth == 0 {
                    var j = i
                    while j > text.startIndex, text[text.index(before: j)].isLetter || text[text.index(before: j)].isNumber || text[text.index(before: j)] == "_" { j = text.index(before: j) }
                    return j < i ? String(text[j ..< i]) : nil
                }
                depth -= 1
            }
        }
        return nil
    }

    func identifiers() -> [Mutation] {
        struct IBIdentifier { var ib: Project.IBFile; var element: Project.Element; var attribute: String; var value: String; var what: String }
        var all: [IBIdentifier] = []
        let notItems: Set<String> = ["segue", "deployment", "plugIn", "capability", "constraint", "document", "device", "accessibility", "userDefinedRuntimeAttribute", "point", "color", "font", "systemColor", "image"]
        for ib in project.ibFiles {
            for e in ib.elements {
                if let v = e.attributes["storyboardIdentifier"] { all.append(IBIdentifier(ib: ib, element: e, attribute: "storyboardIdentifier", value: v, what: "storyboard ID")) }
                if let v = e.attributes["reuseIdentifier"] { all.append(IBIdentifier(ib: ib, element: e, attribute: "reuseIdentifier", value: v, what: "reuse ID")) }
                if e.tag == "segue", let v = e.attributes["identifier"] { all.append(IBIdentifier(ib: ib, element: e, attribute: "identifier", value: v, what: "segue ID")) }
                if e.tag != "segue", !notItems.contains(e.tag), let v = e.attributes["identifier"], ib.lines.first(where: { $0.contains("<document") })?.contains("MacOSX") == true {
                    all.append(IBIdentifier(ib: ib, element: e, attribute: "identifier", value: v, what: "item identifier"))
                }
            }
        }
        // Only identifiers IB has once: changing one of several copies may leave the one the code reaches.
        var count: [String: Int] = [:]
        for i in all { count[i.attribute + "\u{0}" + i.value, default: 0] += 1 }
        var result: [Mutation] = []
        for i in all where count[i.attribute + "\u{0}" + i.value] == 1 && !i.value.isEmpty {
            var uses = uses(of: i.value, context: .identifier)
            if i.attribute == "storyboardIdentifier" { uses += storyboardReferences(to: i.ib.baseName, identifier: i.value) }
            guard let reach = uses.map(\.reach).min() else { continue }
            // A storyboard prototype cell whose identifier the code also registers is not needed at run time.
            if i.attribute == "reuseIdentifier", i.ib.isStoryboard, uses.contains(where: { $0.text.contains("register") }) { continue }
            // The initial scene of a storyboard loaded through a convention (Storyboardable, Reusable's
            // StoryboardBased) is made without its identifier when the identifier is not there.
            if i.attribute == "storyboardIdentifier", let id = i.element.attributes["id"],
               i.ib.elements.first(where: { $0.tag == "document" })?.attributes["initialViewController"] == id,
               !uses.contains(where: { loadsByIdentifier($0, i.value) }) { continue }
            // An item identifier breaks a cell view's loading only (makeView); a column's, say, may only be compared.
            if i.what == "item identifier", !uses.contains(where: { $0.reach == .wrapper || $0.text.contains("makeView") }) { continue }
            let old = i.ib.lines[i.element.line - 1]
            let newValue = i.value + "Renamed"
            guard let new = Self.replaceAttribute(i.attribute, value: i.value, with: newValue, in: old) else { continue }
            var places = Set(uses.map(\.place))
            places.insert(Project.Line(file: i.ib.path, line: i.element.line))
            if uses.contains(where: { $0.reach == .className }) { places.formUnion(project.classDeclarations[i.value] ?? []) }
            result.append(Mutation(kind: .identifier, reach: reach, summary: "\(i.what) \"\(i.value)\" (\(i.ib.path):\(i.element.line))",
                                   edit: .line(file: i.ib.path, line: i.element.line, old: old, new: new), oldName: i.value, newName: newValue,
                                   places: places, sortKey: "\(i.ib.path):\(String(format: "%06d", i.element.line))"))
        }
        return result
    }

    /// Whether a use of a Storyboard ID passes it as the identifier: a class-name use names the class on a line
    /// that may load another scene by identifier (`UIStoryboard(name: X.className…).instantiateViewController(
    /// withIdentifier: Detail.className)`) or call a type method that loads the initial scene (`X.fromStoryboard()`).
    private func loadsByIdentifier(_ use: Use, _ name: String) -> Bool {
        if use.text.contains("referencedIdentifier=") { return true }
        guard use.reach == .className else { return use.text.contains("withIdentifier") }
        if let r = use.text.range(of: "withIdentifier") { return use.text[r.upperBound...].contains(name) }
        // `X.member(…)`: the member's body says how it loads.
        let call = try! NSRegularExpression(pattern: #"\b"# + NSRegularExpression.escapedPattern(for: name) + #"\.(\w+)\("#)
        guard let member = Project.firstMatch(call, in: use.text)?[1] else { return false }
        for (place, text) in lines(with: member) where text.contains("func \(member)") {
            guard let file = project.swiftFile(place.file) else { continue }
            let body = file.lines[(place.line - 1) ..< min(file.lines.count, place.line + 3)]
            if body.contains(where: { $0.contains("withIdentifier") }) { return true }
        }
        return false
    }

    /// Storyboard references (`viewControllerPlaceholder`) in the app's IB files to the storyboard `name` (and the
    /// scene `identifier`, when given): IB loads what they name when the segue to them is performed.
    func storyboardReferences(to name: String, identifier: String?) -> [Use] {
        var result: [Use] = []
        for ib in project.ibFiles {
            for e in ib.elements where e.tag == "viewControllerPlaceholder" && e.attributes["storyboardName"] == name
                && e.attributes["bundleIdentifier"] == nil && (identifier == nil || e.attributes["referencedIdentifier"] == identifier) {
                result.append(Use(reach: .literal, place: Project.Line(file: ib.path, line: e.line), text: ib.lines[e.line - 1]))
            }
        }
        return result
    }

    func files() -> [Mutation] {
        var count: [String: Int] = [:]
        for ib in project.ibFiles { count[ib.baseName.components(separatedBy: "~")[0], default: 0] += 1 }
        var result: [Mutation] = []
        for ib in project.ibFiles where count[ib.baseName] == 1 {
            var uses = uses(of: ib.baseName, context: .file)
            if ib.isStoryboard { uses += storyboardReferences(to: ib.baseName, identifier: nil) }
            guard let reach = uses.map(\.reach).min() else { continue }
            let folder = (ib.path as NSString).deletingLastPathComponent
            let ext = (ib.path as NSString).pathExtension
            let newName = ib.baseName + "Renamed"
            let to = folder.isEmpty ? "\(newName).\(ext)" : "\(folder)/\(newName).\(ext)"
            var places = Set(uses.map(\.place))
            places.insert(Project.Line(file: ib.path, line: 0))
            if uses.contains(where: { $0.reach == .className }) { places.formUnion(project.classDeclarations[ib.baseName] ?? []) }
            result.append(Mutation(kind: .file, reach: reach, summary: "\(ib.path) → \(newName).\(ext)", edit: .rename(from: ib.path, to: to),
                                   oldName: ib.baseName, newName: newName, places: places, sortKey: ib.path))
        }
        return result
    }
}
