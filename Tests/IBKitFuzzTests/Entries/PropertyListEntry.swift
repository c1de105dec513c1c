import IBKitProject

/// The OpenStep property-list parser (`project.pbxproj`), its located form and the project models over it.
enum PropertyListEntry {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let parsed = try? PropertyListParser.parse(bytes: bytes)
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        guard let located = try? PropertyListParser.locate(bytes: bytes) else {
            if parsed != nil, !utf16 { throw FuzzFailure("parse reads what locate refuses") }
            return
        }
        guard parsed == located.value else { throw FuzzFailure("parse and locate read different values") }
        let all = located.locations.entries.values.flatMap { [$0.entry, $0.value] } + located.locations.strings + located.locations.comments
        for range in all where range.lowerBound < 0 || range.upperBound > bytes.count {
            throw FuzzFailure("location \(range) outside a file of \(bytes.count) bytes")
        }
        for comment in located.locations.comments { _ = located.locations.comment(after: comment.lowerBound, in: bytes) }
        let xcodeproj = "/nonexistent/ibkit-fuzz/Fuzz.xcodeproj"
        _ = try? XcodeProject(pbxproj: located.value, xcodeproj: xcodeproj)
        guard let project = try? PBXProjectFile(xcodeproj: xcodeproj, bytes: bytes) else { return }
        for id in project.objects.keys.sorted().prefix(200) {
            _ = (project.isa(id), project.path(of: id), project.parent(of: id), project.buildFiles(referencing: id), project.buildPhases(containing: id))
        }
    }
}
