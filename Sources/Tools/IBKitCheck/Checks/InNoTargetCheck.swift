import Foundation
import IBKitDiagnostics
import IBKitRuleModel

/// IB files the Xcode project builds into no target: repositories keep old storyboards and xibs that nothing ships.
/// No check judges such a file, nor Swift that no target compiles (`CheckEngine` leaves their findings out); this
/// note says once per IB file why it got none.
struct InNoTargetCheck: CheckRule {
    static let description = RuleDescription(
        id: "in-no-target",
        summary: "An IB file inside an Xcode project's folder that no target of the project copies as a resource",
        rationale: "A storyboard or xib that no target builds never reaches a device, so what it says about classes, outlets and identifiers "
            + "cannot crash anything: every check leaves it (and Swift files no target compiles) alone. The note says so once, because a file "
            + "that should ship and is missing from its target is a bug of its own. Membership comes from the Xcode project (build files, "
            + "variant groups, synchronized folders, folder references); outside every project's folder, and in Swift packages, whose "
            + "manifest IBKit reads by a scan rather than evaluates, membership is unknown and every file is checked.",
        origin: .core, defaultSeverity: .info, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for file in context.files where context.isInNoTarget(file.path) {
            violations.append(CheckViolation("\(file.fileName) is in no target of the Xcode project: nothing builds it, so no check judges it",
                                             at: file.document.root, in: file))
        }
    }

    static let examples = CheckExamples(
        triggering: [
            // An old copy left beside the one the app builds.
            CheckExample([atDocument(.xib("ProfileHeaderOld.xib", Snippet.filesOwnerNone)),
                          .xib("ProfileHeader.xib", Snippet.filesOwnerNone)],
                         modules: ["ProfileHeader.xib": "App"], projectFolders: ["."]),
        ],
        nonTriggering: [
            CheckExample([.xib("ProfileHeader.xib", Snippet.filesOwnerNone)], modules: ["ProfileHeader.xib": "App"], projectFolders: ["."]),
            // No project tells which files are built: membership is unknown.
            CheckExample([.xib("ProfileHeaderOld.xib", Snippet.filesOwnerNone)]),
        ])

    /// The example with its marker at the `<document>` element, where the note is.
    private static func atDocument(_ example: RuleExample) -> RuleExample {
        RuleExample(example.fileName, example.content.replacingOccurrences(of: "<document ", with: "\(RuleExample.marker)<document "))
    }
}
