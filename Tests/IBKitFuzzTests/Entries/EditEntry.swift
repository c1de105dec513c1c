import Foundation
import IBKitDocument
import IBKitEdit

/// The edit layer on any IB file: one edit chosen from the input, planned in a `ChangeSet` and applied. The
/// result validates and is written, or is refused and the file is left as it was. On a file without repeated
/// ids, the edits chosen here (values with characters XML must escape, removals, an insertion with a new id)
/// must always validate.
enum EditEntry {
    /// Values XML must escape, and one it cannot hold at all (NUL): setting that one must be refused.
    static let values = ["a<b>&c\"d'e\n\r\tf\u{7F}\u{85}h\u{FFFD}é\u{1F600}]]>", "nul\u{0}", "  ", ""]

    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard let document = try? IBDocument(bytes: bytes, path: "Fuzz.storyboard") else { return }
        var choices = FuzzChoices(bytes)
        let element = IBElement.nth(choices.next(document.elementCount), in: document)
        let kind = choices.next(5)
        guard let edit = try? edit(kind, element, document, &choices) else { return }
        let promised = document.duplicateIDs().isEmpty
        let edited: [UInt8]
        do {
            edited = try FileEdits([edit]).apply(to: bytes)
        } catch {
            throw FuzzFailure("edit \(kind) does not apply: \(error)")
        }
        try FuzzFolder.with { folder throws(FuzzFailure) in
            let path = folder + "/Fuzz.storyboard"
            FuzzFolder.write(bytes, to: path)
            var plan = ChangeSet(root: folder)
            do { try plan.write(edited, to: path) } catch { throw FuzzFailure("the plan refuses a write: \(error)") }
            let problems = plan.validate()
            if promised, !problems.isEmpty { throw FuzzFailure("edit \(kind) does not validate: \(problems.prefix(2))") }
            let applied: Bool
            do {
                try plan.apply()
                applied = true
            } catch {
                applied = false
            }
            let onDisk = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
            guard applied == problems.isEmpty else { throw FuzzFailure("validation says \(problems.isEmpty), apply says \(applied)") }
            guard onDisk == (applied ? edited : bytes) else { throw FuzzFailure("the file on disk is neither the plan's nor the original") }
        }
    }

    /// Text edits built by `IBEdits` from the model: attribute set or removed, element removed or inserted.
    static func edit(_ kind: Int, _ element: IBElement, _ document: IBDocument, _ choices: inout FuzzChoices) throws -> TextEdit? {
        let isRoot = element.parent == nil
        // The root's type is what makes the file an Interface Builder document: changing it is not an edit here.
        let attributes = element.attributes.filter { !(isRoot && $0.name == "type") }
        switch kind {
        case 0:
            return try IBEdits.setAttribute("userLabel", to: values[choices.next(values.count)], of: element)
        case 1:
            guard !attributes.isEmpty else { return nil }
            let name = attributes[choices.next(attributes.count)].name
            // A new value for an id stays unique.
            let value = name == "id" ? freshID(document) : values[choices.next(values.count)]
            return try IBEdits.setAttribute(name, to: value, of: element)
        case 2:
            guard !attributes.isEmpty else { return nil }
            return IBEdits.removeAttribute(attributes[choices.next(attributes.count)].name, from: element)
        case 3:
            return isRoot ? nil : IBEdits.removeElement(element)
        default:
            let xml = "<view id=\"\(freshID(document))\" userLabel=\"inserted\"/>"
            return isRoot ? nil : choices.next(2) == 0 ? IBEdits.insertElement(xml, after: element) : IBEdits.insertElement(xml, before: element)
        }
    }

    static func freshID(_ document: IBDocument) -> String {
        var n = 0
        while document.element(id: "fz-\(n)") != nil { n += 1 }
        return "fz-\(n)"
    }
}

extension IBElement {
    static func nth(_ n: Int, in document: IBDocument) -> IBElement {
        var i = 0
        for element in document.elements {
            if i == n { return element }
            i += 1
        }
        return document.root
    }
}
