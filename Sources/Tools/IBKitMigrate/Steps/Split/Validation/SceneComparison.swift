import Foundation
import IBKitDocument

/// Whether a scene after the migration is the scene before it: the same elements with the same attributes, and
/// the same bytes between its tags (text, comments, end tags, indentation), but for what migrate means to change.
enum SceneComparison {
    /// Attributes the steps of `ibkit migrate` change in place: identifiers (the identifiers step, and split for a
    /// controller a storyboard reference names), modules (the module step). Anything else must be as it was.
    static let changeable: Set<String> = ["storyboardIdentifier", "reuseIdentifier", "customModule", "customModuleProvider"]

    /// Nil when the scenes are the same; else what differs first, with the element of `after` where it does.
    /// `destinationResolves(new, old)`: a segue destination changed from `old` to `new` is a storyboard
    /// reference in `after`'s file that names the controller `old`.
    static func difference(_ before: IBElement, _ after: IBElement,
                           destinationResolves: (String, String) -> Bool) -> (message: String, at: IBElement)? {
        let bytesB = before.documentBytes
        let bytesA = after.documentBytes
        // Most scenes move as they are: the same bytes are the same scene.
        if same(bytesB, before.byteRange, bytesA, after.byteRange) { return nil }
        let b = [before] + Array(before.descendants)
        let a = [after] + Array(after.descendants)
        for k in 0..<min(a.count, b.count) {
            let x = b[k]
            let y = a[k]
            guard x.name == y.name else { return ("<\(y.name)> where there was <\(x.name)>", y) }
            let tagX = x.startTagRange
            let tagY = y.startTagRange
            if !same(bytesB, tagX, bytesA, tagY) {
                if let message = attributeDifference(x, y, destinationResolves) { return (message, y) }
            }
            // The bytes up to the next element's start tag (or the scene's end).
            let endX = k + 1 < b.count ? b[k + 1].byteRange.lowerBound : before.byteRange.upperBound
            let endY = k + 1 < a.count ? a[k + 1].byteRange.lowerBound : after.byteRange.upperBound
            guard tagX.upperBound <= endX, tagY.upperBound <= endY,
                  same(bytesB, tagX.upperBound..<endX, bytesA, tagY.upperBound..<endY) else {
                return ("the text after <\(y.name)>\(y.id.map { " (\($0))" } ?? "") differs", y)
            }
        }
        if a.count != b.count { return ("\(a.count) elements where there were \(b.count)", after) }
        return nil
    }

    /// `a[ra] == b[rb]`, compared as memory.
    static func same(_ a: [UInt8], _ ra: Range<Int>, _ b: [UInt8], _ rb: Range<Int>) -> Bool {
        guard ra.count == rb.count else { return false }
        guard !ra.isEmpty else { return true }
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in memcmp(pa.baseAddress! + ra.lowerBound, pb.baseAddress! + rb.lowerBound, ra.count) == 0 }
        }
    }

    private static func attributeDifference(_ x: IBElement, _ y: IBElement,
                                            _ destinationResolves: (String, String) -> Bool) -> String? {
        let left = x.attributes.filter { !changeable.contains($0.name) }
        let right = y.attributes.filter { !changeable.contains($0.name) }
        guard left.count == right.count else { return "<\(y.name)>\(y.id.map { " (\($0))" } ?? "") has other attributes" }
        for (l, r) in zip(left, right) {
            guard l.name == r.name else { return "<\(y.name)>\(y.id.map { " (\($0))" } ?? "") has other attributes" }
            guard l.value != r.value else { continue }
            if l.name == "destination", y.is(.segue), destinationResolves(r.value, l.value) { continue }
            return "<\(y.name)>\(y.id.map { " (\($0))" } ?? "") \(l.name)=\"\(r.value)\" was \"\(l.value)\""
        }
        return nil
    }
}
