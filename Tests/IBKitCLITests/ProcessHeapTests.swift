import Foundation
@testable import IBKitCLI
import IBKitDiagnostics
import IBKitWorkspace
import Testing

/// The heap is set up for large steps on huge pages only where that is the kernel's mode and the user has not
/// set glibc's heap tunables.
@Suite struct ProcessHeapTests {
    @Test(arguments: [
        (nil, "always [madvise] never", true), (nil, "[always] madvise never", true), (nil, "always madvise [never]", false),
        (nil, nil, false), ("glibc.malloc.hugetlb=1", "always [madvise] never", false),
        ("glibc.pthread.rseq=0", "always [madvise] never", true),
    ] as [(String?, String?, Bool)])
    func decision(_ tunables: String?, _ hugePages: String?, _ grows: Bool) {
        let decision = ProcessHeap.decide(tunables: tunables, hugePages: hugePages)
        #expect((decision == .grow) == grows)
    }

    /// On this machine: the step is advised when the kernel's mode allows it and the caller is the main thread
    /// (whose heap is the one that grows; `ibkit` prepares it before anything else runs), and the heap still
    /// serves memory either way. (The workers' part of `prepare`, a hook every `Parallel.map` reads, is left to the
    /// tool: the tests run side by side.)
    @Test func preparesTheHeapWhereHugePagesAreAvailable() throws {
        #if os(Linux)
        let mode = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
        let expected = ProcessHeap.decide(tunables: ProcessInfo.processInfo.environment["GLIBC_TUNABLES"], hugePages: mode)
        let advised = ProcessHeap.growMainHeap()
        switch expected {
        case .grow where Thread.isMainThread:
            // The first step, less what precedes the first 2 MB boundary.
            #expect(advised > ProcessHeap.step - (2 << 20))
        case .grow:
            break // Another thread's heap may or may not be the main one: glibc decides.
        case .leave:
            #expect(advised == 0)
        }
        let block = [UInt8](repeating: 7, count: 10 << 20)
        #expect(block.reduce(0) { $0 &+ Int($1) } == 7 * (10 << 20))
        #else
        #expect(ProcessHeap.growMainHeap() == 0)
        #endif
    }

    /// The layout the worker heaps' advice relies on, checked against this machine's glibc: a worker's small
    /// allocations come from a mapping that starts at a `threadHeapSize` boundary.
    @Test func workerHeapsStartAtTheirAlignedBase() throws {
        #if os(Linux)
        let bases = Parallel.map(Array(0..<64)) { _ -> UInt? in
            // Allocations on every worker at once, so that glibc gives the workers heaps of their own.
            let blocks = (0..<256).map { _ in [UInt8](repeating: 1, count: 512) }
            defer { withExtendedLifetime(blocks) {} }
            return ProcessHeap.workers.heapOfThisThread()
        }.compactMap { $0 }
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        let starts = Set(maps.split(separator: "\n").compactMap { line in
            line.split(separator: "-", maxSplits: 1).first.flatMap { UInt($0, radix: 16) }
        })
        // glibc gives a new thread an arena of its own while there are fewer than eight per core.
        #expect(!bases.isEmpty)
        for base in Set(bases) {
            #expect(base % UInt(ProcessHeap.threadHeapSize) == 0)
            #expect(starts.contains(base), "no mapping starts at \(String(base, radix: 16))")
        }
        #endif
    }
}
