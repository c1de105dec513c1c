import IBKitDiagnostics
import IBKitRuleModel
import IBKitSwiftIndex

/// IB-rendered components belong to the component module.
struct DesignableModuleCheck: CheckRule {
    static let description = RuleDescription(
        id: "designable-module",
        summary: "An @IBDesignable or @IBInspectable class outside the configured component modules",
        rationale: """
            IBKit's convention makes components classes styled in code, kept in a component module so that IB renders them \
            and every screen reuses them. A designable class elsewhere is a component that escaped. Opt-in: set \
            `component_modules`; classes whose module is unknown are not judged.
            """,
        origin: .convention(.componentsStyledInCode), defaultSeverity: .warning, isOptIn: true,
        options: [RuleOptionDescription("component_modules", default: "[]", "Modules where @IBDesignable/@IBInspectable classes belong.")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let componentModules: Set<String>

    init(options: RuleOptions) throws(ConfigurationError) {
        componentModules = Set(try options.strings("component_modules", default: []))
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        guard !componentModules.isEmpty else { return }
        for file in context.index.files {
            for c in file.classes where c.isDesignable || !c.inspectables.isEmpty {
                guard let module = context.module(ofFile: c.position.path), !componentModules.contains(module) else { continue }
                let what = c.isDesignable ? "@IBDesignable" : "@IBInspectable properties"
                violations.append(CheckViolation(
                    "\(c.isExtension ? "extension of " : "")\(c.name) \(context.place(c.position)) has \(what) but is in module \(module), not in \(componentModules.sorted().joined(separator: " or "))",
                    at: c.position))
            }
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([], sources: [
                "App/RoundButton.swift": """
                    @IBDesignable final class ↓RoundButton: UIButton {
                        override func layoutSubviews() {
                            super.layoutSubviews()
                            layer.cornerRadius = bounds.height / 2
                        }
                    }
                    """,
                "Kit/TitleLabel.swift": "@IBDesignable public final class TitleLabel: UILabel {}",
            ], modules: ["App/RoundButton.swift": "App", "Kit/TitleLabel.swift": "Components"], options: "{component_modules: [Components]}"),
        ],
        nonTriggering: [
            CheckExample([], sources: ["Kit/TitleLabel.swift": """
                public final class TitleLabel: UILabel {
                    @IBInspectable public var styleName: String = "body"
                }
                """], modules: ["Kit/TitleLabel.swift": "Components"], options: "{component_modules: [Components]}"),
        ])
}
