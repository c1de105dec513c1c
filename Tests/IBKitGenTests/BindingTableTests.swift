import Foundation
@testable import IBKitGen
import Testing

/// `ibkit gen`'s binding tables: one entry per binding, with the conversion the view and the model's type call for.
@Suite struct BindingTableTests {
    private static func bound(_ id: String, _ element: String, _ key: String) -> String {
        """
        <\(element) contentMode="scaleToFill" id="\(id)">
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="ibkitBinding" value="\(key)"/>
            </userDefinedRuntimeAttributes>
        </\(element)>
        """
    }

    static let cell = IB.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="PhotoCell" id="pc1" customClass="PhotoCell" customModule="App" customModuleProvider="target">
            \(bound("l1", "label", "title"))
            \(bound("l2", "label", "author.name"))
            \(bound("l3", "label", "takenAt | date"))
            \(bound("i1", "imageView", "thumbnail"))
            \(bound("i2", "imageView", "symbolName"))
            \(bound("b1", "view", "!isPublished"))
            \(bound("s1", "switch", "isFavorite"))
            \(bound("r1", "slider", "rating"))
            \(bound("p1", "progressView", "progress"))
            \(bound("t1", "stepper", "count"))
            \(bound("u1", "label", "untyped"))
            \(bound("x1", "label", "titel"))
        </tableViewCell>
        """)

    static let sources = [
        "App/Photo.swift": """
            struct Photo {
                let title: String
                var author: Author?
                var takenAt: Date
                var thumbnail: UIImage?
                let symbolName: String
                var isPublished = false
                var isFavorite: Bool
                var rating: Float
                var progress: Double
                var count = 0
                var untyped = makeUntyped()
            }
            struct Author {
                let name: String
            }
            """,
        "App/Cells.swift": """
            final class PhotoCell: UITableViewCell, Bindable {
                typealias Model = Photo
            }
            final class EmptyCell: UITableViewCell, Bindable {
                typealias Model = Photo
            }
            final class PlainCell: UITableViewCell {}
            """,
    ]

    @Test func everyConversionIsWrittenAsItsEntry() throws {
        let output = try SwiftGeneratorTests.generate([("App/PhotoCell.xib", Self.cell)], sources: Self.sources)
        let start = try #require(output.source.range(of: "\nextension EmptyCell {"))
        let end = try #require(output.source.range(of: "// MARK: - Bundle"))
        // Written by hand from docs/binding.md's table, not copied from a run.
        #expect(String(output.source[start.lowerBound..<end.lowerBound]) == #"""

            extension EmptyCell {
                internal static let bindingTable = IBKit.BindingTable<Model>([])
            }

            extension PhotoCell {
                internal static let bindingTable = IBKit.BindingTable<Model>([
                    .text("title", \.title, .label, at: "PhotoCell.xib", "l1"),
                    .text("author.name", \.author?.name, .label, at: "PhotoCell.xib", "l2"),
                    .formatted("takenAt | date", \.takenAt, formatter: "date", .label, at: "PhotoCell.xib", "l3"),
                    .image("thumbnail", \.thumbnail, at: "PhotoCell.xib", "i1"),
                    .imageNamed("symbolName", \.symbolName, at: "PhotoCell.xib", "i2"),
                    .isHidden("!isPublished", \.isPublished, negated: true, .view, at: "PhotoCell.xib", "b1"),
                    .isOn("isFavorite", \.isFavorite, at: "PhotoCell.xib", "s1"),
                    .fraction("rating", \.rating, .slider, at: "PhotoCell.xib", "r1"),
                    .fraction("progress", \.progress, .progressView, at: "PhotoCell.xib", "p1"),
                    .stepper("count", \.count, at: "PhotoCell.xib", "t1"),
                    .text("untyped", \.untyped, .label, at: "PhotoCell.xib", "u1"),
                ])
            }


            """#)
        // The misspelled key is left out, and said so where it is.
        #expect(output.diagnostics.contains { $0.ruleID == "gen-binding" && $0.line > 0 && $0.message.contains("Photo has no property 'titel'") })
    }

    @Test func noSourcesNoTables() throws {
        let output = try SwiftGeneratorTests.generate([("App/PhotoCell.xib", Self.cell)])
        #expect(!output.source.contains("bindingTable"))
    }
}
