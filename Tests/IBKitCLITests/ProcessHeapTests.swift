import Foundation
@testable import IBKitCLI
import IBKitDiagnostics
import IBKitPlumbing
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
    /// allocations come from a heap that starts at a `threadHeapSize` boundary, so the whole range from that
    /// boundary up to the worker's live blocks is mapped. (Checked on the worker while its blocks live: a heap that
    /// empties may be trimmed away later, and adjacent heaps may show as one mapping.)
    /// A sanitizer (`Scripts/sanitize.sh`) replaces glibc's allocator, whose layout this checks.
    @Test(.enabled(if: Sanitizer.running == nil, "a sanitizer's allocator is not glibc's"))
    func workerHeapsStartAtTheirAlignedBase() throws {
        #if os(Linux)
        let checked = Parallel.map(Array(0..<64)) { _ -> (base: UInt, block: UInt, mapped: Bool)? in
            // Allocations on every worker at once, so that glibc gives the workers heaps of their own.
            let blocks = (0..<256).map { _ in [UInt8](repeating: 1, count: 512) }
            defer { withExtendedLifetime(blocks) {} }
            guard let base = ProcessHeap.workers.heapOfThisThread() else { return nil }
            let block = blocks[128].withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            return (base, block, Self.isMapped(from: base, to: block))
        }.compactMap { $0 }
        // glibc gives a new thread an arena of its own while there are fewer than eight per core.
        let sameHeap = checked.filter { $0.block >= $0.base && $0.block - $0.base < UInt(ProcessHeap.threadHeapSize) }
        #expect(!sameHeap.isEmpty)
        for heap in sameHeap {
            #expect(heap.mapped, "\(String(heap.base, radix: 16))..<\(String(heap.block, radix: 16)) is not all mapped")
        }
        #endif
    }

    /// Whether every address in `start...end` lies in some mapping of this process.
    private static func isMapped(from start: UInt, to end: UInt) -> Bool {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return false }
        let ranges = maps.split(separator: "\n").compactMap { line -> Range<UInt>? in
            let bounds = line.prefix { $0 != " " }.split(separator: "-")
            guard bounds.count == 2, let low = UInt(bounds[0], radix: 16), let high = UInt(bounds[1], radix: 16) else {
                return nil
            }
            return low..<high
        }.sorted { $0.lowerBound < $1.lowerBound }
        var reached = start
        for range in ranges where range.contains(reached) || (range.lowerBound == reached) {
            reached = range.upperBound
            if reached > end { return true }
        }
        return false
    }
}
