import IBKitDocument
@testable import IBKitMerge
import Testing

/// Found by the merge fuzzer (LeakSanitizer; Tests/Fixtures/Fuzz/merge/leak-…): with conflict markers, an element
/// ours removed and theirs changed referred to itself as theirs's version, so its tree and the documents stayed
/// allocated after the merge.
@Suite struct MarkerConflictLifetimeTests {
    static func storyboard(_ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="sc1">
                    <objects>
                        <viewController id="vc1">
                            <view key="view" id="vw1">
                                <subviews>
        \(subviews)                    </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    @Test func theTreesAreFreedAfterAMergeWithMarkers() throws {
        weak var theirsImage: MergeNode?
        weak var theirsTree: MergeTree?
        try {
            let image = "                            <imageView id=\"iv1\" image=\"photo\"/>\n"
            let versions = [Self.storyboard(image), Self.storyboard(""), Self.storyboard(image.replacingOccurrences(of: "/>", with: " alpha=\"0.5\"/>"))]
            let documents = try versions.map { try IBDocument(string: $0) }
            let trees = [MergeTree(documents[0], side: .base), MergeTree(documents[1], side: .ours), MergeTree(documents[2], side: .theirs)]
            let merge = TreeMerge(base: trees[0], ours: trees[1], theirs: trees[2], markers: true, theirsWins: .none)
            let root = merge.run()
            #expect(merge.conflicts.count == 1)
            let written = String(decoding: MergeWriter.write(root, ours: documents[1], markers: .init(size: 7, ours: "ours", theirs: "theirs")), as: UTF8.self)
            #expect(written.contains("<<<<<<< ours\n=======\n                            <imageView id=\"iv1\" image=\"photo\" alpha=\"0.5\"/>\n>>>>>>> theirs"))
            theirsImage = try #require(trees[2].byID["iv1"])
            theirsTree = trees[2]
        }()
        #expect(theirsTree == nil)
        #expect(theirsImage == nil)
    }
}
