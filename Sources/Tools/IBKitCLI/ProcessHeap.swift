#if canImport(Glibc)
import Glibc
#endif
import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// How the process's heaps take memory from the kernel, set once at start (`IBKitCommand.run`).
///
/// A command that keeps a whole app in memory (a migration holds every parsed file, its plan and its checks; a
/// render its files, findings and pages) touches 50–70 MB of new memory, one page fault per 4 KB page: 13,000–
/// 17,000 faults, a sixth of such a run's time on a virtual machine, where a fault costs microseconds. On Linux the
/// heaps are backed by 2 MB pages instead (transparent huge pages, in the kernel's default `madvise` mode), as
/// `GLIBC_TUNABLES=glibc.malloc.hugetlb=1` would do if set before the process started; a user's own
/// `glibc.malloc` tunables are left alone. Elsewhere (macOS, musl) nothing changes.
///
/// glibc has two kinds of heap. The main thread's grows in place: it is asked to grow in large steps, and the first
/// step is advised now. A worker thread that allocates while others do gets a heap of its own, a region of
/// `threadHeapSize` bytes aligned to its size (`heap_for_ptr` in glibc's malloc/arena.c): each worker of the
/// tools' parallel primitive advises the region its allocations come from, once. Advice is only a hint: were the
/// layout ever different, the cost would be memory, never a wrong result.
public enum ProcessHeap {
    /// What `prepare` does, from what it finds.
    enum Decision: Equatable {
        /// The heaps are left as the C library set them up, and why.
        case leave(String)
        /// The main heap grows in `step`-byte steps, and the heaps are advised to use huge pages.
        case grow
    }

    /// The main heap grows by this much beyond a request: address space, not memory, until it is touched.
    static let step = 128 << 20
    /// `HEAP_MAX_SIZE` of 64-bit glibc: the size and alignment of a worker thread's heap.
    static let threadHeapSize = 64 << 20

    /// `tunables`: the `GLIBC_TUNABLES` variable; `hugePages`: the content of
    /// /sys/kernel/mm/transparent_hugepage/enabled (`always [madvise] never`), nil when it cannot be read.
    static func decide(tunables: String?, hugePages: String?) -> Decision {
        if let tunables, tunables.contains("glibc.malloc.") { return .leave("GLIBC_TUNABLES sets the heap") }
        guard let hugePages else { return .leave("no transparent huge pages") }
        // The mode in use is the one in brackets; with `never`, large steps alone do not save a fault.
        guard hugePages.contains("[always]") || hugePages.contains("[madvise]") else { return .leave("huge pages are off") }
        return .grow
    }

    /// Readies the heaps: the main one now (`growMainHeap`), the workers' as each starts work. Call once, on the
    /// main thread, before the work starts.
    public static func prepare() {
        #if canImport(Glibc)
        if growMainHeap() > 0 { Parallel.workerSetup = { workers.adviseThisThreadsHeap() } }
        #endif
    }

    /// The bytes of the main heap advised to use huge pages (0 when nothing was done). The main thread's heap is
    /// the one that grows in place: call on the main thread.
    static func growMainHeap() -> Int {
        #if canImport(Glibc)
        let tunables = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
        guard case .grow = decide(tunables: tunables, hugePages: readHugePagesMode()),
              let mallopt = dlsym(nil, "mallopt").map({ unsafeBitCast($0, to: MalloptFunction.self) }) else { return 0 }
        // glibc's <malloc.h> numbers, which Swift's Glibc module does not import.
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3
        // Large arrays (a big file's bytes) come from the heaps too (up to glibc's limit, 32 MB), and the main heap
        // is not given back before the exit.
        guard mallopt(mmapThreshold, 32 << 20) == 1, mallopt(trimThreshold, Int32(step * 4)) == 1,
              mallopt(topPad, Int32(step)) == 1 else { return 0 }
        // One allocation makes the heap grow by a step now, so that the whole step can be advised before use.
        // (Kept in a global while the heap is measured: an allocation freed unused may be optimised away.)
        let start = UInt(bitPattern: sbrk(0))
        probe = malloc(1 << 20)
        let end = UInt(bitPattern: sbrk(0))
        free(probe)
        probe = nil
        let page: UInt = 2 << 20
        let from = (start + page - 1) & ~(page - 1)
        guard end > from, madvise(UnsafeMutableRawPointer(bitPattern: from), Int(end - from), MADV_HUGEPAGE) == 0 else { return 0 }
        workers.mainHeapStart = start
        return Int(end - from)
        #else
        return 0
        #endif
    }

    #if canImport(Glibc)
    nonisolated(unsafe) private static var probe: UnsafeMutableRawPointer?
    static let workers = WorkerHeaps()

    /// The worker heaps advised so far.
    final class WorkerHeaps: Sendable {
        private let advised = Locked<Set<UInt>>([])
        private let main = Locked<UInt>(0)
        /// Where the main heap starts: set once by `growMainHeap`, before any worker runs.
        var mainHeapStart: UInt {
            get { main.current }
            set { main.withLock { $0 = newValue } }
        }

        /// The base of the heap a small allocation of this thread comes from; nil for the main heap.
        func heapOfThisThread() -> UInt? {
            guard let block = malloc(64) else { return nil }
            let address = UInt(bitPattern: block)
            free(block)
            // The main heap, grown since perhaps.
            if address >= mainHeapStart && address < UInt(bitPattern: sbrk(0)) { return nil }
            return address & ~UInt(threadHeapSize - 1)
        }

        func adviseThisThreadsHeap() {
            guard let base = heapOfThisThread(), advised.withLock({ $0.insert(base).inserted }) else { return }
            madvise(UnsafeMutableRawPointer(bitPattern: base), threadHeapSize, MADV_HUGEPAGE)
        }
    }

    private typealias MalloptFunction = @convention(c) (Int32, Int32) -> Int32

    private static func readHugePagesMode() -> String? {
        let fd = open("/sys/kernel/mm/transparent_hugepage/enabled", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = read(fd, &buffer, buffer.count)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }
    #endif
}
