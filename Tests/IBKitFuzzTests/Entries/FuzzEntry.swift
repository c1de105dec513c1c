import Foundation

/// What an entry found wrong with an input that did not crash: a broken promise of the code under test (a result
/// that does not validate, a round trip that changes a value). The fuzzer aborts on it; a test records it.
struct FuzzFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One entry point that takes untrusted bytes, run the same way by the fuzzer (`Fuzz/Harness.swift`, built by
/// `Scripts/fuzz.sh`) and by `FuzzRegressionTests` on the minimized inputs in `Tests/Fixtures/Fuzz/<name>/`.
struct FuzzEntry: Sendable {
    let name: String
    let run: @Sendable ([UInt8]) throws(FuzzFailure) -> Void

    static let all: [FuzzEntry] = [
        FuzzEntry(name: "xml", run: XMLEntry.run),
        FuzzEntry(name: "pbxproj", run: PropertyListEntry.run),
        FuzzEntry(name: "config", run: ConfigurationEntry.run),
        FuzzEntry(name: "baseline", run: BaselineEntry.run),
        FuzzEntry(name: "index-cache", run: IndexCacheEntry.run),
        FuzzEntry(name: "check-cache", run: CheckCacheEntry.run),
        FuzzEntry(name: "swift-index", run: SwiftIndexEntry.run),
        FuzzEntry(name: "binding-key", run: BindingKeyEntry.run),
        FuzzEntry(name: "diff", run: DiffEntry.run),
        FuzzEntry(name: "render", run: RenderEntry.run),
        FuzzEntry(name: "edit", run: EditEntry.run),
        FuzzEntry(name: "merge", run: MergeEntry.run),
    ]

    static func named(_ name: String) -> FuzzEntry? { all.first { $0.name == name } }
}

/// Inputs made of several files (diff: two versions, merge: three) are the files joined by `separator`, so a
/// seed is real files and a mutation can touch any of them. NUL never occurs in a file IBKit reads.
enum FuzzParts {
    static let separator = Array("\0--ibkit-part--\0".utf8)

    /// Exactly `count` parts: missing ones are empty, extra separators stay in the last part.
    static func split(_ bytes: [UInt8], count: Int) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        var start = 0
        var i = 0
        while parts.count < count - 1, i + separator.count <= bytes.count {
            if bytes[i] == 0, bytes[i ..< i + separator.count].elementsEqual(separator) {
                parts.append(Array(bytes[start ..< i]))
                i += separator.count
                start = i
            } else {
                i += 1
            }
        }
        parts.append(Array(bytes[start...]))
        while parts.count < count { parts.append([]) }
        return parts
    }
}

/// A fresh folder per call, removed afterwards: entries that go through files (the loader, caches, `ChangeSet`)
/// may run side by side in tests.
enum FuzzFolder {
    static func with<T>(_ body: (String) throws(FuzzFailure) -> T) throws(FuzzFailure) -> T {
        var template = Array((NSTemporaryDirectory() + "/ibkit-fuzz-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            fatalError("mkdtemp failed: \(String(cString: strerror(errno)))")
        }
        let folder = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    static func write(_ bytes: [UInt8], to path: String) {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { fatalError("cannot write \(path)") }
    }
}

/// A deterministic choice from the input, so that a replayed input takes the same decisions.
struct FuzzChoices {
    private var state: UInt64

    init(_ bytes: [UInt8]) {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes.suffix(64) { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        state = h | 1
    }

    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return bound <= 0 ? 0 : Int(state % UInt64(bound))
    }
}
