import Foundation

// libFuzzer's custom mutator: the targets that read IB documents mutate them with IBMutator
// (Tests/IBKitFuzzTests/Entries/IBMutator.swift), the others and IBKIT_FUZZ_MUTATOR=bytes with libFuzzer's own.

/// libFuzzer's byte mutation. The Swift convention matches C's for pointers and integers on the platforms we fuzz on.
@_silgen_name("LLVMFuzzerMutate")
func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

let structureAware: Bool = ["xml", "render", "edit", "diff", "merge", "xml-libxml2"].contains(selectedEntry.name)
    && ProcessInfo.processInfo.environment["IBKIT_FUZZ_MUTATOR"] != "bytes"

@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzerCustomMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    guard structureAware else { return libFuzzerMutate(data, size, maxSize) }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let output = IBMutator.mutate(input, seed: seed, maxSize: maxSize) { bytes in
        var buffer = bytes + [UInt8](repeating: 0, count: max(0, maxSize - bytes.count))
        guard !buffer.isEmpty else { return bytes }
        let count = buffer.withUnsafeMutableBufferPointer { libFuzzerMutate($0.baseAddress!, bytes.count, maxSize) }
        return Array(buffer.prefix(count))
    }
    let count = min(output.count, maxSize)
    output.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: count) }
    return count
}
