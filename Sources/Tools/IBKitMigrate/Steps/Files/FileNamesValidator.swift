import IBKitEdit
import IBKitPlumbing
import IBKitProject
import IBKitSwiftIndex

extension FileNamesStep {
    /// The files step's checks of a planned result, for `ChangeSet.apply(validators:)`:
    /// - every storyboard or nib name the Swift code loads by name (the index's `storyboardName` and `nibName`
    ///   references, read again from the planned text of the Swift files the plan changes) that named an IB file
    ///   before, or names a file the plan renamed, names one in the result;
    /// - every planned `project.pbxproj` parses with `XcodeProject`'s reader, and a renamed file is still in each
    ///   target that built it under its old name.
    public static func validator(_ context: MigrationContext) -> ChangeValidator {
        let ibPaths = context.inputs.ibPaths
        let index = context.index
        return { changes in
            referenceProblems(changes, ibPaths: ibPaths, index: index) + projectProblems(changes)
        }
    }

    static func referenceProblems(_ changes: ChangeSet, ibPaths: [String], index: SwiftIndex) -> [LocatedProblem] {
        let before = Set(ibPaths.map(changes.absolutePath))
        var after = before
        var renamedTo = Set<String>()
        for change in changes.changes {
            if let old = change.oldPath {
                after.remove(old)
                renamedTo.insert(change.path)
            }
            if ["storyboard", "xib"].contains(Paths.fileExtension(change.path)) { after.insert(change.path) }
        }
        func names(_ paths: Set<String>, _ fileExtension: String) -> Set<String> {
            Set(paths.filter { Paths.fileExtension($0) == fileExtension }.map(FileRename.conventionalName))
        }
        var changedSources: [String: [UInt8]] = [:]
        for change in changes.changes where Paths.fileExtension(change.path) == "swift" || ObjCLiteral.isObjectiveC(change.path) {
            changedSources[change.path] = change.after
        }
        // The run's index, with the files the plan changes indexed again from their planned text.
        let planned = changedSources.isEmpty ? index : SwiftIndex(files: index.files.map { file in
            changedSources[changes.absolutePath(file.path)].map { SwiftIndexer.index(source: String(decoding: $0, as: UTF8.self), path: file.path) } ?? file
        })
        let references = planned.references + planned.objectiveCReferences
        var problems: [LocatedProblem] = []
        for (kind, fileExtension) in [(StringReference.Kind.storyboardName, "storyboard"), (.nibName, "xib")] {
            let known = names(before, fileExtension).union(names(renamedTo, fileExtension))
            let present = names(after, fileExtension)
            for reference in references where reference.kind == kind {
                guard known.contains(reference.value), !present.contains(reference.value) else { continue }
                problems.append(LocatedProblem(path: changes.displayPath(reference.position.path), line: reference.position.line,
                                              column: reference.position.column,
                                              message: "\"\(reference.value)\" names no .\(fileExtension) in the result"))
            }
        }
        return problems.sorted { ($0.path, $0.line ?? 0, $0.column ?? 0) < ($1.path, $1.line ?? 0, $1.column ?? 0) }
    }

    static func projectProblems(_ changes: ChangeSet) -> [LocatedProblem] {
        let renames = changes.changes.compactMap { change in change.oldPath.map { ($0, change.path) } }
        var problems: [LocatedProblem] = []
        for change in changes.changes where Paths.lastComponent(change.path) == "project.pbxproj" {
            let xcodeproj = Paths.parent(change.path)
            let path = changes.displayPath(change.path)
            let after: XcodeProject
            do {
                after = try XcodeProject(pbxproj: try PropertyListParser.parse(bytes: change.after), xcodeproj: xcodeproj)
            } catch let error as PropertyListError {
                problems.append(LocatedProblem(path: path, line: error.line, column: error.column, message: error.message))
                continue
            } catch {
                problems.append(LocatedProblem(path: path, message: "\(error)"))
                continue
            }
            guard !renames.isEmpty, let old = change.before, let beforeFile = try? PBXProjectFile(xcodeproj: xcodeproj, bytes: old),
                  let before = try? XcodeProject(pbxproj: try PropertyListParser.parse(bytes: old), xcodeproj: xcodeproj) else { continue }
            let synchronized = beforeFile.synchronizedFolders.map(\.path)
            for (oldPath, newPath) in renames where !synchronized.contains(where: { Paths.isInside(oldPath, folder: $0) }) {
                for target in before.targets where target.files.contains(oldPath) {
                    guard let now = after.targets.first(where: { $0.name == target.name }), !now.files.contains(newPath) else { continue }
                    problems.append(LocatedProblem(path: path, message: "target \(target.name) built \(changes.displayPath(oldPath)), but not \(changes.displayPath(newPath)) in the result"))
                }
            }
        }
        return problems
    }
}
