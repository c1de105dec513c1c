import IBKitDiagnostics
@testable import IBKitRender
import Testing
import IBKitPlumbing

/// The page writer escapes and formats straight into bytes: what it writes must be what the one escaper
/// (IBKitDiagnostics' `XMLEscaping`) and the fixed number format say.
@Suite struct MarkupTests {
    static let awkward = [
        "", "plain", "<view>", "a & b", "\"quoted\" 'single'", "tab\there", "line\nbreak", "cr\r\nlf", "bell\u{7}", "nul\u{0}",
        "\u{FFFE}\u{FFFF}", "ok\u{FFFD}", "ｱｲｳ", "\u{F700}↑", "日本語のラベル", "emoji 👍🏽", "]]>", "\u{1F}\u{20}\u{7F}", "end\u{FFFF}",
    ]

    @Test(arguments: awkward) func bytesAreEscapedAsTheOneEscaperDoes(_ text: String) {
        #expect(XMLEscaping.attribute(text) == XMLEscaping.attribute(text))
        var writer = SVGWriter()
        writer.escaped(text)
        #expect(writer.out == XMLEscaping.attribute(text))
    }

    @Test func numbersHaveAtMostTwoDecimalsAndNoNegativeZero() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.004, "0"), (0.004, "0"), (0.005, "0.01"), (1, "1"), (-1, "-1"), (12.5, "12.5"), (3.05, "3.05"),
            (-2.25, "-2.25"), (100, "100"), (1234567.891, "1234567.89"), (0.1, "0.1"), (9.999, "10"), (.nan, "0"), (.infinity, "0"),
        ]
        for (value, text) in cases { #expect(SVGNumber.format(value) == text, "\(value)") }
    }

    /// The index groups files by folder: its one search from the end must agree with splitting the path.
    @Test(arguments: ["App/Main.storyboard", "x.xib", "/abs/View.xib", "a//b/c.xib", "a/b/", "", "../shared/日本/画面.xib"])
    func indexFoldersAreThePathsComponentsButTheLast(_ path: String) {
        let parts = path.split(separator: "/")
        let expected = (parts.dropLast().joined(separator: "/"), parts.last.map(String.init) ?? path)
        #expect(RenderIndex.folderAndName(path) == expected)
    }

    @Test func rectsThatPrintTheSameShareAClipPath() {
        var canvas = SceneCanvas(options: RenderOptions(idPrefix: "t"), colors: ColorResolver(document: nil, catalog: nil), platform: .iOS)
        let first = canvas.clipID(for: RenderRect(x: 1, y: 2, width: 30, height: 40))
        #expect(canvas.clipID(for: RenderRect(x: 1.001, y: 2, width: 30, height: 40)) == first)
        #expect(canvas.clipID(for: RenderRect(x: 1.01, y: 2, width: 30, height: 40)) != first)
        #expect(canvas.defs.out.components(separatedBy: "<clipPath").count - 1 == 2)
    }
}
