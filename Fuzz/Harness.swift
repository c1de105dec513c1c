import Foundation

// libFuzzer's entry points, built by Scripts/fuzz.sh together with the entries of Tests/IBKitFuzzTests/Entries
// (the same code the regression tests replay). One binary serves every target: IBKIT_FUZZ_TARGET names it.

let fuzzEntries = FuzzEntry.all + [FuzzEntry(name: "xml-libxml2", run: LibXML2Differential.run)]

let selectedEntry: FuzzEntry = {
    let name = ProcessInfo.processInfo.environment["IBKIT_FUZZ_TARGET"] ?? ""
    guard let entry = fuzzEntries.first(where: { $0.name == name }) else {
        report("IBKIT_FUZZ_TARGET must be one of: \(fuzzEntries.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    return entry
}()

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    _ = selectedEntry
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try selectedEntry.run(bytes)
    } catch {
        // A broken promise is a finding like a crash: libFuzzer saves the input on abort.
        report("ibkit-fuzz \(selectedEntry.name): \(error)")
        abort()
    }
    return 0
}

func report(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
