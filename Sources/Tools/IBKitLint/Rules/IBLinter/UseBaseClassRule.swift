import IBKitDocument
import IBKitRuleModel

/// UIKit objects that must use one of the project's base classes.
public struct UseBaseClassRule: Rule {
    public static let description = RuleDescription(
        id: "use-base-class",
        summary: "An object of a configured UIKit class has no custom class, or one that is not a base class.",
        rationale: """
            When components are classes styled in code (IBKit's convention), a plain `UILabel` or `UIButton` dropped on the \
            canvas escapes the design system: its font and colors are whatever the inspector says. List the UIKit \
            classes that must not be used directly in `element_classes` and the classes allowed in their place in \
            `base_classes`; every object of those UIKit classes must then have one of the base classes as its \
            custom class. Subclasses of a base class are not recognised: list them too.
            """,
        origin: .iblinter,
        isOptIn: true,
        options: [
            RuleOptionDescription("element_classes", default: "[]",
                                  "UIKit classes (`UILabel`) or IB element names (`label`) to check. Nothing is checked while empty."),
            RuleOptionDescription("base_classes", default: "[]", "The custom classes allowed on those objects."),
        ],
        triggeringExamples: [
            RuleExample.xib("ProfileView.xib", options: "{element_classes: [UILabel, UIButton], base_classes: [PrimaryLabel, SecondaryLabel, PrimaryButton]}", """
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                ↓<label opaque="NO" text="Name" id="name">
                                    <rect key="frame" x="16" y="16" width="42" height="21"/>
                                </label>
                                <label opaque="NO" text="Title" id="title" customClass="PrimaryLabel" customModule="App" customModuleProvider="target">
                                    <rect key="frame" x="16" y="40" width="42" height="21"/>
                                </label>
                                ↓<button opaque="NO" contentMode="scaleToFill" id="save" customClass="FancyButton" customModule="App" customModuleProvider="target">
                                    <rect key="frame" x="16" y="60" width="80" height="30"/>
                                </button>
                            </subviews>
                        </view>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample.xib("ProfileView.xib", options: "{element_classes: [label], base_classes: [PrimaryLabel, SecondaryLabel]}", """
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                <label opaque="NO" text="Title" id="title" customClass="PrimaryLabel" customModule="App" customModuleProvider="target">
                                    <rect key="frame" x="16" y="16" width="42" height="21"/>
                                </label>
                                <label opaque="NO" text="Note" id="note" customClass="SecondaryLabel" customModule="App" customModuleProvider="target">
                                    <rect key="frame" x="16" y="40" width="42" height="21"/>
                                </label>
                            </subviews>
                        </view>
                """),
            // Not configured: nothing to check.
            RuleExample.xib("ProfileView.xib", """
                        <label opaque="NO" text="Name" id="name">
                            <rect key="frame" x="16" y="16" width="42" height="21"/>
                        </label>
                """),
        ],
        differences: """
            Configured with two lists in the rule's settings, `element_classes` and `base_classes` (IBLinter: a list \
            of `{element_class, base_classes}` under `use_base_class_rule`); any of the base classes is accepted on \
            any of the element classes. Every object of the file is checked, not only views reachable from view \
            controllers' root views and xibs' top-level views, so view controller classes can be listed too.
            """,
        iblinterName: "use_base_class"
    )

    let elementClasses: Set<String>
    let baseClasses: Set<String>
    let baseList: String

    public init(options: RuleOptions) throws(ConfigurationError) {
        elementClasses = Set(try options.strings("element_classes", default: []))
        let bases = try options.strings("base_classes", default: [])
        baseClasses = Set(bases)
        baseList = bases.joined(separator: ", ")
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard !elementClasses.isEmpty else { return }
        let document = file.document
        let platform = document.platform
        // Whether an element name is checked, decided once per name of the document.
        var checked: [IBName: Bool] = [:]
        for e in document.elements {
            let name = e.ibName
            let isChecked: Bool
            if let known = checked[name] {
                isChecked = known
            } else {
                let elementName = e.name
                isChecked = elementClasses.contains(elementName)
                    || elementClasses.contains(IBSystemClass.className(forElement: elementName, platform: platform))
                checked[name] = isChecked
            }
            guard isChecked else { continue }
            guard let customClass = e.customClass else {
                violations.append(Violation("\(e.messageName) has no custom class; use one of \(baseList)", at: e))
                continue
            }
            if !baseClasses.contains(customClass) {
                violations.append(Violation("\(e.messageName) is not one of the base classes; use one of \(baseList)", at: e))
            }
        }
    }
}
