import Foundation
import SwiftParser
import SwiftSyntax

/// Where a Swift file holds the name of an IB file somewhere the index's loading references do not show: a
/// constant or variable, a getter, an enum raw value, a default argument, a table of names, a call of the app's
/// loading helper the index could not follow, or a name built at run time at a loading call. The files step does
/// not rename a file whose name is held like this: changing the literal could change more than the file's name,
/// and leaving it would leave code and IB disagreeing. A person decides.
struct SwiftNameScan {
    struct Use: Hashable {
        var name: String
        var line: Int
        var column: Int
        /// Why the use is not edited, completing "the name …": "is held in `static let settings`".
        var reason: String
        /// The constant, variable or enum case that holds the name (`settings`), when one does.
        var holder: String?
    }

    /// The uses of `names` in `bytes`. Literals passed straight to a loading API are the index's references, not
    /// uses here; `helpers` are the names of the app's loading helpers (functions that pass a parameter on to one).
    static func uses(of names: Set<String>, in bytes: [UInt8], helpers: Set<String>) -> [Use] {
        guard names.contains(where: { mayUse($0, in: bytes) }) else { return [] }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let visitor = Visitor(names: names, helpers: helpers, converter: SourceLocationConverter(fileName: "", tree: tree))
        visitor.walk(tree)
        return visitor.uses.sorted { ($0.line, $0.column, $0.name) < ($1.line, $1.column, $1.name) }
    }

    /// Whether the file may hold a use the visitor records, without parsing it: the name as a whole word (a literal
    /// that is exactly the name, between its quotes or on a line of its own in a multi-line literal; an enum case),
    /// or anywhere in a line with an interpolation (`"\(base)Settings"`), or anywhere in a file with a multi-line
    /// literal. Most files that hold the name at all hold it inside longer names (`SettingsViewController`), and
    /// parsing them was most of the files step on large apps.
    static func mayUse(_ name: String, in bytes: [UInt8]) -> Bool {
        let needle = Array(name.utf8)
        guard let first = needle.first, needle.count <= bytes.count else { return false }
        var hasMultiLineLiteral: Bool?
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            let n = buffer.count
            var i = 0
            while i <= n - needle.count {
                guard let found = memchr(base + i, Int32(first), n - needle.count + 1 - i) else { return false }
                let k = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                i = k + 1
                guard memcmp(base + k, needle, needle.count) == 0 else { continue }
                if hasMultiLineLiteral == nil { hasMultiLineLiteral = bytes.contains(subsequence: Array("\"\"\"".utf8)) }
                if hasMultiLineLiteral == true { return true }
                let before = k > 0 ? base[k - 1] : 0x20
                let after = k + needle.count < n ? base[k + needle.count] : 0x20
                if !isIdentifierByte(before) || !isIdentifierByte(needle[0]), !isIdentifierByte(after) || !isIdentifierByte(needle[needle.count - 1]) {
                    return true
                }
                // An interpolated literal on this line.
                var start = k
                while start > 0, base[start - 1] != 0x0A { start -= 1 }
                var end = k
                while end < n, base[end] != 0x0A { end += 1 }
                var j = start
                while j + 1 < end {
                    if base[j] == UInt8(ascii: "\\"), base[j + 1] == UInt8(ascii: "(") || base[j + 1] == UInt8(ascii: "#") { return true }
                    j += 1
                }
            }
            return false
        }
    }

    private static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
    }

    /// The text between a literal's quotes when it has no interpolation, as written (escapes are not decoded, and
    /// no IB file name needs one).
    static func plainValue(_ literal: StringLiteralExprSyntax) -> String? {
        var value = ""
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            value += text.content.text
        }
        return value
    }

    /// Loading APIs and the label of their name argument: `UIStoryboard(name:)`, `UINib(nibName:bundle:)`,
    /// `loadNibNamed(_:owner:options:)`, a view controller's `init(nibName:bundle:)`, AppKit's equivalents.
    static func isNameArgument(callee: String?, label: String, nextLabel: String?) -> Bool {
        switch (callee, label) {
        case ("UIStoryboard", "name"), ("NSStoryboard", "name"), ("UINib", "nibName"), ("NSNib", "nibNamed"),
             ("loadNibNamed", "_"), ("NSNib.Name", "_"), ("NSStoryboard.Name", "_"), (_, "windowNibName"):
            return true
        default:
            return label == "nibName" && nextLabel == "bundle"
        }
    }

    /// A resource lookup of a compiled storyboard or nib: an `ofType:` or `withExtension:` argument naming one.
    static func isCompiledResourceLookup(_ arguments: [LabeledExprSyntax]) -> Bool {
        arguments.contains { argument in
            guard ["ofType", "withExtension"].contains(argument.label?.text ?? ""),
                  let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return false }
            return ["storyboardc", "nib", "storyboard", "xib"].contains(plainValue(literal) ?? "")
        }
    }

    /// The last name of a callee: `UIStoryboard` of `UIStoryboard(…)`, `loadNibNamed` of `Bundle.main.loadNibNamed(…)`,
    /// `NSNib.Name` of `NSNib.Name(…)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if let base = member.base?.as(DeclReferenceExprSyntax.self), ["NSNib", "NSStoryboard"].contains(base.baseName.text) {
                return base.baseName.text + "." + member.declName.baseName.text
            }
            return member.declName.baseName.text
        }
        return nil
    }

    private final class Visitor: SyntaxVisitor {
        let names: Set<String>
        let helpers: Set<String>
        let converter: SourceLocationConverter
        var uses: [Use] = []

        init(names: Set<String>, helpers: Set<String>, converter: SourceLocationConverter) {
            self.names = names
            self.helpers = helpers
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if let value = plainValue(node) {
                if names.contains(value), let reason = reason(for: node, builtAtRunTime: false) { record(value, node, reason) }
            } else {
                // An interpolated literal: only a loading call's name built around one of the names counts.
                let text = node.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                for name in names.sorted() where text.contains(name) {
                    if let reason = reason(for: node, builtAtRunTime: true) { record(name, node, reason) }
                }
            }
            return .visitChildren
        }

        /// `enum Storyboard: String { case Settings }`: the case's name is its raw value.
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            guard node.rawValue == nil, names.contains(node.name.text),
                  let enumDecl = node.ancestorOrSelf(EnumDeclSyntax.self),
                  enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" else { return .visitChildren }
            record(node.name.text, node, ("is the raw value of `\(enumDecl.name.text).\(node.name.text)`", node.name.text))
            return .visitChildren
        }

        private func record(_ name: String, _ node: some SyntaxProtocol, _ reason: (String, holder: String?)) {
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            uses.append(Use(name: name, line: location.line, column: location.column, reason: reason.0, holder: reason.holder))
        }

        /// Why a literal holding a name is a use, walking up to what gives it its role; nil for a literal that is
        /// only an argument (a title, a loading call's name the index records), compared, or a statement.
        /// An interpolated literal (`interpolated`) counts only at a loading call's name argument: elsewhere a
        /// name inside a longer text is a message, not a name.
        private func reason(for literal: StringLiteralExprSyntax, builtAtRunTime interpolated: Bool) -> (String, holder: String?)? {
            var builtAtRunTime = interpolated
            var node = Syntax(literal)
            while let parent = node.parent {
                defer { node = parent }
                if let sequence = parent.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    if elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) {
                        // `storyboardName = "Settings"`; a title or a label's text is not a name.
                        let target = elements.first?.trimmedDescription.lowercased() ?? ""
                        let holdsName = target.contains("storyboard") || target.contains("nib")
                        let isValue = elements.last.map { $0.position <= literal.position && literal.endPosition <= $0.endPosition } == true
                        return !interpolated && holdsName && isValue ? ("is assigned here", nil) : nil
                    }
                    let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
                    if operators.contains(where: { $0 != "+" }) { return nil }
                    builtAtRunTime = true
                    continue
                }
                if let argument = parent.as(LabeledExprSyntax.self) {
                    guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
                    let callee = SwiftNameScan.calleeName(call)
                    let arguments = Array(call.arguments)
                    let index = arguments.firstIndex { Syntax($0) == parent }
                    let next = index.flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1].label?.text : nil }
                    if SwiftNameScan.isNameArgument(callee: callee, label: argument.label?.text ?? "_", nextLabel: next) {
                        return builtAtRunTime ? ("is built at run time", nil) : nil
                    }
                    // `Bundle.main.path(forResource: "Main", ofType: "storyboardc")`: the compiled file looked up.
                    if !interpolated, SwiftNameScan.isCompiledResourceLookup(arguments) {
                        return ("is looked up as a compiled resource", nil)
                    }
                    if !interpolated, let callee, helpers.contains(callee) {
                        return ("is passed to the loading helper `\(callee)`, which IBKit could not follow here", nil)
                    }
                    return nil
                }
                if interpolated { continue }
                if let binding = parent.as(PatternBindingSyntax.self) {
                    let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self)
                    let modifiers = declaration?.modifiers.map(\.name.text).filter { ["static", "class"].contains($0) } ?? []
                    let keyword = (modifiers + [declaration?.bindingSpecifier.text ?? "let"]).joined(separator: " ")
                    let name = binding.pattern.trimmedDescription
                    return ("is held in `\(keyword) \(name)`", name)
                }
                if parent.is(ReturnStmtSyntax.self) || parent.is(AccessorBlockSyntax.self) || parent.is(ClosureExprSyntax.self) {
                    let name = enclosingName(parent)
                    return ("is returned by \(name.map { "`\($0)`" } ?? "a closure")", name)
                }
                if let element = parent.as(EnumCaseElementSyntax.self) {
                    let owner = element.ancestorOrSelf(EnumDeclSyntax.self)?.name.text
                    return ("is the raw value of `\(owner.map { $0 + "." } ?? "")\(element.name.text)`", element.name.text)
                }
                if let parameter = parent.as(FunctionParameterSyntax.self) {
                    return ("is the default value of the parameter `\(parameter.secondName?.text ?? parameter.firstName.text)`", nil)
                }
                if parent.is(ArrayElementSyntax.self) || parent.is(DictionaryElementSyntax.self) {
                    return ("is listed in a collection", nil)
                }
                if parent.is(CodeBlockItemSyntax.self) || parent.is(ConditionElementSyntax.self) || parent.is(SwitchCaseLabelSyntax.self)
                    || parent.is(DeclSyntax.self) {
                    // A single-expression getter or function body returns its expression.
                    if parent.is(CodeBlockItemSyntax.self), let list = parent.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
                       list.parent?.is(AccessorBlockSyntax.self) == true || list.parent?.parent?.is(AccessorDeclSyntax.self) == true
                        || list.parent?.parent?.is(FunctionDeclSyntax.self) == true || list.parent?.is(ClosureExprSyntax.self) == true {
                        let name = enclosingName(parent)
                        return ("is returned by \(name.map { "`\($0)`" } ?? "a closure")", name?.replacingOccurrences(of: "()", with: ""))
                    }
                    return nil
                }
            }
            return nil
        }

        /// The property or function a body belongs to.
        private func enclosingName(_ node: Syntax) -> String? {
            var current: Syntax? = node
            while let syntax = current {
                if syntax.is(ClosureExprSyntax.self) { return nil }
                if let binding = syntax.as(PatternBindingSyntax.self) { return binding.pattern.trimmedDescription }
                if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text + "()" }
                current = syntax.parent
            }
            return nil
        }
    }
}

extension SyntaxProtocol {
    /// The nearest ancestor (or self) of a type.
    func ancestorOrSelf<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current: Syntax? = Syntax(self)
        while let syntax = current {
            if let found = syntax.as(T.self) { return found }
            current = syntax.parent
        }
        return nil
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes contain `needle` (memchr-free; files are small and this runs once per file and name).
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        var i = 0
        let last = count - needle.count
        while i <= last {
            if self[i] == first, self[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
