import ArgumentParser
import Dispatch
import BenchmarkSupport
import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitGen
import IBKitLint

// `ibkit gen` on the shared corpus and on a generated project of 1,000 storyboards, best of N, beside a baseline
// measured in the same run: libxml2's DOM and SwiftGen's XPath queries over the same files (a lower bound of
// SwiftGen's parsing work), and the issue's quoted R.swift/SwiftGen figure (1.1–1.3 s for 28 MB) scaled per MB.
// `--help` lists the options.

struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ibkit-genbench", abstract: "ibkit gen on the corpus and a generated project, beside libxml2 DOM + SwiftGen's XPath.")

    @Option(help: "Runs of each measurement; the best is reported.")
    var runs = 7

    @Option(help: "The folder of real IB files (default: ../shared/corpus beside the repository; skipped when absent).")
    var corpus: String?

    @Option(help: "Where the generated project and the outputs go.")
    var out = NSTemporaryDirectory() + "ibkit-genbench"

    @Option(help: "The ibkit binary to time as a process (default: the one beside this benchmark; without one, only the in-process rows).")
    var ibkit: String?

    @Option(help: "Storyboards of the generated project.")
    var storyboards = 1_000

    @Option(help: "Xibs of the generated project.")
    var xibs = 160

    @Option(help: "Size of the generated project's IB files in MB.")
    var megabytes = 28.0

    @Option(help: "Files of the generated project that do not parse (they must be reported and left out).")
    var broken = 4

    @Option(help: "Seed of the generated project (the same seed writes the same bytes).")
    var seed: UInt64 = 42

    @Flag(help: "Write the project and stop.")
    var generateOnly = false

    @Option(help: ArgumentHelp("One measurement in a loop, for profilers.",
                               valueName: "corpus|project:pipeline|phases|generate|stencil|process|libxml2"))
    var only: String?

    func validate() throws {
        if runs < 1 { throw ValidationError("--runs must be at least 1.") }
    }
}

let options = Options.parseOrExit()

let work = URL(fileURLWithPath: options.out).standardizedFileURL.path
func ms(_ s: Double) -> String { s.isNaN ? "–" : String(format: "%.1f", s * 1000) }
func grouped(_ n: Int) -> String {
    let digits = String(n)
    var out = ""
    for (k, c) in digits.reversed().enumerated() {
        if k > 0 && k % 3 == 0 { out.append(",") }
        out.append(c)
    }
    return String(out.reversed())
}

// MARK: Inputs

/// <repo>/../shared/corpus, from this file's location (<repo>/Benchmarks/Sources/ibkit-genbench/main.swift).
let defaultCorpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared/corpus").standardized.path

struct Input {
    var label: String
    var path: String
    /// What the generator put in the project, when we made it.
    var expected: ProjectGenerator.Summary?
}

try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
var inputs: [Input] = []
let corpusPath = URL(fileURLWithPath: options.corpus ?? defaultCorpus).standardizedFileURL.path
var isDirectory: ObjCBool = false
if FileManager.default.fileExists(atPath: corpusPath, isDirectory: &isDirectory), isDirectory.boolValue {
    inputs.append(Input(label: "corpus", path: corpusPath))
} else {
    print("corpus: none at \(corpusPath) (pass --corpus DIR); measuring the generated project only")
}
var generator = ProjectGenerator(storyboards: options.storyboards, xibs: options.xibs, broken: options.broken,
                                 megabytes: options.megabytes, seed: options.seed)
let projectPath = work + "/project"
// A profiling loop reuses the project a previous run wrote (same options give the same files).
let reuseProject = options.only != nil && FileManager.default.fileExists(atPath: projectPath)
let (projectSummary, generateTime) = timed { () -> ProjectGenerator.Summary in
    if reuseProject { return ProjectGenerator.Summary() }
    do { return try generator.generate(into: projectPath) } catch { fail("cannot write the project: \(error)") }
}
if reuseProject { print("Reusing the project in \(projectPath)") } else { print("""
    Generated project (seed \(options.seed), \(ms(generateTime)) ms): \(projectPath)
      \(grouped(projectSummary.storyboards)) storyboards, \(grouped(projectSummary.xibs)) xibs, \(projectSummary.broken.count) files that do not parse; \
    \(String(format: "%.1f", Double(projectSummary.bytes) / 1e6)) MB; \(grouped(projectSummary.scenes)) scenes
    """) }
if options.generateOnly { exit(0) }
inputs.append(Input(label: "project", path: projectPath, expected: projectSummary))

// MARK: Pipelines

/// The folder the subprocess runs in and the in-process runs take as root: `ibkit gen` with no `.ibkit.yml` uses
/// the current folder for module resolution; its Swift index cache goes to `.build` there (`--cache-path`), which
/// every run empties.
let runFolder = work + "/run"
try? FileManager.default.createDirectory(atPath: runFolder, withIntermediateDirectories: true)
let configuration = Configuration(rootDirectory: runFolder)
LibXML2Baseline.initialize()

func outputPath(_ input: Input, _ kind: String) -> String { "\(work)/out/\(input.label)-\(kind).swift" }
func removeOutput(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.removeItem(atPath: runFolder + "/.build")
}

struct PipelineResult {
    var text: String
    var parseErrors: [Diagnostic]
    var diagnostics: [Diagnostic]
    var catalog: GenCatalog
    var ibPaths: [String]
}

/// What `ibkit gen PATH --output FILE [--template T]` does, in this process: configuration, module map, discovery,
/// read + parse in parallel, catalog, Swift index (no sources here), rendering, write-if-changed.
func pipeline(_ input: Input, template: String?, output: String) -> PipelineResult {
    let job: GenJob
    do {
        job = try GenJob(paths: [input.path], output: output, settings: GenJob.Settings(template: template))
    } catch { fail(error.description) }
    let modules = GenInputs.modules(configuration: configuration, overrides: [])
    let loaded = GenInputs.load(paths: [input.path], configuration: configuration, excluding: [output], modules: modules)
    let rendered: GenRendering
    do { rendered = try job.render(loaded) } catch { fail(error.description) }
    do { try OutputWriter.write(rendered.text, to: output) } catch { fail(error.description) }
    return PipelineResult(text: rendered.text, parseErrors: loaded.parseErrors, diagnostics: rendered.diagnostics,
                          catalog: loaded.catalog, ibPaths: loaded.ibPaths)
}

/// The same work step by step, so that each step has its own time: wall, and CPU (user + system, all threads) in
/// `cpu`.
struct Phases {
    var discover = 0.0, parse = 0.0, catalog = 0.0, modules = 0.0, generate = 0.0, write = 0.0
    var cpu: [Double] = []
}

func phased(_ input: Input, output: String) -> Phases {
    var p = Phases()
    func time(_ body: () -> Void) -> Double {
        let cpu = selfCPU()
        let wall = BenchmarkSupport.time(body)
        p.cpu.append(selfCPU() - cpu)
        return wall
    }
    var paths: [String] = []
    p.discover = time { paths = FileDiscovery.discover([input.path], configuration: configuration).files }
    // As GenInputs.load: each worker parses a file and takes the catalog's part of it.
    var parts: [GenCatalog.Builder] = []
    p.parse = time {
        let slots = UnsafeMutableBufferPointer<GenCatalog.Builder?>.allocate(capacity: paths.count)
        slots.initialize(repeating: nil)
        defer { slots.deallocate() }
        let shared = SendableSlots(slots)
        let list = paths
        DispatchQueue.concurrentPerform(iterations: list.count) { i in
            shared.buffer[i] = try? IBDocumentLoader.load(path: list[i]).map { document in
                var part = GenCatalog.Builder()
                part.add(document, path: list[i])
                return part
            }.get()
        }
        parts = slots.compactMap { $0 }
    }
    var catalog: GenCatalog?
    p.catalog = time {
        var builder = GenCatalog.Builder()
        for part in parts { builder.add(contentsOf: part) }
        catalog = builder.build()
    }
    p.modules = time { _ = GenInputs.modules(configuration: configuration, overrides: []) }
    var text = ""
    p.generate = time { text = SwiftGenerator().generate(catalog!, index: nil).source }
    removeOutput(output)
    p.write = time { _ = try? OutputWriter.write(text, to: output) }
    return p
}

let ibkit = ibkitBinary(options.ibkit)

/// Runs `ibkit gen PATH --output FILE` in the run folder; returns the wall time and the CPU time (user + system)
/// of the child.
func subprocess(_ input: Input, output: String) -> (wall: Double, cpu: Double) {
    let run = spawnAndWait(ibkit, ["gen", input.path, "--output", output, "--cache-path", runFolder + "/.build/ibkit-cache"], in: runFolder)
    // 1: files that do not parse were reported (the rest is written); anything else is a failure.
    guard let status = run.status, status <= 1 else {
        fail("ibkit gen \(input.path) failed (status \(run.status.map(String.init) ?? "signalled"))")
    }
    return (run.wall, run.cpu)
}

// MARK: Output facts

struct OutputFacts {
    var lines = 0
    var bytes = 0
    var sceneMembers = 0
    var segueCases = 0
    var nibs = 0
    var reuseIdentifiers = 0
    var conformances = 0

    init(_ text: String) {
        bytes = text.utf8.count
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            lines += 1
            if line.contains("IBKit.StoryboardScene<") { sceneMembers += 1 }
            else if line.hasPrefix("        case ") { segueCases += 1 }
            else if line.contains("IBKit.NibReference<") { nibs += 1 }
            else if line.contains("IBKit.ReuseIdentifier<") { reuseIdentifiers += 1 }
            else if line.hasPrefix("extension ") && !line.hasPrefix("extension Storyboards.") { conformances += 1 }
        }
    }
}

func stencilLines(_ text: String) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }

// MARK: Profiling loop

if let only = options.only {
    let parts = only.split(separator: ":").map(String.init)
    guard parts.count == 2, let input = inputs.first(where: { $0.label == parts[0] }) else {
        fail("--only takes corpus|project:pipeline|phases|generate|stencil|process|libxml2")
    }
    let paths = FileDiscovery.discover([input.path], configuration: configuration).files
    var steps: [Phases] = []
    // The generator alone, on a catalog read once.
    var generateTimes: [Double] = []
    let generateCatalog = parts[1] == "generate" ? pipeline(input, template: nil, output: outputPath(input, "ibkit")).catalog : nil
    for _ in 0 ..< options.runs {
        switch parts[1] {
        case "generate": generateTimes.append(time { _ = SwiftGenerator().generate(generateCatalog!, index: nil) })
        case "phases": steps.append(phased(input, output: outputPath(input, "ibkit")))
        case "pipeline": _ = pipeline(input, template: nil, output: outputPath(input, "ibkit"))
        case "stencil":
            generateTimes.append(time { _ = pipeline(input, template: "swiftgen-scenes", output: outputPath(input, "swiftgen-scenes")) })
        case "process": _ = subprocess(input, output: outputPath(input, "process"))
        case "libxml2": _ = LibXML2Baseline.run(paths)
        default: fail("unknown measurement \(parts[1])")
        }
    }
    if let best = generateTimes.min() { print("\(parts[1]): best of \(generateTimes.count) \(ms(best)) ms; load \(loadAverage())") }
    if !steps.isEmpty {
        func best(_ f: (Phases) -> Double) -> String { ms(steps.map(f).min() ?? .nan) }
        func cpu(_ k: Int) -> String { ms(steps.map { $0.cpu[k] }.min() ?? .nan) }
        print("best of \(steps.count), wall (cpu) ms: discover \(best(\.discover)) (\(cpu(0))), read + parse + extract "
            + "\(best(\.parse)) (\(cpu(1))), merge \(best(\.catalog)) (\(cpu(2))), modules \(best(\.modules)) (\(cpu(3))), "
            + "generate \(best(\.generate)) (\(cpu(4))), write \(best(\.write)) (\(cpu(5))); load \(loadAverage())")
    }
    exit(0)
}

// MARK: Runs

/// The best wall time and the best CPU time (user + system, all threads) over the runs of one measurement. CPU time
/// says how much work a run is, whatever the other processes on the machine are doing; wall time is what a user
/// waits on an idle machine only.
struct Best {
    var wall = Double.infinity
    var cpu = Double.infinity
    mutating func add(wall: Double, cpu: Double) {
        self.wall = min(self.wall, wall)
        self.cpu = min(self.cpu, cpu)
    }
    var isMeasured: Bool { wall.isFinite }
}

func selfCPU() -> Double {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return s(usage.ru_utime) + s(usage.ru_stime)
}

/// Times `body` in this process: wall and CPU.
func measure(_ best: inout Best, _ body: () -> Void) {
    let cpu = selfCPU()
    let wall = time(body)
    best.add(wall: wall, cpu: selfCPU() - cpu)
}

func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "?" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

struct Measured {
    var pipeline = Best()
    var stencil = Best()
    var processCold = Best()
    var processUnchanged = Best()
    var libxml2 = Best()
    var libxml2Parallel = Best()
    var phases: [Phases] = []
}

let haveBinary = FileManager.default.isExecutableFile(atPath: ibkit)
if !haveBinary { print("note: no ibkit binary at \(ibkit) (pass --ibkit); subprocess rows skipped") }
let cores = ProcessInfo.processInfo.activeProcessorCount
var table: [(input: Input, files: Int, megabytes: Double, measured: Measured, facts: OutputFacts, stencilLines: Int,
             scenes: Int, libxml2: LibXML2Baseline.Counts)] = []

for input in inputs {
    let paths = FileDiscovery.discover([input.path], configuration: configuration).files
    let bytes = paths.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
    let megabytes = Double(bytes) / 1e6
    print("\n== \(input.label): \(input.path)\n   \(grouped(paths.count)) IB files, \(String(format: "%.1f", megabytes)) MB")

    // One run to check what the pipeline writes before timing it.
    let ibkitOutput = outputPath(input, "ibkit")
    removeOutput(ibkitOutput)
    let result = pipeline(input, template: nil, output: ibkitOutput)
    let facts = OutputFacts(result.text)
    let stencil = pipeline(input, template: "swiftgen-scenes", output: outputPath(input, "swiftgen-scenes"))
    let catalog = result.catalog
    let scenes = catalog.storyboards.reduce(0) { $0 + $1.scenes.count }
    let identifiedScenes = catalog.storyboards.reduce(0) { $0 + $1.identifiedScenes.count }
    let identifiedSegues = catalog.storyboards.reduce(0) { $0 + $1.identifiedSegues.count }

    // Bad input: reported and left out, the rest generated.
    print("   bad input: \(result.parseErrors.count) of \(grouped(paths.count)) files do not parse, reported and left out:")
    for error in result.parseErrors.prefix(4) {
        let relative = error.path.hasPrefix(input.path + "/") ? String(error.path.dropFirst(input.path.count + 1)) : error.path
        print("     \(relative):\(error.line):\(error.column): \(error.message.prefix(90))")
    }
    if result.parseErrors.count > 4 { print("     … and \(result.parseErrors.count - 4) more") }
    let parsed = catalog.storyboards.count + catalog.xibs.count
    print("   catalog: \(grouped(catalog.storyboards.count)) storyboards + \(grouped(catalog.xibs.count)) xibs = \(grouped(parsed)) parsed "
        + "(+ \(result.parseErrors.count) refused = \(grouped(parsed + result.parseErrors.count)) of \(grouped(paths.count))); "
        + "\(grouped(scenes)) scenes, \(grouped(identifiedScenes)) with a Storyboard ID, \(grouped(identifiedSegues)) identified segues, "
        + "\(grouped(catalog.reuseIdentifiers.count)) reuse identifiers")
    if parsed + result.parseErrors.count != paths.count { fail("parsed + refused != discovered") }
    print("   written: \(grouped(facts.sceneMembers)) scene members, \(grouped(facts.segueCases)) segue cases, \(grouped(facts.nibs)) nibs, "
        + "\(grouped(facts.reuseIdentifiers)) reuse identifiers, \(grouped(facts.conformances)) conformances; "
        + "\(grouped(result.diagnostics.count)) generator findings (conflicts, collisions, other platforms)")
    if let expected = input.expected {
        let checks: [(String, Int, Int)] = [
            ("storyboards", expected.storyboards, catalog.storyboards.count),
            ("xibs", expected.xibs, catalog.xibs.count),
            ("files that do not parse", expected.broken.count, result.parseErrors.count),
            ("scenes", expected.scenes, scenes),
            ("scene members", expected.sceneMembers, facts.sceneMembers),
            ("segue cases", expected.segueCases, facts.segueCases),
            ("nibs", expected.xibs, facts.nibs),
            ("reuse identifiers", expected.reuseIdentifiers.count, facts.reuseIdentifiers),
        ]
        let wrong = checks.filter { $0.1 != $0.2 }
        if wrong.isEmpty {
            print("   check against the generator's own counts: all \(checks.count) equal")
        } else {
            for (what, want, got) in wrong { print("   MISMATCH \(what): the project has \(want), ibkit gen found \(got)") }
            exit(1)
        }
    }
    // SwiftGen's queries on the files IBKit parsed must find what the catalog has.
    let refused = Set(result.parseErrors.map(\.path))
    var accepted = LibXML2Baseline.Counts()
    var inRefused = LibXML2Baseline.Counts()
    for path in paths {
        let counts = LibXML2Baseline.parse(path)
        if refused.contains(path) { inRefused = inRefused + counts } else { accepted = accepted + counts }
    }
    let agree = accepted.identifiedScenes == identifiedScenes && accepted.identifiedSegues == identifiedSegues
    print("   SwiftGen's XPath on the same files: \(grouped(accepted.identifiedScenes)) identified scenes, "
        + "\(grouped(accepted.identifiedSegues)) identified segues — \(agree ? "equal to the catalog's" : "DIFFERENT from the catalog's")"
        + (inRefused.identifiedScenes + inRefused.identifiedSegues > 0
            ? "; in the refused files libxml2's recover mode (Kanna's default) still finds \(inRefused.identifiedScenes) scenes and "
                + "\(inRefused.identifiedSegues) segues" : ""))
    if !agree { exit(1) }

    // Timings: rounds over all measurements, each repeated in a row, so a noisy neighbour hits them all alike.
    var m = Measured()
    let rounds = min(3, options.runs)
    let processOutput = outputPath(input, "process")
    var processText: String?
    let loadBefore = loadAverage()
    for round in 0 ..< rounds {
        let repeats = options.runs / rounds + (round < options.runs % rounds ? 1 : 0)
        for _ in 0 ..< repeats {
            removeOutput(ibkitOutput)
            measure(&m.pipeline) { _ = pipeline(input, template: nil, output: ibkitOutput) }
        }
        for _ in 0 ..< repeats { m.phases.append(phased(input, output: ibkitOutput)) }
        for _ in 0 ..< repeats {
            measure(&m.stencil) { _ = pipeline(input, template: "swiftgen-scenes", output: outputPath(input, "swiftgen-scenes")) }
        }
        if haveBinary {
            for _ in 0 ..< repeats {
                // Cold: no output file and no cache; then unchanged: the same command again, nothing to write.
                removeOutput(processOutput)
                let cold = subprocess(input, output: processOutput)
                m.processCold.add(wall: cold.wall, cpu: cold.cpu)
                let modified = try? FileManager.default.attributesOfItem(atPath: processOutput)[.modificationDate] as? Date
                let unchanged = subprocess(input, output: processOutput)
                m.processUnchanged.add(wall: unchanged.wall, cpu: unchanged.cpu)
                let after = try? FileManager.default.attributesOfItem(atPath: processOutput)[.modificationDate] as? Date
                if modified != after { fail("the unchanged run rewrote \(processOutput)") }
            }
            processText = processText ?? (try? String(contentsOfFile: processOutput, encoding: .utf8))
        }
        for _ in 0 ..< repeats { measure(&m.libxml2) { _ = LibXML2Baseline.run(paths) } }
        for _ in 0 ..< repeats { measure(&m.libxml2Parallel) { _ = LibXML2Baseline.runParallel(paths) } }
    }
    if let processText, processText != result.text { fail("the ibkit binary wrote other bytes than the in-process pipeline") }

    let quoted = (low: 1.1 * megabytes / 28, high: 1.3 * megabytes / 28)
    func row(_ label: String, _ best: Best) {
        guard best.isMeasured else { return }
        print(pad("   " + label, 50) + lpad(ms(best.wall), 9) + lpad(String(format: "%.0f", megabytes / best.wall), 7)
              + lpad(ms(best.cpu), 9) + lpad(String(format: "%.1f×", m.libxml2.wall / best.wall), 9)
              + lpad(String(format: "%.0f–%.0f×", quoted.low / best.wall, quoted.high / best.wall), 11)
              + lpad(String(format: "%.0f–%.0f×", quoted.low / best.cpu, quoted.high / best.cpu), 11))
    }
    print("\n" + pad("   best of \(options.runs), release, \(cores) cores", 50) + lpad("wall ms", 9) + lpad("MB/s", 7)
          + lpad("cpu ms", 9) + lpad("libxml2", 9) + lpad("quoted", 11) + lpad("quoted/cpu", 11))
    row("ibkit gen, process, cold (no output, no cache)", m.processCold)
    row("ibkit gen, process, unchanged (nothing written)", m.processUnchanged)
    row("ibkit gen, in process", m.pipeline)
    row("ibkit gen --template swiftgen-scenes, in process", m.stencil)
    row("libxml2 DOM + SwiftGen's XPath, 1 thread", m.libxml2)
    row("libxml2 DOM + SwiftGen's XPath, \(cores) threads", m.libxml2Parallel)
    func phase(_ f: (Phases) -> Double) -> String { lpad(ms(m.phases.map(f).min() ?? .nan), 7) }
    print("   in-process steps (wall, each its best): discover" + phase(\.discover) + ", read + parse + extract" + phase(\.parse)
          + ", merge" + phase(\.catalog) + ", modules" + phase(\.modules) + ", generate" + phase(\.generate) + ", write" + phase(\.write))
    print(String(format: "   libxml2 = its wall time / the row's; quoted = R.swift/SwiftGen's 1.1–1.3 s per 28 MB scaled to %.1f MB "
                 + "(%.0f–%.0f ms) / the row's wall time, quoted/cpu = the same / its CPU time", megabytes, quoted.low * 1000, quoted.high * 1000))
    print("   load average before and after the timed runs: \(loadBefore) / \(loadAverage())")
    table.append((input, paths.count, megabytes, m, facts, stencilLines(stencil.text), scenes, accepted))
}

// MARK: Summary

print("\n\nibkit gen, release, best of \(options.runs), \(cores) cores; ibkit gen = `ibkit gen DIR --output FILE` as a process, cold. "
    + "Shared machine: wall times follow the load, CPU times much less.\n")
let header = [pad("input", 8), lpad("files", 6), lpad("MB", 5), lpad("ibkit gen ms", 13), lpad("MB/s", 5), lpad("cpu ms", 7),
              lpad("libxml2 DOM+XPath ms", 21), lpad("ratio", 6), lpad("R.swift/SwiftGen ms", 20), lpad("speed-up", 9),
              lpad("by cpu", 8), lpad("≥10×", 5)]
print(header.joined(separator: " "))
for entry in table {
    let m = entry.measured
    let gen = m.processCold.isMeasured ? m.processCold : m.pipeline
    let low = 1.1 * entry.megabytes / 28, high = 1.3 * entry.megabytes / 28
    print([pad(entry.input.label, 8), lpad(grouped(entry.files), 6), lpad(String(format: "%.1f", entry.megabytes), 5),
           lpad(ms(gen.wall), 13), lpad(String(format: "%.0f", entry.megabytes / gen.wall), 5), lpad(ms(gen.cpu), 7),
           lpad(ms(m.libxml2.wall), 21), lpad(String(format: "%.1f×", m.libxml2.wall / gen.wall), 6),
           lpad(String(format: "%.0f–%.0f", low * 1000, high * 1000), 20),
           lpad(String(format: "%.0f–%.0f×", low / gen.wall, high / gen.wall), 9),
           lpad(String(format: "%.0f–%.0f×", low / gen.cpu, high / gen.cpu), 8),
           lpad(low / gen.wall >= 10 ? "yes" : "no", 5)].joined(separator: " "))
}
print("\nibkit gen output (built-in template) and the SwiftGen-style template on the same input\n")
print([pad("input", 8), lpad("scenes", 7), lpad("members", 8), lpad("lines", 7), lpad("lines/scene", 12), lpad("bytes", 10),
       lpad("swiftgen-scenes lines", 22)].joined(separator: " "))
for entry in table {
    let f = entry.facts
    print([pad(entry.input.label, 8), lpad(grouped(entry.scenes), 7), lpad(grouped(f.sceneMembers), 8), lpad(grouped(f.lines), 7),
           lpad(String(format: "%.2f", Double(f.lines) / Double(max(entry.scenes, 1))), 12), lpad(grouped(f.bytes), 10),
           lpad(grouped(entry.stencilLines), 22)].joined(separator: " "))
}
print("""

    scenes: view controllers of the storyboards that parse; members: the initial and identified scenes the file
    names, one line each. lines: the whole file (scenes, segues, nibs, reuse identifiers). The issue quotes R.swift's
    outputs at ~15k lines. Outputs are in \(work)/out.
    """)
