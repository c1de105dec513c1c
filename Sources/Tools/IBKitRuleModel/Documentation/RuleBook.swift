/// The documentation of one family of rules (lint's rules, the check's checks), made from their own descriptions
/// and examples: the one generator behind `ibkit rules`, `ibkit check --explain`, docs/rules.md and docs/checks.md.
public struct RuleBook: Sendable {
    /// One rule with its examples as the documentation shows them.
    public struct Entry: Sendable {
        public let description: RuleDescription
        public let triggering: [Example]
        public let nonTriggering: [Example]

        public init(_ description: RuleDescription, triggering: [Example], nonTriggering: [Example]) {
            self.description = description
            self.triggering = triggering
            self.nonTriggering = nonTriggering
        }
    }

    /// An example: its files (IB files already excerpted), the options it runs with, and what else it assumes.
    public struct Example: Sendable {
        public struct File: Sendable {
            public let name: String
            public let language: String
            public let text: String

            public init(name: String, language: String, text: String) {
                self.name = name
                self.language = language
                self.text = text
            }
        }

        public let files: [File]
        public let options: String?
        public let notes: [String]

        public init(files: [File], options: String?, notes: [String] = []) {
            self.files = files
            self.options = options
            self.notes = notes
        }

        /// A lint example: one IB file, shown without the boilerplate every document repeats.
        public init(_ example: RuleExample) {
            self.init(files: [File(name: example.fileName, language: "xml", text: RuleExample.excerpt(example.content))],
                      options: example.options)
        }
    }

    /// How a family's examples read: one IB file each (lint), or several files of any language (check).
    public enum ExampleLayout: Sendable { case oneFile, files }

    public let title: String
    /// The paragraph under the title of the markdown page.
    public let introduction: String
    /// Where the options of a rule are set, after "Options" in `explanation` (nil: nothing more to say).
    public let optionsPlace: (@Sendable (RuleDescription) -> String)?
    public let layout: ExampleLayout
    public let entries: [Entry]

    public init(title: String, introduction: String, optionsPlace: (@Sendable (RuleDescription) -> String)? = nil,
                layout: ExampleLayout, entries: [Entry]) {
        self.title = title
        self.introduction = introduction
        self.optionsPlace = optionsPlace
        self.layout = layout
        self.entries = entries
    }

    /// The entry of the rule `name` names (id or IBLinter name).
    public func entry(named name: String) -> Entry? {
        entries.first { $0.description.isNamed(name) }
    }

    /// One line per rule, with `kind` first among its flags (`ibkit rules` marks the check's rules `check`, as
    /// `swiftlint rules` marks analyzer rules).
    public static func table(_ rows: [(description: RuleDescription, kind: String)]) -> String {
        let flags = rows.map { row in
            let d = row.description
            return [row.kind, d.isOptIn ? "opt-in" : "", d.defaultSeverity.rawValue, d.isCorrectable ? "fix" : ""]
                .filter { !$0.isEmpty }.joined(separator: " ")
        }
        let idWidth = rows.map(\.description.id.count).max() ?? 0
        let flagWidth = flags.map(\.count).max() ?? 0
        var out = ""
        for (row, flag) in zip(rows, flags) {
            out += row.description.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
                + flag.padding(toLength: flagWidth + 2, withPad: " ", startingAt: 0) + row.description.summary + "\n"
        }
        return out
    }

    /// The text of one rule, for the terminal.
    public func explanation(_ entry: Entry) -> String {
        let d = entry.description
        var out = "\(d.id): \(d.summary)\n\n"
        out += "Origin: \(d.origin.displayName)\n"
        out += "Default severity: \(d.defaultSeverity.rawValue)\(d.isOptIn ? " (opt-in)" : "")\n"
        out += d.isCorrectable ? "Correctable: ibkit lint --fix\n\n" : "\n"
        out += "Why: \(d.rationale)\n"
        if let differences = d.differences { out += "\nDiffers from IBLinter: \(differences)\n" }
        if !d.options.isEmpty {
            out += "\nOptions\(optionsPlace.map { " (\($0(d)))" } ?? ""):\n"
            for o in d.options { out += "  \(o.name) (default \(o.defaultValue)): \(o.summary)\n" }
        }
        for (title, examples) in [("Triggering", entry.triggering), ("Non-triggering", entry.nonTriggering)] {
            for (n, e) in examples.enumerated() {
                let options = e.options.map { " with options \($0)" } ?? ""
                switch layout {
                case .oneFile:
                    out += "\n\(title) example \(n + 1): \(e.files.map(\.name).joined(separator: ", "))\(options)\n"
                    out += e.files.map(\.text).joined(separator: "\n") + "\n"
                case .files:
                    out += "\n\(title) example \(n + 1)\(options):\n"
                    for note in e.notes { out += note + "\n" }
                    for file in e.files { out += "\n// \(file.name)\n\(file.text)\n" }
                }
            }
        }
        return out
    }

    /// The markdown page: a table of every rule, then a section each.
    public func markdown() -> String {
        var out = "# \(title)\n\n\(introduction)\n\n| id | severity | origin | summary |\n| --- | --- | --- | --- |\n"
        for d in entries.map(\.description) {
            out += "| [`\(d.id)`](#\(d.id)) | \(d.defaultSeverity.rawValue)\(d.isOptIn ? ", opt-in" : "")\(d.isCorrectable ? ", fix" : "") | \(d.origin.shortName) | \(d.summary) |\n"
        }
        for entry in entries {
            let d = entry.description
            out += "\n## \(d.id)\n\n\(d.summary)\n\n"
            out += "- Origin: \(d.origin.markdownName)\n- Default severity: \(d.defaultSeverity.rawValue)\(d.isOptIn ? " (opt-in)" : "")\n"
            if d.isCorrectable { out += "- Correctable: `ibkit lint --fix`\n" }
            if let name = d.iblinterName { out += "- IBLinter name: `\(name)` (accepted in `.ibkit.yml`)\n" }
            out += "\n\(d.rationale)\n"
            if let differences = d.differences { out += "\n**Differs from IBLinter:** \(differences)\n" }
            if !d.options.isEmpty {
                out += "\n| option | default | meaning |\n| --- | --- | --- |\n"
                for o in d.options { out += "| `\(o.name)` | `\(o.defaultValue)` | \(o.summary) |\n" }
            }
            for (title, examples) in [("Triggering", entry.triggering), ("Non-triggering", entry.nonTriggering)] where !examples.isEmpty {
                out += "\n### \(title) examples\n"
                for (n, e) in examples.enumerated() {
                    let options = e.options.map { " with `\($0)`" } ?? ""
                    switch layout {
                    case .oneFile:
                        for file in e.files { out += "\n`\(file.name)`\(options)\n\n```\(file.language)\n\(file.text)\n```\n" }
                    case .files:
                        out += "\n**Example \(n + 1)**\(options)\n"
                        if !e.notes.isEmpty { out += "\n" + e.notes.map { "- " + $0 }.joined(separator: "\n") + "\n" }
                        for file in e.files { out += "\n`\(file.name)`\n\n```\(file.language)\n\(file.text)\n```\n" }
                    }
                }
            }
            if !d.corrections.isEmpty {
                out += "\n### Corrections (`ibkit lint --fix`)\n"
                for c in d.corrections {
                    out += "\n`\(c.before.fileName)` before:\n\n```xml\n\(RuleExample.excerpt(c.before.content))\n```\n\nafter:\n\n```xml\n\(RuleExample.excerpt(c.after))\n```\n"
                }
            }
        }
        return out
    }
}
