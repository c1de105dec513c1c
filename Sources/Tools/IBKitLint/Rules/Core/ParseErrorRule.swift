import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel

/// Not a check on a parsed file but the report of a file that could not be parsed; the engine emits it.
/// Registered as a rule so that it is documented, configurable (severity) and baselined like any other.
public struct ParseErrorRule: Rule {
    public static let description = RuleDescription(
        id: Diagnostic.parseErrorRuleID,
        summary: "The file is not a readable Interface Builder document.",
        rationale: """
            A file IBKit cannot read is a file none of the other rules checked, and usually one Xcode cannot open \
            either (a merge conflict, a truncated write). It is reported once, where reading stopped, and the other \
            files are still linted.
            """,
        origin: .core,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample("Truncated.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <scenes>
                ↓
                """),
            RuleExample("Conflict.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                ↓<<<<<<< HEAD
                    <objects/>
                =======
                    <objects></objects>
                >>>>>>> feature
                </document>
                """),
            RuleExample("Entity.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<!DOCTYPE document [<!ENTITY boom "boom">]>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">&boom;</document>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample.xib("Empty.xib", ""),
        ]
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    public func validate(_ file: LintFile, into violations: inout [Violation]) {}
}
