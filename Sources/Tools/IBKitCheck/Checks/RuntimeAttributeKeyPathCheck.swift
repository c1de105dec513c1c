import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// A User Defined Runtime Attribute whose key the class does not have: setValue:forUndefinedKey: at load.
struct RuntimeAttributeKeyPathCheck: CheckRule {
    static let description = RuleDescription(
        id: "runtime-attribute-key-path",
        summary: "A userDefinedRuntimeAttributes key path whose first key is no property of the object's class",
        rationale: """
            Runtime attributes are set with key-value coding while the nib loads: a key renamed in code crashes \
            with setValue:forUndefinedKey:. Key-value coding's search order is followed: a property, a \
            `set<Key>:` or `_set<Key>:` method (also one an extension adds, `@objc func setThemeColor(_:)`), or an \
            instance variable `_<key>`, `_is<Key>`, `is<Key>`. Components style themselves in code, so what remains in IB must at \
            least name real properties. A UIKit or AppKit superclass counts with every property Apple's SDK headers \
            declare on it, its categories' and adopted protocols' included (`accessibilityElementsHidden` from \
            NSObject's accessibility category), from a table generated from those headers; well-known keys \
            (layer, accessibilityIdentifier, …) and those in `known_keys` pass too. Objects whose class chain is \
            not fully known, or reaches a system class that table does not list, are not judged.
            """,
        origin: .core, defaultSeverity: .error,
        options: [RuleOptionDescription("known_keys", default: "[]", "More system keys to accept.")],
        triggeringExamples: [], nonTriggeringExamples: [])

    /// Keys UIKit classes answer to that IB users commonly set at run time.
    static let systemKeys: Set<String> = [
        "layer", "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "isAccessibilityElement", "accessibilityTraits", "tag", "alpha", "hidden", "opaque", "clipsToBounds",
        "backgroundColor", "tintColor", "contentMode", "userInteractionEnabled", "multipleTouchEnabled",
        "translatesAutoresizingMaskIntoConstraints", "restorationIdentifier", "semanticContentAttribute",
        "text", "textColor", "font", "numberOfLines", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
        "placeholder", "attributedPlaceholder", "keyboardType", "returnKeyType", "secureTextEntry",
        "enabled", "selected", "highlighted", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets",
        "image", "highlightedImage", "title", "contentInset", "scrollEnabled", "bounces", "pagingEnabled",
        "keyPath", "value", "view", "navigationItem", "tabBarItem", "preferredContentSize",
        "modalPresentationStyle", "modalTransitionStyle", "hidesBottomBarWhenPushed", "definesPresentationContext",
        "rowHeight", "estimatedRowHeight", "separatorStyle", "selectionStyle", "cornerRadius", "borderWidth",
        "borderColor", "masksToBounds", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
        // IBKit's Binding field on every view (binding-key-path checks its value).
        "ibkitBinding",
    ]

    let knownKeys: Set<String>

    init(options: RuleOptions) throws(ConfigurationError) {
        knownKeys = Self.systemKeys.union(try options.strings("known_keys", default: []))
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        guard context.hasSources else { return }
        for file in context.files {
            for attribute in file.document.userDefinedRuntimeAttributes {
                guard let keyPath = attribute.attribute("keyPath"), let owner = attribute.parent?.parent,
                      let cls = owner.customClass else { continue }
                let key = String(keyPath.prefix { $0 != "." })
                guard !knownKeys.contains(key), context.answersKey(key, in: cls) == false else { continue }
                violations.append(CheckViolation(
                    "runtime attribute '\(keyPath)' on \(cls) \(context.place(owner, in: file)): \(cls) (\(context.declarationPlace(of: cls))) and its superclasses have no property '\(key)' and no set\(key.prefix(1).uppercased() + key.dropFirst()):(_:) method; loading crashes with setValue:forUndefinedKey:",
                    at: attribute, in: file))
            }
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.xib("Badge.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "bd-00-001", customClass: "BadgeView", children: """
                    <userDefinedRuntimeAttributes>
                        ↓<userDefinedRuntimeAttribute type="number" keyPath="cornerRadious">
                            <real key="value" value="4"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                            <integer key="value" value="1"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                    """))
                """)], sources: ["BadgeView.swift": """
                    final class BadgeView: UIView {
                        @IBInspectable var cornerRadius: CGFloat = 0 {
                            didSet { layer.cornerRadius = cornerRadius }
                        }
                    }
                    """]),
        ],
        nonTriggering: [
            // An @objc property, an @IBInspectable from an extension of UIView, a system key.
            CheckExample([.xib("Badge.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "bd-00-001", customClass: "BadgeView", children: """
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="styleName" value="primary"/>
                        <userDefinedRuntimeAttribute type="number" keyPath="borderWidthValue">
                            <integer key="value" value="1"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="badge"/>
                    </userDefinedRuntimeAttributes>
                    """))
                """)], sources: [
                    "BadgeView.swift": """
                        final class BadgeView: UIView {
                            @objc var styleName = "plain"
                        }
                        """,
                    "UIView+Border.swift": """
                        extension UIView {
                            @IBInspectable var borderWidthValue: CGFloat {
                                get { layer.borderWidth }
                                set { layer.borderWidth = newValue }
                            }
                        }
                        """,
                ]),
            // Properties UIKit declares on a system superclass: NSObject's accessibility category, UIView's own.
            CheckExample([.xib("TitleCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "tc-00-001", customClass: "TitleCell", element: "tableViewCell", children: """
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityElementsHidden" value="YES"/>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityViewIsModal" value="YES"/>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="exclusiveTouch" value="YES"/>
                    </userDefinedRuntimeAttributes>
                    """))
                """)], sources: ["TitleCell.swift": "final class TitleCell: UITableViewCell {}"]),
            // Key-value coding also finds a `set<Key>:` method, here one an extension of UIView adds.
            CheckExample([.xib("Banner.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "bn-00-001", customClass: "BannerView", children: """
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="themeColor" value="backgroundColor: banner"/>
                    </userDefinedRuntimeAttributes>
                    """))
                """)], sources: [
                    "BannerView.swift": "final class BannerView: UIView {}",
                    "UIView+Theme.swift": """
                        extension UIView {
                            @objc func setThemeColor(_ themeString: String) {}
                        }
                        """,
                ]),
        ])
}
