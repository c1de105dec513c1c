import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitEdit
import IBKitPlumbing

/// A storyboard reference in a scene of its own, written as Xcode's Editor ▸ Refactor to Storyboard writes it:
///
///     <!--PhotosViewController-->
///     <scene sceneID="…">
///         <objects>
///             <viewControllerPlaceholder storyboardName="PhotosViewController" id="…" sceneMemberID="viewController"/>
///             <placeholder placeholderIdentifier="IBFirstResponder" id="…" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
///         </objects>
///         <point key="canvasLocation" x="132" y="-34"/>
///     </scene>
///
/// A tab of a tab bar controller holds a `<tabBarItem>` as Xcode writes it (with the tab's title, which Xcode leaves
/// at "Item"). The title comment is the referenced identifier, else the storyboard's name; `referencedIdentifier` is left
/// out when the reference is to the storyboard's initial view controller. The canvas location is the referenced
/// scene's, so the reference sits where the screen was.
struct StoryboardReferenceScene {
    var sceneID: String
    var placeholderID: String
    var firstResponderID: String
    var storyboardName: String
    var referencedIdentifier: String?
    /// The referenced scene's `<point key="canvasLocation" …/>`, as written.
    var canvasLocation: String?
    /// For a tab of a tab bar controller, the item Xcode puts in the reference for the canvas (at run time the
    /// referenced controller's own item shows): its id and title.
    var tabBarItem: (id: String, title: String)?

    /// The scene's lines, each ending with `lineBreak`, the first at `indentation`, nested by `unit`.
    /// `firstResponder` is the file's own First Responder line (Xcode's attributes vary with its version).
    func text(indentation: String, unit: String, lineBreak: String, firstResponder: FirstResponderTemplate) -> String {
        let i1 = indentation + unit
        let i2 = i1 + unit
        let title = Self.commentText(referencedIdentifier ?? storyboardName)
        var placeholder = "<viewControllerPlaceholder storyboardName=\"\(Self.escape(storyboardName))\""
        if let referencedIdentifier { placeholder += " referencedIdentifier=\"\(Self.escape(referencedIdentifier))\"" }
        placeholder += " id=\"\(placeholderID)\" sceneMemberID=\"viewController\""
        var lines = [
            indentation + "<!--\(title)-->",
            indentation + "<scene sceneID=\"\(sceneID)\">",
            i1 + "<objects>",
        ]
        if let tabBarItem {
            lines += [
                i2 + placeholder + ">",
                i2 + unit + "<tabBarItem key=\"tabBarItem\" title=\"\(Self.escape(tabBarItem.title))\" id=\"\(tabBarItem.id)\"/>",
                i2 + "</viewControllerPlaceholder>",
            ]
        } else {
            lines.append(i2 + placeholder + "/>")
        }
        lines += [
            i2 + firstResponder.text(id: firstResponderID),
            i1 + "</objects>",
        ]
        if let canvasLocation { lines.append(i1 + canvasLocation) }
        lines.append(indentation + "</scene>")
        return lines.map { $0 + lineBreak }.joined()
    }

    /// XML attribute text in double quotes, by the one escaper (`XMLEscaping`); a value XML cannot hold at all
    /// (a control character) keeps a visible replacement rather than breaking the file.
    static func escape(_ value: String) -> String {
        XMLEscaping.exactAttribute(value, quote: "\"") ?? XMLEscaping.attribute(value)
    }

    /// A comment cannot hold `--`, nor end with `-`.
    static func commentText(_ text: String) -> String {
        var out = text.replacingOccurrences(of: "--", with: "- -")
        while out.hasSuffix("-") { out.removeLast() }
        return out
    }
}

/// The First Responder placeholder as this file writes it (`customClass="UIResponder"` since Xcode 9, not before).
struct FirstResponderTemplate {
    /// The line before and after the id value.
    private let prefix: String
    private let suffix: String

    init(_ document: IBDocument) {
        let bytes = document.bytes
        let found = document.elements.named(.placeholder).first { element in
            element.attribute(.placeholderIdentifier, equals: "IBFirstResponder") && element.isSelfClosing
                && element.ancestor(.scene) != nil
        }
        if let found, let id = found.attributeValueRange(.id), !bytes[found.byteRange].contains(0x0A) {
            prefix = String(decoding: bytes[found.byteRange.lowerBound..<id.lowerBound], as: UTF8.self)
            suffix = String(decoding: bytes[id.upperBound..<found.byteRange.upperBound], as: UTF8.self)
        } else {
            prefix = "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\""
            suffix = "\" userLabel=\"First Responder\" customClass=\"UIResponder\" sceneMemberID=\"firstResponder\"/>"
        }
    }

    func text(id: String) -> String { prefix + id + suffix }
}
