@testable import IBKitProject
import Testing
import IBKitPlumbing

@Suite struct PBXProjectFileTests {
    private func text(_ project: PBXProjectFile, _ range: Range<Int>?) -> String? {
        range.map { String(decoding: project.bytes[$0], as: UTF8.self) }
    }

    @Test func locatesEntriesStringsAndComments() throws {
        let source = "// !$*UTF8*$!\n{ a = {b = \"x y\"; /* note */ c = (d /* D */, e, ); }; }\n"
        let bytes = Array(source.utf8)
        let (value, locations) = try PropertyListParser.locate(bytes: bytes)
        #expect(value == (try PropertyListParser.parse(bytes: bytes)))
        func slice(_ range: Range<Int>?) -> String? { range.map { String(decoding: bytes[$0], as: UTF8.self) } }
        #expect(slice(locations.entries[["a", "b"]]?.value) == "\"x y\"")
        #expect(slice(locations.entries[["a", "b"]]?.entry) == "b = \"x y\";")
        #expect(slice(locations.entries[["a", "c"]]?.value) == "(d /* D */, e, )")
        #expect(slice(locations.entries[["a", "c", "#1"]]?.value) == "e")
        #expect(locations.entries[["a", "c", "#2"]] == nil)
        #expect(locations.comments.map { slice($0) } == ["/* note */", "/* D */"])
        let d = try #require(locations.entries[["a", "c", "#0"]]?.value)
        #expect(slice(locations.comment(after: d.upperBound, in: bytes)) == "/* D */")
        #expect(locations.comment(after: 0, in: bytes) == nil, "text before the comment")
        #expect(locations.strings.map { slice($0) } == ["a", "b", "\"x y\"", "c", "d", "e"])
    }

    @Test func offsetsAfterAByteOrderMarkAreTheFilesOwn() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{ k = v; }".utf8)
        let (_, locations) = try PropertyListParser.locate(bytes: bytes)
        #expect(locations.entries[["k"]]?.value == 9..<10)
        #expect(throws: PropertyListError.self) { try PropertyListParser.locate(bytes: [0xFF, 0xFE, 0x7B, 0x00]) }
    }

    @Test func resolvesReferencesGroupsBuildFilesAndPhases() throws {
        try TemporaryTree.with(["Legacy.xcodeproj/project.pbxproj": Fixtures.legacy]) { tree in
            let project = try PBXProjectFile.load(xcodeproj: tree.path("Legacy.xcodeproj"))
            #expect(project.sourceRoot == tree.root)
            #expect(project.fileReferences(at: tree.path("Legacy/Profile Cell.xib")) == ["1A0000000000000000000F05"])
            #expect(project.fileReferences(at: tree.path("Legacy/ja.lproj/Main.strings")) == ["1A0000000000000000000F14"])
            #expect(project.parent(of: "1A0000000000000000000F14") == "1A0000000000000000000A01")
            #expect(project.isa("1A0000000000000000000A01") == "PBXVariantGroup")
            #expect(project.buildFiles(referencing: "1A0000000000000000000A01") == ["1A0000000000000000000B04"])
            let phases = project.buildPhases(containing: "1A0000000000000000000B04")
            #expect(phases.count == 1 && project.isa(phases[0]) == "PBXResourcesBuildPhase")
            #expect(text(project, project.location(ofObject: "1A0000000000000000000F05", "path")?.value) == "\"Profile Cell.xib\"")
            #expect(project.elements(ofObject: "1A0000000000000000000A01", "children").map { text(project, $0.value) }
                    == ["1A0000000000000000000F04", "1A0000000000000000000F14"])
            // The id as a key, in the Legacy group's children and as the Resources build file's reference.
            let occurrences = project.occurrences(of: "1A0000000000000000000F05")
            #expect(occurrences.count == 3)
            #expect(occurrences.map { text(project, project.commentText(after: $0.upperBound)) } == Array(repeating: "Profile Cell.xib", count: 3))
            // The first is the build file's `fileRef`, on the build file's line.
            let at = project.lineAndColumn(of: occurrences[0].lowerBound)
            let line = String(decoding: project.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)[at.line - 1]
            #expect(line.hasPrefix("\t\t1A0000000000000000000B05 /* Profile Cell.xib in Resources */"))
            #expect(line.utf8.dropFirst(at.column - 1).starts(with: "1A0000000000000000000F05".utf8))
            #expect(project.synchronizedFolders.isEmpty)
            #expect(ModuleResolver.projectPaths(root: tree.root) == [tree.path("Legacy.xcodeproj")])
        }
    }

    @Test func synchronizedFolders() throws {
        var files = Fixtures.shopFiles
        files["Shop.xcodeproj/project.pbxproj"] = Fixtures.shop
        try TemporaryTree.with(files) { tree in
            let project = try PBXProjectFile.load(xcodeproj: tree.path("Shop.xcodeproj"))
            #expect(project.synchronizedFolders.map(\.path) == tree.paths(["Shop", "ShopWidget", "ShopTests"]))
            #expect(project.fileReferences(at: tree.path("Shop/Base.lproj/Main.storyboard")).isEmpty)
        }
    }

    @Test func refusesWhatXcodeProjectRefuses() {
        #expect(throws: LocatedProblem.self) { try PBXProjectFile(xcodeproj: "/p/A.xcodeproj", bytes: Array("{ objects = {}; }".utf8)) }
        #expect(throws: LocatedProblem.self) { try PBXProjectFile(xcodeproj: "/p/A.xcodeproj", bytes: Array("{ objects = ".utf8)) }
    }
}
