/// A structure-aware mutator for Interface Builder XML, used by libFuzzer's `LLVMFuzzerCustomMutator`
/// (`Fuzz/Mutator.swift`) for the targets that read IB documents. Byte mutations mostly break the XML, so the
/// scanner refuses them; these keep the document well formed more often and reach the model, the references
/// and the numbers. It parses nothing: a light tokenizer of tags and attributes over any bytes, so it also
/// runs on non-XML and on the parts joined by `FuzzParts.separator`. Deterministic for a given seed.
enum IBMutator {
    enum Operation: CaseIterable {
        case duplicateElement, deleteElement, moveElement, swapAttributeValues, retargetReference, duplicateID,
             extremeNumber, insertReference, truncate, bytes
    }

    /// Attributes whose value names another element's id.
    static let references: Set<String> = [
        "destination", "target", "firstItem", "secondItem", "initialViewController", "storyboardIdentifier",
        "firstAnchor", "secondAnchor", "source", "destinationCreationSelector", "image", "sceneMemberID",
    ]

    static let extremes = ["0", "-1", "1e308", "-1e308", "NaN", "nan", "inf", "-0", "1e309", "4294967296",
                           "99999999999999999999999999", "-2147483649", "0x10", "1.", ".5e-400"]
    static let entities = ["&amp;", "&lt;", "&quot;", "&#0;", "&#x1F600;", "&#xD800;", "&#1114112;", "&#;",
                           "&nbsp;", "&", "&#x;", "&#99999999999;", "&lt", "]]>"]

    /// One mutation of `bytes` chosen by `seed`, never longer than `maxSize`. `bytes` is libFuzzer's byte
    /// mutation (`LLVMFuzzerMutate` in the fuzzer), taken one time in eight and when the input has no structure.
    static func mutate(_ input: [UInt8], seed: UInt32, maxSize: Int, bytes: ([UInt8]) -> [UInt8]) -> [UInt8] {
        var rng = Random(seed: seed)
        let operation: Operation = rng.below(8) == 0 ? .bytes : Operation.allCases[rng.below(Operation.allCases.count - 1)]
        return mutate(input, operation: operation, rng: &rng, maxSize: maxSize, bytes: bytes)
    }

    static func mutate(_ input: [UInt8], operation: Operation, seed: UInt32, maxSize: Int,
                       bytes: ([UInt8]) -> [UInt8]) -> [UInt8] {
        var rng = Random(seed: seed)
        return mutate(input, operation: operation, rng: &rng, maxSize: maxSize, bytes: bytes)
    }

    private static func mutate(_ input: [UInt8], operation: Operation, rng: inout Random, maxSize: Int,
                               bytes: ([UInt8]) -> [UInt8]) -> [UInt8] {
        let output = apply(operation, to: input, rng: &rng) ?? bytes(input)
        return output.count <= maxSize ? output : cut(output, maxSize)
    }

    /// The result of `operation`, nil when the input has nothing it applies to.
    static func apply(_ operation: Operation, to b: [UInt8], rng: inout Random) -> [UInt8]? {
        let doc = IBTokens(b)
        switch operation {
        case .duplicateElement:
            guard let e = rng.pick(doc.elements) else { return nil }
            return insert(Array(b[e.range]), into: b, at: e.range.upperBound)
        case .deleteElement:
            guard let e = rng.pick(doc.elements) else { return nil }
            return replace(b, e.range, with: [])
        case .moveElement:
            guard let e = rng.pick(doc.elements),
                  let parent = rng.pick(doc.elements.filter { $0.inner != nil && !e.range.contains($0.range.lowerBound) })
            else { return nil }
            let moved = Array(b[e.range])
            var at = parent.inner!.upperBound
            var out = replace(b, e.range, with: [])
            if at >= e.range.upperBound { at -= e.range.count } else if at > e.range.lowerBound { at = e.range.lowerBound }
            out.insert(contentsOf: moved, at: at)
            return out
        case .swapAttributeValues:
            guard doc.attributes.count >= 2 else { return nil }
            var i = rng.below(doc.attributes.count), j = rng.below(doc.attributes.count - 1)
            if j >= i { j += 1 }
            if i > j { swap(&i, &j) }
            let first = doc.attributes[i].value, second = doc.attributes[j].value
            // Later range first, so the earlier one keeps its offsets.
            let out = replace(b, second, with: Array(b[first]))
            return replace(out, first, with: Array(b[second]))
        case .retargetReference:
            let refs = doc.attributes.filter { references.contains(doc.name(of: $0)) }
            let ids = doc.ids
            guard let attribute = rng.pick(refs.isEmpty ? doc.attributes.filter { doc.name(of: $0) == "id" } : refs),
                  !ids.isEmpty else { return nil }
            let current = Array(b[attribute.value])
            let others = ids.filter { $0 != current }
            return replace(b, attribute.value, with: rng.pick(others) ?? ids[0])
        case .duplicateID:
            let idAttributes = doc.attributes.filter { doc.name(of: $0) == "id" }
            guard let source = rng.pick(idAttributes), let target = rng.pick(idAttributes) else { return nil }
            return replace(b, target.value, with: Array(b[source.value]))
        case .extremeNumber:
            let numeric = doc.attributes.filter { isNumber(b[$0.value]) }
            guard let attribute = rng.pick(numeric.isEmpty ? doc.attributes : numeric) else { return nil }
            return replace(b, attribute.value, with: Array(rng.pick(extremes)!.utf8))
        case .insertReference:
            // Inside an attribute value or right after a tag, where a parser decodes references.
            let places = doc.attributes.map { $0.value.lowerBound + rng.below($0.value.count + 1) }
                + doc.elements.map { $0.openEnd }
            guard let at = rng.pick(places) else { return nil }
            return insert(Array(rng.pick(entities)!.utf8), into: b, at: at)
        case .truncate:
            guard let at = rng.pick(doc.boundaries) else { return nil }
            return Array(b[..<at])
        case .bytes:
            return nil
        }
    }

    static func isNumber(_ value: ArraySlice<UInt8>) -> Bool {
        !value.isEmpty && value.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x65 }
            && value.contains { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Too long: cut at the last tag before `maxSize`, else at `maxSize`.
    static func cut(_ b: [UInt8], _ maxSize: Int) -> [UInt8] {
        guard maxSize > 0 else { return [] }
        let end = b[..<maxSize].lastIndex(of: 0x3C).flatMap { $0 > 0 ? $0 : nil } ?? maxSize
        return Array(b[..<end])
    }

    static func replace(_ b: [UInt8], _ range: Range<Int>, with new: [UInt8]) -> [UInt8] {
        var out = b
        out.replaceSubrange(range, with: new)
        return out
    }

    static func insert(_ new: [UInt8], into b: [UInt8], at index: Int) -> [UInt8] {
        var out = b
        out.insert(contentsOf: new, at: index)
        return out
    }

    /// SplitMix64: small, and the same on every platform (the system generator is not seedable).
    struct Random {
        var state: UInt64
        init(seed: UInt32) { state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1 }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[below(items.count)] }
    }
}

/// Tags and attributes found by scanning bytes: `<` to the next `>`, quoted values, open and close tags paired
/// by name on a stack. Anything that does not fit is skipped, never an error.
struct IBTokens {
    struct Element {
        var range: Range<Int>   // from `<` of the open tag to after `>` of the close tag
        var openEnd: Int        // after the open tag's `>`
        var inner: Range<Int>?  // between the tags; nil for `<x/>`
    }
    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>   // inside the quotes
    }

    let bytes: [UInt8]
    private(set) var elements: [Element] = []
    private(set) var attributes: [Attribute] = []
    private(set) var boundaries: [Int] = []  // offsets of every `<` and after every `>`

    init(_ b: [UInt8]) {
        bytes = b
        var open: [(name: ArraySlice<UInt8>, start: Int, end: Int)] = []
        var i = 0
        while let lt = b[i...].firstIndex(of: 0x3C), let gt = b[(lt + 1)...].firstIndex(of: 0x3E) {
            i = gt + 1
            boundaries += [lt, gt + 1]
            guard lt + 1 < gt else { continue }
            let first = b[lt + 1]
            if first == 0x3F || first == 0x21 { continue }  // <?…?>, <!--…-->, <!DOCTYPE…>
            if first == 0x2F {
                let name = Self.name(b, from: lt + 2, to: gt)
                if let k = open.lastIndex(where: { $0.name.elementsEqual(name) }) {
                    let o = open[k]
                    elements.append(Element(range: o.start ..< gt + 1, openEnd: o.end, inner: o.end ..< lt))
                    open.removeSubrange(k...)
                }
                continue
            }
            let name = Self.name(b, from: lt + 1, to: gt)
            scanAttributes(b, from: name.endIndex, to: gt)
            if b[gt - 1] == 0x2F {
                elements.append(Element(range: lt ..< gt + 1, openEnd: gt + 1, inner: nil))
            } else {
                open.append((name, lt, gt + 1))
            }
        }
        elements.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    var ids: [[UInt8]] {
        attributes.filter { name(of: $0) == "id" && !$0.value.isEmpty }.map { Array(bytes[$0.value]) }
    }

    func name(of attribute: Attribute) -> String { String(decoding: bytes[attribute.name], as: UTF8.self) }

    static func isNameByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x3A
            || c == 0x2D || c == 0x2E || c >= 0x80
    }

    static func name(_ b: [UInt8], from start: Int, to end: Int) -> ArraySlice<UInt8> {
        var i = start
        while i < end, isNameByte(b[i]) { i += 1 }
        return b[min(start, i) ..< i]
    }

    private mutating func scanAttributes(_ b: [UInt8], from start: Int, to end: Int) {
        var i = start
        while i < end {
            guard Self.isNameByte(b[i]) else { i += 1; continue }
            let nameStart = i
            while i < end, Self.isNameByte(b[i]) { i += 1 }
            let nameEnd = i
            while i < end, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x09 || b[i] == 0x0D { i += 1 }
            guard i < end, b[i] == 0x3D else { continue }
            i += 1
            while i < end, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x09 || b[i] == 0x0D { i += 1 }
            guard i < end, b[i] == 0x22 || b[i] == 0x27 else { continue }
            let quote = b[i]
            guard let close = b[(i + 1) ..< end].firstIndex(of: quote) else { return }
            attributes.append(Attribute(name: nameStart ..< nameEnd, value: i + 1 ..< close))
            i = close + 1
        }
    }
}
