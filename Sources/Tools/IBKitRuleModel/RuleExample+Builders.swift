extension RuleExample {
    /// Document attributes Xcode 15+ writes for an iOS storyboard.
    public static let storyboardAttributes = #"version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#

    /// A storyboard as Xcode 15+ writes it, around the given `<scene>` elements.
    ///
    /// - Parameters:
    ///   - initial: id of the initial view controller, or nil for none.
    ///   - attributes: replaces `storyboardAttributes` (to test `useAutolayout="NO"` and the like).
    ///   - device: the "View as" device id.
    public static func storyboard(_ fileName: String, initial: String? = nil, attributes: String = storyboardAttributes,
                                  device: String = "retina6_12", options: String? = nil,
                                  catalogImages: [String]? = nil, catalogColors: [String]? = nil,
                                  _ scenes: String) -> RuleExample {
        let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
        let content = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" \(attributes)\(initialAttribute)>
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="32700.99.1234"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
        </document>

        """
        return RuleExample(fileName, content, options: options, catalogImages: catalogImages, catalogColors: catalogColors)
    }

    /// An AppKit storyboard as Xcode 15+ writes it, around the given `<scene>` elements.
    public static func appKitStoryboard(_ fileName: String, initial: String? = nil, options: String? = nil, _ scenes: String) -> RuleExample {
        let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
        let content = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="32700.99.1234"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
        </document>

        """
        return RuleExample(fileName, content, options: options)
    }

    /// A xib as Xcode 15+ writes it, around the given top-level objects (put File's Owner in them yourself).
    public static func xib(_ fileName: String, attributes: String = #"version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#,
                           device: String = "retina6_12", options: String? = nil,
                           catalogImages: [String]? = nil, catalogColors: [String]? = nil,
                           _ objects: String) -> RuleExample {
        let content = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" \(attributes)>
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="32700.99.1234"/>
            </dependencies>
            <objects>
        \(objects)
            </objects>
        </document>

        """
        return RuleExample(fileName, content, options: options, catalogImages: catalogImages, catalogColors: catalogColors)
    }

    /// A storyboard scene with one plain view controller: the most common example building block.
    public static func scene(id: String, customClass: String? = nil, storyboardIdentifier: String? = nil,
                             kind: String = "viewController", marked: Bool = false, extra: String = "", content: String = "",
                             libraryModule: String? = nil) -> String {
        // The app's own classes, as Xcode writes them; `libraryModule` writes a class from another module instead.
        let module = libraryModule.map { #" customModule="\#($0)""# } ?? #" customModule="App" customModuleProvider="target""#
        let classAttributes = customClass.map { #" customClass="\#($0)""# + module } ?? ""
        let identifier = storyboardIdentifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
        return """
                <scene sceneID="\(id)-scene">
                    <objects>
                        \(marked ? "↓" : "")<\(kind) id="\(id)"\(identifier)\(classAttributes)\(extra) sceneMemberID="viewController">
        \(content)
                        </\(kind)>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
    }
}
