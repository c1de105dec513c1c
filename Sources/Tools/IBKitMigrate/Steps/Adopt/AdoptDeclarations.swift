import IBKitEdit
import SwiftSyntax

/// The declarations the typed API needs: a conformance on the class, `import IBKit` in the file.
enum AdoptDeclarations {
    /// `class T: Base {` → `class T: Base, Protocol {`, at the class's top-level declaration; nil when the file
    /// declares no such class with an inheritance clause.
    static func conformance(_ protocolName: String, of className: String, in tree: SourceFileSyntax) -> TextEdit? {
        for item in tree.statements {
            guard let declaration = item.item.as(ClassDeclSyntax.self), declaration.name.text == className,
                  let last = declaration.inheritanceClause?.inheritedTypes.last else { continue }
            return .insert(", \(protocolName)", at: last.type.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return nil
    }

    /// Whether the file imports IBKit (plainly, `@testable`, or a declaration of it).
    static func importsIBKit(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "IBKit" }
    }

    /// `import IBKit` on a line of its own, among the file's imports in alphabetical order (before the first that
    /// sorts after it, else after the last); nil when the file already imports it.
    static func importLine(in tree: SourceFileSyntax) -> TextEdit? {
        guard !importsIBKit(tree) else { return nil }
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }.filter { $0.attributes.isEmpty }
        if let next = imports.first(where: { ($0.path.first?.name.text ?? "") > "IBKit" }) {
            return .insert("import IBKit\n", at: next.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        if let last = imports.last {
            return .insert("\nimport IBKit", at: last.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return .insert("import IBKit\n\n", at: tree.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0)
    }
}
