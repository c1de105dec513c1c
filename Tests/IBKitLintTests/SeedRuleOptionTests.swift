import Foundation
import IBKitDiagnostics
@testable import IBKitLint
import IBKitRuleModel
import IBKitWorkspace
import Testing

/// Options, defaults and aliases of the seed rules.
// IBLinter's expected counts for these rules are checked with all others in IBLinterOracleTests.
@Suite struct SeedRuleOptionTests {
    @Test func iblinterNamesResolveToSeedRules() {
        for (alias, id) in [("has_single_view_controller", "has-single-view-controller"), ("custom_class_name", "custom-class-name"),
                            ("storyboard_viewcontroller_id", "storyboard-viewcontroller-id"),
                            ("has_initial_view_controller", "has-initial-view-controller"), ("reuse_identifier", "reuse-identifier")] {
            #expect(RuleRegistry.rule(id: alias)?.description.id == id)
        }
    }

    @Test func wrongOptionTypesAreConfigurationErrors() throws {
        let (options, _) = try ConfigurationLoader.ruleOptions(yaml: "{ignore_containers: maybe}", ruleID: "has-single-view-controller")
        #expect(throws: ConfigurationError.self) { try HasSingleViewControllerRule(options: options) }
        #expect(throws: ConfigurationError.self) {
            _ = try ConfigurationLoader.ruleOptions(yaml: "{component_class: [TitleLabel]}", ruleID: "component-inline-style")
        }
    }

    @Test func hasInitialViewControllerIsOptInAndTheOthersAreOnByDefault() {
        for type in RuleRegistry.conventionRules {
            #expect(type.description.isOptIn == (type.description.id == "has-initial-view-controller"), "\(type.description.id)")
        }
    }

    /// A component's style is reported only once the components are configured; the same file is clean without.
    @Test func componentInlineStyleNeedsConfiguration() throws {
        let storyboard = RuleExample.storyboard("DemoViewController.storyboard", initial: "dem-vc-001", """
            \(RuleExample.scene(id: "dem-vc-001", customClass: "DemoViewController", content: """
                                <view key="view" contentMode="scaleToFill" id="dem-view-01">
                                    <subviews>
                                        <label opaque="NO" text="Title" id="ttl-lbl-001" customClass="TitleLabel" customModule="DemoUI">
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="32"/>
                                        </label>
                                    </subviews>
                                </view>
            """))
            """)
        func count(_ yaml: String) throws -> Int {
            let (options, _) = try ConfigurationLoader.ruleOptions(yaml: yaml, ruleID: "component-inline-style")
            let rule = ConfiguredRule(rule: try ComponentInlineStyleRule(options: options), id: "component-inline-style", severity: .warning)
            return LintEngine.lint(bytes: Array(storyboard.content.utf8), path: storyboard.fileName, rules: [rule]).count
        }
        #expect(try count("") == 0)
        #expect(try count("{component_classes: [TitleLabel]}") == 1)
        #expect(try count("{component_modules: [DemoUI]}") == 1)
        #expect(try count("{component_modules: [OtherUI]}") == 0)
    }
}
