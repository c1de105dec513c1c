#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether this process was built with AddressSanitizer (`Scripts/sanitize.sh`): its allocator replaces the C
/// library's, its leak checker runs at exit, and its red zones make each stack frame several times larger.
public enum AddressSanitizer {
    public static let isRunning = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
}
