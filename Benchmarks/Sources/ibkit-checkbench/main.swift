import ArgumentParser
import BenchmarkSupport
import Foundation
import IBKitCheck
import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitSwiftIndex

// `ibkit check` on a generated app: cold (no cache), warm (cache present, nothing changed) and one Swift file
// touched (result cache misses, the per-file index cache serves all other files), best of N, in one process
// through the library and as a subprocess of the `ibkit` binary, with the split by phase.
// `--help` lists the options.

struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ibkit-checkbench", abstract: "ibkit check on a generated app: cold, warm and one Swift file touched.")

    @Option(help: "Runs of each measurement; the best is reported.")
    var runs = 7

    @Option(help: "Where the generated app goes.")
    var app = NSTemporaryDirectory() + "ibkit-checkbench-app"

    @Option(help: "The ibkit binary to time as a process (default: the one beside this benchmark; without one, only the library rows).")
    var ibkit: String?

    @Option(help: "Swift files of the generated app.")
    var swiftFiles = 2_000

    @Option(help: "IB files of the generated app.")
    var ibFiles = 300

    @Option(help: "Seed of the generated app (the same seed writes the same bytes).")
    var seed: UInt64 = 42

    @Flag(help: "Write the app and stop.")
    var generateOnly = false

    @Option(help: ArgumentHelp("Loops the library run, for `perf record -g`.", valueName: "cold|warm|touched"))
    var only: String?

    func validate() throws {
        if runs < 1 { throw ValidationError("--runs must be at least 1.") }
    }
}

let options = Options.parseOrExit()
let app = URL(fileURLWithPath: options.app).standardizedFileURL.path
// Beside the generated app, which the benchmark owns (ibkit itself caches in the user's cache folder).
let cacheDirectory = app + "/.build/ibkit-cache"

// MARK: Generate

var generator = AppGenerator(swiftFiles: options.swiftFiles, ibFiles: options.ibFiles, seed: options.seed)
let summary: AppGenerator.Summary
do { summary = try generator.generate(into: app) } catch { fail("cannot write the app: \(error)") }
print("""
    Generated app (seed \(options.seed)): \(app)
      \(summary.swiftFiles) Swift files, \(summary.swiftLines) lines, \(String(format: "%.1f", Double(summary.swiftBytes) / 1e6)) MB; \
    \(summary.ibFiles) IB files, \(String(format: "%.1f", Double(summary.ibBytes) / 1e6)) MB
    """)
if options.generateOnly { exit(0) }
let generated = Date()

/// Waits until the generated files are older than `InputFingerprints.racyInterval` (2 s), as a project's files
/// are when nobody is writing them: until then a run reads them all again (see `InputFingerprints`), and the first
/// run after it records their stat for the next ones.
func settle() {
    let wait = 2.1 - Date().timeIntervalSince(generated)
    if wait > 0 { usleep(UInt32(wait * 1e6)) }
}

// MARK: Runs

/// User + system time of this process, all threads: unlike wall time, barely moved by other processes on the machine.
func cpuSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
}
func dropCache() { try? FileManager.default.removeItem(atPath: cacheDirectory) }

let configuration = Configuration(rootDirectory: app)
let checks: [ConfiguredCheck]
do { checks = try CheckEngine.makeChecks(configuration) } catch { fail("checks: \(error.description)") }

/// The library path `ibkit check` takes (`CheckRunner` with its result cache), as one timed unit.
@discardableResult
func libraryRun() -> CheckRun {
    CheckRunner(configuration: configuration, checks: checks, provider: .standard(cacheDirectory: cacheDirectory),
                cache: CheckResultCache(directory: cacheDirectory)).run(paths: [app])
}

/// Without the result cache: discovery, IB parsing, the Swift index (with its per-file cache), modules, checks.
@discardableResult
func analysisRun() -> [Diagnostic] {
    let inputs = CheckInputs.load(paths: [app], configuration: configuration, provider: .standard(cacheDirectory: cacheDirectory))
    return (inputs.parseErrors + CheckEngine.run(inputs.context, checks: checks)).sorted(by: Diagnostic.ordered)
}

/// A Swift file that declares a class, edited before each "touched" run so that its content is new every time.
let touchedFile: String = {
    let sources = CheckInputs.discover([app], configuration: configuration).sourcePaths
    return sources.first { $0.hasSuffix("ViewController.swift") } ?? sources[sources.count / 2]
}()
let touchedOriginal = FileManager.default.contents(atPath: touchedFile) ?? Data()
var touches = 0
@MainActor func touch() {
    touches += 1
    var data = touchedOriginal
    data.append(Data("\n// touched \(touches)\n".utf8))
    guard FileManager.default.createFile(atPath: touchedFile, contents: data) else { fail("cannot write \(touchedFile)") }
}
@MainActor func untouch() {
    guard FileManager.default.createFile(atPath: touchedFile, contents: touchedOriginal) else { fail("cannot restore \(touchedFile)") }
}

/// The same work step by step, so that each phase has its own time.
struct Phases {
    var discover = 0.0, ibParse = 0.0, swift = 0.0, modules = 0.0, context = 0.0, checks = 0.0
    var swiftTimings = SwiftIndexer.Timings()
    var statistics = SwiftIndexer.Statistics()
    var total: Double { discover + ibParse + swift + modules + context + checks }
}

func phasedRun() -> Phases {
    var p = Phases()
    var ib: [String] = []
    var sources: [String] = []
    p.discover = time { (ib, sources) = CheckInputs.discover([app], configuration: configuration) }
    var files: [LintFile] = []
    p.ibParse = time {
        let lock = NSLock()
        var parsed = [LintFile?](repeating: nil, count: ib.count)
        let paths = ib
        withUnsafeMutablePointer(to: &parsed) { slots in
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: paths.count) { i in
                let file = try? IBDocumentLoader.load(path: paths[i]).get()
                lock.withLock { slots.pointee[i] = file.map { LintFile(document: $0, path: paths[i]) } }
            }
        }
        files = parsed.compactMap { $0 }
    }
    var index: SwiftIndex?
    p.swift = time {
        // The vocabulary `CheckInputs.load` uses, so that both runs share one cache.
        let run = SwiftIndexer.indexWithStatistics(paths: sources, cache: SwiftIndexCache(directory: cacheDirectory), vocabulary: CheckEngine.ioVocabulary(of: checks))
        index = run.index
        p.statistics = run.statistics
        p.swiftTimings = run.statistics.timings
    }
    let (modules, modulesTime) = timed { CheckInputProvider.default.resolveModules(app, sources, ib) }
    p.modules = modulesTime
    let context: CheckContext
    (context, p.context) = timed { CheckContext(files: files, index: index!, modules: modules, rootDirectory: app) }
    p.checks = time { _ = CheckEngine.run(context, checks: checks) }
    return p
}

/// `ibkit check --quiet <app>` in the app's folder, output to /dev/null: wall time from spawn to exit.
func subprocessRun(_ ibkit: String) -> Double {
    // The same absolute path as the library runs: cache entries are keyed by path, so both share one pack.
    let run = spawnAndWait(ibkit, ["check", "--quiet", app, "--cache-path", cacheDirectory], in: app)
    // 0 (clean) or 1 (findings).
    guard let status = run.status, status <= 1 else { fail("\(ibkit) check failed (status \(run.status.map(String.init) ?? "signalled"))") }
    return run.wall
}

let ibkit = ibkitBinary(options.ibkit)
let haveBinary = FileManager.default.isExecutableFile(atPath: ibkit)

// Profiling mode: one kind of run in a loop, then the same as subprocesses of the ibkit binary when there is one.
if let only = options.only {
    guard ["cold", "warm", "touched"].contains(only) else { fail("--only takes cold, warm or touched") }
    if only != "cold" {
        libraryRun()
        settle()
        libraryRun()
    }
    var times: [Double] = []
    var filesRead = 0
    let cpuBefore = cpuSeconds()
    for _ in 0 ..< max(options.runs, 1) {
        if only == "cold" { dropCache() }
        if only == "touched" { touch() }
        let (run, elapsed) = timed { libraryRun() }
        times.append(elapsed)
        filesRead = run.filesRead
    }
    let cpu = (cpuSeconds() - cpuBefore) / Double(times.count)
    times.sort()
    let inputs = CheckInputs.discover([app], configuration: configuration)
    print(String(format: "%@ library runs: best %.1f ms, median %.1f ms, CPU (user + system, all threads) %.1f ms per run (%d runs); last run read %d of %d inputs",
                 only, times[0] * 1000, times[times.count / 2] * 1000, cpu * 1000, times.count, filesRead,
                 inputs.ibPaths.count + inputs.sourcePaths.count))
    if haveBinary {
        if only != "cold" { _ = subprocessRun(ibkit) } // the result cache is keyed by the executable too
        var process: [Double] = []
        for _ in 0 ..< max(options.runs, 1) {
            if only == "cold" { dropCache() }
            if only == "touched" { touch() }
            process.append(subprocessRun(ibkit))
        }
        process.sort()
        print(String(format: "%@ subprocess runs (ibkit check --quiet <app>): best %.1f ms, median %.1f ms (%d runs)",
                     only, process[0] * 1000, process[process.count / 2] * 1000, process.count))
    }
    untouch()
    exit(0)
}

// Sanity: the generated app follows the conventions, so a correct checker finds (nearly) nothing.
dropCache()
let findings = libraryRun().diagnostics
var byRule: [String: Int] = [:]
for d in findings { byRule[d.ruleID, default: 0] += 1 }
print("Findings on the generated app: \(findings.count)" + (byRule.isEmpty ? "" : " (" + byRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"))
for d in findings.prefix(5) { print("  \(d.ruleID): \(d.message)") }

func best(_ values: [Double]) -> Double { values.min() ?? .nan }

var coldLibrary: [Double] = [], warmLibrary: [Double] = [], touchedLibrary: [Double] = []
var coldAnalysis: [Double] = [], warmAnalysis: [Double] = []
var coldPhases: [Phases] = [], warmPhases: [Phases] = []
var coldProcess: [Double] = [], warmProcess: [Double] = [], touchedProcess: [Double] = []
var warmRuns: [CheckRun] = [], touchedRuns: [CheckRun] = []
if !haveBinary { print("note: no ibkit binary at \(ibkit) (pass --ibkit); subprocess rows skipped") }

for _ in 0 ..< options.runs {
    dropCache(); coldLibrary.append(time { libraryRun() })
    dropCache(); coldAnalysis.append(time { analysisRun() })
    dropCache(); coldPhases.append(phasedRun())
    if haveBinary { dropCache(); coldProcess.append(subprocessRun(ibkit)) }
}
// The result cache holds one run, keyed by the executable too: library and subprocess runs are timed apart.
settle()
libraryRun()
for _ in 0 ..< options.runs {
    let (run, elapsed) = timed { libraryRun() }
    if run.cacheStatus != .hit { fail("a warm run missed the result cache") }
    warmRuns.append(run)
    warmLibrary.append(elapsed)
    warmAnalysis.append(time { analysisRun() })
    warmPhases.append(phasedRun())
}
for _ in 0 ..< options.runs {
    touch()
    let (run, elapsed) = timed { libraryRun() }
    touchedRuns.append(run)
    touchedLibrary.append(elapsed)
}
if haveBinary {
    _ = subprocessRun(ibkit)
    for _ in 0 ..< options.runs { warmProcess.append(subprocessRun(ibkit)) }
    for _ in 0 ..< options.runs {
        touch()
        touchedProcess.append(subprocessRun(ibkit))
    }
}
untouch()

// Baseline in the same run: the Swift index with every byte parsed (no body elision), which must be the same index.
var baselineParse: [Double] = []
do {
    let sources = CheckInputs.discover([app], configuration: configuration).sourcePaths
    let vocabulary = CheckEngine.ioVocabulary(of: checks)
    let elided = SwiftIndexer.indexWithStatistics(paths: sources, cache: nil, vocabulary: vocabulary).index.files
    for _ in 0 ..< min(options.runs, 3) {
        let run = SwiftIndexer.indexWithStatistics(paths: sources, cache: nil, vocabulary: vocabulary, elidingBodies: false)
        baselineParse.append(run.statistics.timings.parse)
        if run.index.files != elided { fail("the index without body elision differs from the index with it") }
    }
}

// MARK: Report

func ms(_ s: Double) -> String { s.isNaN ? "–" : String(format: "%.1f ms", s * 1000) }
/// A phase's best over the runs (phases are minimised independently, so they need not add up to the best total).
func phase(_ runs: [Phases], _ f: (Phases) -> Double) -> Double { best(runs.map(f)) }

let cores = ProcessInfo.processInfo.activeProcessorCount
print("\nibkit check, release, best of \(options.runs), \(cores) cores (shared machine: expect ±20 %)\n")
print(pad("", 46) + lpad("cold", 12) + lpad("warm", 12) + lpad("1 touched", 12))
func row(_ label: String, _ cold: Double, _ warm: Double, _ touched: Double = .nan) {
    print(pad(label, 46) + lpad(ms(cold), 12) + lpad(ms(warm), 12) + lpad(ms(touched), 12))
}
row("target", 1.0, 0.050)
row("library: CheckRunner (result cache)", best(coldLibrary), best(warmLibrary), best(touchedLibrary))
row("subprocess: ibkit check --quiet <app>", best(coldProcess), best(warmProcess), best(touchedProcess))
row("library without the result cache", best(coldAnalysis), best(warmAnalysis))
func runPhase(_ runs: [CheckRun], _ f: (CheckRun.Timings) -> Double) -> Double { best(runs.map { f($0.timings) }) }
print("\nCheckRunner phases (warm: a result-cache hit; 1 touched: a miss)")
row("  discovery (one walk: IB + sources)", .nan, runPhase(warmRuns, \.discovery), runPhase(touchedRuns, \.discovery))
row("  read + hash every input", .nan, runPhase(warmRuns, \.readAndHash), runPhase(touchedRuns, \.readAndHash))
row("  result-cache lookup (+ module inputs)", .nan, runPhase(warmRuns, \.cacheLookup), runPhase(touchedRuns, \.cacheLookup))
row("  analysis (parse, index, modules, checks)", .nan, .nan, runPhase(touchedRuns, \.analysis))
row("  result-cache store (hash again + write)", .nan, .nan, runPhase(touchedRuns, \.cacheStore))
print("\nanalysis phases (library without the result cache, step by step)")
row("  discover (IB + sources)", phase(coldPhases, \.discover), phase(warmPhases, \.discover))
row("  IB parse", phase(coldPhases, \.ibParse), phase(warmPhases, \.ibParse))
row("  Swift index, total", phase(coldPhases, \.swift), phase(warmPhases, \.swift))
row("    read + hash", phase(coldPhases, \.swiftTimings.readAndHash), phase(warmPhases, \.swiftTimings.readAndHash))
row("    cache load", phase(coldPhases, \.swiftTimings.cacheLoad), phase(warmPhases, \.swiftTimings.cacheLoad))
row("    cache decode + prefilter", phase(coldPhases, \.swiftTimings.lookup), phase(warmPhases, \.swiftTimings.lookup))
row("    parse (swift-syntax)", phase(coldPhases, \.swiftTimings.parse), phase(warmPhases, \.swiftTimings.parse))
row("    baseline: parse every byte (no elision)", best(baselineParse), .nan)
row("    cache store", phase(coldPhases, \.swiftTimings.store), phase(warmPhases, \.swiftTimings.store))
row("    merge into SwiftIndex", phase(coldPhases, \.swiftTimings.merge), phase(warmPhases, \.swiftTimings.merge))
row("  modules (Package.swift layout)", phase(coldPhases, \.modules), phase(warmPhases, \.modules))
row("  context (class uses, extensions)", phase(coldPhases, \.context), phase(warmPhases, \.context))
row("  checks (\(checks.count) enabled)", phase(coldPhases, \.checks), phase(warmPhases, \.checks))
if let c = coldPhases.last?.statistics, let w = warmPhases.last?.statistics {
    print("\nSwift files: cold \(c.indexed) parsed, \(c.skipped) prefiltered, \(c.elidedBytes) of \(c.bytes) bytes (\(100 * c.elidedBytes / max(c.bytes, 1)) %) "
        + "elided from function bodies before parsing; warm \(w.cacheHits) cache hits, \(w.indexed) parsed")
}
print("touched file: \(touchedFile)")
if let warm = warmRuns.last, let touched = touchedRuns.last {
    let inputs = warm.ibPaths.count + warm.sourcePaths.count
    print("inputs read (the others vouched for by their stat): warm \(warm.filesRead) of \(inputs), 1 touched \(touched.filesRead) in two passes")
}
