/// A view's data binding as Interface Builder stores it: the user-defined runtime attribute `ibkitBinding`, which
/// IBKit's inspectable "Binding" field writes (and which can be typed in the Identity inspector as well):
///
///     <label … id="tl-00-001">
///         <userDefinedRuntimeAttributes>
///             <userDefinedRuntimeAttribute type="string" keyPath="ibkitBinding" value="title"/>
///         </userDefinedRuntimeAttributes>
///     </label>
///
/// The key's grammar is IBKitBinding's; here is only where a binding is and which objects may own it.
public struct IBBinding: Sendable, Equatable {
    /// The runtime attribute's key path, the name of the inspectable property.
    public static let attributeKeyPath = "ibkitBinding"

    /// The bound view.
    public let view: IBElement
    /// The `userDefinedRuntimeAttribute`: where a finding about the key points.
    public let attribute: IBElement
    /// The key as typed; nil when the attribute is not a string (`type="number"`).
    public let text: String?

    /// The objects that may own the binding (the class whose model it reads), innermost first: the cell or reusable
    /// view around it (and nothing further: a cell binds its own views); otherwise the scene's view controller and
    /// its custom objects (seed 002's presenter), or a xib's File's Owner and the top-level view holding it.
    public var ownerCandidates: [IBElement] {
        var candidates: [IBElement] = []
        var ancestor = view.parent
        while let element = ancestor {
            if Self.reusableViews.contains(element.name) {
                return element.customClass == nil ? [] : [element]
            }
            if element.parent?.is(.objects) == true {
                // A top-level object: the scene's objects, or the xib's.
                if element.customClass != nil, !element.is(.placeholder) { candidates.append(element) }
                if let objects = element.parent {
                    for sibling in objects.children where sibling != element && sibling.customClass != nil {
                        let isFilesOwner = sibling.is(.placeholder) && sibling.attribute(.placeholderIdentifier, equals: "IBFilesOwner")
                        if isFilesOwner || sibling.is(.customObject) { candidates.append(sibling) }
                    }
                }
                break
            }
            ancestor = element.parent
        }
        return candidates
    }

    /// Elements whose instances are reused and bound one model at a time.
    static let reusableViews: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]
}

extension IBDocument {
    /// Every binding of the file, in document order.
    public var bindings: [IBBinding] {
        guard mayContain(.userDefinedRuntimeAttribute) else { return [] }
        return userDefinedRuntimeAttributes.compactMap { attribute in
            guard attribute.attribute("keyPath") == IBBinding.attributeKeyPath, let view = attribute.parent?.parent else { return nil }
            let text = attribute.attribute("type") == "string" ? attribute.attribute("value") ?? "" : nil
            return IBBinding(view: view, attribute: attribute, text: text)
        }
    }
}
