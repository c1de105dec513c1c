import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel

/// A storyboard reference is a load by name that no code shows: UIKit and AppKit load the storyboard it names
/// (and the scene it references) when a segue or relationship reaches it.
struct StoryboardReferenceCheck: CheckRule {
    static let description = RuleDescription(
        id: "storyboard-reference",
        summary: "A storyboard reference to a storyboard, or a Storyboard ID in it, that no checked IB file has",
        rationale: """
            A storyboard reference (viewControllerPlaceholder on iOS, controllerPlaceholder on macOS) loads \
            the storyboard it names from the app's bundle and instantiates the scene with its referenced ID, or \
            the storyboard's initial view controller when it names none. When that storyboard is gone (renamed, \
            split, moved to another target), or no longer has the ID or an initial view controller, the segue \
            or relationship that reaches the reference raises. Only storyboards of the reference's platform \
            count, since UIKit never loads a Mac storyboard. A reference to another bundle (bundleIdentifier) is \
            not judged: that bundle's files are not among the checked ones.
            """,
        origin: .core, defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        let storyboards = context.files.filter { $0.kind == .storyboard }
        for file in storyboards {
            for reference in file.document.elements where reference.is(.viewControllerPlaceholder) || reference.is(.controllerPlaceholder) {
                guard let name = reference.attribute("storyboardName"), !name.isEmpty,
                      reference.attribute("bundleIdentifier") == nil else { continue }
                let referenced = reference.attribute("referencedIdentifier").flatMap { $0.isEmpty ? nil : $0 }
                // Localized copies (Base.lproj, en.lproj) are one storyboard.
                let targets = storyboards.filter { $0.baseName == name && Self.samePlatform($0, file) }
                let what = referenced.map { "'\($0)' in \(name).storyboard" } ?? "\(name).storyboard's initial view controller"
                guard !targets.isEmpty else {
                    violations.append(CheckViolation(
                        "the storyboard reference \(context.place(reference, in: file)) loads \(what), but no storyboard named '\(name)' is among the checked IB files; reaching it raises",
                        at: reference, in: file))
                    continue
                }
                let found = targets.contains { target in
                    if let referenced { return target.document.elements.contains { $0.storyboardIdentifier == referenced } }
                    return target.document.initialViewControllerID != nil
                }
                guard !found else { continue }
                let lacks = referenced.map { "no scene of it has the Storyboard ID '\($0)'" } ?? "it has no initial view controller"
                violations.append(CheckViolation(
                    "the storyboard reference \(context.place(reference, in: file)) loads \(what), but \(lacks) (\(context.display(targets[0].path))); reaching it raises",
                    at: reference, in: file))
            }
        }
    }

    private static func samePlatform(_ a: LintFile, _ b: LintFile) -> Bool {
        let mac = { (f: LintFile) in f.document.platform == .macOS }
        return a.document.platform == .unknown || b.document.platform == .unknown || mac(a) == mac(b)
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([
                .storyboard("Main.storyboard", initial: "h-00-001", RuleExample.scene(id: "h-00-001", customClass: "HomeViewController")
                    + RuleExample.scene(id: "r-00-001", kind: "viewControllerPlaceholder", marked: true, extra: #" storyboardName="Settings""#)
                    + RuleExample.scene(id: "r-00-002", kind: "viewControllerPlaceholder", marked: true,
                                        extra: #" storyboardName="Profile" referencedIdentifier="ProfileEditViewController""#)),
                .storyboard("Profile.storyboard", initial: "p-00-001", RuleExample.scene(
                    id: "p-00-001", customClass: "ProfileViewController", storyboardIdentifier: "ProfileViewController")),
            ]),
        ],
        nonTriggering: [
            CheckExample([
                .storyboard("Main.storyboard", initial: "h-00-001", RuleExample.scene(id: "h-00-001", customClass: "HomeViewController")
                    + RuleExample.scene(id: "r-00-001", kind: "viewControllerPlaceholder", extra: #" storyboardName="Profile""#)
                    + RuleExample.scene(id: "r-00-002", kind: "viewControllerPlaceholder",
                                        extra: #" storyboardName="Profile" referencedIdentifier="ProfileViewController""#)
                    + RuleExample.scene(id: "r-00-003", kind: "viewControllerPlaceholder",
                                        extra: #" storyboardName="Onboarding" bundleIdentifier="com.example.OnboardingKit""#)),
                .storyboard("Profile.storyboard", initial: "p-00-001", RuleExample.scene(
                    id: "p-00-001", customClass: "ProfileViewController", storyboardIdentifier: "ProfileViewController")),
            ]),
        ])
}
