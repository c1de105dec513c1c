import Foundation
import IBKitDiagnostics
import IBKitDocument

/// File names the convention rules advise (`xib-class-name`, `custom-class-name`) that cannot be taken: a bundle
/// holds one storyboard or nib of a name, whatever folder it came from, so a name another file already has, or
/// that several files are advised to take, is advice nobody can follow (`ibkit migrate` refuses such renames).
/// Judged over all the files of a run; the findings keep their place and say why instead of naming the file.
public enum FileNameClaims {
    /// The rules whose findings advise a file name: a rename, or a storyboard for a scene to move to.
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

    /// The engine's pass: the file-name findings whose name cannot be taken say so (and why) instead of naming it.
    /// Only the files with such findings are read again, for their advice.
    static func revise(_ diagnostics: inout [Diagnostic], ibPaths: [String], planner: inout RulePlanner,
                       display: (String) -> String) throws(ConfigurationError) {
        let indices = diagnostics.indices.filter { ruleIDs.contains(diagnostics[$0].ruleID) }
        guard !indices.isEmpty else { return }
        var claims: [Claim] = []
        /// For each claim, the finding that made it: its rule and the object it is reported at.
        var sources: [(ruleID: String, objectID: String?)] = []
        for path in Set(indices.map { diagnostics[$0].path }).sorted() {
            guard case .success(let document) = IBDocumentLoader.load(path: path) else { continue }
            let file = LintFile(document: document, path: path)
            for configured in try planner.rules(for: path) where ruleIDs.contains(configured.id) {
                var violations: [Violation] = []
                configured.rule.validate(file, into: &violations)
                for violation in violations {
                    let reportedAt = LintEngine.objectID(of: violation.element ?? document.root)
                    for advice in violation.advice where advice.name == .xibFile || advice.name == .storyboardFile {
                        claims.append(Claim(path: path, objectID: advice.objectID, newName: advice.value, className: advice.className))
                        sources.append((configured.id, reportedAt))
                    }
                }
            }
        }
        for (c, why) in conflicts(claims, ibPaths: ibPaths, display: display) {
            let claim = claims[c]
            for i in indices where diagnostics[i].path == claim.path && diagnostics[i].ruleID == sources[c].ruleID
                && diagnostics[i].objectID == sources[c].objectID {
                diagnostics[i].message = revised(diagnostics[i].message, claim, why: why)
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
