import Foundation
import IBKitProject
import IBKitSwiftIndex

/// What the Swift sources under the generated paths already declare, so the generated code never repeats it:
/// a second `Storyboardable` conformance or a second `static var storyboardName` does not compile.
final class SourceKnowledge {
    let index: SwiftIndex
    /// Declarations and extensions by the class's last name component.
    private let members: [String: [ClassDeclaration]]
    private let moduleMap: ModuleMap
    private var fileLines: [String: [Substring]] = [:]

    init(index: SwiftIndex?, modules: ModuleMap = ModuleMap()) {
        self.index = index ?? SwiftIndex(files: [])
        self.moduleMap = modules
        var members: [String: [ClassDeclaration]] = [:]
        for file in self.index.files {
            for declaration in file.classes { members[declaration.name, default: []].append(declaration) }
        }
        self.members = members
    }

    /// The modules the declaration's file is compiled into; empty when no project says.
    func modules(of declaration: ClassDeclaration) -> [String] {
        moduleMap.modules(of: declaration.position.path)
    }

    /// The modules the projects compile a file (an IB file too) into; empty when no project says.
    func modules(ofFile path: String) -> [String] {
        moduleMap.modules(of: path)
    }

    /// Whether any source was indexed; without sources nothing is known, so no conformance is generated.
    var hasSources: Bool { !index.files.isEmpty }

    /// The one Swift class declaration of an IB class name (`@objc` names resolved), if there is exactly one.
    func declaration(of className: String) -> ClassDeclaration? {
        index.declaration(of: className)
    }

    /// Whether the class is declared anywhere the index looked: Swift, Objective-C headers or the system table.
    func isKnown(_ className: String) -> Bool {
        index.origin(of: className) != nil
    }

    /// Whether the class conforms to any of the protocols, directly, through a superclass or a refinement.
    func conforms(_ className: String, toAnyOf protocols: [String]) -> Bool {
        protocols.contains { index.conforms(className, to: $0) }
    }

    /// Whether the conformance comes from a superclass: then members the subclass declares are not the
    /// witnesses (static requirements are bound at the superclass), so generating them would mislead.
    func inheritsConformance(_ className: String, toAnyOf protocols: [String]) -> Bool {
        index.superclassChain(of: className).names.dropFirst().contains { conforms($0, toAnyOf: protocols) }
    }

    /// Whether the class descends from `UIView` as far as the sources and the system table tell.
    func isView(_ className: String) -> Bool {
        index.superclassChain(of: className).names.contains("UIView")
    }

    /// Whether the class or one of its extensions declares `static`/`class` `var`/`let`/`func` `member`: the
    /// index records literal overrides (`static var nibName: String { "X" }`); the source text of the
    /// declarations is searched for any other form.
    func declaresStaticMember(_ member: String, in className: String) -> Bool {
        let name = className.split(separator: ".").last.map(String.init) ?? className
        let declarations = members[name] ?? []
        if declarations.contains(where: { $0.overriddenNames[member] != nil }) { return true }
        return declarations.contains { declaration in
            let lines = self.lines(of: declaration.position.path)
            let start = max(declaration.position.line - 1, 0)
            let end = declaration.lineCount > 0 ? min(start + declaration.lineCount, lines.count) : lines.count
            guard start < end else { return false }
            return lines[start..<end].contains { Self.declares(member, in: $0) }
        }
    }

    /// `static var nibName`, `class let nibName`, `public static var nibName: String`, …
    static func declares(_ member: String, in line: Substring) -> Bool {
        var words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })[...]
        while let word = words.popFirst() {
            guard word == "static" || word == "class" else { continue }
            var rest = words.drop { ["final", "override", "nonisolated", "public", "internal", "open", "fileprivate", "private"].contains($0) }
            guard let keyword = rest.popFirst(), keyword == "var" || keyword == "let" || keyword == "func" else { continue }
            if rest.first == Substring(member) { return true }
        }
        return false
    }

    private func lines(of path: String) -> [Substring] {
        if let cached = fileLines[path] { return cached }
        let text = FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) } ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        fileLines[path] = lines
        return lines
    }
}
