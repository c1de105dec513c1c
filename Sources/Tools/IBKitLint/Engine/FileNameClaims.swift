import Foundation
import IBKitDiagnostics

/// File names the convention rules advise (`xib-class-name`, `custom-class-name`) that cannot be taken: a bundle
/// holds one storyboard or nib of a name, whatever folder it came from, so a name another file already has, or
/// that several files are advised to take, is advice nobody can follow (`ibkit migrate` refuses such renames).
/// Judged over all the files of a run; the findings keep their place and say why instead of naming the file.
public enum FileNameClaims {
    /// The rules whose findings advise a file name: a rename, or a storyboard for a scene to move to (their
    /// `Advice` of `.xibFile` and `.storyboardFile`).
    public static let ruleIDs: Set<String> = [XibClassNameRule.description.id, CustomClassNameRule.description.id,
                                              HasSingleViewControllerRule.description.id]

    /// One file's advised name.
    public struct Claim: Sendable, Hashable {
        public var path: String
        public var objectID: String
        /// The advised name, without extension.
        public var newName: String
        /// The class the name follows.
        public var className: String

        public init(path: String, objectID: String, newName: String, className: String = "") {
            self.path = path
            self.objectID = objectID
            self.newName = newName
            self.className = className
        }

        var fileExtension: String { (path as NSString).pathExtension }
        var newFileName: String { newName + "." + fileExtension }
    }

    /// Why each claim cannot be followed (by index in `claims`): another of `ibPaths` has the name, or claims from
    /// other files pick it too. Variants of one file (its `.lproj` copies, `~ipad`) count as that file.
    public static func conflicts(_ claims: [Claim], ibPaths: [String], display: (String) -> String = { $0 }) -> [Int: String] {
        struct Key: Hashable { var fileExtension: String; var name: String }
        var files: [Key: [String]] = [:]
        for path in ibPaths { files[Key(fileExtension: (path as NSString).pathExtension, name: baseName(path)), default: []].append(path) }
        var claimants: [Key: Set<String>] = [:]
        for claim in claims { claimants[Key(fileExtension: claim.fileExtension, name: claim.newName), default: []].insert(variantKey(claim.path)) }
        var out: [Int: String] = [:]
        for (i, claim) in claims.enumerated() {
            let key = Key(fileExtension: claim.fileExtension, name: claim.newName)
            let own = variantKey(claim.path)
            if let other = (files[key] ?? []).first(where: { variantKey($0) != own }) {
                out[i] = "\(claim.newFileName) is taken by \(display(other))"
                continue
            }
            let others = (claimants[key] ?? []).subtracting([own]).count
            if others > 0 {
                out[i] = "\(claim.newFileName) is the name \(others) other file\(others == 1 ? " is" : "s are") advised to take too, and a bundle holds one"
            }
        }
        return out
    }

    /// A claim as the engine found it: with the rule and the object of the finding that made it.
    struct Found: Sendable {
        var claim: Claim
        var ruleID: String
        var reportedAt: String?
    }

    /// The engine's pass: the findings whose advised name cannot be taken say so (and why) instead of naming it.
    static func revise(_ diagnostics: inout [Diagnostic], claims found: [Found], ibPaths: [String], display: (String) -> String) {
        guard !found.isEmpty else { return }
        let conflicts = conflicts(found.map(\.claim), ibPaths: ibPaths, display: display)
        guard !conflicts.isEmpty else { return }
        var indexOf: [String: [Int]] = [:]
        for i in diagnostics.indices where ruleIDs.contains(diagnostics[i].ruleID) {
            indexOf[diagnostics[i].path + "\u{0}" + (diagnostics[i].objectID ?? ""), default: []].append(i)
        }
        for (c, why) in conflicts.sorted(by: { $0.key < $1.key }) {
            let source = found[c]
            for i in indexOf[source.claim.path + "\u{0}" + (source.reportedAt ?? "")] ?? [] where diagnostics[i].ruleID == source.ruleID {
                diagnostics[i].message = revised(diagnostics[i].message, source.claim, why: why)
            }
        }
    }

    /// The message with the name that cannot be taken replaced by why: a rename (`rename the file to X.xib`) or a
    /// move (`'X' → X.storyboard`).
    static func revised(_ message: String, _ claim: Claim, why: String) -> String {
        let rename = Conventional.renameClause(claim.newFileName)
        if message.contains(rename) {
            return message.replacingOccurrences(of: rename, with: "the file cannot take its class's name: \(why); give the class a name of its own, or keep the file's")
        }
        return message.replacingOccurrences(of: "'\(claim.className)' → \(claim.newFileName)",
                                            with: "'\(claim.className)' (not to \(claim.newFileName): \(why))")
    }

    /// `Base.lproj/Hoge~ipad.xib` → `Hoge`: the name UIKit looks the file up by.
    static func baseName(_ path: String) -> String {
        var name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for modifier in ["~ipad", "~iphone"] where name.hasSuffix(modifier) { name = String(name.dropLast(modifier.count)) }
        return name
    }

    /// One key for a file and its variants: its folder without a `.lproj` level, its name, its extension.
    static func variantKey(_ path: String) -> String {
        var folder = (path as NSString).deletingLastPathComponent
        if folder.hasSuffix(".lproj") { folder = (folder as NSString).deletingLastPathComponent }
        return folder + "/" + baseName(path) + "." + (path as NSString).pathExtension
    }
}
