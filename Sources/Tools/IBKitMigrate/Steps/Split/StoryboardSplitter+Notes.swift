import Foundation
import IBKitDocument

/// The plan's lines about one storyboard: every moved or added thing (`change`), and every scene left for a person
/// with the reason (`human`), at `path:line:col` of the original.
extension StoryboardSplitter {
    func noteStaying(_ groups: [SplitGroup], _ source: SplitSource, _ plan: inout MigrationPlan) {
        let fileName = SplitCensus.fileName(of: source.path)
        for group in groups where !group.isMoving {
            let unit = source.units[group.named]
            guard let message = group.reason?.message(policy: policy, identifier: unit.controller?.storyboardIdentifier) else { continue }
            plan.note(.human, .split, at: place(unit.scene.element, source, plan),
                      "\(unit.displayName) (object \(unit.controllerID ?? "?")) stays in \(fileName): \(message)")
        }
    }

    /// `created`: the new files' bytes by name, where the references they hold are placed.
    func noteChanges(_ groups: [SplitGroup], _ links: SplitLinks, _ original: SplitWriter.Output, _ renamed: [Int: String],
                     _ source: SplitSource, created: [String: [UInt8]], _ plan: inout MigrationPlan) {
        for group in groups {
            guard let name = group.targetName else { continue }
            let target = plan.changes.displayPath(SplitCensus.sibling(source.path, named: name))
            for u in group.units {
                let unit = source.units[u]
                var message = "scene \(unit.displayName) (object \(unit.controllerID ?? "?")) moves to \(target)"
                if group.units.count > 1 {
                    message += u == group.head ? ", the initial view controller there" : " with its container"
                }
                if group.namedAfterIdentifier, u == group.named { message += ", named after its storyboard identifier" }
                plan.note(.change, .split, at: place(unit.scene.element, source, plan), message)
            }
        }
        for reference in links.references {
            let target = source.units[reference.target]
            let place: String
            switch reference.file {
            case .original: place = self.place(target.scene.element, source, plan)
            case let .new(name):
                place = plan.changes.displayPath(SplitCensus.sibling(source.path, named: name))
                    + Self.lineAndColumn(of: "<scene sceneID=\"\(reference.scene.sceneID)\"", in: created[name] ?? [])
            }
            let identifier = reference.referencedIdentifier.map { " (identifier '\($0)')" } ?? ""
            let segues = reference.segues.compactMap(\.id).sorted().joined(separator: ", ")
            plan.note(.change, .split, at: place,
                      "storyboard reference \(reference.scene.placeholderID) to \(reference.storyboardName).storyboard\(identifier) stands for \(target.displayName) (object \(target.controllerID ?? "?")) in segue \(segues)")
        }
        for (u, identifier) in links.identifiers.sorted(by: { $0.key < $1.key }) {
            guard let controller = source.units[u].controller else { continue }
            plan.note(.change, .split, at: place(controller.element, source, plan),
                      "\(source.units[u].displayName) (object \(controller.id ?? "?")) gets the storyboard identifier '\(identifier)', by which a storyboard reference names it")
        }
        for (u, name) in renamed.sorted(by: { $0.key < $1.key }) {
            guard let controller = source.units[u].controller else { continue }
            plan.note(.change, .split, at: place(controller.element, source, plan),
                      "storyboard reference \(controller.id ?? "?") to '\(controller.referencedIdentifier ?? "")' now names \(name).storyboard")
        }
        if !original.removedListEntries.isEmpty {
            plan.note(.change, .split, at: plan.changes.displayPath(source.path),
                      "drops what only the moved scenes used, as Xcode would on its next save: " + original.removedListEntries.joined(separator: ", "))
        }
    }

    /// `:line:col` of the first `text` in `bytes`, "" when it is not there.
    static func lineAndColumn(of text: String, in bytes: [UInt8]) -> String {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, needle.count <= bytes.count else { return "" }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                var line = 1
                var lineStart = 0
                for i in 0...(haystack.count - needle.count) {
                    if haystack[i] == 0x0A {
                        line += 1
                        lineStart = i + 1
                    } else if haystack[i] == needle[0], memcmp(haystack.baseAddress! + i, needle.baseAddress!, needle.count) == 0 {
                        return ":\(line):\(i - lineStart + 1)"
                    }
                }
                return ""
            }
        }
    }

    /// `path:line:col` of an element of the original, relative to the migration's root.
    func place(_ element: IBElement, _ source: SplitSource, _ plan: MigrationPlan) -> String {
        let location = element.location
        return "\(plan.changes.displayPath(source.path)):\(location.line):\(location.column)"
    }
}
