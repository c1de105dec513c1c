import Foundation
@testable import IBKitGen
import Testing

/// Context dictionaries reach templates as `TemplateObject`s (read in place, not converted on every look-up): what a
/// template can do with a dictionary still works on them.
@Suite struct TemplateObjectTests {
    let renderer = TemplateRenderer()

    func render(_ template: String, _ context: [String: Any]) throws -> String {
        try renderer.render(string: template, context: context)
    }

    let storyboard: [String: Any] = [
        "name": "Main",
        "initialScene": ["identifier": "", "type": "UINavigationController"],
        "scenes": [["identifier": "Detail", "type": "DetailViewController", "destination": ["type": "X"]], ["identifier": "Edit", "type": "EditViewController"]],
        "segues": [[String: Any]](),
        "empty": [String: Any](),
    ]

    @Test func nestedDictionariesAreObjectsAtEveryDepth() {
        let wrapped = TemplateObject.wrap(["storyboards": [storyboard]]) as? TemplateObject
        let storyboards = wrapped?[dynamicMember: "storyboards"] as? [Any]
        let main = storyboards?.first as? TemplateObject
        #expect(main?[dynamicMember: "name"] as? String == "Main")
        let scene = (main?[dynamicMember: "scenes"] as? [Any])?.first as? TemplateObject
        #expect(scene?[dynamicMember: "destination"] is TemplateObject)
        // An empty dictionary stays a dictionary, so that it is false in an `if`.
        #expect(main?[dynamicMember: "empty"] is [String: Any])
    }

    @Test func keysCountTruthinessAndLoops() throws {
        let context: [String: Any] = ["storyboards": [storyboard]]
        let template = """
            {% for storyboard in storyboards %}{{ storyboard.name }}:{{ storyboard.count }}:\
            {% if storyboard.initialScene %}initial {{ storyboard.initialScene.type }}{% endif %}:\
            {% if storyboard.empty %}never{% endif %}{% if storyboard.missing %}never{% endif %}:\
            {% for scene in storyboard.scenes %}{{ scene.identifier }}={{ scene.type }}{% if scene.destination %}>{{ scene.destination.type }}{% endif %}{% if not forloop.last %},{% endif %}{% endfor %}:\
            {{ storyboard.scenes.count }} {{ storyboard.scenes.first.identifier }}{% endfor %}
            """
        let output = try render(template, context)
        #expect(output == "Main:5:initial UINavigationController::Detail=DetailViewController>X,Edit=EditViewController:2 Detail")
    }

    @Test func objectsComparePrintAndPassToIncludesAndMacros() throws {
        let folder = try TemplateFolder([
            "main.stencil": #"{% macro show s %}<{{ s.type }}>{% endmacro %}{% for scene in scenes %}{% include "scene.stencil" scene %}{% call show scene %}{% endfor %}"#,
            "scene.stencil": "[{{ identifier }}]",
        ])
        let context: [String: Any] = ["scenes": [["identifier": "A", "type": "T"]]]
        #expect(try renderer.render(templateAt: folder.file("main.stencil"), context: context) == "[A]<T>")
        #expect(try render(#"{% if scene.type == "T" %}yes{% endif %}"#, ["scene": ["type": "T"]]) == "yes")
        // Printed as the dictionary prints.
        #expect(try render("{{ scene }}", ["scene": ["type": "T"]]) == ["type": "T"].description)
    }
}
