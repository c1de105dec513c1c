import Foundation

extension RuleExample {
    /// The example without the boilerplate every document repeats (XML declaration, dependencies).
    public static func excerpt(_ content: String) -> String {
        var lines: [Substring] = []
        var skipping = false
        for line in content.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<?xml") { continue }
            if trimmed == "<dependencies>" { skipping = true; continue }
            if skipping { if trimmed == "</dependencies>" { skipping = false }; continue }
            lines.append(line)
        }
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
