import IBKitDiagnostics
import IBKitPlumbing

/// The Info.plist keys that name a storyboard or nib UIKit and AppKit load at launch, and their values in an XML
/// property list, found byte by byte so an edit changes the value's text and nothing else (entities are compared
/// as written, never expanded).
enum InfoPlistNames {
    static let storyboardKeys = [
        "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "UIMainStoryboardFile~iphone", "UISceneStoryboardFile",
        "NSMainStoryboardFile", "NSExtensionMainStoryboard",
    ]
    static let nibKeys = ["NSMainNibFile", "NSMainNibFile~ipad", "NSMainNibFile~iphone"]

    /// Where a key's `<string>` text is exactly `name` (as XML text): the key and the text's byte range.
    static func values(in bytes: [UInt8], keys: [String], equalTo name: String) -> [(key: String, range: Range<Int>)] {
        let wanted = Array(XMLEscaping.text(name).utf8)
        var found: [(String, Range<Int>)] = []
        var i = 0
        while let keyStart = find(Array("<key>".utf8), in: bytes, from: i) {
            let textStart = keyStart + 5
            guard let keyEnd = find(Array("</key>".utf8), in: bytes, from: textStart) else { break }
            i = keyEnd + 6
            let key = String(decoding: bytes[textStart..<keyEnd], as: UTF8.self)
            guard keys.contains(key) else { continue }
            var k = i
            while k < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[k]) { k += 1 }
            let open = Array("<string>".utf8)
            guard bytes[k...].starts(with: open), let close = find(Array("</string>".utf8), in: bytes, from: k + open.count) else { continue }
            let value = (k + open.count)..<close
            if bytes[value].elementsEqual(wanted) { found.append((key, value)) }
        }
        return found
    }

    /// A binary property list (`bplist00…`), which is not edited.
    static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist".utf8)) }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start <= bytes.count - needle.count else { return nil }
        var i = start
        while i <= bytes.count - needle.count {
            if bytes[i] == first, bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
