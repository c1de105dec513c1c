import IBKitDocument
import IBKitLint
import IBKitSwiftIndex

/// `ibkit migrate`'s split: a storyboard holding several view controllers becomes one storyboard per view
/// controller class, `<Class>.storyboard` beside it (same folder, same `.lproj`), each scene its file's initial
/// view controller, the way Xcode's Editor ▸ Refactor to Storyboard does it one scene at a time.
///
/// - Segues and relationships that now cross files go through storyboard references in scenes of their own.
/// - The original keeps its initial scene (`UIMainStoryboardFile` stays valid) and the scenes that cannot be named
///   after their class (no class, a class with several scenes, a library's class), each reported with the reason
///   unless nothing is to be done about it. Containers without a class stay and their children move out
///   (`containers: references`), or move with their root (`together`).
/// - Edits are byte-minimal: the original loses the moved scenes' lines and gains references; new files are the
///   original's header and the moved scenes' bytes. Localized `.strings` tables are split the same way.
///
/// `SplitValidation` holds the checks of the result that the runner passes to `ChangeSet.apply`.
public struct SplitStep: MigrationStep {
    public static let id = MigrationStepID.split

    public init() {}

    public func plan(_ plan: inout MigrationPlan, _ context: MigrationContext) throws(MigrationError) {
        let paths = plan.changes.paths
        let census = SplitCensus(files: context.files, index: context.index, absolute: { paths.absolutePath($0) })
        var run = SplitRun()
        for file in context.files.sorted(by: { $0.path < $1.path }) where Self.isCandidate(file) {
            let splitter = StoryboardSplitter(file: file, census: census, policy: context.policy)
            try splitter.run(&plan, &run)
        }
    }

    /// A storyboard the has-single-view-controller rule looks at: UIKit's, not a launch screen. AppKit and WatchKit
    /// storyboards are left alone (window controllers with their content, interface controllers: not one screen
    /// per file by design).
    static func isCandidate(_ file: LintFile) -> Bool {
        guard file.kind == .storyboard, !file.isLaunchScreen else { return false }
        switch file.document.platform {
        case .iOS, .tvOS, .unknown: return true
        case .macOS, .watchOS: return false
        }
    }
}
