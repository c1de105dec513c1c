import Foundation
@testable import IBKitPlumbing
import Testing

@Suite struct PathNormalizationTests {
    @Test func relativePaths() {
        #expect(PathNormalization.relativeIfInside("./App//Main.storyboard", base: "/p") == "App/Main.storyboard")
        #expect(PathNormalization.relativeIfInside("/p/App/../Lib/x.xib", base: "/p/") == "Lib/x.xib")
        #expect(PathNormalization.relativeIfInside("/pq/x.xib", base: "/p") == nil)
        #expect(PathNormalization.relativeIfInside("/x.xib", base: "/") == "x.xib")
        #expect(PathNormalization.relative("/p/Shared/Cell.xib", base: "/p/App") == "../Shared/Cell.xib")
        #expect(PathNormalization.relative("Cell.xib", base: "/p/App") == "Cell.xib")
        #expect(PathNormalization.absolute("../x/./y.xib", base: "/p/q") == "/p/x/y.xib")
    }

    /// A clean absolute path is returned as it is; every other one is cleaned.
    @Test(arguments: [
        ("/a/b.storyboard", "/a/b.storyboard"), ("/", "/"), ("/a/.hidden/..x/...", "/a/.hidden/..x/..."), ("/a//b", "/a/b"),
        ("/a/./b", "/a/b"), ("/a/b/../c", "/a/c"), ("/a/b/", "/a/b"), ("/a/b/.", "/a/b"), ("/a/b/..", "/a"), ("/..", "/"),
        ("b/c", "/base/b/c"), ("./b", "/base/b"), ("../b", "/b"), ("日本/./語", "/base/日本/語"),
        ("././b/c", "/base/b/c"), (".", "/base"), ("./", "/base"), ("b/", "/base/b"), ("b//c", "/base/b/c"), ("b/..", "/base"),
        ("...", "/base/..."), (".b/c", "/base/.b/c"),
    ])
    func absolute(_ path: String, _ expected: String) {
        #expect(PathNormalization.absolute(path, base: "/base") == expected)
        // The same against a base that is not clean, and against the root.
        #expect(PathNormalization.absolute(path, base: "/x/../base/") == expected)
        #expect(PathNormalization.absolute(path, base: "/") == PathNormalization.absolute("/" + path, base: "/"))
    }

    @Test(arguments: [("/a/b", true), ("/", true), ("/a/..b", true), ("/a/b.", true), ("a/b", false), ("", false),
                      ("//a", false), ("/a/", false), ("/a/.", false), ("/a/../b", false), ("/./a", false),
                      ("/a/b/..", false), ("/..", false), ("/.", false), ("/a//", false), ("/a/...", true), ("/.x/y", true)])
    func cleanAbsolutePathsAreRecognised(_ path: String, _ clean: Bool) {
        #expect(PathNormalization.isNormalAbsolute(path) == clean)
    }

    @Test func strippingAFolderLeavesPathsOutsideItAsGiven() {
        #expect(PathNormalization.stripping("/app", from: "/app/Main.storyboard") == "Main.storyboard")
        #expect(PathNormalization.stripping("/app/", from: "/app/Views/Cell.xib") == "Views/Cell.xib")
        #expect(PathNormalization.stripping("/app", from: "/app") == ".")
        // A sibling that shares the prefix is not inside.
        #expect(PathNormalization.stripping("/app", from: "/apple/Main.storyboard") == "/apple/Main.storyboard")
        #expect(PathNormalization.stripping("/", from: "/a/b") == "a/b")
        #expect(PathNormalization.stripping("App", from: "App/Base.lproj/Main.storyboard") == "Base.lproj/Main.storyboard")
    }

    @Test func theCommonFolderHoldsEveryFile() {
        #expect(PathNormalization.commonFolder(["/a/b/c.xib", "/a/b/d/e.xib"], base: "/") == "/a/b")
        #expect(PathNormalization.commonFolder(["/a/b/c.xib", "/a/x/e.xib"], base: "/") == "/a")
        #expect(PathNormalization.commonFolder(["/a/b/c.xib"], base: "/") == "/a/b")
        #expect(PathNormalization.commonFolder(["/a.xib", "/b/c.xib"], base: "/") == "/")
        #expect(PathNormalization.commonFolder(["x/y.xib", "x/z/w.xib"], base: "/work") == "/work/x")
        #expect(PathNormalization.commonFolder([], base: "/work/") == "/work")
    }
}
