import IBKitDocument

/// What `custom-module` finds wrong with one IB object's module, as data: the check words it, and `ibkit migrate`
/// fixes exactly the findings it can (`ownModuleSetByHand`), so the two never disagree about which ones those are.
public struct CustomModuleFinding: Sendable {
    public enum Verdict: Sendable, Equatable {
        /// A WatchKit storyboard inherits the module of the extension Interface Builder recorded, which is not
        /// where the class is.
        case watchExtensionMismatch(written: String)
        /// `customModuleProvider="target"`, but the IB file's target is not the class's module.
        case inheritedFromWrongTarget(ibModule: String)
        /// `customModule` names a module that does not declare the class.
        case wrongModule(String)
        /// `customModule` names the IB file's own target by hand, where `customModuleProvider="target"` belongs:
        /// the one verdict with a fix that changes nothing at run time.
        case ownModuleSetByHand(String)
        /// File's Owner without a module (the code passes it in; only Interface Builder needs the module).
        case missingOnFilesOwner
        /// No module at all: the framework cannot find the class.
        case missing
    }

    public let use: CheckContext.ClassUse
    public let verdict: Verdict
    /// The element's `customClass`.
    public let className: String
    /// The modules that declare the class, `A or B`.
    public let expected: String
    /// Where the class is declared, for messages (`declared at …`).
    public let declared: String
}

extension CheckContext {
    /// Every object whose module is not the one its Swift class is declared in, by class name then file order.
    /// Classes declared in no Swift file the index read, or in a file whose module is unknown, are not judged.
    public func customModuleFindings() -> [CustomModuleFinding] {
        var findings: [CustomModuleFinding] = []
        for name in classUses.keys.sorted() {
            guard let uses = classUses[name], case .swift(let declarations)? = index.origin(of: name),
                  !declarations.contains(where: { $0.objcName == name }) else { continue }
            let declaredModules = declarations.map { modules(ofFile: $0.position.path) }
            guard !declaredModules.contains(where: \.isEmpty) else { continue }
            let classModules = Set(declaredModules.joined())
            let expected = classModules.sorted().joined(separator: " or ")
            let declared = declarationPlace(of: name)
            for use in uses {
                guard let verdict = verdict(use, classModules: classModules) else { continue }
                findings.append(CustomModuleFinding(use: use, verdict: verdict, className: use.element.customClass ?? name,
                                                    expected: expected, declared: declared))
            }
        }
        return findings
    }

    private func verdict(_ use: ClassUse, classModules: Set<String>) -> CustomModuleFinding.Verdict? {
        let e = use.element
        // A file compiled into several targets (app and tests) is fine if one of them has the class.
        let ibModules = modules(ofFile: use.file.path)
        if e.customModuleProvider == "target", use.file.document.platform == .watchOS {
            // A WatchKit app target holds the storyboard, its extension the classes: "the target" is the
            // extension, whose module Interface Builder writes beside the flag. Judged only when written, and not
            // when the storyboard's own target has the class (a single-target watch app).
            guard Set(ibModules).isDisjoint(with: classModules), let written = e.customModule, !classModules.contains(written) else { return nil }
            return .watchExtensionMismatch(written: written)
        }
        if e.customModuleProvider == "target" {
            guard let ibModule = ibModules.first, Set(ibModules).isDisjoint(with: classModules) else { return nil }
            return .inheritedFromWrongTarget(ibModule: ibModule)
        }
        // Without a module the class is looked up by its Objective-C name: an Objective-C class of that name that
        // the IB file's target builds (or whose target is unknown) is the one found.
        if e.customModule == nil, index.objectiveCFiles(declaring: CheckContext.runtimeName(use.element.customClass ?? "")).contains(where: {
            let m = modules(ofFile: $0)
            return m.isEmpty || !Set(m).isDisjoint(with: ibModules)
        }) { return nil }
        if let module = e.customModule {
            if !classModules.contains(module) { return .wrongModule(module) }
            return ibModules.contains(module) ? .ownModuleSetByHand(module) : nil
        }
        // File's Owner is passed in at load time: the framework never looks its class up.
        return e.is(.placeholder) ? .missingOnFilesOwner : .missing
    }
}
