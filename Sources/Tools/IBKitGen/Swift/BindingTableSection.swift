import IBKitBinding
import IBKitBindingModel
import IBKitDiagnostics
import IBKitSwiftIndex

/// `static let bindingTable` for every `Bindable` class of the module: each binding of the generated IB files whose
/// owner it is, as a compiled key path into its `Model` (so a renamed property fails to compile) with the
/// conversion its view needs. A class with no bound view gets an empty table, which `Bindable` still requires.
struct BindingTableSection {
    let bindings: [GenBinding]
    let sources: SourceKnowledge
    let module: String?
    let access: String

    func write(into out: SourceWriter, diagnostics: inout [Diagnostic]) {
        guard sources.hasSources else { return }
        let owners = bindableClasses()
        guard !owners.isEmpty else { return }
        let resolver = BindingResolver(index: sources.index)
        var entries: [String: [String]] = [:]
        for binding in bindings {
            switch resolver.resolve(binding.site) {
            case .success(let resolved)?:
                guard owners.contains(resolved.ownerClass) else { continue }
                entries[resolved.ownerClass, default: []].append(Self.entry(resolved, binding))
            case .failure(let issue)?:
                diagnostics.append(GenDiagnostics.make(GenDiagnostics.binding,
                    "binding '\(binding.site.text ?? "")' is left out of the binding table: \(Self.reason(issue)) (ibkit check's binding-key-path says more)",
                    at: binding.position, objectID: binding.objectID))
            case nil:
                continue
            }
        }
        for owner in owners.sorted() {
            out.write("\nextension ")
            out.write(owner)
            out.line(" {")
            out.write("    ")
            out.write(access)
            let lines = entries[owner] ?? []
            if lines.isEmpty {
                out.line(" static let bindingTable = IBKit.BindingTable<Model>([])")
            } else {
                out.line(" static let bindingTable = IBKit.BindingTable<Model>([")
                for line in lines {
                    out.write("        ")
                    out.write(line)
                    out.line(",")
                }
                out.line("    ])")
            }
            out.line("}")
        }
    }

    /// The module's classes that conform to `Bindable`, declare a `Model` and do not write their own table.
    private func bindableClasses() -> Set<String> {
        var owners = Set<String>()
        for declaration in sources.index.allClasses where sources.conforms(declaration.name, toAnyOf: ["Bindable"]) {
            guard !declaration.isGeneric, declaration.qualifiedName == declaration.name,
                  sources.index.memberTypeAlias("Model", in: declaration.name) != nil,
                  !sources.declaresStaticMember("bindingTable", in: declaration.name) else { continue }
            if let module, !sources.modules(of: declaration).isEmpty, !sources.modules(of: declaration).contains(module) { continue }
            owners.insert(declaration.name)
        }
        return owners
    }

    /// `.text("title", \.title, .label, at: "PhotoCell.xib", "lb-00-001")`
    static func entry(_ resolved: ResolvedBinding, _ binding: GenBinding) -> String {
        let out = SourceWriter(capacity: 160)
        let kind = ".\(Self.caseName(resolved.kind))"
        let negated = resolved.key.isNegated ? ", negated: true" : ""
        out.write(".")
        switch resolved.conversion {
        case .text: out.write("text")
        case .formattedText: out.write("formatted")
        case .image: out.write("image")
        case .imageNamed: out.write("imageNamed")
        case .isOn: out.write("isOn")
        case .isHidden: out.write("isHidden")
        case .fraction: out.write("fraction")
        case .stepperValue: out.write("stepper")
        }
        out.write("(")
        out.stringLiteral(resolved.key.description)
        out.write(", \\")
        out.write(resolved.swiftKeyPath)
        switch resolved.conversion {
        case .text, .fraction:
            out.write(", " + kind)
        case .formattedText:
            out.write(", formatter: ")
            out.stringLiteral(resolved.key.formatter ?? "")
            out.write(", " + kind)
        case .isOn:
            out.write(negated)
        case .isHidden:
            out.write(negated + ", " + kind)
        case .image, .imageNamed, .stepperValue:
            break
        }
        out.write(", at: ")
        out.stringLiteral(binding.fileName)
        out.write(", ")
        out.stringLiteral(binding.objectID)
        out.write(")")
        return out.text
    }

    /// The Swift case of `BoundViewKind` (`switch` is `toggle`).
    static func caseName(_ kind: BoundViewKind) -> String { "\(kind)" }

    static func reason(_ issue: BindingIssue) -> String {
        switch issue {
        case .malformed(let error): "not a property path (\(error.message))"
        case .noOwner: "no object around the view has a class"
        case .ownerNotBindable(let className): "\(className) is not Bindable"
        case .noModel(let className): "\(className) declares no typealias Model"
        case .unknownModel(let className, let model): "\(className)'s model \(model) is not in the sources"
        case .missingProperty(_, let typeName, let property): "\(typeName) has no property '\(property)'"
        case .cannotShow(let mismatch, _): mismatch.reason
        }
    }
}
