#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sanitizer this process was built with (`Scripts/sanitize.sh`), if any. Both replace the C library's
/// allocator and make each stack frame several times larger (AddressSanitizer's red zones, ThreadSanitizer's
/// shadow bookkeeping); AddressSanitizer's leak checker also runs at exit.
public enum Sanitizer: Sendable {
    case address
    case thread

    public static let running: Sanitizer? = {
        let me = dlopen(nil, RTLD_NOW)
        if dlsym(me, "__asan_init") != nil { return .address }
        if dlsym(me, "__tsan_init") != nil { return .thread }
        return nil
    }()
}
