import Foundation
import Testing

/// The promises of the structure-aware mutator libFuzzer calls (docs/fuzzing.md): bounded, deterministic,
/// tolerant of any bytes, and references that name real ids.
struct IBMutatorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every .storyboard and .xib under Tests/**/Fixtures and Examples.
    static let ibFiles: [[UInt8]] = {
        var found: [[UInt8]] = []
        for folder in ["Tests", "Examples"] {
            let base = root.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for path in paths.sorted() where path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
                guard folder == "Examples" || path.contains("Fixtures/") else { continue }
                if let data = FileManager.default.contents(atPath: base.appendingPathComponent(path).path) { found.append([UInt8](data)) }
            }
        }
        return found
    }()

    /// A stand-in for LLVMFuzzerMutate: deterministic, and it grows the input so the bound is exercised.
    static func bytes(_ b: [UInt8]) -> [UInt8] { b + [0x41] }

    @Test func staysWithinMaxSize() {
        #expect(Self.ibFiles.count > 5)
        for file in Self.ibFiles {
            for operation in IBMutator.Operation.allCases {
                for maxSize in [file.count, file.count + 64, file.count / 2, 1, 0] {
                    for seed: UInt32 in 0 ..< 4 {
                        let out = IBMutator.mutate(file, operation: operation, seed: seed, maxSize: maxSize, bytes: Self.bytes)
                        #expect(out.count <= maxSize, "\(operation) seed \(seed) max \(maxSize)")
                    }
                }
            }
        }
    }

    @Test func sameSeedSameOutput() {
        for file in Self.ibFiles.prefix(10) {
            for seed: UInt32 in [0, 1, 7, 12345, .max] {
                let a = IBMutator.mutate(file, seed: seed, maxSize: file.count * 2, bytes: Self.bytes)
                let b = IBMutator.mutate(file, seed: seed, maxSize: file.count * 2, bytes: Self.bytes)
                #expect(a == b)
            }
        }
    }

    @Test func retargetedReferenceNamesAnExistingID() throws {
        let doc = Array(#"<scene id="a"><segue destination="a" id="s"/></scene><view id="b"/>"#.utf8)
        for seed: UInt32 in 0 ..< 20 {
            let out = IBMutator.mutate(doc, operation: .retargetReference, seed: seed, maxSize: 1000, bytes: Self.bytes)
            let tokens = IBTokens(out)
            let destination = try #require(tokens.attributes.first { tokens.name(of: $0) == "destination" })
            let value = Array(out[destination.value])
            #expect(value != Array("a".utf8))
            #expect(tokens.ids.contains(value))
        }
        // On real files: exactly one reference changes, to an id the file has.
        for file in Self.ibFiles {
            let before = IBTokens(file)
            guard before.attributes.contains(where: { IBMutator.references.contains(before.name(of: $0)) }) else { continue }
            let out = IBMutator.mutate(file, operation: .retargetReference, seed: 3, maxSize: file.count * 2, bytes: Self.bytes)
            let after = IBTokens(out)
            #expect(after.attributes.count == before.attributes.count)
            let changed = zip(before.attributes, after.attributes).filter { file[$0.value] != out[$1.value] }.map(\.1)
            #expect(changed.count <= 1)
            for attribute in changed {
                #expect(IBMutator.references.contains(after.name(of: attribute)))
                #expect(after.ids.contains(Array(out[attribute.value])))
            }
        }
    }

    @Test func toleratesRandomBytes() {
        var rng = IBMutator.Random(seed: 99)
        let alphabet = Array(#"<>/="' ?!-&;id"#.utf8)
        for round in 0 ..< 2000 {
            let count = rng.below(300)
            let input = (0 ..< count).map { _ in rng.below(3) == 0 ? UInt8(truncatingIfNeeded: rng.next()) : alphabet[rng.below(alphabet.count)] }
            let maxSize = rng.below(400)
            guard input.count <= maxSize else { continue }
            let out = IBMutator.mutate(input, seed: UInt32(round), maxSize: maxSize, bytes: Self.bytes)
            #expect(out.count <= maxSize)
        }
    }
}
