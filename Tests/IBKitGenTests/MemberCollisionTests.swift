import Foundation
import IBKitDiagnostics
@testable import IBKitGen
import IBKitSwiftIndex
import IBKitTestSupport
import Testing

/// A generated conformance must not change what the app's code means: none is generated where the class, its
/// superclasses or its protocols (or extensions of any of them) already use one of the protocol's names, or where a
/// method of the app would become ambiguous with IBKit's.
@Suite struct MemberCollisionTests {
    static let cellXib = IB.xib(#"<collectionViewCell id="c" customClass="ComposeCell" customModule="App" customModuleProvider="target"/>"#)

    static func nibConventions(_ sources: String) throws -> (conventions: [String], diagnostics: [Diagnostic]) {
        let output = try SwiftGeneratorTests.generate([("App/ComposeCell.xib", cellXib)], sources: ["App/Sources.swift": sources])
        return (SwiftGeneratorTests.conventions(output), output.diagnostics)
    }

    /// Rocket.Chat's share extension: its SECell protocol has a nibName with a default, and a register(_:) for
    /// SECell types. Nibable would make both ambiguous (`type does not conform to protocol 'SECell'`, `ambiguous
    /// use of 'register'`).
    @Test func aProtocolRequirementAndARegisterHelperOfTheAppKeepTheConformanceOut() throws {
        let result = try Self.nibConventions("""
            protocol ReusableCell {
                static var nibName: String { get }
            }
            extension ReusableCell {
                static var nibName: String { "\\(self)" }
            }
            extension UICollectionView {
                func register<T: ReusableCell>(_ cellType: T.Type) {}
            }
            final class ComposeCell: UICollectionViewCell, ReusableCell {}
            """)
        #expect(result.conventions == [])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.ruleID == "gen-member-collision" && diagnostic.severity == .warning)
        #expect((diagnostic.path, diagnostic.line, diagnostic.column) == ("App/ComposeCell.xib", 4, 1), "the cell")
        #expect(diagnostic.message == "ComposeCell is not made Nibable: its protocol ReusableCell declares nibName "
            + "(App/Sources.swift:2:16), as Nibable does: ComposeCell.nibName would become ambiguous; the app's "
            + "UICollectionView.register(_:) for ReusableCell types (App/Sources.swift:8:10) and IBKit's for Nibable "
            + "UICollectionViewCells would both apply: register(ComposeCell.self) would become ambiguous. Rename one of "
            + "them, or use the typed reference in Nibs instead.")
    }

    @Test func aProtocolExtensionMemberAloneIsACollision() throws {
        // `where` clauses are not evaluated: the member may apply, so the conformance is left out.
        let result = try Self.nibConventions("""
            protocol Cell {}
            extension Cell where Self: UICollectionViewCell {
                static var nibBundle: Bundle { .main }
            }
            final class ComposeCell: UICollectionViewCell, Cell {}
            """)
        #expect(result.conventions == [])
        #expect(result.diagnostics.map(\.message).first?.contains("its protocol Cell declares nibBundle (App/Sources.swift:3:16)") == true)
    }

    @Test func anExtensionOfASystemSuperclassIsACollision() throws {
        let result = try Self.nibConventions("""
            extension UIView {
                static func loadFromNib() -> Self? { nil }
            }
            final class ComposeCell: UICollectionViewCell {}
            """)
        #expect(result.conventions == [])
        #expect(result.diagnostics.first?.message.contains("its superclass UIView declares loadFromNib() (App/Sources.swift:2:17), "
            + "as Nibable does: the app's code would use UIView's and IBKit Nibable's") == true)
    }

    @Test func theClassesOwnRequirementIsAWitnessNotACollision() throws {
        let result = try Self.nibConventions("""
            protocol ReusableCell { static var nibName: String { get } }
            final class ComposeCell: UICollectionViewCell, ReusableCell {
                static var nibName: String { "ComposeCell" }
            }
            """)
        #expect(result.conventions == ["extension ComposeCell: IBKit.Nibable {}"])
        #expect(result.diagnostics == [])
    }

    @Test func methodsACallOfIBKitsLabelsDoesNotReachAreNoCollision() throws {
        let result = try Self.nibConventions("""
            extension UIView {
                static func loadFromNib(named name: String) -> UIView? { nil }
            }
            extension UICollectionView {
                func register<T: UICollectionViewCell>(_ cellType: T.Type, prefix: String) {}
                func register(_ cellType: UICollectionViewCell.Type) {}
            }
            protocol Other {}
            extension UICollectionView {
                func register<T: Other>(_ cellType: T.Type) {}
            }
            final class ComposeCell: UICollectionViewCell {}
            """)
        #expect(result.conventions == ["extension ComposeCell: IBKit.Nibable {}"])
        #expect(result.diagnostics == [])
    }

    @Test func aDefaultedParameterStillReachesTheCall() throws {
        let result = try Self.nibConventions("""
            extension UIView {
                static func loadFromNib(bundle: Bundle? = nil) -> Self? { nil }
            }
            final class ComposeCell: UICollectionViewCell {}
            """)
        #expect(result.conventions == [])
        #expect(result.diagnostics.first?.message.contains("declares loadFromNib(bundle:)") == true)
    }

    @Test func aGeneratedMemberASuperclassDeclaresIsNotRedeclared() throws {
        let files = [("App/Main.storyboard", IB.storyboard(initial: "a", SwiftGeneratorTests.viewController("a", "RoomsViewController")))]
        let output = try SwiftGeneratorTests.generate(files, sources: ["App/V.swift": """
            class BaseViewController: UIViewController {
                class var storyboardName: String { "Base" }
            }
            final class RoomsViewController: BaseViewController {}
            """])
        #expect(SwiftGeneratorTests.conventions(output) == [])
        #expect(output.diagnostics.map(\.message) == ["RoomsViewController is not made Storyboardable: its superclass "
            + "BaseViewController declares storyboardName (App/V.swift:2:15): the storyboardName the IB files need cannot be "
            + "declared again in RoomsViewController. Rename one of them, or use the typed reference in Storyboards instead."])
    }

    @Test func anAppProtocolWithAReuseIdentifierKeepsCustomReuseIdentifierOut() throws {
        // A generated reuseIdentifier would become the witness of the app's protocol and change its value.
        let files = [("App/List.xib", IB.xib(#"<tableViewCell id="c" customClass="ListCell" customModule="App" reuseIdentifier="list"/>"#))]
        let output = try SwiftGeneratorTests.generate(files, sources: ["App/V.swift": """
            protocol ReusableView: AnyObject { static var reuseIdentifier: String { get } }
            extension ReusableView { static var reuseIdentifier: String { String(describing: self) } }
            final class ListCell: UITableViewCell, ReusableView {}
            """])
        #expect(!SwiftGeneratorTests.conventions(output).contains { $0.contains("CustomReuseIdentifier") })
        #expect(output.diagnostics.contains { $0.message.hasPrefix("ListCell is not made CustomReuseIdentifier: its protocol ReusableView declares reuseIdentifier") })
    }

    /// The table of what each protocol adds is the runtime library's: every static member and method its protocol
    /// extensions declare, and its requirements.
    @Test func theProtocolSurfacesAreThoseOfSourcesIBKit() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/Runtime/IBKit").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let index = SwiftIndex(files: try files.map { name in
            SwiftIndexer.index(source: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8), path: name)
        })
        for protocolName in GenConformance.ProtocolName.allCases {
            var names = Set([protocolName.rawValue])
            if protocolName == .nibOwnerLoadable { names.insert("Nibable") }
            var staticMembers = Set<String>(), instanceMembers = Set<String>(), requirements = Set<String>()
            for file in index.files {
                for p in file.protocols where names.contains(p.name) { requirements.formUnion(p.members.map(\.name)) }
                for c in file.classes where c.isExtension && names.contains(c.name) {
                    for m in c.members where m.isStatic || m.kind == .function {
                        if m.isStatic { staticMembers.insert(m.name) } else { instanceMembers.insert(m.name) }
                    }
                }
            }
            let surface = ProtocolSurface.of(protocolName)
            #expect(Set(surface.requirements.keys) == requirements, "\(protocolName)")
            #expect(Set(surface.staticMembers.keys) == staticMembers.union(requirements).subtracting(["checkedStoryboard", "failure"]),
                    "\(protocolName): internal helpers aside")
            #expect(Set(surface.instanceMembers.keys) == instanceMembers, "\(protocolName)")
        }
    }
}
