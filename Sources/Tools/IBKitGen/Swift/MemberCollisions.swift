import IBKitSwiftIndex

/// What a conformance to one of IBKit's protocols adds to a class and to other types: the names the Swift sources
/// must not already use for something else (Sources/Runtime/IBKit; a test compares this table with those sources).
struct ProtocolSurface: Sendable {
    /// Static requirements: a static property of the name in the class (or a superclass) is its witness, not a
    /// collision. Each is a `String`, except the bundles.
    var requirements: [String: String]
    /// Static members the protocol and its extensions give a conforming class, requirements included: for a
    /// method, the argument labels of each of its forms (`instance()`, `instance(creator:)`); nil for a property.
    var staticMembers: [String: [[String]]?]
    /// Instance methods its extensions give a conforming class, with the labels of each form.
    var instanceMembers: [String: [[String]]?]
    /// IBKit methods of other types that start to apply to the class with the conformance: a method of the same
    /// name and labels the sources declare for the class becomes ambiguous with them.
    var gatedMethods: [GatedMethod]

    struct GatedMethod: Sendable {
        /// The extended type: `UITableView`.
        var type: String
        var name: String
        var labels: [String]
        /// The class must descend from this for IBKit's method to apply: `UITableViewCell`.
        var subject: String

        var fullName: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }
    }

    private static let nibable = ProtocolSurface(
        requirements: ["nibName": "String", "nibBundle": "Bundle"],
        staticMembers: ["nibName": nil, "nibBundle": nil, "uiNib": nil, "checkNib": [[]], "instanceFromNib": [[]], "loadFromNib": [[]],
                        "instantiateFromNib": [[]]],
        instanceMembers: [:],
        gatedMethods: [
            GatedMethod(type: "UITableView", name: "register", labels: ["_"], subject: "UITableViewCell"),
            GatedMethod(type: "UITableView", name: "registerHeaderFooterView", labels: ["_"], subject: "UITableViewHeaderFooterView"),
            GatedMethod(type: "UICollectionView", name: "register", labels: ["_"], subject: "UICollectionViewCell"),
            GatedMethod(type: "UICollectionView", name: "register", labels: ["_", "ofKind"], subject: "UICollectionReusableView"),
        ])

    static func of(_ protocolName: GenConformance.ProtocolName) -> ProtocolSurface {
        switch protocolName {
        case .storyboardable:
            ProtocolSurface(
                requirements: ["storyboardName": "String", "sceneIdentifier": "String", "storyboardBundle": "Bundle"],
                staticMembers: ["storyboardName": nil, "sceneIdentifier": nil, "storyboardBundle": nil, "storyboard": nil,
                                "instance": [[], ["creator"]], "instantiate": [[], ["creator"]]],
                instanceMembers: [:], gatedMethods: [])
        case .nibable:
            nibable
        case .nibOwnerLoadable:
            ProtocolSurface(requirements: nibable.requirements, staticMembers: nibable.staticMembers,
                            instanceMembers: ["installNibContent": [[]], "loadNibContent": [[]]], gatedMethods: nibable.gatedMethods)
        case .customReuseIdentifier:
            ProtocolSurface(requirements: ["reuseIdentifier": "String"], staticMembers: ["reuseIdentifier": nil], instanceMembers: [:],
                            gatedMethods: [])
        }
    }
}

/// Why a conformance (or a member of one) would change the meaning of code the sources already have, or would not
/// compile: what `ibkit gen` reports instead of generating it. One clause: `its protocol SECell declares nibName
/// (SECell.swift:13:16), as Nibable does: SEComposeTextCell.nibName would become ambiguous`.
struct MemberCollision: Sendable, Equatable {
    var description: String
}

extension SourceKnowledge {
    /// The collisions of `protocolName` and the `members` to generate with what the class, its superclasses, their
    /// extensions, its protocols and their extensions declare, and with the app's methods of the same names on
    /// table and collection views; empty when the conformance changes nothing the sources already mean.
    /// - Parameter declaresConformance: false when the class conforms already and only `members` are generated.
    func collisions(of protocolName: GenConformance.ProtocolName, members: [String], declaresConformance: Bool,
                    className: String) -> [MemberCollision] {
        let surface = ProtocolSurface.of(protocolName)
        let name = declaration(of: className)?.name ?? className
        let visible = index.visibleMembers(of: name)
        let label = protocolName.rawValue
        /// Static properties of the class and its superclasses (their own or their extensions'): witnesses.
        let ownStatic = Set(visible.lazy.filter { !$0.ownerIsProtocol && $0.member.isStatic && $0.member.kind == .property }
            .map(\.member.name))
        let checkedStatic = declaresConformance ? surface.staticMembers
            : Dictionary(uniqueKeysWithValues: members.map { ($0, [[String]]?.none) })
        let checkedInstance = declaresConformance ? surface.instanceMembers : [:]
        var found: [MemberCollision] = []
        var seen = Set<String>()
        for item in visible {
            let member = item.member
            // IBKit's member of the name: a property collides with any member of its name, a method with one a call
            // of its labels would reach too.
            guard let forms = (member.isStatic ? checkedStatic : checkedInstance)[member.name],
                  member.isStatic || member.kind == .function,
                  forms.map({ member.kind == .property || $0.contains(where: member.accepts(labels:)) }) ?? true,
                  seen.insert("\(item.owner).\(member.fullName)").inserted else { continue }
            let requiredType = surface.requirements[member.name]
            let place = "\(member.fullName) (\(member.position))"
            if item.ownerIsProtocol {
                // The class's own property would witness both protocols' requirements, and win over both extensions.
                if requiredType != nil && ownStatic.contains(member.name) && !members.contains(member.name) { continue }
                found.append(MemberCollision(description: "its protocol \(item.owner) declares \(place), as \(label) does: "
                    + "\(className).\(member.name) would become ambiguous"))
                continue
            }
            let isOwn = item.owner == name
            let who = isOwn ? "it" : "its superclass \(item.owner)"
            if members.contains(member.name) {
                // The class's own: it has taken over the name (no member is generated for it). A superclass's: the
                // generated one would redeclare it, which Swift does not allow for a static member.
                if isOwn { continue }
                found.append(MemberCollision(description: "\(who) declares \(place): the \(member.name) the IB files need "
                    + "cannot be declared again in \(className)"))
                continue
            }
            if let requiredType {
                if member.kind == .property, member.typeName.map({ $0 == requiredType }) ?? true { continue }
                found.append(MemberCollision(description: "\(who) declares \(place), which is not the static \(requiredType) "
                    + "property \(label) requires of that name"))
                continue
            }
            found.append(MemberCollision(description: "\(who) declares \(place), as \(label) does: the app's code would use "
                + "\(isOwn ? "the class's" : "\(item.owner)'s") and IBKit \(label)'s"))
        }
        guard declaresConformance else { return found }
        for gated in surface.gatedMethods where index.isSubtype(name, of: gated.subject) {
            for item in index.visibleMembers(of: gated.type) where !item.ownerIsProtocol {
                let member = item.member
                // A generic method whose constraints the class meets, or will once it conforms, competes with IBKit's;
                // a non-generic one is preferred by Swift, so calls keep their meaning.
                guard !member.isStatic, member.kind == .function, member.name == gated.name, member.accepts(labels: gated.labels),
                      member.isGeneric,
                      member.constraints.allSatisfy({ $0 == label || ($0 == "Nibable" && protocolName == .nibOwnerLoadable)
                          || index.isSubtype(name, of: $0) }),
                      seen.insert("\(item.owner).\(member.fullName)").inserted else { continue }
                let forTypes = member.constraints.isEmpty ? "" : " for \(member.constraints.joined(separator: " & ")) types"
                found.append(MemberCollision(description: "the app's \(item.owner).\(member.fullName)\(forTypes) "
                    + "(\(member.position)) and IBKit's for \(label) \(gated.subject)s would both apply: "
                    + "\(gated.name)(\(className).self) would become ambiguous"))
            }
        }
        return found
    }
}
