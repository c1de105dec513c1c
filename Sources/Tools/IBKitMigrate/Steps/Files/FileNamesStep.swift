import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitEdit
import IBKitLint
import IBKitPlumbing
import IBKitRuleModel
import IBKitWorkspace

/// Step 3 of `ibkit migrate`: a storyboard or xib not named after its class — exactly what `custom-class-name`
/// and `xib-class-name` report, renamed to the name they advise — is renamed with its device variants and
/// localizations, and everything that names it follows: the Xcode project (file references, variant groups,
/// build files, Xcode's comments, synchronized folders' exceptions, `INFOPLIST_KEY_…` settings), Swift literals
/// at the loading calls, storyboard references and nib names in other IB files, and Info.plist.
///
/// A name that cannot follow — held in a constant, built at run time, in Objective-C, in a binary plist — leaves
/// the file as it is and lists the place for a person: code and IB never disagree.
public struct FileNamesStep: MigrationStep {
    public static let id = MigrationStepID.files

    /// The app's `.ibkit.yml`: which of the two rules are enabled where, and their options (`ignored_names`).
    let configuration: Configuration?

    public init(configuration: Configuration? = nil) {
        self.configuration = configuration
    }

    public func plan(_ plan: inout MigrationPlan, _ context: MigrationContext) throws(MigrationError) {
        let ibPaths = PlannedApp.ibPaths(&plan, context)
        plan.parse(ibPaths)
        let findings = try self.findings(ibPaths: ibPaths, plan: &plan, context: context)
        guard !findings.isEmpty else { return }
        var (candidates, disagreements) = FileRename.group(findings, ibPaths: ibPaths, plan: &plan)
        for (finding, why) in disagreements {
            let location = finding.element.location
            plan.note(.human, Self.id, at: "\(plan.changes.displayPath(finding.file.path)):\(location.line):\(location.column)",
                      "\(Paths.lastComponent(finding.file.path)) is not renamed to \(finding.newName).\(Paths.fileExtension(finding.file.path)): \(why); rename its variants together by hand")
        }
        // A file is named after a class the sources declare, never after a name IB keeps for a class that is gone
        // (`ibkit check` reports it as unknown): renaming would only move the mismatch. Judged only when the
        // sources declare classes at all (an app read without its code says nothing about them).
        if !context.index.allClasses.isEmpty {
            candidates.removeAll { rename in
                guard context.index.origin(of: rename.className) == nil else { return false }
                plan.note(.human, Self.id, at: "\(plan.changes.displayPath(rename.path)):\(rename.line):\(rename.column)",
                          "\(rename.oldFileName) is not renamed to \(rename.newFileName): no class \(rename.className) is declared in the sources (`ibkit check` reports it); set the custom class IB names first")
                return true
            }
        }
        var uses = FileNameUses.collect(candidates, ibPaths: ibPaths, plan: &plan, context: context)
        for (i, why) in FileNameConflicts.find(candidates, ibPaths: ibPaths, plan: &plan) { uses[i].blockers.append(why) }
        Self.census(candidates, &uses, plan: &plan, context)
        var projects = try ProjectRenames(plan: &plan)
        for (i, rename) in candidates.enumerated() where uses[i].blockers.isEmpty {
            if let blocker = projects.rename(rename) { uses[i].blockers.append(blocker) }
        }

        var accepted: [(FileRename, FileNameUses)] = []
        for (rename, use) in zip(candidates, uses) {
            if use.blockers.isEmpty {
                accepted.append((rename, use))
                continue
            }
            let subject = "\(plan.changes.displayPath(rename.path)) is not renamed to \(rename.newFileName) (its class \(rename.className))"
            for blocker in use.blockers.sorted(by: { ($0.place, $0.why) < ($1.place, $1.why) }) {
                plan.note(.human, Self.id, at: blocker.place, "\(subject): \(blocker.why); rename the file and change this together by hand")
            }
        }
        try apply(accepted, projects: projects, plan: &plan)
    }

    /// The last guards: a load of that kind whose name the index cannot read (`UnresolvedLoads`) could be of this
    /// file; and (`LiteralCensus`) a literal of the old name the step neither rewrites nor already stops on (a
    /// `.strings` value, a helper's argument) is a load it cannot prove it follows. Either way the file keeps its name.
    static func census(_ renames: [FileRename], _ uses: inout [FileNameUses], plan: inout MigrationPlan, _ context: MigrationContext) {
        let open = renames.indices.filter { uses[$0].blockers.isEmpty }
        guard !open.isEmpty else { return }
        let census = LiteralCensus(names: Set(open.map { renames[$0].oldName }), plan: &plan, context: context)
        let index = PlannedApp.index(&plan, context)
        let paths = plan.changes.paths
        // Property lists the step edits itself (Info.plist's names of the file): not a load left behind.
        let edited = Set(uses.flatMap { $0.edits.map(\.path) }.filter { Paths.fileExtension($0) == "plist" })
        let unresolved = UnresolvedLoads(index)
        for i in open {
            let rename = renames[i]
            if let reason = unresolved.reason(rename.referenceKind, display: { paths.displayPath($0) }) {
                uses[i].blockers.append(FileNameUses.Blocker(place: paths.displayPath(rename.path), why: reason))
                continue
            }
            let references = index.references + index.objectiveCReferences
            let loads = references.filter { $0.kind == rename.referenceKind && $0.value == rename.oldName && $0.via == nil }
            let left = census.unaccounted(rename.oldName, kind: rename.referenceKind, followed: loads, references: references,
                                          absolute: { paths.absolutePath($0) }).filter { !edited.contains($0.path) }
            guard let first = left.first else { continue }
            let more = left.count > 1 ? " (and \(left.count - 1) more)" : ""
            uses[i].blockers.append(FileNameUses.Blocker(
                place: "\(paths.displayPath(first.path)):\(first.line):\(first.column)",
                why: "the sources also write \"\(rename.oldName)\" here\(more), which the plan cannot prove is not a load of it"))
        }
    }

    /// The two rules' findings on every IB file as the plan leaves it, with the name they advise.
    ///
    /// The rules take a class whose module is set by hand (no `customModuleProvider="target"`) for another module's,
    /// not the app's to name files after; the module step, which runs next, makes the file's own module inherited.
    /// So the rules judge each file as the module step will leave it, and a second migration finds nothing new.
    func findings(ibPaths: [String], plan: inout MigrationPlan, context: MigrationContext) throws(MigrationError) -> [FileNameFinding] {
        let configuration = self.configuration ?? Configuration(rootDirectory: context.root)
        let moduleFixes = Dictionary(try ModuleStep.fixes(&plan, context).map { ($0.path, $0.edits) }, uniquingKeysWith: { a, _ in a })
        // A finding `suppressions:` names is a team's decision to keep the name: lint does not report it, nor is
        // it renamed. (A baseline is not a decision: its findings are the ones to fix.)
        let suppressions: [Suppression]
        do {
            suppressions = try ConfigurationLoader.suppressions(configuration, rules: RuleRegistry.all.map { $0.description })
        } catch {
            throw MigrationError("\(error)")
        }
        let workingDirectory = WorkingDirectory.current
        var rulesBySelection: [[Int]: [ConfiguredRule]] = [:]
        // What each file is judged with, gathered in order (the plan is read here); the rules then run side by side.
        var work: [(file: LintFile, rules: [ConfiguredRule])] = []
        for path in ibPaths {
            guard var document = plan.document(path) else { continue }
            if let edits = moduleFixes[path], let fixed = try? FileEdits(edits).apply(to: document.bytes),
               let parsed = try? IBDocument(bytes: fixed, path: path) {
                document = parsed
            }
            // Relative paths are made only when overrides need them (as lint plans its rules).
            let relative = configuration.overrides.isEmpty ? "" : FileDiscovery.relative(path, to: configuration)
            let key = configuration.overrides.indices.filter { configuration.overrides[$0].paths.contains { $0.matches(relative) } }
            if rulesBySelection[key] == nil {
                do {
                    rulesBySelection[key] = try Configuration.makeRules(configuration.selection(forRelativePath: relative))
                        .filter { [CustomClassNameRule.description.id, XibClassNameRule.description.id].contains($0.id) }
                } catch {
                    throw MigrationError("\(error)")
                }
            }
            work.append((LintFile(document: document, path: path), rulesBySelection[key] ?? []))
        }
        let findings = Parallel.map(work) { item -> [FileNameFinding] in
            var found: [FileNameFinding] = []
            for configured in item.rules {
                var violations: [Violation] = []
                configured.rule.validate(item.file, into: &violations)
                for violation in violations {
                    guard let element = violation.element,
                          let advice = violation.advice.first(where: { $0.name == .storyboardFile || $0.name == .xibFile }) else { continue }
                    let diagnostic = Diagnostic(ruleID: configured.id, severity: configured.severity, message: violation.message, path: item.file.path,
                                                line: element.location.line, column: element.location.column, objectID: element.id)
                    if suppressions.contains(where: { $0.matches(diagnostic, rootDirectory: configuration.rootDirectory, workingDirectory: workingDirectory) }) {
                        continue
                    }
                    found.append(FileNameFinding(file: item.file, element: element, className: advice.className, newName: advice.value))
                }
            }
            return found
        }.flatMap { $0 }
        return findings
    }

    /// Edits every file that names an accepted rename, then renames the files, with a note for each change.
    private func apply(_ accepted: [(FileRename, FileNameUses)], projects: ProjectRenames, plan: inout MigrationPlan) throws(MigrationError) {
        var editsByFile: [String: [TextEdit]] = [:]
        for (rename, uses) in accepted {
            plan.note(.change, Self.id, at: "\(plan.changes.displayPath(rename.path)):\(rename.line):\(rename.column)",
                      "\(plan.changes.displayPath(rename.path)) → \(rename.newFileName) (its class)")
            for move in rename.moves where move.from != rename.path {
                plan.note(.change, Self.id, at: plan.changes.displayPath(move.from),
                          "\(plan.changes.displayPath(move.from)) → \(Paths.lastComponent(move.to)) (with \(rename.oldFileName))")
            }
            for edit in uses.edits {
                editsByFile[edit.path, default: []].append(edit.edit)
                plan.note(.change, Self.id, at: edit.place, edit.message)
            }
        }
        for note in projects.notes { plan.note(.change, Self.id, at: note.place, note.message) }
        for (path, edits) in projects.edits { editsByFile[path, default: []] += edits }
        do {
            for path in editsByFile.keys.sorted() { try plan.changes.edit(path, editsByFile[path] ?? []) }
            for (rename, _) in accepted {
                for move in rename.moves { try plan.changes.move(move.from, to: move.to) }
            }
        } catch {
            throw MigrationError("the files step could not plan its edits: \(error)")
        }
    }
}
