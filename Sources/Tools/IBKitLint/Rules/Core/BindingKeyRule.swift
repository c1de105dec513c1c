import IBKitBinding
import IBKitDocument
import IBKitRuleModel

/// A view's Binding that is not a binding.
public struct BindingKeyRule: Rule {
    public static let description = RuleDescription(
        id: "binding-key",
        summary: "A view's Binding (the ibkitBinding runtime attribute) is not a property path",
        rationale: """
            A Binding is a property path of the owner's model, optionally negated or formatted: `title`, \
            `author.name`, `!isPublished`, `price | currency`. The runtime cannot apply anything else, and \
            `ibkit gen` cannot write a key path for it. Typed in the Identity inspector, the attribute must also \
            be a String. (`ibkit check`'s binding-key-path then checks the path against the model.)
            """,
        origin: .core,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample.xib("PhotoCell.xib", """
                        <label opaque="NO" contentMode="left" text="Title" id="lb1">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                            <userDefinedRuntimeAttributes>
                                ↓<userDefinedRuntimeAttribute type="string" keyPath="ibkitBinding" value="author?.name"/>
                            </userDefinedRuntimeAttributes>
                        </label>
                """),
            RuleExample.xib("PhotoCell.xib", """
                        <switch opaque="NO" contentMode="scaleToFill" id="sw1">
                            <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                            <userDefinedRuntimeAttributes>
                                ↓<userDefinedRuntimeAttribute type="boolean" keyPath="ibkitBinding" value="YES"/>
                            </userDefinedRuntimeAttributes>
                        </switch>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample.xib("PhotoCell.xib", """
                        <label opaque="NO" contentMode="left" text="Title" id="lb1">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="ibkitBinding" value="author.name"/>
                            </userDefinedRuntimeAttributes>
                        </label>
                        <view contentMode="scaleToFill" id="bd1">
                            <rect key="frame" x="0.0" y="0.0" width="8" height="8"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="ibkitBinding" value="!isPublished"/>
                            </userDefinedRuntimeAttributes>
                        </view>
                """),
        ]
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        for binding in file.document.bindings {
            guard let text = binding.text else {
                violations.append(Violation("the Binding of \(binding.view.messageName) is a \(binding.attribute.attribute("type") ?? "non-string") attribute; a Binding is a String: a property path like `title`", at: binding.attribute))
                continue
            }
            do {
                _ = try BindingKey(parsing: text)
            } catch {
                violations.append(Violation("the Binding '\(text)' of \(binding.view.messageName) is not a property path: \(error.message)", at: binding.attribute))
            }
        }
    }
}
