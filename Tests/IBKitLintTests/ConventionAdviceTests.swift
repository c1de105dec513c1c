import Foundation
import IBKitDocument
@testable import IBKitLint
import IBKitNaming
import IBKitRuleModel
import IBKitTestSupport
import Testing

/// The convention rules derive every name they recommend from one decision — the class is the truth; storyboard,
/// xib and identifiers follow it — so that one element never gets advice that contradicts itself. Held on every
/// real IB file the workplace has: the corpus and the shared apps.
@Suite struct ConventionAdviceTests {
    static let folders: [URL] = [SharedFixtures.corpus, SharedFixtures.folder("apps")].compactMap { $0 }

    /// Every convention rule, opt-in ones included, with default options.
    static func conventionRules() throws -> [any Rule] {
        try RuleRegistry.all.filter { $0.description.origin.convention != nil }.map { try $0.init(options: RuleOptions(ruleID: $0.description.id)) }
    }

    struct Finding {
        let rule: String
        let violation: Violation
    }

    static func findings(in path: String, rules: [any Rule]) -> (LintFile, [Finding])? {
        guard let data = FileManager.default.contents(atPath: path),
              let document = try? IBDocument(bytes: Array(data), path: path) else { return nil }
        let file = LintFile(document: document, path: path)
        var out: [Finding] = []
        for rule in rules {
            var violations: [Violation] = []
            rule.validate(file, into: &violations)
            out += violations.map { Finding(rule: type(of: rule).description.id, violation: $0) }
        }
        return (file, out)
    }

    @Test(.enabled(if: !ConventionAdviceTests.folders.isEmpty, "../shared/corpus and ../shared/apps are absent: advice agreement skipped"))
    func adviceAgreesAndFollowsTheClass() throws {
        let rules = try Self.conventionRules()
        var files = 0, advised = 0
        for folder in Self.folders {
            for path in SharedFixtures.interfaceBuilderFiles(below: folder) {
                guard let (file, findings) = Self.findings(in: path, rules: rules) else { continue }
                files += 1
                var byObject: [String: [(rule: String, advice: Advice)]] = [:]
                for finding in findings {
                    for advice in finding.violation.advice {
                        byObject["\(advice.objectID) \(advice.name.rawValue)", default: []].append((finding.rule, advice))
                    }
                }
                for (key, given) in byObject {
                    advised += 1
                    let values = Set(given.map(\.advice.value))
                    #expect(values.count == 1, "\(path): \(key): \(given.map { "\($0.rule) says '\($0.advice.value)'" })")
                    for (rule, advice) in given {
                        let element = file.document.elements.first { $0.id == advice.objectID }
                        // The class is never what changes: the advice is about an object of that very class …
                        #expect(element?.customClass == advice.className, "\(path): \(rule) advises on \(advice.objectID) for class \(advice.className)")
                        // … and the name is the one the runtime library derives from it.
                        let expected = NamingConvention(className: ClassName.conventional(fromQualified: advice.className))
                        let name = switch advice.name {
                        case .storyboardFile: expected.storyboardName
                        case .storyboardIdentifier: expected.sceneIdentifier
                        case .reuseIdentifier: expected.reuseIdentifier
                        case .xibFile: expected.nibName
                        }
                        #expect(advice.value == name, "\(path): \(rule) advises \(advice.name.rawValue) '\(advice.value)' for \(advice.className)")
                    }
                }
            }
        }
        #expect(files > 100 && advised > 100, "too little to judge: \(files) files, \(advised) pieces of advice")
    }

    /// Messages are read by people who never heard of IBKit's source articles, and never show code that does not
    /// compile (`New Room.instance()`).
    @Test(.enabled(if: !ConventionAdviceTests.folders.isEmpty, "../shared/corpus and ../shared/apps are absent: message check skipped"))
    func messagesUsePlainWordsAndCompilableCode() throws {
        let rules = try RuleRegistry.all.map { try $0.init(options: RuleOptions(ruleID: $0.description.id)) }
        let call = try Regex(#"`([^`]+)\.(instance|instantiate|loadFromNib)\(\)`"#)
        var checked = 0
        for folder in Self.folders {
            for path in SharedFixtures.interfaceBuilderFiles(below: folder) {
                guard let (_, findings) = Self.findings(in: path, rules: rules) else { continue }
                for finding in findings {
                    let message = finding.violation.message
                    checked += 1
                    #expect(!message.lowercased().contains("seed"), "\(finding.rule): \(message)")
                    for match in message.matches(of: call) {
                        let type = String(message[match.range].dropFirst().prefix { $0 != "." })
                        #expect(NamingConvention.isSwiftTypeName(type), "\(finding.rule) prints code that does not compile: \(message)")
                    }
                }
            }
        }
        #expect(checked > 100)
    }

    @Test func swiftTypeNames() {
        for name in ["DetailViewController", "_Private", "Café", "View2"] { #expect(NamingConvention.isSwiftTypeName(name), "\(name)") }
        for name in ["New Room", "2FA", "Detail-View", "", "class", "Self"] { #expect(!NamingConvention.isSwiftTypeName(name), "\(name)") }
    }

    @Test func oneFindingPerStoryboardListsEveryMove() throws {
        let text = RuleExample.storyboard("Auth.storyboard", initial: "nav-000-001", """
            \(RuleExample.scene(id: "nav-000-001", kind: "navigationController", content: StoryboardInstantiableRule.root("wel-vc-001")))
            \(RuleExample.scene(id: "wel-vc-001", customClass: "WelcomeViewController"))
            \(RuleExample.scene(id: "log-vc-001", customClass: "LoginViewController"))
            \(RuleExample.scene(id: "sig-vc-001", customClass: "SignupViewController"))
            \(RuleExample.scene(id: "pla-vc-001"))
            """).content
        let file = LintFile(document: try IBDocument(bytes: Array(text.utf8), path: "Auth.storyboard"), path: "Auth.storyboard")
        var violations: [Violation] = []
        try HasSingleViewControllerRule(options: RuleOptions(ruleID: "has-single-view-controller")).validate(file, into: &violations)
        #expect(violations.count == 1)
        let message = try #require(violations.first?.message)
        // The storyboard opens with the container: it stays (as `ibkit migrate` leaves it), its root moves out.
        #expect(message.contains("keep the initial 'UINavigationController'"), "\(message)")
        #expect(message.contains("'WelcomeViewController' → WelcomeViewController.storyboard"), "\(message)")
        #expect(message.contains("'LoginViewController' → LoginViewController.storyboard"), "\(message)")
        #expect(message.contains("'SignupViewController' → SignupViewController.storyboard"), "\(message)")
        #expect(!message.contains("create the container"), "\(message)")
        #expect(message.contains("the view controller without a class"), "\(message)")
        let advice = Set(violations[0].advice.map { "\($0.objectID)=\($0.value)" })
        #expect(advice == ["wel-vc-001=WelcomeViewController", "log-vc-001=LoginViewController", "sig-vc-001=SignupViewController"])
    }
}
