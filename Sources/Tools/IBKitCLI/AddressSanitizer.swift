#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether this process was built with AddressSanitizer (`Scripts/sanitize.sh`): its allocator replaces the C
/// library's, and its leak checker runs at exit.
enum AddressSanitizer {
    static let isRunning = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
}
