import IBKitEdit
import IBKitProject
import SwiftParser
import SwiftSyntax

/// The targets whose files now `import IBKit` must depend on the IBKit package. A Swift package target gains
/// the product in `Package.swift` when the manifest already names the package; anything else (an Xcode target,
/// a manifest without the package) is said in the plan as the one step left to do by hand.
enum IBKitDependency {
    static func plan(_ plan: inout MigrationPlan, _ context: MigrationContext, filesNowImporting files: [String]) throws(MigrationError) {
        guard !files.isEmpty else { return }
        let checkContext = context.inputs.context
        var needing: [String: [String]] = [:]
        for path in files {
            let modules = checkContext.modules(ofFile: path)
            if modules.isEmpty {
                plan.note(.human, .identifiers, at: plan.changes.displayPath(path), "now imports IBKit, and which target compiles it is not known: make sure that target depends on the IBKit package")
            }
            for module in modules { needing[module, default: []].append(path) }
        }
        // A target where a file imported IBKit before the migration depends on it already.
        let newlyImporting = Set(files)
        for path in PlannedApp.swiftPaths(plan, context) where !newlyImporting.contains(path) {
            guard let bytes = try? plan.changes.read(path), bytes.contains(Array("import IBKit".utf8)) else { continue }
            for module in checkContext.modules(ofFile: path) { needing[module] = nil }
        }
        guard !needing.isEmpty else { return }
        let projects = plan.projectPaths().compactMap { try? XcodeProject.load(xcodeproj: $0) }
        let manifests = PlannedApp.files(plan, context, names: ["Package.swift"])
        for (module, paths) in needing.sorted(by: { $0.key < $1.key }) {
            let count = paths.count == 1 ? "1 file" : "\(paths.count) files"
            if let (project, target) = projects.lazy.compactMap({ p in p.targets.first { $0.moduleName == module }.map { (p, $0) } }).first {
                guard !target.packageProducts.contains("IBKit") else { continue }
                plan.note(.human, .identifiers, at: plan.changes.displayPath(project.path),
                          "target \(target.name) does not depend on the IBKit package yet, and \(count) of it now import IBKit: in Xcode, add the package (File ▸ Add Package Dependencies…) and its IBKit library to the target; the one step the migration leaves to you")
                continue
            }
            if let manifest = manifests.first(where: { path in
                (try? SwiftPackageLayout.load(packageDirectory: Paths.parent(path)))?.targets.contains { $0.moduleName == module } == true
            }) {
                try addProduct(to: module, manifest: manifest, count: count, &plan)
                continue
            }
            plan.note(.human, .identifiers, at: plan.changes.displayPath(paths[0]),
                      "\(count) of module \(module) now import IBKit, and no Xcode project or Package.swift here builds that module: make sure it depends on the IBKit package")
        }
    }

    /// `.product(name: "IBKit", package: …)` into the target's `dependencies:` when the manifest depends on the
    /// IBKit package; else a note saying both lines to add.
    private static func addProduct(to target: String, manifest: String, count: String, _ plan: inout MigrationPlan) throws(MigrationError) {
        let product = ".product(name: \"IBKit\", package: \"IBKit\")"
        guard let bytes = try? plan.changes.read(manifest) else { return }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let finder = ManifestCalls(viewMode: .sourceAccurate)
        finder.walk(tree)
        let place = plan.changes.displayPath(manifest)
        guard finder.packages.contains(where: { identity(of: $0) == "ibkit" }) else {
            plan.note(.human, .identifiers, at: place,
                      "target \(target) does not depend on the IBKit package yet, and \(count) of it now import IBKit: add IBKit to the package's dependencies and \(product) to the target's")
            return
        }
        guard let call = finder.targets.first(where: { $0.arguments.first.flatMap { LoadingSyntax.plainText($0.expression) } == target }) else {
            plan.note(.human, .identifiers, at: place, "target \(target) does not depend on IBKit yet, and its declaration is not a plain `.target(name: \"\(target)\", …)`: add \(product) to its dependencies")
            return
        }
        if call.arguments.contains(where: { $0.trimmedDescription.contains("\"IBKit\"") }) { return }
        let edit: TextEdit
        if let dependencies = call.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self) {
            if let last = dependencies.elements.last {
                edit = last.trailingComma.map { .insert(" \(product)", at: $0.endPositionBeforeTrailingTrivia.utf8Offset) }
                    ?? .insert(", \(product)", at: last.expression.endPositionBeforeTrailingTrivia.utf8Offset)
            } else {
                edit = .insert(product, at: dependencies.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        } else if let name = call.arguments.first {
            edit = .insert(", dependencies: [\(product)]", at: name.expression.endPositionBeforeTrailingTrivia.utf8Offset)
        } else {
            return
        }
        do { try plan.changes.edit(manifest, [edit]) } catch { throw MigrationError("\(manifest): \(error)") }
        plan.note(.change, .identifiers, at: place, "target \(target) depends on IBKit (\(product))")
    }

    /// The package identity SwiftPM gives a `.package(url:…)` or `.package(path:…)`: the last path component,
    /// without `.git`, lowercased.
    static func identity(of package: FunctionCallExprSyntax) -> String? {
        guard let location = package.arguments.first(where: { ["url", "path"].contains($0.label?.text ?? "") })
            .flatMap({ LoadingSyntax.plainText($0.expression) }) else { return nil }
        var last = Paths.lastComponent(location.hasSuffix("/") ? String(location.dropLast()) : location)
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}

/// The `.package(…)` and `.target(…)`-like calls of a manifest.
private final class ManifestCalls: SyntaxVisitor {
    var packages: [FunctionCallExprSyntax] = []
    var targets: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return .visitChildren }
        switch member.declName.baseName.text {
        case "package": packages.append(node)
        case "target", "executableTarget", "testTarget": if node.arguments.first?.label?.text == "name" { targets.append(node) }
        default: break
        }
        return .visitChildren
    }
}
