import Foundation
import IBKitDiagnostics
import IBKitPlumbing
import IBKitSwiftIndex

/// Every place the app's sources write a name as a whole string literal: Swift, Objective-C and other C-family files
/// (comments aside), property lists and `.strings` files, tests included. The last guard before a name changes: the
/// index follows the loading forms it knows, and a literal it did not follow (`let cellID = "Cell"`, an enum's raw
/// value, a helper's argument, a ternary, `@"Cell"` in Objective-C) is a load the plan would break. A step changes a
/// name only when every occurrence is one it rewrites.
struct LiteralCensus: Sendable {
    struct Occurrence: Hashable, Sendable, Comparable {
        var path: String
        var line: Int
        var column: Int

        static func < (a: Self, b: Self) -> Bool { (a.path, a.line, a.column) < (b.path, b.line, b.column) }
    }

    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h", "hh", "c", "cc", "cpp", "hpp", "plist", "strings"]

    /// The occurrences of each name (names with none are left out).
    let occurrences: [String: [Occurrence]]

    /// Reads the app's sources as the plan leaves them: each file's literals once per content, for every census of
    /// the run (`LiteralIndex`, kept by the plan).
    init(names: Set<String>, plan: inout MigrationPlan, context: MigrationContext) {
        guard !names.isEmpty else { occurrences = [:]; consumed = []; return }
        var files: [(path: String, bytes: [UInt8])] = []
        let generated = Array(SwiftIndexer.generatedFileHeader.utf8)
        // The app: the folder of .ibkit.yml, else the project the inputs are in (not the folder the command runs in).
        let app = context.configuration.map { PathNormalization.absolute($0.rootDirectory, base: plan.changes.root) }
        for path in PlannedApp.files(plan, context, under: app, extensions: Self.sourceExtensions) {
            // What `ibkit gen` wrote is written again from the migrated IB files (the plan says so).
            if let bytes = try? plan.changes.read(path), !bytes.starts(with: generated) { files.append((path, bytes)) }
        }
        let index = plan.literalIndex
        let read = Parallel.map(files) { file in index.file(file.path, bytes: file.bytes) }
        var byName: [String: [Occurrence]] = [:]
        var swiftWithHits: [Int] = []
        for (k, (file, literals)) in zip(files, read).enumerated() {
            let hits = literals.hits(names)
            for hit in hits { byName[hit.name, default: []].append(Occurrence(path: file.path, line: hit.line, column: hit.column)) }
            if !hits.isEmpty, literals.fileExtension == "swift" { swiftWithHits.append(k) }
        }
        occurrences = byName.mapValues { $0.sorted() }
        // Swift literals handed to a system API that loads nothing (a button's title): parsed only where a name is,
        // once per file content for the whole run.
        guard !swiftWithHits.isEmpty else { consumed = []; return }
        var declared = Set<String>()
        for literals in read where literals.fileExtension == "swift" { declared.formUnion(literals.declared) }
        let candidates = Parallel.map(swiftWithHits) { k in read[k].candidates() }
        var consumed = Set<Occurrence>()
        for (k, byValue) in zip(swiftWithHits, candidates) {
            for name in names {
                for candidate in byValue[name] ?? [] where !declared.contains(candidate.callee) {
                    consumed.insert(Occurrence(path: files[k].path, line: candidate.line, column: candidate.column))
                }
            }
        }
        self.consumed = consumed
    }

    /// Swift literals the census found that `ConsumedLiterals` proves load nothing.
    let consumed: Set<Occurrence>

    /// The occurrences of `name` other than those at `rewritten` (path and line of a literal the plan changes) and
    /// `otherNames` (literals passed straight to a loading API that takes another kind of name: `UIStoryboard(name:
    /// "Settings")` names a file, whatever Storyboard ID is also called "Settings").
    func unfollowed(_ name: String, rewritten: Set<LineKey>, otherNames: Set<Occurrence> = []) -> [Occurrence] {
        (occurrences[name] ?? []).filter {
            !rewritten.contains(LineKey(path: $0.path, line: $0.line)) && !otherNames.contains($0) && !consumed.contains($0)
        }
    }

    /// The occurrences of `name` that are not literals the index saw at a loading call: `followed` are the lines of
    /// loads of `kind` the plan follows (rewrites, or leaves loading what they loaded), and a literal at a loading call
    /// of another kind names something else.
    func unaccounted(_ name: String, kind: StringReference.Kind, followed: [StringReference], references: [StringReference],
                     absolute: (String) -> String) -> [Occurrence] {
        guard occurrences[name] != nil else { return [] }
        let lines = Set(followed.map { LineKey(path: absolute($0.position.path), line: $0.position.line) })
        let otherNames = Set(references.filter { $0.value == name && $0.via == nil && $0.kind != kind }.map {
            Occurrence(path: absolute($0.position.path), line: $0.position.line, column: $0.position.column)
        })
        return unfollowed(name, rewritten: lines, otherNames: otherNames)
    }

    struct LineKey: Hashable {
        var path: String
        var line: Int
    }

    // MARK: - Scanning

    struct Hit: Equatable {
        var name: String
        var line: Int
        var column: Int
    }

    /// The literals of `bytes` that are one of `names`.
    static func scan(_ bytes: [UInt8], extension fileExtension: String, names: Set<String>) -> [Hit] {
        var text = bytes
        // .strings files are often UTF-16.
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            text = Array((String(data: Data(bytes), encoding: .utf16) ?? "").utf8)
        }
        guard names.contains(where: { text.contains(subsequence: Array($0.utf8)) }) else { return [] }
        if fileExtension == "plist" {
            if text.starts(with: Array("bplist".utf8)) { return names.filter { text.contains(subsequence: Array($0.utf8)) }.sorted().map { Hit(name: $0, line: 1, column: 1) } }
            return xmlValues(text, names: names)
        }
        return cFamilyLiterals(text, nestedComments: fileExtension == "swift", characterLiterals: fileExtension != "swift")
            .filter { names.contains($0.name) }
    }

    /// Info.plist keys with which UIKit and AppKit load a storyboard's initial view controller (or the main nib), and
    /// nothing else: the name there is no load of a Storyboard ID, the split keeps a storyboard's initial scene where
    /// it is, and the files step rewrites these values itself.
    static let initialViewControllerKeys: Set<String> = [
        "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "UIMainStoryboardFile~iphone", "UISceneStoryboardFile",
        "NSMainStoryboardFile", "NSMainNibFile", "NSMainNibFile~ipad", "UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchStoryboardName~iphone",
    ]

    /// `<string>NAME</string>` and `<key>NAME</key>` of an XML property list (a value of one of
    /// `initialViewControllerKeys` aside); nil `names`: every such value.
    static func xmlValues(_ text: [UInt8], names: Set<String>?) -> [Hit] {
        var hits: [Hit] = []
        var line = 1, lineStart = 0, i = 0
        var lastKey = ""
        let keyTag = Array("<key".utf8)
        while i < text.count {
            if text[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
            if text[i] == UInt8(ascii: ">") {
                var j = i + 1
                while j < text.count, text[j] != UInt8(ascii: "<"), text[j] != UInt8(ascii: "\n") { j += 1 }
                if j < text.count, text[j] == UInt8(ascii: "<"), j > i + 1 {
                    let value = String(decoding: text[(i + 1)..<j], as: UTF8.self)
                    let isKey = i >= keyTag.count && text[(i - keyTag.count)..<i].elementsEqual(keyTag)
                    if names?.contains(value) ?? true, isKey || !initialViewControllerKeys.contains(lastKey) {
                        hits.append(Hit(name: value, line: line, column: i + 2 - lineStart))
                    }
                    if isKey { lastKey = value }
                }
            }
            i += 1
        }
        return hits
    }

    /// The single-line string literals of a Swift or C-family file, outside comments, with the line and column of
    /// the opening quote. Multi-line literals are skipped (no loading name is written across lines); escapes are
    /// not decoded, so a literal with one is never equal to a name.
    static func cFamilyLiterals(_ text: [UInt8], nestedComments: Bool, characterLiterals: Bool) -> [Hit] {
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")
        let backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#"), apostrophe = UInt8(ascii: "'")
        var hits: [Hit] = []
        var line = 1, lineStart = 0, i = 0
        let n = text.count
        func at(_ k: Int) -> UInt8 { k < n ? text[k] : 0 }
        while i < n {
            let c = text[i]
            if c == newline { line += 1; lineStart = i + 1; i += 1; continue }
            if c == slash, at(i + 1) == slash {
                while i < n, text[i] != newline { i += 1 }
                continue
            }
            if c == slash, at(i + 1) == star {
                var depth = 1
                i += 2
                while i < n, depth > 0 {
                    if text[i] == newline { line += 1; lineStart = i + 1 }
                    if text[i] == star, at(i + 1) == slash { depth -= 1; i += 2; continue }
                    if nestedComments, text[i] == slash, at(i + 1) == star { depth += 1; i += 2; continue }
                    i += 1
                }
                continue
            }
            if characterLiterals, c == apostrophe {
                // 'x', '\'' or '"': skipped so that a quote inside is not taken for a string.
                var j = i + 1
                while j < n, text[j] != apostrophe, text[j] != newline { j += text[j] == backslash ? 2 : 1 }
                i = j + 1
                continue
            }
            // Swift raw strings: #"…"#, ##"…"##.
            var hashes = 0
            if !characterLiterals, c == hash {
                while at(i + hashes) == hash { hashes += 1 }
                if at(i + hashes) != quote { i += hashes; continue }
            }
            guard text[i + hashes] == quote, c == quote || hashes > 0 else { i += 1; continue }
            let open = i + hashes
            if at(open + 1) == quote, at(open + 2) == quote {
                // A multi-line literal: skipped to its closing delimiter.
                var j = open + 3
                while j < n {
                    if text[j] == newline { line += 1; lineStart = j + 1 }
                    if text[j] == quote, at(j + 1) == quote, at(j + 2) == quote { j += 3; break }
                    j += text[j] == backslash && hashes == 0 ? 2 : 1
                }
                i = j + hashes
                continue
            }
            var j = open + 1
            var escaped = false
            while j < n, text[j] != newline {
                if text[j] == backslash, hashes == 0 { escaped = true; j += 2; continue }
                if text[j] == quote, (0..<hashes).allSatisfy({ at(j + 1 + $0) == hash }) { break }
                j += 1
            }
            guard j < n, text[j] == quote else { i = j; continue }
            if !escaped {
                hits.append(Hit(name: String(decoding: text[(open + 1)..<j], as: UTF8.self), line: line, column: i + 1 - lineStart))
            }
            i = j + 1 + hashes
        }
        return hits
    }
}
