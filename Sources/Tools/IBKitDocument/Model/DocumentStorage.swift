import Foundation
import IBKitPlumbing


/// The bytes of one file and the tree the scanner built over them. Immutable once made, so shared freely
/// between the rules that run on the file; only the line index is filled in later, under a lock.
final class DocumentStorage: Sendable {
    let bytes: [UInt8]
    let tree: XMLTree
    /// From the root's `type` and `targetRuntime`; most rules ask, so they are worked out once.
    let kind: IBDocumentKind
    let platform: IBPlatform
    private let lines = LazyLineIndex()
    /// Element indices of the view controllers: several rules ask for them on every storyboard.
    let viewControllerIndices = Lazy<[Int]>()

    init(bytes: [UInt8], tree: XMLTree) {
        self.bytes = bytes
        self.tree = tree
        let type = Self.rootAttribute(IBName.type, bytes, tree) ?? ""
        kind = type.containsBytes(".Storyboard") ? .storyboard : .xib
        platform = IBPlatform(documentType: type, targetRuntime: Self.rootAttribute(IBName.targetRuntime, bytes, tree))
    }

    private static func rootAttribute(_ name: IBName, _ bytes: [UInt8], _ tree: XMLTree) -> String? {
        guard let root = tree.elements.first else { return nil }
        for k in Int(root.attributeStart)..<Int(root.attributeStart + root.attributeCount) where tree.attributes[k].name == name.symbol {
            let a = tree.attributes[k]
            return bytes.withUnsafeBufferPointer { buf in
                let slice = UnsafeBufferPointer(rebasing: buf[Int(a.valueStart)..<Int(a.valueEnd)])
                return a.needsDecoding ? XMLEntities.decode(slice, isAttribute: true) : String(decoding: slice, as: UTF8.self)
            }
        }
        return nil
    }

    func nameString(_ symbol: Int32) -> String {
        symbol < KnownNames.count ? IBName.knownNames[Int(symbol)] : tree.localNames.strings[Int(symbol - KnownNames.count)]
    }

    func symbol(for name: String) -> Int32? {
        KnownNames.shared.lookup(name) ?? tree.localNames.lookup(name)
    }

    func string(_ start: Int32, _ end: Int32, decode: Bool, isAttribute: Bool, isCDATA: Bool = false) -> String {
        bytes.withUnsafeBufferPointer { buf in
            let slice = UnsafeBufferPointer(rebasing: buf[Int(start)..<Int(end)])
            return decode ? XMLEntities.decode(slice, isAttribute: isAttribute, isCDATA: isCDATA) : String(decoding: slice, as: UTF8.self)
        }
    }

    /// Compares a raw (undecoded) value with an ASCII literal without creating a string.
    func rawValueEquals(_ record: AttributeRecord, _ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard !record.needsDecoding, Int(record.valueEnd - record.valueStart) == n else { return false }
        return bytes.withUnsafeBufferPointer { memoryEqual($0.baseAddress! + Int(record.valueStart), literal.utf8Start, n) }
    }

    func location(of offset: Int) -> SourceLocation {
        bytes.withUnsafeBufferPointer { buf in
            lines.get(buf).location(of: offset, in: buf)
        }
    }
}

private final class LazyLineIndex: Sendable {
    private let index = Locked<LineIndex?>(nil)

    func get(_ bytes: UnsafeBufferPointer<UInt8>) -> LineIndex {
        index.withLock { index in
            if let index { return index }
            let made = LineIndex(bytes)
            index = made
            return made
        }
    }
}

/// A value computed on first use and shared by every rule that asks for it (the document is shared
/// between threads, hence the lock).
final class Lazy<Value: Sendable>: Sendable {
    private let value = Locked<Value?>(nil)

    func get(_ make: () -> Value) -> Value {
        value.withLock { value in
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}

extension String {
    /// Substring test on UTF-8 bytes: Foundation's `contains` goes through `NSString` and costs microseconds.
    func containsBytes(_ needle: String) -> Bool {
        let haystack = Array(utf8)
        let needle = Array(needle.utf8)
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
