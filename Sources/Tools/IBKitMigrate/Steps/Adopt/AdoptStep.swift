import IBKitDocument
import IBKitEdit
import IBKitSwiftIndex
import SwiftParser
import SwiftSyntax

/// `--adopt`, the identifiers step's second mode, run after every other step so that names are final: loading
/// calls written the usual way become IBKit's typed API (`T.instance()`, `register(T.self)`,
/// `dequeueReusableCell(T.self, for:)`), the classes gain the conformance the call needs, the files
/// `import IBKit`, and the plan names each target that does not depend on IBKit yet.
///
/// A call is rewritten only when the new one loads what the old one did (the same scene, the same xib, the same
/// reuse identifier), or the old one could only crash; anything else stays as it is, with the reason.
public struct AdoptStep: MigrationStep {
    public static let id = MigrationStepID.identifiers

    public init() {}

    /// Words a file must hold to have a site: files without them are not parsed.
    static let keywords: [[UInt8]] = ["instantiate", "dequeueReusableCell", "register("].map { Array($0.utf8) }

    public func plan(_ plan: inout MigrationPlan, _ context: MigrationContext) throws(MigrationError) {
        let app = AdoptApp(&plan, context)
        var sources = AdoptSources()
        var edits: [String: [TextEdit]] = [:]
        var conformances: [String: Set<String>] = [:]  // class → protocols it gains
        for path in PlannedApp.swiftPaths(plan, context) {
            guard let bytes = try? plan.changes.read(path), Self.keywords.contains(where: { bytes.contains($0) }),
                  let tree = sources.tree(path, &plan) else { continue }
            let finder = AdoptSiteFinder(tree: tree, bytes: bytes)
            finder.walk(tree)
            var rewrittenUses: [AdoptSite.Variable: Int] = [:]
            for site in finder.sites {
                let place = plan.place(path, site.line, site.column)
                switch app.verdict(site, sources: &sources, plan: &plan) {
                case .rewrite(let remark):
                    edits[path, default: []].append(contentsOf: site.edits)
                    if let variable = site.variable { rewrittenUses[variable, default: 0] += 1 }
                    if let conformance = site.conformance, !app.index.conforms(site.typeName, to: conformance) {
                        conformances[site.typeName, default: []].insert(conformance)
                    }
                    plan.note(.change, .identifiers, at: place, "\(site.before) → \(site.after)" + (remark.map { " (\($0))" } ?? ""))
                case .leave(let reason):
                    plan.note(.human, .identifiers, at: place, "\(site.before) stays: \(reason)")
                case .skip:
                    continue
                }
            }
            // A `let storyboard` no call uses any more would be a compiler warning: it goes.
            for (variable, count) in rewrittenUses where count == variable.uses {
                edits[path, default: []].append(.delete(variable.declaration))
            }
        }
        for (className, protocols) in conformances.sorted(by: { $0.key < $1.key }) {
            guard let path = app.declarationPath(className), let tree = sources.tree(path, &plan) else { continue }
            for name in protocols.sorted() {
                guard let edit = AdoptDeclarations.conformance(name, of: className, in: tree) else { continue }
                edits[path, default: []].append(edit)
                let line = SourceLocationConverter(fileName: path, tree: tree).location(for: AbsolutePosition(utf8Offset: edit.range.lowerBound)).line
                plan.note(.change, .identifiers, at: plan.place(path, line, 1), "\(className) conforms to \(name)")
            }
        }
        var importing: [String] = []
        for path in edits.keys.sorted() {
            guard let tree = sources.tree(path, &plan), let edit = AdoptDeclarations.importLine(in: tree) else { continue }
            edits[path, default: []].append(edit)
            importing.append(path)
        }
        for (path, fileEdits) in edits.sorted(by: { $0.key < $1.key }) {
            do { try plan.changes.edit(path, fileEdits) } catch { throw MigrationError("\(path): \(error)") }
        }
        try IBKitDependency.plan(&plan, context, filesNowImporting: importing)
    }
}

/// What a site's verdict may be.
enum AdoptVerdict {
    /// Rewrite it; the remark says what changes besides the form (a call that crashed now loads its scene).
    case rewrite(remark: String?)
    /// Leave it, and tell a person why.
    case leave(String)
    /// Leave it without a word: nothing about it is the convention's (another identifier, a class the app does not know).
    case skip
}

/// Swift files parsed once per run, as the plan leaves them.
struct AdoptSources {
    private var trees: [String: SourceFileSyntax?] = [:]

    mutating func tree(_ path: String, _ plan: inout MigrationPlan) -> SourceFileSyntax? {
        if let known = trees[path] { return known }
        let tree = (try? plan.changes.read(path)).flatMap { $0 }.map { bytes in bytes.withUnsafeBufferPointer { Parser.parse(source: $0) } }
        trees[path] = tree
        return tree
    }
}
