/// docs/binding.md's conversion table, made from `BindingConversion.resolve` itself so the page cannot drift
/// from what check, gen and the runtime do.
public enum BindingDocumentation {
    public static func conversionTable() -> String {
        var lines = ["| View (IB element) | Value type → what it sets |", "|---|---|"]
        for kind in BoundViewKind.allCases {
            var cells: [String] = []
            for base in BindingValueType.Base.allCases {
                let key = BindingKey(path: ["value"])
                guard case .success(let conversion) = BindingConversion.resolve(key, BindingValueType(typeName: base.rawValue), kind) else { continue }
                let optional = [.text, .image, .imageNamed].contains(conversion) ? " / `\(base.rawValue)?`" : ""
                cells.append("`\(base.rawValue)`\(optional) → \(target(conversion, kind))")
            }
            if BindingConversion.showsText(kind) { cells.append("any value through a formatter (`price \\| currency`) → \(target(.formattedText, kind))") }
            let element = kind == .view ? "any other view" : "`\(kind.rawValue)`"
            lines.append("| \(kind.uiKitClass) (\(element)) | \(cells.joined(separator: "; ")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func target(_ conversion: BindingConversion, _ kind: BoundViewKind) -> String {
        switch conversion {
        case .text, .formattedText: kind == .button ? "title (normal)" : "`text`"
        case .image: "`image`"
        case .imageNamed: "`image` named so (asset, else SF Symbol)"
        case .isOn: "`isOn` (`!key`: negated)"
        case .isHidden: "shown when true (`!key`: when false)"
        case .fraction: kind == .progressView ? "`progress`" : "`value`"
        case .stepperValue: "`value`"
        }
    }
}
