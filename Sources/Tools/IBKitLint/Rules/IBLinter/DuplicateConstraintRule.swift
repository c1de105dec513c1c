import IBKitDocument
import IBKitEdit
import IBKitRuleModel

/// The same Auto Layout constraint installed twice, also when written the other way round.
public struct DuplicateConstraintRule: CorrectableRule {
    public static let description = RuleDescription(
        id: "duplicate-constraint",
        summary: "A constraint repeats another one (same items, attributes, relation, multiplier, constant and priority).",
        rationale: """
            A repeated constraint adds nothing but confusion: editing one copy in Interface Builder leaves the other \
            in force, so the layout "does not move" or becomes unsatisfiable at run time. Copies appear after \
            merges and after pasting views. `A.top = B.top + 8` and `B.top = A.top - 8` are the same constraint. \
            Each copy after the first is reported; delete it.
            """,
        origin: .iblinter,
        triggeringExamples: triggeringExamplesList,
        nonTriggeringExamples: nonTriggeringExamplesList,
        differences: """
            Constraints are the same only when relation, multiplier and priority match too (IBLinter compares items, \
            attributes and constant only, so it reports the common "height ≥ 30" plus "height = 30 @750" pair). \
            Every view's constraints are checked against each other wherever they are installed (IBLinter: only \
            those of view controllers' root views and xibs' top-level views). Constraints that exist only in some \
            size classes (listed in a `<variation>`) and placeholder constraints (removed at build time) are skipped.
            """,
        iblinterName: "duplicate_constraint",
        corrections: [
            // The repeats go, whole lines; a repeat an outlet names stays for a person to choose.
            RuleCorrection(RuleExample.xib("ProfileView.xib", """
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="16" y="16" width="42" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="name" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx1"/>
                                <constraint firstItem="name" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx2"/>
                                <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="top1"/>
                                <constraint firstItem="root" firstAttribute="top" secondItem="name" secondAttribute="top" constant="-16" id="top2"/>
                            </constraints>
                            <connections>
                                <outlet property="topConstraint" destination="top2" id="o1"/>
                            </connections>
                        </view>
                """), RuleExample.xib("ProfileView.xib", """
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="16" y="16" width="42" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="name" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx1"/>
                                <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="top1"/>
                                <constraint firstItem="root" firstAttribute="top" secondItem="name" secondAttribute="top" constant="-16" id="top2"/>
                            </constraints>
                            <connections>
                                <outlet property="topConstraint" destination="top2" id="o1"/>
                            </connections>
                        </view>
                """).content),
        ]
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    /// A constraint in a canonical form: items ordered so that `A = B + c` and `B = A - c` are equal.
    struct Key: Hashable {
        var firstItem: String
        var firstAttribute: String
        var secondItem: String
        var secondAttribute: String
        var relation: String
        var multiplier: String
        var constant: Double
        var priority: String
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        for (repeat_, original) in Self.duplicates(file.document) {
            violations.append(Violation(
                "Constraint \(repeat_.id ?? "") repeats \(original.id ?? "an earlier one") (\(Self.equation(repeat_, in: file.document))); delete one of them",
                at: repeat_.element))
        }
    }

    /// Deletes each repeat that nothing refers to by id (an outlet, a size-class variation): it adds nothing.
    public func corrections(_ file: LintFile) -> [TextEdit] {
        let repeats = Self.duplicates(file.document).map(\.repeat)
        guard !repeats.isEmpty else { return [] }
        var referenced = Set<String>()
        for element in file.document.elements {
            for attribute in element.attributes where attribute.name != "id" { referenced.insert(attribute.value) }
        }
        return repeats.filter { $0.id.map { !referenced.contains($0) } ?? false }.map { IBEdits.removeElement($0.element) }
    }

    /// Each constraint that repeats an earlier one, with that one.
    static func duplicates(_ document: IBDocument) -> [(repeat: IBConstraint, original: IBConstraint)] {
        guard document.mayContain(.constraint) else { return [] }
        let constraints = document.constraints
        guard constraints.count > 1 else { return [] }
        let traitSpecific = Self.traitSpecificIDs(document)
        var seen: [Key: IBConstraint] = [:]
        seen.reserveCapacity(constraints.count)
        var found: [(repeat: IBConstraint, original: IBConstraint)] = []
        for c in constraints {
            if c.element.attribute(.placeholder, equals: "YES") { continue }
            if !traitSpecific.isEmpty, let id = c.id, traitSpecific.contains(id) { continue }
            guard let key = Self.key(c) else { continue }
            if let original = seen[key] {
                found.append((c, original))
            } else {
                seen[key] = c
            }
        }
        return found
    }

    static func key(_ c: IBConstraint) -> Key? {
        guard let firstItem = c.firstItem, let firstAttribute = c.firstAttribute else { return nil }
        let multiplier = c.multiplier ?? "1"
        var key = Key(firstItem: firstItem, firstAttribute: firstAttribute,
                      secondItem: c.secondItem ?? "", secondAttribute: c.secondAttribute ?? "",
                      relation: c.relation, multiplier: multiplier,
                      constant: c.constant.flatMap(Double.init) ?? 0, priority: c.priority)
        let isUnitMultiplier = multiplier == "1" || multiplier == "1:1"
        if !key.secondItem.isEmpty, isUnitMultiplier,
           (key.secondItem, key.secondAttribute) < (key.firstItem, key.firstAttribute) {
            swap(&key.firstItem, &key.secondItem)
            swap(&key.firstAttribute, &key.secondAttribute)
            key.constant = -key.constant
            switch key.relation {
            case "lessThanOrEqual": key.relation = "greaterThanOrEqual"
            case "greaterThanOrEqual": key.relation = "lessThanOrEqual"
            default: break
            }
        }
        return key
    }

    /// Ids of constraints that `<variation>`s include or exclude for some size classes.
    static func traitSpecificIDs(_ document: IBDocument) -> Set<String> {
        var ids = Set<String>()
        for mask in document.elements.named(.mask) where mask.attribute(.key, equals: "constraints") {
            for child in mask.children {
                if let id = child[.reference] { ids.insert(id) }
            }
        }
        return ids
    }

    /// `'Avatar'.top = 'Safe Area'.top + 16`: items by the names Xcode's outline shows (`IBElement.itemName`).
    static func equation(_ c: IBConstraint, in document: IBDocument) -> String {
        func item(_ id: String?) -> String {
            guard let id else { return "?" }
            return document.element(id: id)?.itemName ?? id
        }
        let relation = switch c.relation {
        case "lessThanOrEqual": "≤"
        case "greaterThanOrEqual": "≥"
        default: "="
        }
        var out = "\(item(c.firstItem)).\(c.firstAttribute ?? "?") \(relation)"
        if let second = c.secondItem {
            out += " \(item(second)).\(c.secondAttribute ?? "?")"
            if let m = c.multiplier, m != "1" { out += " × \(m)" }
            if let k = c.constant { out += k.hasPrefix("-") ? " - \(k.dropFirst())" : " + \(k)" }
        } else {
            out += " \(c.constant ?? "0")"
        }
        if c.priority != "1000" { out += " @\(c.priority)" }
        return out
    }
}
