import IBKitRuleModel

/// Files saved with a "View as" device other than the team's.
public struct ViewAsDeviceRule: Rule {
    public static let description = RuleDescription(
        id: "view-as-device",
        summary: "The file's \"View as\" device (`<device id=…>`) is not the configured one.",
        rationale: """
            Interface Builder saves every frame for the device the file was last viewed as. When each developer \
            views files as their own favourite iPhone, every save rewrites the frames of the whole file and the \
            diffs hide the real change. Agree on one device and choose it with View as (bottom of the canvas) \
            before saving.
            """,
        origin: .iblinter,
        isOptIn: true,
        options: [
            RuleOptionDescription("device_id", default: "retina4_7",
                                  "The device every file is viewed as: retina4_0 (iPhone SE 1st gen.), retina4_7 (iPhone 8), retina6_1 (iPhone XR, 11), retina6_12 (Xcode 15’s default), …"),
        ],
        triggeringExamples: [
            RuleExample("Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc1">
                    ↓<device id="retina6_5" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
            // No device at all: IB picks one per developer.
            RuleExample("ProfileView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <objects/>
                </document>
                """, options: "{device_id: retina6_12}"),
        ],
        nonTriggeringExamples: [
            RuleExample.xib("ProfileView.xib", device: "retina4_7", ""),
            RuleExample.storyboard("Main.storyboard", device: "retina6_12", options: "{device_id: retina6_12}", RuleExample.scene(id: "vc1")),
        ],
        differences: """
            Only iOS files are checked: macOS files have no device, and tvOS and watchOS ones never match an iPhone. \
            The option is `device_id` in the rule's settings (IBLinter: `view_as_device_rule: {device_id: …}`); the \
            default is IBLinter's, retina4_7 (iPhone 8), so set it to the device your team uses.
            """,
        iblinterName: "view_as_device"
    )

    let deviceID: String

    public init(options: RuleOptions) throws(ConfigurationError) {
        deviceID = try options.string("device_id", default: "retina4_7")
    }

    static let deviceNames: [String: String] = [
        "retina3_5": "iPhone 4s", "retina4_0": "iPhone SE (1st generation)", "retina4_7": "iPhone 8",
        "retina5_5": "iPhone 8 Plus", "retina5_9": "iPhone XS", "retina6_1": "iPhone XR",
        "retina6_5": "iPhone XS Max",
    ]

    static func name(_ id: String) -> String {
        deviceNames[id].map { "\($0) (\(id))" } ?? id
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        let document = file.document
        guard document.platform == .iOS else { return }
        guard let device = document.device, let id = device.id else {
            violations.append(Violation(
                "\(file.fileName) has no \"View as\" device; view it as \(Self.name(deviceID)) and save",
                at: document.root))
            return
        }
        guard id != deviceID else { return }
        violations.append(Violation(
            "\"View as\" is \(Self.name(id)); view \(file.fileName) as \(Self.name(deviceID)) and save",
            at: device))
    }
}
