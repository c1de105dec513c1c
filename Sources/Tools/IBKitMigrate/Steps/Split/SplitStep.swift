import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitPlumbing
import IBKitProject
import IBKitRuleModel
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
        let unresolved = UnresolvedLoads(context.index)
        plan.loadProjects()
        let census = SplitCensus(files: context.files, index: context.index, unresolved: unresolved, bundles: Self.bundles(&plan),
                                 absolute: { paths.absolutePath($0) })
        let candidates = context.files.sorted(by: { $0.path < $1.path }).filter(Self.isCandidate)
        let literals = SplitLiterals(candidates, census: census, plan: &plan, context)
        let splitters = candidates.map { StoryboardSplitter(file: $0, census: census, policy: context.policy, literals: literals) }
        // Each storyboard is split side by side on a copy of the plan as the step found it. Then, in order, a
        // copy is taken over when all it read is the same in the plan and the names it looked up are still
        // free; otherwise (an earlier split changed what it read) the storyboard is split again on the plan.
        // Either way the plan is the one splitting them one after the other makes.
        plan.settle()
        let base = plan
        let tries = Parallel.map(splitters) { splitter -> (plan: MigrationPlan, run: SplitRun)? in
            var copy = base.tracked()
            var run = SplitRun()
            do {
                try splitter.run(&copy, &run)
            } catch {
                return nil
            }
            return (copy, run)
        }
        var run = SplitRun()
        for (splitter, tried) in zip(splitters, tries) {
            let path = paths.absolutePath(splitter.file.path)
            if let tried, run.agrees(with: tried.run, family: SplitCensus.folderFamily(of: path), bundles: census.bundles(ofStoryboard: path),
                                     document: { plan.document($0) }),
               try plan.adopt(tried.plan, madeFrom: base) {
                run.merge(tried.run)
            } else {
                try splitter.run(&plan, &run)
            }
        }
        try listInProjects(run.additions, &plan)
    }

    /// The targets of the Xcode projects under the root, as the plan leaves their project files so far.
    private static func bundles(_ plan: inout MigrationPlan) -> SplitBundles {
        var projects: [PBXProjectFile] = []
        for xcodeproj in plan.projectPaths() {
            guard let bytes = try? plan.changes.read(xcodeproj + "/project.pbxproj"),
                  let file = try? plan.projectFile(xcodeproj, bytes: bytes) else { continue }
            projects.append(file)
        }
        return SplitBundles(projects: projects)
    }

    /// The new files go into the Xcode projects and targets that build the ones they come from (nothing to do in a
    /// Swift package or a synchronized folder without exceptions, which take every file in the folder).
    private func listInProjects(_ additions: [(new: String, like: String)], _ plan: inout MigrationPlan) throws(MigrationError) {
        let outcomes = try ProjectFiles.addSiblings(additions.map { ($0.new, $0.like) }, in: &plan)
        for (addition, outcomes) in zip(additions, outcomes) {
            for (project, outcome) in outcomes where outcome == .added {
                plan.note(.change, .split, at: project, "\(Paths.lastComponent(addition.new)) is added to the groups and targets of \(Paths.lastComponent(addition.like))")
            }
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
