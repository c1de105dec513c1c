import IBKitDocument

/// One line naming an element as a person reads it: views by class and text, connections and constraints in words
/// with the elements they link named too. Ids never appear: they change without meaning anything.
struct ElementDescription {
    let ids: [String: IBElement]

    init(_ document: IBDocument) {
        ids = document.makeIDIndex()
    }

    /// True for the elements whose line says everything about them (no settings listed under them).
    static func isRelation(_ element: IBElement) -> Bool {
        ["outlet", "outletCollection", "action", "segue", "constraint", "binding"].contains(element.name)
    }

    func line(_ element: IBElement) -> String {
        switch element.name {
        case "outlet", "outletCollection":
            return "\(element.name) \(element.attribute("property") ?? "?") → \(target(element.attribute("destination")))"
        case "action":
            let event = element.attribute("eventType").map { " (\($0))" } ?? ""
            let receiver = element.attribute("target") ?? element.attribute("destination")
            return "action \(element.attribute("selector") ?? "?") → \(target(receiver))\(event)"
        case "segue":
            if let relationship = element.attribute("relationship") {
                return "relationship \(relationship) → \(target(element.attribute("destination")))"
            }
            let identifier = element.attribute("identifier").map { "'\($0)' " } ?? ""
            return "segue \(identifier)(\(element.attribute("kind") ?? "?")) → \(target(element.attribute("destination")))"
        case "binding":
            let keyPath = element.attribute("keyPath").map { ".\($0)" } ?? ""
            return "binding \(element.attribute("name") ?? "?") → \(target(element.attribute("destination")))\(keyPath)"
        case "constraint":
            return "constraint " + constraint(element)
        default:
            return ElementNames.name(element)
        }
    }

    /// `label 'Title'.leading = imageView.trailing + 16`, the owner view standing in for an absent first item.
    func constraint(_ element: IBElement) -> String {
        let owner = element.parent?.parent.map(ElementNames.name) ?? "view"
        let first = element.attribute("firstItem").map { target($0) } ?? owner
        let relation = ["greaterThanOrEqual": "≥", "lessThanOrEqual": "≤"][element.attribute("relation") ?? ""] ?? "="
        var text = "\(first).\(element.attribute("firstAttribute") ?? "?") \(relation) "
        let constant = element.attribute("constant").map(Churn.rounded)
        if let secondAttribute = element.attribute("secondAttribute") {
            let second = element.attribute("secondItem").map { target($0) } ?? owner
            text += "\(second).\(secondAttribute)"
            if let multiplier = element.attribute("multiplier"), multiplier != "1" { text += " × \(multiplier)" }
            if let constant, constant != "0" {
                text += constant.hasPrefix("-") ? " - \(constant.dropFirst())" : " + \(constant)"
            }
        } else {
            text += constant ?? "0"
        }
        if let priority = element.attribute("priority"), priority != "1000" { text += " @\(priority)" }
        if let identifier = element.attribute("identifier") { text += " '\(identifier)'" }
        return text
    }

    func target(_ id: String?) -> String {
        guard let id else { return "?" }
        if let element = ids[id] { return ElementNames.targetName(element) }
        // Old xibs may leave the placeholders out.
        if id == "-1" { return "File's Owner" }
        if id == "-2" { return "First Responder" }
        if id == "-3" { return "Application" }
        return "(missing \(id))"
    }

    /// A setting's value as shown: element ids named (`destination`, `firstItem`, `reference`), numbers rounded.
    func value(key: String, _ value: String, arrow: Bool = true) -> String {
        let attribute = key.split(separator: ".").last.map(String.init) ?? key
        if Churn.referenceAttributes.contains(attribute) { return (arrow ? "→ " : "") + target(value) }
        return Churn.rounded(value)
    }
}
