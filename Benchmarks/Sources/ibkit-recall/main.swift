import ArgumentParser
import BenchmarkSupport
import Foundation

// The recall of `ibkit check` (issue 13): break apps with one-line edits, by kind and with a fixed seed, run the
// check after each, and count the breaks it reports and the findings it adds that are not about the break.
// Benchmarks/README.md ("Recall") says how the candidates are chosen and what counts as caught.

struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ibkit-recall",
        abstract: "Share of one-line breaks `ibkit check` reports, per app and kind of break, and the unrelated findings it adds.",
        discussion: "Each APP is a folder (copied once to a temporary folder, never edited), optionally NAME=FOLDER.")

    @Argument(help: "The apps.")
    var apps: [String] = []

    @Option(help: "The ibkit binary (default: the one beside this benchmark).")
    var ibkit: String?

    @Option(help: "Seed of the choice of mutations.")
    var seed: UInt64 = 13

    @Option(help: "Mutations per app and kind at most (chosen with the seed among the candidates).")
    var perKind = 40

    @Option(help: ArgumentHelp("Result and index caches between the runs of an app: `temp` (--cache-path in the temporary folder) or `none` (--no-cache).", valueName: "temp|none"))
    var cache = "temp"

    @Option(help: "Also write the generated apps (loading styles: literals, constants, enum raw values, class-name helpers, wrappers, AppKit) to this folder and measure them.")
    var generate: String?

    @Option(help: "Where the copies go (default: a new temporary folder, removed at the end).")
    var work: String?

    @Flag(help: "Print every mutation and its outcome.")
    var verbose = false

    func validate() throws {
        if perKind < 1 { throw ValidationError("--per-kind must be at least 1.") }
        if !["temp", "none"].contains(cache) { throw ValidationError("--cache takes temp or none.") }
        if apps.isEmpty && generate == nil { throw ValidationError("Give at least one app, or --generate.") }
    }
}

struct Finding: Hashable, Comparable {
    var rule: String
    var path: String
    var line: Int
    var message: String
    static func < (a: Finding, b: Finding) -> Bool { (a.path, a.line, a.rule, a.message) < (b.path, b.line, b.rule, b.message) }
    var text: String { "\(rule) \(path):\(line): \(message)" }
}

let options = Options.parseOrExit()
let ibkit = ibkitBinary(options.ibkit)
guard FileManager.default.isExecutableFile(atPath: ibkit) else { fail("no ibkit binary at \(ibkit)") }
let fm = FileManager.default
let work = options.work ?? NSTemporaryDirectory() + "ibkit-recall-\(getpid())"
try? fm.removeItem(atPath: work)
do { try fm.createDirectory(atPath: work, withIntermediateDirectories: true) } catch { fail("cannot create \(work)") }

var apps: [(name: String, path: String)] = options.apps.map { spec in
    if let eq = spec.firstIndex(of: "="), !spec[..<eq].contains("/") { return (String(spec[..<eq]), String(spec[spec.index(after: eq)...])) }
    let url = URL(fileURLWithPath: spec).standardizedFileURL
    return (url.lastPathComponent, url.path)
}
if let folder = options.generate {
    do {
        for (name, path) in try StyledAppGenerator.writeAll(into: folder) { apps.append((name, path)) }
    } catch { fail("cannot write the generated apps: \(error)") }
}

/// `ibkit check --reporter json` in the copy; nil when it fails (status other than 0 and 1).
func check(_ root: String, cachePath: String) -> [Finding]? {
    let output = work + "/check-output.json"
    let arguments = ["check", "--reporter", "json"] + (options.cache == "none" ? ["--no-cache"] : ["--cache-path", cachePath])
    guard let status = spawnWritingOutput(ibkit, arguments, in: root, to: output), status <= 1,
          let data = fm.contents(atPath: output),
          let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return nil }
    return array.map { d in
        var path = d["path"] as? String ?? ""
        if path.hasPrefix(root + "/") { path.removeFirst(root.count + 1) }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return Finding(rule: d["ruleID"] as? String ?? "", path: path, line: d["line"] as? Int ?? 0, message: d["message"] as? String ?? "")
    }
}

func wordMatch(_ name: String, in text: String) -> Bool {
    var searchRange = text.startIndex ..< text.endIndex
    while let r = text.range(of: name, range: searchRange) {
        let before = r.lowerBound == text.startIndex ? nil : text[text.index(before: r.lowerBound)]
        let after = r.upperBound == text.endIndex ? nil : text[r.upperBound]
        func isWord(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        if !isWord(before) && !isWord(after) { return true }
        searchRange = r.upperBound ..< text.endIndex
    }
    return false
}

/// A new finding is about the mutation when it is at one of its places, or names its old or new name: anywhere for
/// classes, identifiers and files (names specific to one thing), in one of the files of its places for outlets and
/// actions (`tableView`, `didTap` name many things).
func isAbout(_ f: Finding, _ m: Mutation) -> Bool {
    if m.places.contains(Project.Line(file: f.path, line: f.line)) || m.places.contains(Project.Line(file: f.path, line: 0)) { return true }
    if m.kind == .outlet || m.kind == .action, !m.places.contains(where: { $0.file == f.path }) { return false }
    return wordMatch(m.oldName, in: f.message) || wordMatch(m.newName, in: f.message)
}

func apply(_ edit: Edit, in root: String) -> Data? {
    switch edit {
    case .line(let file, let line, let old, let new):
        let path = root + "/" + file
        guard let data = fm.contents(atPath: path) else { return nil }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard line - 1 < lines.count, lines[line - 1].elementsEqual(old.utf8) else { return nil }
        lines[line - 1] = Data(new.utf8)[...]
        guard fm.createFile(atPath: path, contents: Data(lines.joined(separator: [UInt8(ascii: "\n")]))) else { return nil }
        return data
    case .rename(let from, let to):
        guard (try? fm.moveItem(atPath: root + "/" + from, toPath: root + "/" + to)) != nil else { return nil }
        return Data()
    }
}

func revert(_ edit: Edit, original: Data, in root: String) {
    switch edit {
    case .line(let file, _, _, _):
        guard fm.createFile(atPath: root + "/" + file, contents: original) else { fail("cannot restore \(file)") }
    case .rename(let from, let to):
        do { try fm.moveItem(atPath: root + "/" + to, toPath: root + "/" + from) } catch { fail("cannot rename \(to) back") }
    }
}

struct Tally {
    var mutations = 0
    var caught = 0
}

struct AppResult {
    var name: String
    var byKind: [Kind: Tally] = [:]
    var byReach: [Reach: Tally] = [:]
    var byKindReach: [String: Tally] = [:]
    var unrelated: [(Mutation, Finding)] = []
    var skipped = 0
    /// Per kind: how many caught mutations each check reported (a mutation may count for several).
    var rules: [Kind: [String: Int]] = [:]
}

func share(_ t: Tally) -> String { t.mutations == 0 ? "–" : String(format: "%.1f %%", 100 * Double(t.caught) / Double(t.mutations)) }

var results: [AppResult] = []
let started = Date()
for (appIndex, app) in apps.enumerated() {
    let appStart = Date()
    let copy = work + "/app\(appIndex)"
    do { try fm.copyItem(atPath: app.path, toPath: copy) } catch { fail("cannot copy \(app.path): \(error)") }
    // The copy's own build folders (caches of earlier runs) are not the app.
    try? fm.removeItem(atPath: copy + "/.build")
    let cachePath = work + "/cache\(appIndex)"
    let project: Project
    do { project = try Project(root: copy) } catch { fail("cannot read \(app.path)") }
    let finder = CandidateFinder(project: project)
    var candidates: [Kind: [Mutation]] = [
        .outlet: finder.outlets(), .action: finder.actions(), .ibClass: finder.ibClasses(),
        .swiftClass: finder.swiftClasses(), .identifier: finder.identifiers(), .file: finder.files(),
    ]
    guard let baseline = check(copy, cachePath: cachePath) else { fail("ibkit check failed on \(app.name)") }
    let baselineSet = Set(baseline)
    // A place the check already reports is already broken: a mutation there breaks no working app, and its
    // findings could not be told from the old ones.
    let reported = Set(baseline.map { Project.Line(file: $0.path, line: $0.line) })
    var alreadyReported = 0
    // Seeded choice, then back in file order so that the runs' order does not depend on the seed's shuffle.
    for kind in Kind.allCases {
        var list = candidates[kind] ?? []
        let before = list.count
        list.removeAll { $0.places.contains(where: reported.contains) }
        alreadyReported += before - list.count
        var r = SplitMix64(seed: options.seed ^ UInt64(bitPattern: Int64((app.name + kind.rawValue).hashValueStable)))
        for i in stride(from: list.count - 1, to: 0, by: -1) { list.swapAt(i, r.int(below: i + 1)) }
        candidates[kind] = Array(list.prefix(options.perKind)).sorted { $0.sortKey < $1.sortKey }
    }
    var result = AppResult(name: app.name)
    print("## \(app.name): \(project.swiftFiles.count) Swift files, \(project.ibFiles.count) IB files; \(baseline.count) findings before any mutation; "
          + "\(alreadyReported) candidates left out (at a place already reported)")
    for kind in Kind.allCases {
        for m in candidates[kind] ?? [] {
            guard let original = apply(m.edit, in: copy) else {
                result.skipped += 1
                print("  skipped (the edit does not apply): \(m.summary)")
                continue
            }
            let findings = check(copy, cachePath: cachePath)
            revert(m.edit, original: original, in: copy)
            guard var findings else { fail("ibkit check failed after mutating \(m.summary)") }
            if case .rename(let from, let to) = m.edit {
                // Findings in the renamed file, or naming it, are the same findings as before when only the name moved.
                let (fromName, toName) = ((from as NSString).lastPathComponent, (to as NSString).lastPathComponent)
                findings = findings.map { f in
                    var f = f
                    if f.path == to { f.path = from }
                    f.message = f.message.replacingOccurrences(of: to, with: from).replacingOccurrences(of: toName, with: fromName)
                    return f
                }
            }
            let new = Set(findings).subtracting(baselineSet).sorted()
            let about = new.filter { isAbout($0, m) }
            let caught = !about.isEmpty
            result.byKind[kind, default: Tally()].mutations += 1
            result.byReach[m.reach, default: Tally()].mutations += 1
            result.byKindReach[kind.rawValue + "/" + m.reach.rawValue, default: Tally()].mutations += 1
            if caught {
                result.byKind[kind, default: Tally()].caught += 1
                result.byReach[m.reach, default: Tally()].caught += 1
                result.byKindReach[kind.rawValue + "/" + m.reach.rawValue, default: Tally()].caught += 1
            }
            for rule in Set(about.map(\.rule)) { result.rules[kind, default: [:]][rule, default: 0] += 1 }
            for f in new where !isAbout(f, m) { result.unrelated.append((m, f)) }
            if options.verbose || !caught {
                let rules = Set(about.map(\.rule)).sorted().joined(separator: ", ")
                print("  \(caught ? "caught" : "MISSED") [\(kind.rawValue), \(m.reach.rawValue)] \(m.summary)\(caught ? ": " + rules : "")")
            }
        }
    }
    // The copy is back as it was: the check must say what it said first (a stale cache would show here).
    guard let after = check(copy, cachePath: cachePath) else { fail("ibkit check failed on \(app.name) after the mutations") }
    if Set(after) != baselineSet { print("  WARNING: the findings after reverting every mutation differ from the first run's") }
    print("")
    print("  | kind | reach | mutations | caught | share |")
    print("  | --- | --- | ---: | ---: | ---: |")
    for kind in Kind.allCases {
        for reach in Reach.allCases {
            guard let t = result.byKindReach[kind.rawValue + "/" + reach.rawValue] else { continue }
            print("  | \(kind.rawValue) | \(reach.rawValue) | \(t.mutations) | \(t.caught) | \(share(t)) |")
        }
    }
    for kind in Kind.allCases {
        guard let rules = result.rules[kind] else { continue }
        print("  \(kind.rawValue) caught by: " + rules.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
    print("  unrelated findings: \(result.unrelated.count)")
    for (m, f) in result.unrelated { print("    after [\(m.kind.rawValue)] \(m.summary): \(f.text)") }
    print("")
    FileHandle.standardError.write(Data(String(format: "%@: %.1f s\n", app.name, Date().timeIntervalSince(appStart)).utf8))
    results.append(result)
}

// MARK: Summary

print("## All apps (seed \(options.seed), at most \(options.perKind) mutations per app and kind)")
print("")
print("| app | " + Kind.allCases.map(\.rawValue).joined(separator: " | ") + " | literal | constant + class-name | wrapper | unrelated |")
print("| --- |" + String(repeating: " ---: |", count: Kind.allCases.count + 4))
func cell(_ t: Tally?) -> String { guard let t, t.mutations > 0 else { return "–" }; return "\(t.caught)/\(t.mutations)" }
func plus(_ a: Tally?, _ b: Tally?) -> Tally { Tally(mutations: (a?.mutations ?? 0) + (b?.mutations ?? 0), caught: (a?.caught ?? 0) + (b?.caught ?? 0)) }
var total = AppResult(name: "all")
for r in results {
    let indirect = plus(r.byReach[.constant], r.byReach[.className])
    print("| \(r.name) | " + Kind.allCases.map { cell(r.byKind[$0]) }.joined(separator: " | ")
          + " | \(cell(r.byReach[.literal])) | \(cell(indirect)) | \(cell(r.byReach[.wrapper])) | \(r.unrelated.count) |")
    for k in Kind.allCases { total.byKind[k] = plus(total.byKind[k], r.byKind[k]) }
    for k in Reach.allCases { total.byReach[k] = plus(total.byReach[k], r.byReach[k]) }
    total.unrelated += r.unrelated
}
let indirect = plus(total.byReach[.constant], total.byReach[.className])
print("| **all** | " + Kind.allCases.map { cell(total.byKind[$0]) }.joined(separator: " | ")
      + " | \(cell(total.byReach[.literal])) | \(cell(indirect)) | \(cell(total.byReach[.wrapper])) | \(total.unrelated.count) |")
print("")
print("Literal-named breaks caught: \(share(total.byReach[.literal] ?? Tally())) (target ≥ 97 %); constant and class-name: \(share(indirect)) (target ≥ 70 %); wrapper: \(share(total.byReach[.wrapper] ?? Tally())); unrelated findings: \(total.unrelated.count) (target 0)")
FileHandle.standardError.write(Data(String(format: "total: %.1f s\n", Date().timeIntervalSince(started)).utf8))
if options.work == nil { try? fm.removeItem(atPath: work) }
