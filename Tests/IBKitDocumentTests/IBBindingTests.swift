import IBKitDocument
import Testing

struct IBBindingTests {
    private static func binding(_ key: String, type: String = "string") -> String {
        #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="\#(type)" keyPath="ibkitBinding" value="\#(key)"/></userDefinedRuntimeAttributes>"#
    }

    @Test func bindingsAndTheirOwnersInAStoryboard() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="vc1" customClass="PhotosViewController" sceneMemberID="viewController">
                                <tableView key="view" id="tv1">
                                    <prototypes>
                                        <tableViewCell id="c1" customClass="PhotoCell">
                                            <tableViewCellContentView key="contentView" id="cv1">
                                                <subviews>
                                                    <label id="l1">\(Self.binding("title"))</label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                    <view key="tableHeaderView" id="h1">
                                        <subviews>
                                            <label id="l2">\(Self.binding("photos.count | integer"))</label>
                                            <switch id="sw1">\(Self.binding("1", type: "number"))</switch>
                                        </subviews>
                                    </view>
                                </tableView>
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                            <customObject id="p1" customClass="PhotosPresenter"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try IBDocument(bytes: Array(xml.utf8), path: "Main.storyboard")
        let bindings = document.bindings
        #expect(bindings.map { $0.view.id } == ["l1", "l2", "sw1"])
        #expect(bindings.map(\.text) == ["title", "photos.count | integer", nil])
        // A cell's label is the cell's alone; the header's belongs to the scene's controller, then its objects.
        #expect(bindings[0].ownerCandidates.map(\.id) == ["c1"])
        #expect(bindings[1].ownerCandidates.map(\.id) == ["vc1", "p1"])
        #expect(bindings[0].attribute.location.line == 12)
    }

    @Test func aXibsOwnersAreItsClassedTopLevelViewThenFilesOwner() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController"/>
                    <view contentMode="scaleToFill" id="v1" customClass="ProfileHeader">
                        <subviews><label id="l1">\(Self.binding("name"))</label></subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocument(bytes: Array(xml.utf8), path: "Profile.xib")
        #expect(document.bindings.first?.ownerCandidates.map(\.id) == ["v1", "-1"])
        // `ibkit dump` shows it.
        #expect(document.jsonDump().contains(#""key": "name""#) && document.jsonDump().contains(#""ownerClass": "ProfileHeader""#))
    }
}
