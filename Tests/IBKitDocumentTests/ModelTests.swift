import Foundation
@testable import IBKitDocument
import Testing

/// The typed model over small documents written for the purpose, plus a few facts about real corpus files.
@Suite struct ModelTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-1">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="32700.99.1234"/>
            </dependencies>
            <scenes>
                <!--Navigation-->
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav-1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-1">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="home-1" kind="relationship" relationship="rootViewController" id="seg-root"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s-home">
                    <objects>
                        <viewController storyboardIdentifier="HomeViewController" id="home-1" customClass="HomeViewController" customModule="Gallery" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" userLabel="Title" text="Tom &amp; Jerry&#10;2" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="label-1">
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                        <color key="textColor" name="BrandColor"/>
                                    </label>
                                    <button opaque="NO" ambiguous="YES" contentMode="scaleToFill" id="button-1">
                                        <state key="normal" title="Go" image="arrow.right"/>
                                        <connections>
                                            <action selector="didTap:" destination="home-1" eventType="touchUpInside" id="act-1"/>
                                            <segue destination="ref-1" kind="show" identifier="showDetail" id="seg-show"/>
                                        </connections>
                                    </button>
                                    <imageView contentMode="scaleAspectFit" image="Logo" id="image-1"/>
                                    <tableView contentMode="scaleToFill" id="table-1">
                                        <prototypes>
                                            <tableViewCell reuseIdentifier="ItemCell" id="cell-1" customClass="ItemCell" customModule="Gallery">
                                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                    <fancyWidget answer="42" id="fancy-1">
                                        <sprocket size="3"/>
                                        <note>Keep &lt;this&gt;</note>
                                    </fancyWidget>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe-1"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="label-1" firstAttribute="top" secondItem="safe-1" secondAttribute="top" constant="20" id="c-1"/>
                                    <constraint firstAttribute="trailing" secondItem="label-1" secondAttribute="trailing" multiplier="2" priority="750" relation="greaterThanOrEqual" id="c-2"/>
                                </constraints>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                        <integer key="value" value="8"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="label-1" id="out-1"/>
                                <outletCollection property="buttons" destination="button-1" collectionClass="NSMutableArray" id="oc-1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-2" sceneMemberID="firstResponder"/>
                        <customObject id="obj-1" customClass="HomePresenter" customModule="Gallery" userLabel="Presenter"/>
                        <exit id="exit-1" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="s-ref">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="DetailViewController" id="ref-1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="arrow.right" catalog="system" width="128" height="98"/>
                <namedColor name="BrandColor">
                    <color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ItemCell" customModule="Gallery" customModuleProvider="target"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="ItemCell" id="cell-1" customClass="ItemCell" customModule="Gallery">
                    <tableViewCellContentView key="contentView" id="content-1">
                        <subviews>
                            <label text="Name" id="name-1">
                                <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="15"/>
                                <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="44" id="h-1"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="nameLabel" destination="name-1" id="o-1"/>
                    </connections>
                </tableViewCell>
                <viewController id="vc-1" customClass="PickerViewController"/>
                <customObject id="obj-1" customClass="PickerPresenter"/>
            </objects>
        </document>

        """

    /// Line and column (in characters) of the first occurrence of `needle`, counted without the parser.
    static func position(of needle: String, in text: String) -> (line: Int, column: Int) {
        let range = text.range(of: needle)!
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return (line, before[lineStart...].unicodeScalars.count + 1)
    }

    static func expectLocation(_ element: IBElement?, at needle: String, in text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let element else {
            Issue.record("no element for \(needle)", sourceLocation: sourceLocation)
            return
        }
        let expected = position(of: needle, in: text)
        #expect(element.location.line == expected.line, "\(needle)", sourceLocation: sourceLocation)
        #expect(element.location.column == expected.column, "\(needle)", sourceLocation: sourceLocation)
    }

    // MARK: - Document

    @Test func documentAttributes() throws {
        let doc = try IBDocument(string: Self.storyboard, path: "Home.storyboard")
        #expect(doc.path == "Home.storyboard")
        #expect(doc.kind == .storyboard)
        #expect(doc.platform == .iOS)
        #expect(doc.type == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        #expect(doc.version == "3.0")
        #expect(doc.toolsVersion == "32700.99.1234")
        #expect(doc.isToolsVersionXcode15Constant)
        #expect(doc.targetRuntime == "iOS.CocoaTouch")
        #expect(doc.propertyAccessControl == "none")
        #expect(doc.useAutolayout == true)
        #expect(doc.useTraitCollections == true)
        #expect(doc.useSafeAreas == true)
        #expect(doc.colorMatched == true)
        #expect(!doc.isLaunchScreen)
        #expect(doc.initialViewControllerID == "nav-1")
        #expect(doc.initialViewController?.kind == "navigationController")
        #expect(doc.device?.attributes.map(\.name) == ["id", "orientation", "appearance"])
        #expect(doc.device?[.id] == "retina6_12")
        #expect(doc.root.is(.document))
        #expect(doc.root.parent == nil)
    }

    @Test func olderToolsVersionIsNotTheXcode15Constant() throws {
        let doc = try IBDocument(string: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" launchScreen="YES" useAutolayout="NO"/>"#)
        #expect(doc.toolsVersion == "14113")
        #expect(!doc.isToolsVersionXcode15Constant)
        #expect(doc.isLaunchScreen)
        #expect(doc.useAutolayout == false)
        #expect(doc.useTraitCollections == nil)
        #expect(doc.scenes.isEmpty)
        #expect(doc.initialViewController == nil)
    }

    @Test(arguments: [
        ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "iOS.CocoaTouch", IBPlatform.iOS, IBDocumentKind.storyboard),
        ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch", .iOS, .xib),
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", .tvOS, .storyboard),
        ("com.apple.InterfaceBuilder.AppleTV.XIB", "AppleTV", .tvOS, .xib),
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", .watchOS, .storyboard),
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa", .macOS, .storyboard),
        ("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa", .macOS, .xib),
    ])
    func platforms(type: String, runtime: String, platform: IBPlatform, kind: IBDocumentKind) throws {
        let doc = try IBDocument(string: "<document type=\"\(type)\" version=\"3.0\" targetRuntime=\"\(runtime)\"/>")
        #expect(doc.platform == platform)
        #expect(doc.kind == kind)
    }

    // MARK: - Scenes and controllers

    @Test func scenesAndViewControllers() throws {
        let doc = try IBDocument(string: Self.storyboard)
        #expect(doc.scenes.map(\.sceneID) == ["s-nav", "s-home", "s-ref"])
        #expect(doc.viewControllers.map(\.kind) == ["navigationController", "viewController", "viewControllerPlaceholder"])
        #expect(doc.viewControllers.map(\.id) == ["nav-1", "home-1", "ref-1"])

        let nav = try #require(doc.viewControllers.first)
        #expect(nav.isContainer)
        #expect(!nav.isStoryboardReference)
        #expect(nav.customClass == nil)
        #expect(nav.effectiveClassName == "UINavigationController")
        #expect(nav.view == nil)

        let home = doc.viewControllers[1]
        #expect(home.customClass == "HomeViewController")
        #expect(home.customModule == "Gallery")
        #expect(home.element.customModuleProvider == "target")
        #expect(home.storyboardIdentifier == "HomeViewController")
        #expect(home.effectiveClassName == "HomeViewController")
        #expect(home.view?.id == "view-1")
        #expect(!home.isContainer)

        let reference = doc.viewControllers[2]
        #expect(reference.isStoryboardReference)
        #expect(reference.referencedStoryboardName == "Detail")
        #expect(reference.referencedIdentifier == "DetailViewController")
    }

    @Test(arguments: ["viewController", "tableViewController", "collectionViewController", "navigationController",
                      "tabBarController", "splitViewController", "pageViewController", "hostingController",
                      "glkViewController", "avPlayerViewController", "viewControllerPlaceholder"])
    func everyViewControllerKind(kind: String) throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="x">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <\(kind) id="x" sceneMemberID="viewController"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="f" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let doc = try IBDocument(string: text)
        #expect(doc.viewControllers.map(\.kind) == [kind])
        #expect(doc.initialViewController?.kind == kind)
        #expect(doc.viewControllers.first?.isStoryboardReference == (kind == "viewControllerPlaceholder"))
        #expect(doc.viewControllers.first?.isContainer == ["navigationController", "tabBarController", "splitViewController", "pageViewController"].contains(kind))
        #expect(doc.scenes.first?.placeholders.count == 1)
    }

    @Test func placeholdersAndCustomObjects() throws {
        let doc = try IBDocument(string: Self.storyboard)
        let home = doc.scenes[1]
        #expect(home.objects.map(\.name) == ["viewController", "placeholder", "customObject", "exit"])
        #expect(home.placeholders.map(\.id) == ["fr-2"])
        #expect(home.placeholders.first?[.placeholderIdentifier] == "IBFirstResponder")
        #expect(home.customObjects.map(\.customClass) == ["HomePresenter"])
        #expect(home.customObjects.first?.userLabel == "Presenter")
        #expect(home.customObjects.first?.displayName == "Presenter")
        #expect(doc.scenes[0].placeholders.first?.userLabel == "First Responder")
        #expect(doc.customObjects.map(\.id) == ["obj-1"])
        #expect(doc.filesOwner == nil)
    }

    @Test func xibTopLevelObjects() throws {
        let doc = try IBDocument(string: Self.xib, path: "ItemCell.xib")
        #expect(doc.kind == .xib)
        #expect(doc.scenes.isEmpty)
        #expect(doc.topLevelObjects.map(\.name) == ["placeholder", "placeholder", "tableViewCell", "viewController", "customObject"])
        let owner = try #require(doc.filesOwner)
        #expect(owner.id == "-1")
        #expect(owner.userLabel == "File's Owner")
        #expect(owner.customClass == "ItemCell")
        #expect(owner.customModuleProvider == "target")
        let cell = doc.topLevelObjects[2]
        #expect(cell.is(.tableViewCell))
        #expect(cell.reuseIdentifier == "ItemCell")
        #expect(cell.isView)
        #expect(doc.viewControllers.map(\.customClass) == ["PickerViewController"])
        #expect(doc.customObjects.map(\.customClass) == ["PickerPresenter"])
        #expect(doc.constraints.map(\.firstItem) == ["content-1"])
        #expect(doc.connections.map(\.source?.id) == ["cell-1"])
    }

    // MARK: - Views

    @Test func viewsAndTheirAttributes() throws {
        let doc = try IBDocument(string: Self.storyboard)
        let ids = doc.makeIDIndex()
        let label = try #require(ids["label-1"])
        #expect(label.is(.label))
        #expect(label.isView)
        #expect(label.userLabel == "Title")
        #expect(label[.text] == "Tom & Jerry\n2")
        #expect(label.isMisplaced)
        #expect(!label.isAmbiguous)
        #expect(label.attribute("translatesAutoresizingMaskIntoConstraints") == "NO")
        #expect(label.attribute(.misplaced, equals: "YES"))
        #expect(label.attribute(.text, equalsString: "Tom & Jerry\n2"))
        #expect(!label.attribute(.text, equalsString: "Tom &amp; Jerry&#10;2"))
        #expect(label.parent?.is(.subviews) == true)
        #expect(label.ancestor(.viewController)?.id == "home-1")
        #expect(label.ancestor(.scene)?[.sceneID] == "s-home")
        #expect(label.depth == 7)
        #expect(ids["button-1"]?.isAmbiguous == true)

        let font = try #require(label.firstChild(.fontDescription))
        #expect(font[.key] == "fontDescription")
        #expect(font[.type] == "boldSystem")
        #expect(font[.pointSize] == "17")
        #expect(label.firstChild(.color, key: "textColor")?[.name] == "BrandColor")
        #expect(doc.fontDescriptions.count == 1)
        #expect(doc.colors.count == 4)

        let cell = try #require(ids["cell-1"])
        #expect(cell.reuseIdentifier == "ItemCell")
        #expect(cell.customClass == "ItemCell")
        #expect(cell.customModule == "Gallery")
        #expect(cell.firstChild(.rect, key: "frame")?.attribute("height") == "44")

        #expect(doc.views.map(\.id) == ["bar-1", "view-1", "label-1", "button-1", "image-1", "table-1", "cell-1", "fancy-1"])
        #expect(doc.element(id: "image-1")?.is(.imageView) == true)
        #expect(doc.element(id: "nope") == nil)
    }

    @Test func constraintsWithImplicitFirstItem() throws {
        let doc = try IBDocument(string: Self.storyboard)
        let constraints = doc.constraints
        #expect(constraints.map(\.id) == ["c-1", "c-2"])
        let first = constraints[0]
        #expect(first.firstItem == "label-1")
        #expect(first.firstAttribute == "top")
        #expect(first.secondItem == "safe-1")
        #expect(first.secondAttribute == "top")
        #expect(first.constant == "20")
        #expect(first.relation == "equal")
        #expect(first.priority == "1000")
        #expect(first.multiplier == nil)
        #expect(first.owner?.id == "view-1")
        let second = constraints[1]
        // No firstItem: IB means the view that owns the <constraints>.
        #expect(second.firstItem == "view-1")
        #expect(second.firstAttribute == "trailing")
        #expect(second.multiplier == "2")
        #expect(second.priority == "750")
        #expect(second.relation == "greaterThanOrEqual")
        #expect(second.constant == nil)
    }

    @Test func connections() throws {
        let doc = try IBDocument(string: Self.storyboard)
        let all = doc.connections
        #expect(all.map(\.kind) == [.segue, .action, .segue, .outlet, .outletCollection])
        #expect(all.map(\.id) == ["seg-root", "act-1", "seg-show", "out-1", "oc-1"])

        let root = all[0]
        #expect(root.segueKind == "relationship")
        #expect(root.relationship == "rootViewController")
        #expect(root.destination == "home-1")
        #expect(root.source?.id == "nav-1")

        let action = all[1]
        #expect(action.selector == "didTap:")
        #expect(action.destination == "home-1")
        #expect(action.eventType == "touchUpInside")
        #expect(action.source?.id == "button-1")

        let show = all[2]
        #expect(show.segueKind == "show")
        #expect(show.identifier == "showDetail")
        #expect(show.destination == "ref-1")

        #expect(all[3].property == "titleLabel")
        #expect(all[3].destination == "label-1")
        #expect(all[3].source?.id == "home-1")
        #expect(all[4].property == "buttons")
        #expect(all[4].element.attribute("collectionClass") == "NSMutableArray")

        #expect(doc.segues.map(\.id) == ["seg-root", "seg-show"])
    }

    @Test func userDefinedRuntimeAttributes() throws {
        let doc = try IBDocument(string: Self.storyboard)
        let attributes = doc.userDefinedRuntimeAttributes
        #expect(attributes.count == 1)
        #expect(attributes.first?[.keyPath] == "layer.cornerRadius")
        #expect(attributes.first?[.type] == "number")
        #expect(attributes.first?.children.first { $0.attribute(.key, equals: "value") }?[.value] == "8")
        #expect(attributes.first?.ancestor(.view)?.id == "view-1")
    }

    @Test func imageAndNamedColorReferences() throws {
        let doc = try IBDocument(string: Self.storyboard)
        let images = doc.imageReferences
        #expect(images.map(\.name) == ["arrow.right", "Logo"])
        #expect(images.map(\.isSystem) == [true, false])
        #expect(images.map(\.element.name) == ["state", "imageView"])
        #expect(images.allSatisfy { $0.kind == .image })
        let colors = doc.namedColorReferences
        #expect(colors.map(\.name) == ["BrandColor"])
        #expect(colors.first?.isSystem == false)
        #expect(colors.first?.element.parent?.id == "label-1")
        #expect(colors.first?.kind == .color)
    }

    @Test func unknownElementsAreKept() throws {
        let doc = try IBDocument(string: Self.storyboard)
        let widget = try #require(doc.elements.first { $0.name == "fancyWidget" })
        #expect(IBName(known: "fancyWidget") == nil)
        #expect(widget.attributes.map(\.name) == ["answer", "id"])
        #expect(widget.attribute("answer") == "42")
        #expect(widget.attribute("missing") == nil)
        #expect(widget.attributeCount == 2)
        #expect(widget.children.map(\.name) == ["sprocket", "note"])
        #expect(widget.descendants.count == 2)
        #expect(widget.children.first { $0.name == "note" }?.text == "Keep <this>")
        #expect(widget.text == nil)
        // Whatever sits in <subviews> is a view, known to the model or not.
        #expect(widget.isView)
        Self.expectLocation(widget, at: "<fancyWidget", in: Self.storyboard)
        Self.expectLocation(widget.children.first { _ in true }, at: "<sprocket", in: Self.storyboard)
    }

    @Test func elementsAreInDocumentOrder() throws {
        let doc = try IBDocument(string: Self.storyboard)
        // Start tags counted by text, independently of the scanner.
        let startTags = Self.storyboard.components(separatedBy: "<").dropFirst().filter { part in
            guard let first = part.first else { return false }
            return first.isLetter
        }
        #expect(doc.elementCount == startTags.count)
        #expect(doc.elements.map(\.name) == startTags.map { String($0.prefix { $0.isLetter || $0.isNumber }) })
        #expect(doc.elements.named(.segue).count == 2)
        #expect(doc.root.descendants.count == doc.elementCount - 1)
    }

    @Test func elementsHavingAnAttribute() throws {
        let doc = try IBDocument(string: #"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
                <tableViewCell id="a" reuseIdentifier="Cell"><view id="b" reuseIdentifier=""/></tableViewCell>
                <view id="c" key="view"/><collectionViewCell reuseIdentifier="A&amp;B" id="d"/>
            </objects></document>
            """#)
        #expect(doc.elements.having(.reuseIdentifier).map(\.id) == ["a", "b", "d"])
        #expect(doc.elements.having(.key).map(\.id) == ["c"])
        #expect(doc.elements.having(.customClass).isEmpty)
        let cell = try #require(doc.elements.first { $0.id == "a" })
        #expect(cell.descendants.having(.reuseIdentifier).map(\.id) == ["b"])
        #expect(doc.elements.having(.id) == doc.elements.filter { $0.has(.id) })
    }

    @Test func duplicateIDs() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <view id="a"><view id="b"/><view id="ab"/></view>
                <view id="b"/><label id="a"/><view/><button id="b"/>
            </document>
            """
        let doc = try IBDocument(string: text)
        let pairs = doc.duplicateIDs().map { "\($0.element.name)#\($0.element.index)->\($0.first.index)" }
        // Element indices in document order: document 0, view a 1, view b 2, view ab 3, view b 4, label a 5, view 6, button b 7.
        #expect(pairs == ["view#4->2", "label#5->1", "button#7->2"])
        #expect(try IBDocument(string: Self.storyboard).duplicateIDs().isEmpty)
        // Equal once references are decoded: `&#65;` is `A`.
        let encoded = try IBDocument(string: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><a id=\"xA\"/><b id=\"x&#65;\"/></document>")
        #expect(encoded.duplicateIDs().map { "\($0.element.name)->\($0.first.name)" } == ["b->a"])
    }

    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: corpus model tests skipped"))
    func duplicateIDsAgreeWithAStringComparisonOnTheCorpus() throws {
        for path in Corpus.files.prefix(300) {
            guard let doc = try? IBDocumentLoader.load(path: path).get() else { continue }
            var first: [String: Int] = [:]
            var expected: [String] = []
            for e in doc.elements {
                guard let id = e.id else { continue }
                if let earlier = first[id] { expected.append("\(e.index)->\(earlier)") } else { first[id] = e.index }
            }
            #expect(doc.duplicateIDs().map { "\($0.element.index)->\($0.first.index)" } == expected, "\(path)")
        }
    }

    // MARK: - Locations

    @Test func locationsOfElements() throws {
        let doc = try IBDocument(string: Self.storyboard)
        let ids = doc.makeIDIndex()
        for id in ["nav-1", "fr-1", "home-1", "label-1", "button-1", "cell-1", "c-2", "oc-1", "ref-1"] {
            // The element starts at the `<` before its id on the same line.
            let text = Self.storyboard
            let idRange = try #require(text.range(of: "id=\"\(id)\""))
            let lt = try #require(text[..<idRange.lowerBound].lastIndex(of: "<"))
            let expected = Self.position(of: String(text[lt..<idRange.upperBound]), in: text)
            #expect(ids[id]?.location.line == expected.line, "\(id)")
            #expect(ids[id]?.location.column == expected.column, "\(id)")
        }
        Self.expectLocation(doc.root, at: "<document", in: Self.storyboard)
        #expect(doc.root.location.description == "2:1")
        #expect(doc.root.byteOffset == Self.storyboard.split(separator: "\n")[0].utf8.count + 1)
    }

    @Test func columnsCountCharactersAfterMultiByteText() throws {
        let firstLine = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n"
        let text = firstLine + "<objects><label text=\"日本語 \u{E9} 😀\"/><button id=\"b\"/>\n\t<view id=\"v\"/></objects></document>"
        let doc = try IBDocument(string: text)
        let button = try #require(doc.element(id: "b"))
        // `<objects>` 9 + `<label text="` 13 + 7 characters (17 bytes) + `"/>` 3 = 32 characters before the button.
        #expect(button.location.description == "2:33")
        #expect(button.location.offset == firstLine.utf8.count + 9 + 13 + 17 + 3)
        #expect(doc.element(id: "v")?.location.description == "3:2")
    }

    @Test func crlfLineEnds() throws {
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\r\n  <objects>\r\n    <view id=\"v\" userLabel=\"a\r\nb\"/>\r\n  </objects>\r\n</document>\r\n"
        let doc = try IBDocument(string: text)
        let view = try #require(doc.element(id: "v"))
        #expect(view.location.description == "3:5")
        // XML normalises a literal line break in an attribute value to one space.
        #expect(view.userLabel == "a b")
    }

    @Test func textContent() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <string key="text">line 1&#10;line 2 &amp; more</string>
                <mutableString key="text"><![CDATA[a & b <c>]]></mutableString>
                <string key="split">a<!-- note --> b</string>
                <string key="blank">   </string>
            </document>
            """
        let doc = try IBDocument(string: text)
        let texts = doc.root.children.map(\.text)
        #expect(texts == ["line 1\nline 2 & more", "a & b <c>", "a b", nil])
        #expect(doc.root.text == nil)
    }

    @Test func lineEndsInCDATAAreNormalised() throws {
        // XML normalises CR LF and lone CR to LF before parsing, CDATA included (libxml2's pull parser does;
        // XMLParser's push parser leaves them in CDATA, which is why the differential tests avoid this case).
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><string key=\"a\"><![CDATA[1\r\n2\r3 &amp;]]></string></document>"
        let doc = try IBDocument(string: text)
        #expect(doc.root.children.first { _ in true }?.text == "1\n2\n3 &amp;")
    }

    // MARK: - JSON dump

    @Test func jsonDumpIsValidAndDeterministic() throws {
        let first = try IBDocument(string: Self.storyboard, path: "Home.storyboard").jsonDump()
        let second = try IBDocument(string: Self.storyboard, path: "Home.storyboard").jsonDump()
        #expect(first == second)
        let doc = try IBDocument(string: Self.storyboard, path: "Home.storyboard")
        #expect(doc.jsonDump() == doc.jsonDump())

        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(json["path"] as? String == "Home.storyboard")
        #expect(json["toolsVersion"] as? String == "32700.99.1234")
        #expect(json["kind"] as? String == "storyboard")
        #expect(json["platform"] as? String == "iOS")
        #expect(json["useAutolayout"] as? Bool == true)
        #expect(json["initialViewController"] as? String == "nav-1")
        let scenes = try #require(json["scenes"] as? [[String: Any]])
        #expect(scenes.count == 3)
        let home = try #require(scenes[1]["viewController"] as? [String: Any])
        #expect(home["customClass"] as? String == "HomeViewController")
        #expect(home["storyboardIdentifier"] as? String == "HomeViewController")
        #expect(home["isInitial"] as? Bool == false)
        let expectedHome = Self.position(of: "<viewController storyboardIdentifier", in: Self.storyboard)
        #expect(home["line"] as? Int == expectedHome.line)
        #expect(home["column"] as? Int == expectedHome.column)
        let connections = try #require(json["connections"] as? [[String: Any]])
        #expect(connections.compactMap { $0["kind"] as? String } == ["segue", "action", "segue", "outlet", "outletCollection"])
        let constraints = try #require(json["constraints"] as? [[String: Any]])
        #expect(constraints.compactMap { $0["firstItem"] as? String } == ["label-1", "view-1"])
        let root = try #require(json["root"] as? [String: Any])
        #expect(root["name"] as? String == "document")
        #expect((root["children"] as? [Any])?.count == 4)
        // Every element appears in the generic tree exactly once.
        func count(_ node: [String: Any]) -> Int {
            1 + ((node["children"] as? [[String: Any]]) ?? []).map(count).reduce(0, +)
        }
        #expect(count(root) == doc.elementCount)
    }

    @Test func jsonDumpEscapesStrings() throws {
        let doc = try IBDocument(string: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" title="q&quot;b\s&#9;t&#10;é😀"/>"#)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(doc.jsonDump().utf8)) as? [String: Any])
        let attributes = (json["root"] as? [String: Any])?["attributes"] as? [String: String]
        #expect(attributes?["title"] == "q\"b\\s\tt\né😀")
    }

    // MARK: - Corpus

    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: corpus model tests skipped"))
    func corpusLaunchScreen() throws {
        let path = Corpus.root!.appendingPathComponent("ishkawa+storyboard-2018-demo/Demo/LaunchScreen.storyboard").path
        let doc = try IBDocumentLoader.load(path: path).get()
        #expect(doc.isLaunchScreen)
        #expect(doc.toolsVersion == "13122.16")
        #expect(!doc.isToolsVersionXcode15Constant)
        #expect(doc.initialViewController?.id == "01J-lp-oVM")
        #expect(doc.scenes.map(\.sceneID) == ["EHf-IW-A2E"])
        #expect(doc.scenes.first?.placeholders.first?.userLabel == "First Responder")
        #expect(doc.initialViewController?.view?.location.description == "13:21")
        #expect(doc.constraints.isEmpty)
    }

    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: corpus model tests skipped"))
    func corpusMainStoryboard() throws {
        let path = Corpus.root!.appendingPathComponent("ishkawa+storyboard-2018-demo/Demo/Main.storyboard").path
        let doc = try IBDocumentLoader.load(path: path).get()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(doc.viewControllers.map(\.id) == ["BYZ-38-t0r"])
        #expect(doc.viewControllers.first?.element.location.description == "16:17")
        // Counted by text: every `<constraint ` of the file sits in a `<constraints>` list.
        #expect(doc.constraints.count == text.components(separatedBy: "<constraint ").count - 1)
        #expect(doc.constraints.first?.id == "561-bY-aij")
        #expect(doc.constraints.first?.element.location.description == "49:29")
        #expect(doc.constraints.last?.firstItem == "zQk-3H-ZUs")
        #expect(doc.constraints.last?.constant == "2")
    }
}
