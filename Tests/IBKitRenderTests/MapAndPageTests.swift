import Foundation
import IBKitDocument
@testable import IBKitRender
import Testing

@Suite struct MapAndPageTests {
    @Test func mapDrawsOneArrowPerSegueByKind() throws {
        let doc = try RenderFixtures.document("Map.storyboard")
        var asked: [String] = []
        let map = StoryboardMap.render(document: doc, linkResolver: { asked.append($0); return "pages/\($0).html" })
        #expect(map.sceneCount == 4)
        // show, presentation and unwind are segues; the navigation controller's root is a relationship.
        #expect(map.segueArrowCount == 3)
        #expect(map.relationshipArrowCount == 1)
        #expect(map.initialArrowCount == 1)
        #expect(map.segueArrowCount + map.relationshipArrowCount == doc.segues.count)
        #expect(map.svg.occurrences(of: "<g class=\"segue\"") == 3)
        #expect(map.svg.occurrences(of: "<g class=\"relationship\"") == 1)
        #expect(map.svg.occurrences(of: "<g class=\"initial\"") == 1)
        #expect(map.svg.contains(">show · showDetail</text>"))
        #expect(map.svg.contains(">rootViewController</text>"))
        #expect(map.svg.contains("<a href=\"pages/Settings.html\">"))
        #expect(asked == ["Settings"])
    }

    @Test func mapHighlightsScenesAndSegues() throws {
        let doc = try RenderFixtures.document("Map.storyboard")
        let map = StoryboardMap.render(document: doc, highlights: ["seg-Mp-0001": .removed, "det-Mp-0001": .added])
        #expect(map.svg.contains("<g class=\"segue highlight-removed\" data-kind=\"show\""))
        #expect(map.svg.contains("stroke=\"#d92d20\" stroke-width=\"9\""))
        #expect(map.svg.contains("<g class=\"map-scene highlight-added\" data-id=\"det-Mp-0001\""))
        // Still one arrow per segue.
        #expect(map.svg.occurrences(of: "<g class=\"segue") == 3)
    }

    @Test func storyboardPageIsSelfContained() throws {
        let doc = try RenderFixtures.document("Map.storyboard")
        let findings = [RenderFinding(elementID: "cll-Mp-0001", line: 33, column: 41, severity: "warning", message: "misplaced"),
                        RenderFinding(elementID: nil, line: 2, column: 1, severity: "error", message: "no element & here")]
        let page = RenderPage.render(document: doc, displayPath: "App/Map.storyboard", options: RenderOptions(findings: findings))
        let html = page.html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("Noto Sans CJK JP"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
        #expect(page.sceneCount == 3)
        #expect(page.segueArrowCount == 3)
        #expect(html.occurrences(of: "<svg") == 4)
        // The map shows each drawn scene by reference to its drawing on the page.
        #expect(html.contains("<use href=\"#s1-scene\""))
        #expect(html.contains("id=\"s1-scene\""))
        #expect(html.contains("<h2>Findings (2)</h2>"))
        #expect(html.contains("no element &amp; here"))
        #expect(html.contains("data-drawn=\"true\"><td>33:41</td>"))
        #expect(html.contains("0 elements drawn generically"))
        // Findings marked on the picture.
        #expect(html.contains("class=\"finding\" data-id=\"cll-Mp-0001\""))
    }

    @Test func pageCountsGenericElements() throws {
        let doc = try RenderFixtures.document("Controls.storyboard")
        let page = RenderPage.render(document: doc, displayPath: "Controls.storyboard")
        #expect(page.genericCount == 1)
        #expect(page.html.contains("data-generic-count=\"1\""))
        #expect(page.html.contains("1 element drawn generically (mysteryWidget)"))
    }

    @Test func parseFailurePageShowsTheLocatedError() throws {
        let result = IBDocumentLoader.load(path: "/nonexistent")
        guard case .failure = result else { Issue.record("expected a failure"); return }
        do {
            _ = try IBDocument(string: "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>", path: "Bad.xib")
            Issue.record("expected a parse error")
        } catch {
            let page = RenderPage.render(error: error, displayPath: "Bad.xib")
            #expect(page.html.contains("class=\"parse-error\""))
            #expect(page.html.contains("Bad.xib:\(error.location.line):\(error.location.column): "))
            #expect(error.location.line == 4)
            #expect(page.sceneCount == 0)
        }
    }

    @Test func indexListsFilesByFolder() {
        let html = RenderIndex.html(entries: [
            RenderIndex.Entry(path: "App/B.storyboard", href: "App/B.storyboard.html", sceneCount: 3, findingCount: 1),
            RenderIndex.Entry(path: "App/A.xib", href: "App/A.xib.html", sceneCount: 1, findingCount: 0),
            RenderIndex.Entry(path: "Top.xib", href: "Top.xib.html", sceneCount: 0, findingCount: 0, error: "Top.xib:1:1: <bad>"),
        ])
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("3 files · 4 scenes · 1 findings · 1 not readable"))
        #expect(html.contains("<h2>App</h2>"))
        #expect(html.contains("<h2>.</h2>"))
        let a = html.range(of: "A.xib</a>")!.lowerBound, b = html.range(of: "B.storyboard</a>")!.lowerBound
        #expect(a < b)
        #expect(html.contains("Top.xib:1:1: &lt;bad&gt;"))
    }
}
