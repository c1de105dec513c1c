#if canImport(Glibc)
import Glibc
#endif

/// How the process's heap takes memory from the kernel, set once at start (`IBKitCommand.run`).
///
/// A command that keeps a whole app in memory (a migration holds every parsed file, its plan and its checks)
/// touches some 70 MB of new memory, one page fault per 4 KB page: 17,000 faults, a fifth of a corpus migration's
/// time on a virtual machine, where a fault costs microseconds. On Linux, glibc's heap is asked to grow in large
/// steps and those steps to be backed by 2 MB pages (transparent huge pages, in the kernel's default `madvise`
/// mode), which leaves about 1,700 faults. It is what `GLIBC_TUNABLES=glibc.malloc.hugetlb=1` does, for the main
/// heap only; a user's own `glibc.malloc` tunables are left alone. Elsewhere (macOS, musl) nothing changes.
public enum ProcessHeap {
    /// What `prepare` does, from what it finds.
    enum Decision: Equatable {
        /// The heap is left as the C library set it up, and why.
        case leave(String)
        /// The heap grows in `step`-byte steps, the first one advised to use huge pages.
        case grow(step: Int)
    }

    /// The main heap grows by this much beyond a request: address space, not memory, until it is touched.
    static let step = 128 << 20

    /// `tunables`: the `GLIBC_TUNABLES` variable; `hugePages`: the content of
    /// /sys/kernel/mm/transparent_hugepage/enabled (`always [madvise] never`), nil when it cannot be read.
    static func decide(tunables: String?, hugePages: String?) -> Decision {
        if let tunables, tunables.contains("glibc.malloc.") { return .leave("GLIBC_TUNABLES sets the heap") }
        guard let hugePages else { return .leave("no transparent huge pages") }
        // The mode in use is the one in brackets; with `never`, large steps alone do not save a fault.
        guard hugePages.contains("[always]") || hugePages.contains("[madvise]") else { return .leave("huge pages are off") }
        return .grow(step: step)
    }

    /// The bytes advised to use huge pages (0 when nothing was done). Call once, on the main thread, before the
    /// work starts: the main thread's heap is the one that grows in place (other threads have heaps of their own).
    @discardableResult
    public static func prepare() -> Int {
        #if canImport(Glibc)
        let tunables = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
        guard case .grow(let step) = decide(tunables: tunables, hugePages: readHugePagesMode()),
              let mallopt = dlsym(nil, "mallopt").map({ unsafeBitCast($0, to: MalloptFunction.self) }) else { return 0 }
        // glibc's <malloc.h> numbers, which Swift's Glibc module does not import.
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3
        // Large arrays (a big file's bytes) come from the heap too, and the heap is not given back before the exit.
        guard mallopt(mmapThreshold, Int32(step / 2)) == 1, mallopt(trimThreshold, Int32(step * 4)) == 1,
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
        return Int(end - from)
        #else
        return 0
        #endif
    }

    #if canImport(Glibc)
    nonisolated(unsafe) private static var probe: UnsafeMutableRawPointer?

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
