import IBKitDocument
import IBKitEdit
import IBKitLint
import IBKitRuleModel
import IBKitSwiftIndex
import SwiftParser
import SwiftSyntax

/// Storyboard identifiers and reuse identifiers become class names (what `storyboard-viewcontroller-id` and
/// `reuse-identifier` advise), and every string literal the code loads the old name with follows, so that IB and
/// code never disagree. A name the code reaches otherwise (a constant, a value built at run time), or one that two
/// objects share but would change differently, is left as it is and listed for a person.
public struct IdentifiersStep: MigrationStep {
    public static let id = MigrationStepID.identifiers

    public init() {}

    public func plan(_ plan: inout MigrationPlan, _ context: MigrationContext) throws(MigrationError) {
        let renames = Self.renames(plan: &plan, context)
        // Renames by old name: code that loads "Cell" cannot follow two new names.
        var groups: [String: [IdentifierRename]] = [:]
        for r in renames {
            guard let old = r.oldValue else { continue }
            groups[Self.groupKey(r.kind, old), default: []].append(r)
        }
        var ibEdits: [String: [TextEdit]] = [:]
        var codeEdits: [String: [(StringReference, String)]] = [:]
        let census = LiteralCensus(names: Set(renames.compactMap(\.oldValue)), plan: &plan, context: context)
        let unresolved = UnresolvedLoads(context.index)
        for rename in renames {
            guard let old = rename.oldValue else {
                // Nothing loads a name that does not exist yet: only IB changes.
                try add(rename, to: &ibEdits, &plan)
                continue
            }
            let group = groups[Self.groupKey(rename.kind, old)] ?? []
            let uses = Self.uses(of: old, kind: rename.kind, context)
            // The most specific reason first: a use or a literal names the place to change; an unreadable load of
            // that kind only says that no name of it can change.
            let reason = (uses.isEmpty ? nil : Self.reasonToLeave(group: group, uses: uses, context))
                ?? Self.unfollowedLiterals(of: old, kind: rename.kind, uses: uses, census: census, plan: plan, context)
                ?? unresolved.reason(Self.referenceKind(rename.kind), display: { plan.changes.displayPath($0) })
            if let reason {
                if group.first == rename {
                    plan.note(.human, .identifiers, at: plan.place(rename.path, rename.line, rename.column), "\(rename.kind.rawValue) '\(old)' stays: \(reason)")
                }
                continue
            }
            if group.first == rename {
                for use in uses { codeEdits[use.position.path, default: []].append((use, rename.newValue)) }
            }
            try add(rename, to: &ibEdits, &plan)
        }
        for (path, edits) in ibEdits.sorted(by: { $0.key < $1.key }) {
            do { try plan.changes.edit(path, edits) } catch { throw MigrationError("\(path): \(error)") }
        }
        for (path, uses) in codeEdits.sorted(by: { $0.key < $1.key }) {
            try editLiterals(path, uses, &plan, context)
        }
    }

    private static func groupKey(_ kind: IdentifierRename.Kind, _ old: String) -> String { kind.rawValue + "\u{0}" + old }

    /// What the two convention rules advise, for every IB file as the plan leaves it.
    static func renames(plan: inout MigrationPlan, _ context: MigrationContext) -> [IdentifierRename] {
        var result: [IdentifierRename] = []
        // The rules with their default options: library classes and classes on several scenes are skipped there.
        var rules: [any Rule] = []
        if let rule = try? StoryboardViewControllerIDRule(options: .empty(StoryboardViewControllerIDRule.description.id)) { rules.append(rule) }
        if let rule = try? ReuseIdentifierRule(options: .empty(ReuseIdentifierRule.description.id)) { rules.append(rule) }
        for file in context.files {
            guard let document = plan.document(file.path, original: file.document) else { continue }
            let current = LintFile(document: document, path: file.path, assets: file.assets)
            var violations: [Violation] = []
            for rule in rules { rule.validate(current, into: &violations) }
            var seen = Set<String>()
            for advice in violations.flatMap(\.advice) where seen.insert(advice.objectID + advice.name.rawValue).inserted {
                let kind: IdentifierRename.Kind
                switch advice.name {
                case .storyboardIdentifier: kind = .storyboardIdentifier
                case .reuseIdentifier: kind = .reuseIdentifier
                default: continue
                }
                guard let element = document.element(id: advice.objectID) else { continue }
                let old = kind == .storyboardIdentifier ? element.storyboardIdentifier : element.reuseIdentifier
                guard old != advice.value else { continue }
                result.append(IdentifierRename(kind: kind, path: file.path, objectID: advice.objectID, className: advice.className,
                                               oldValue: old.flatMap { $0.isEmpty ? nil : $0 }, newValue: advice.value,
                                               line: element.location.line, column: element.location.column))
            }
        }
        return result.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
    }

    static func referenceKind(_ kind: IdentifierRename.Kind) -> StringReference.Kind {
        kind == .storyboardIdentifier ? .viewControllerIdentifier : .reuseIdentifier
    }

    /// The code's uses of an IB name, by the index: string literals and constants at UIKit's loading calls, in
    /// Swift and in Objective-C.
    static func uses(of name: String, kind: IdentifierRename.Kind, _ context: MigrationContext) -> [StringReference] {
        let wanted = referenceKind(kind)
        return (context.index.references + context.index.objectiveCReferences).filter {
            $0.kind == wanted && $0.value == name && $0.framework != .appKit
        }
    }

    /// Why the old name must stay, or nil when every use is a literal the step can change and every object of that
    /// name gets the same new one.
    static func reasonToLeave(group: [IdentifierRename], uses: [StringReference], _ context: MigrationContext) -> String? {
        let values = Set(group.map(\.newValue))
        if values.count > 1 {
            let places = group.map { "\(context.inputs.context.display($0.path)):\($0.line) → \($0.newValue)" }.joined(separator: ", ")
            return "objects of different classes share it (\(places)) and the code loads it by that one name; give each its own name in IB and code together"
        }
        if let indirect = uses.first(where: { $0.via != nil }) {
            return "the code reaches it through \(indirect.via ?? "a constant") at \(context.inputs.context.display(indirect.position.path)):\(indirect.position.line); change that definition and IB together"
        }
        // IB objects of that name the step does not rename (another module's class, no class) would lose their user.
        let renamed = Set(group.map(\.objectID))
        let kept = context.files.flatMap { file in
            file.document.elements.filter { element in
                let value = group.first?.kind == .storyboardIdentifier ? element.storyboardIdentifier : element.reuseIdentifier
                return value == group.first?.oldValue && !renamed.contains(element.id ?? "")
            }.map { "\(context.inputs.context.display(file.path)):\($0.location.line)" }
        }
        if let other = kept.first {
            return "\(other) has the same name and no class to follow, and the code's uses cannot be told apart"
        }
        return nil
    }

    /// Why the name must stay when the sources write it as a literal somewhere the step would not rewrite — a
    /// `let`, an enum's raw value, a helper's argument, Objective-C, a test, a property list: a load the index did
    /// not follow, which would fail once IB has the new name. Nil when every literal is one of `uses`.
    static func unfollowedLiterals(of name: String, kind: IdentifierRename.Kind, uses: [StringReference], census: LiteralCensus,
                                   plan: MigrationPlan, _ context: MigrationContext) -> String? {
        let wanted = referenceKind(kind)
        let paths = plan.changes.paths
        let others = census.unaccounted(name, kind: wanted, followed: uses, references: context.index.references + context.index.objectiveCReferences,
                                        absolute: { paths.absolutePath($0) })
        guard let first = others.first else { return nil }
        let more = others.count > 1 ? " (and \(others.count - 1) more)" : ""
        return "the sources also write \"\(name)\" at \(plan.changes.displayPath(first.path)):\(first.line):\(first.column)\(more), "
            + "which the plan cannot prove is not a load of it; change that code and IB together"
    }

    private func add(_ rename: IdentifierRename, to edits: inout [String: [TextEdit]], _ plan: inout MigrationPlan) throws(MigrationError) {
        guard let document = plan.document(rename.path), let element = document.element(id: rename.objectID) else { return }
        let attribute = rename.kind == .storyboardIdentifier ? "storyboardIdentifier" : "reuseIdentifier"
        do {
            edits[rename.path, default: []].append(try IBEdits.setAttribute(attribute, to: rename.newValue, of: element, insertingAfter: "id"))
        } catch {
            throw MigrationError("\(rename.path):\(rename.line): \(error)")
        }
        let from = rename.oldValue.map { "'\($0)'" } ?? "none"
        plan.note(.change, .identifiers, at: plan.place(rename.path, rename.line, rename.column),
                  "\(rename.kind.rawValue) of \(rename.className) (object \(rename.objectID)): \(from) → '\(rename.newValue)'")
    }

    /// Changes each use's literal, found at its line by its content; a use the file no longer has at that place is
    /// an error (nothing is written).
    private func editLiterals(_ path: String, _ uses: [(StringReference, String)], _ plan: inout MigrationPlan,
                              _ context: MigrationContext) throws(MigrationError) {
        guard let bytes = try? plan.changes.read(path) else { throw MigrationError("\(path): cannot be read") }
        if ObjCLiteral.isObjectiveC(path) { return try editObjectiveC(path, bytes, uses, &plan) }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let literals = LiteralCollector(viewMode: .sourceAccurate)
        literals.walk(tree)
        var edits: [TextEdit] = []
        for (use, value) in uses {
            let onLine = literals.found.filter {
                converter.location(for: $0.positionAfterSkippingLeadingTrivia).line == use.position.line && $0.plainValue == use.value
            }
            guard let literal = onLine.min(by: {
                abs(converter.location(for: $0.positionAfterSkippingLeadingTrivia).column - use.position.column)
                    < abs(converter.location(for: $1.positionAfterSkippingLeadingTrivia).column - use.position.column)
            }) else {
                throw MigrationError("\(path):\(use.position.line): the literal \"\(use.value)\" is not where the index found it")
            }
            do { edits.append(try SwiftEdits.replaceContent(of: literal, with: value)) } catch {
                throw MigrationError("\(path):\(use.position.line): \(error)")
            }
            plan.note(.change, .identifiers, at: plan.place(path, use.position.line, use.position.column),
                      "\"\(use.value)\" → \"\(value)\"")
        }
        do { try plan.changes.edit(path, edits) } catch { throw MigrationError("\(path): \(error)") }
    }

    /// The same for `@"…"` in an Objective-C file, found where `ObjCLoadScanner` recorded it.
    private func editObjectiveC(_ path: String, _ bytes: [UInt8], _ uses: [(StringReference, String)],
                                _ plan: inout MigrationPlan) throws(MigrationError) {
        var edits: [TextEdit] = []
        for (use, value) in uses {
            guard let edit = ObjCLiteral.edit(in: bytes, line: use.position.line, column: use.position.column, from: use.value, to: value) else {
                throw MigrationError("\(path):\(use.position.line): the literal @\"\(use.value)\" is not where the index found it")
            }
            edits.append(edit)
            plan.note(.change, .identifiers, at: plan.place(path, use.position.line, use.position.column),
                      "@\"\(use.value)\" → @\"\(value)\"")
        }
        do { try plan.changes.edit(path, edits) } catch { throw MigrationError("\(path): \(error)") }
    }
}

/// Every string literal of a file.
private final class LiteralCollector: SyntaxVisitor {
    var found: [StringLiteralExprSyntax] = []
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}

extension StringLiteralExprSyntax {
    /// The value of a literal without interpolation or escapes.
    var plainValue: String? {
        guard segments.count == 1, case .stringSegment(let segment)? = segments.first else { return segments.isEmpty ? "" : nil }
        let text = segment.content.text
        return text.contains("\\") ? nil : text
    }
}
