import SwiftParser
import SwiftSyntax
import IBKitPlumbing

/// Where code makes a view controller that UIKit gives a nib by its default lookup: `HomeViewController()`,
/// `HomeViewController(nibName: nil, bundle: nil)` (also `.init`, any bundle). With a nil `nibName`, UIKit loads
/// `HomeView.xib` or else `HomeViewController.xib` (Apple's documented search, `UIViewController.nibName`), and
/// with neither, an empty view. Read from the syntax of one file on demand, as `MemberUses` is.
public enum DefaultNibConstructions {
    /// The places in one file that make one of `types` so.
    public static func find(ofTypes types: Set<String>, source: [UInt8], path: String) -> [(type: String, position: SourcePosition)] {
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let finder = Finder(types: types, path: path, converter: SourceLocationConverter(fileName: path, tree: tree))
        finder.walk(tree)
        return finder.found
    }

    /// The nib names UIKit tries for a view controller class with a nil `nibName`, in its order.
    public static func defaultNames(of className: String) -> [String] {
        let name = SwiftIndex.lastComponent(className)
        let suffix = "Controller"
        return name.hasSuffix(suffix) && name.count > suffix.count ? [String(name.dropLast(suffix.count)), name] : [name]
    }

    private final class Finder: SyntaxVisitor {
        let types: Set<String>
        let path: String
        let converter: SourceLocationConverter
        var found: [(type: String, position: SourcePosition)] = []

        init(types: Set<String>, path: String, converter: SourceLocationConverter) {
            self.types = types
            self.path = path
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            var called = node.calledExpression
            if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
                called = base
            }
            guard node.trailingClosure == nil, let reference = called.as(DeclReferenceExprSyntax.self),
                  types.contains(reference.baseName.text), Self.takesTheDefaultNib(node.arguments) else { return .visitChildren }
            let location = node.positionAfterSkippingLeadingTrivia
            let place = converter.location(for: location)
            found.append((reference.baseName.text, SourcePosition(path: path, line: place.line, column: place.column)))
            return .visitChildren
        }

        /// No arguments, or `nibName: nil` with `bundle:`.
        private static func takesTheDefaultNib(_ arguments: LabeledExprListSyntax) -> Bool {
            if arguments.isEmpty { return true }
            let list = Array(arguments)
            return list.count == 2 && list[0].label?.text == "nibName" && list[0].expression.is(NilLiteralExprSyntax.self)
                && list[1].label?.text == "bundle"
        }
    }
}
