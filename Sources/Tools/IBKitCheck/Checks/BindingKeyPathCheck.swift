import IBKitBinding
import IBKitBindingModel
import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// A view's Binding (set in Interface Builder) that cannot work: before the app runs, at the IB line.
struct BindingKeyPathCheck: CheckRule {
    static let description = RuleDescription(
        id: "binding-key-path",
        summary: "A view's Binding names a property the model lacks, a value the view cannot show, or an owner that is not Bindable",
        rationale: """
            A Binding set in Interface Builder (the `ibkitBinding` runtime attribute) is a property path of the \
            owner's model: `title`, `author.name`. At run time a wrong one shows nothing or stops a debug build, \
            and the generated key paths fail to compile far from the IB file. This check follows the path through \
            the model's declaration, its extensions and superclasses, and reports at the binding: a property the \
            type does not have, a value the view cannot show (docs/binding.md's table), a bound view whose owner \
            (the cell, view controller, scene object or File's Owner around it) does not conform to `Bindable`, \
            and an owner without `typealias Model`. A type the sources do not declare (another module's) is not \
            judged; a model the sources do not declare at all is a warning.
            """,
        origin: .core, defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        guard context.hasSources else { return }
        let resolver = BindingResolver(index: context.index)
        for file in context.files {
            for binding in file.document.bindings {
                guard case .failure(let issue)? = resolver.resolve(BindingSite(binding)) else { continue }
                let text = binding.text ?? ""
                let view = "\(binding.view.customClass ?? BoundViewKind(elementName: binding.view.name).uiKitClass) \(context.place(binding.view, in: file))"
                func declared(_ type: String) -> String {
                    context.index.declarationPosition(of: type).map { " (\(context.place($0)))" } ?? ""
                }
                switch issue {
                case .malformed:
                    continue  // lint's binding-key reports it
                case .noOwner:
                    violations.append(CheckViolation("binding '\(text)' on \(view) has no owner: no cell, view controller, scene object or File's Owner around it has a class that could bind it", at: binding.attribute, in: file))
                case let .ownerNotBindable(className):
                    violations.append(CheckViolation("binding '\(text)' on \(view) is \(className)'s, and \(className)\(declared(className)) does not conform to Bindable: add `Bindable` and `typealias Model = …`", at: binding.attribute, in: file))
                case let .noModel(className):
                    violations.append(CheckViolation("binding '\(text)' on \(view): \(className)\(declared(className)) is Bindable but declares no `typealias Model = …`, so the binding's type cannot be known", at: binding.attribute, in: file))
                case let .unknownModel(className, model):
                    violations.append(CheckViolation("binding '\(text)' on \(view): \(className)'s model \(model) is declared in none of the checked sources, so the binding cannot be checked", at: binding.attribute, in: file, severity: .warning))
                case let .missingProperty(model, typeName, property):
                    let path = typeName == model ? model : "\(model)'s \(typeName)"
                    violations.append(CheckViolation("binding '\(text)' on \(view): \(path)\(declared(typeName)) has no property '\(property)'", at: binding.attribute, in: file))
                case let .cannotShow(mismatch, model):
                    violations.append(CheckViolation("binding '\(text)' on \(view): \(model).\(mismatch.key.keyPath) is \(mismatch.typeName), and \(mismatch.reason)", at: binding.attribute, in: file))
                }
            }
        }
    }

    private static func bound(_ key: String, marked: Bool = false) -> String {
        """
        <userDefinedRuntimeAttributes>
            \(marked ? "↓" : "")<userDefinedRuntimeAttribute type="string" keyPath="ibkitBinding" value="\(key)"/>
        </userDefinedRuntimeAttributes>
        """
    }

    private static func cell(_ children: String) -> RuleExample {
        .xib("PhotoCell.xib", """
            \(Snippet.filesOwnerNone)
            \(Snippet.view(id: "pc-00-001", customClass: "PhotoCell", element: "tableViewCell", children: children))
            """)
    }

    private static let model = """
        struct Photo {
            let title: String
            var author: Author?
            var isPublished = false
            var takenAt: Date
        }
        struct Author {
            let name: String
        }
        """

    private static let bindableCell = "final class PhotoCell: UITableViewCell, Bindable { typealias Model = Photo }"

    static let examples = CheckExamples(
        triggering: [
            // A misspelled property, one step deep.
            CheckExample([cell(Snippet.view(id: "lb-00-001", element: "label", children: bound("author.nmae", marked: true)))],
                         sources: ["Photo.swift": model, "PhotoCell.swift": bindableCell]),
            // A date in a label needs a formatter.
            CheckExample([cell(Snippet.view(id: "lb-00-001", element: "label", children: bound("takenAt", marked: true)))],
                         sources: ["Photo.swift": model, "PhotoCell.swift": bindableCell]),
            // The cell binds its views, and it is not Bindable.
            CheckExample([cell(Snippet.view(id: "lb-00-001", element: "label", children: bound("title", marked: true)))],
                         sources: ["Photo.swift": model, "PhotoCell.swift": "final class PhotoCell: UITableViewCell {}"]),
        ],
        nonTriggering: [
            // Text, an optional step, a negated Bool hiding a badge, a formatted date.
            CheckExample([cell("""
                \(Snippet.view(id: "lb-00-001", element: "label", children: bound("title")))
                \(Snippet.view(id: "lb-00-002", element: "label", children: bound("author.name")))
                \(Snippet.view(id: "bd-00-001", children: bound("!isPublished")))
                \(Snippet.view(id: "lb-00-003", element: "label", children: bound("takenAt | date")))
                """)], sources: ["Photo.swift": model, "PhotoCell.swift": bindableCell]),
            // A model from another module cannot be judged property by property (a warning says so only when
            // the model itself is unknown); a property whose type is not spelled is left to the compiler.
            CheckExample([cell(Snippet.view(id: "lb-00-001", element: "label", children: bound("subtitle")))],
                         sources: ["Photo.swift": "struct Photo { var subtitle = makeSubtitle() }", "PhotoCell.swift": bindableCell]),
        ])
}
