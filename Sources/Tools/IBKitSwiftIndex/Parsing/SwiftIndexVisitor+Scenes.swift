import SwiftSyntax

/// Storyboard scenes as SwiftGen's storyboard template writes them, a common way apps load their screens:
///
///     enum StoryboardScene {
///         enum Settings: StoryboardType {
///             static let storyboardName = "Settings"
///             static let initialScene = InitialSceneType<SettingsViewController>(storyboard: Settings.self)
///             static let profile = SceneType<ProfileViewController>(storyboard: Settings.self, identifier: "Profile")
///         }
///     }
///     let viewController = StoryboardScene.Settings.profile.instantiate()
///
/// A scene is a static `let` made from a call with a `storyboard: T.self` argument (and maybe `identifier:`); its
/// `instantiate()` loads the storyboard named by `T.storyboardName` and, with an identifier, that Storyboard ID. The
/// load is the `instantiate()` call, not the declaration: the generated file declares every scene, used or not.
extension SwiftIndexVisitor {
    /// The mangled constant names a scene `member` records: its storyboard's name and its Storyboard ID.
    static func sceneConstantName(_ member: String, identifier: Bool) -> String {
        member + (identifier ? "#identifier" : "#storyboard")
    }

    /// The constants of a scene declaration, or nil when `value` is not `Type(storyboard: T.self[, identifier: …])`.
    func sceneConstants(owner: String, name: String, value: ExprSyntax) -> [StringConstant]? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let storyboard = call.arguments.first(where: { $0.label?.text == "storyboard" }),
              let member = storyboard.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self),
              let base = member.base, let type = typeReference(base),
              call.arguments.allSatisfy({ ["storyboard", "identifier"].contains($0.label?.text ?? "") }) else { return nil }
        var result = [StringConstant(owner: owner, name: Self.sceneConstantName(name, identifier: false),
                                     value: .member(base: type, name: "storyboardName"))]
        if let identifier = call.arguments.first(where: { $0.label?.text == "identifier" }) {
            guard let expression = stringExpression(identifier.expression, implicitBase: nil, inStaticContext: true) else { return [] }
            result.append(StringConstant(owner: owner, name: Self.sceneConstantName(name, identifier: true), value: expression))
        }
        return result
    }

    /// `StoryboardScene.Settings.profile.instantiate()` (also `instantiate(creator:)`): the loads of that scene, if
    /// it is one (resolved when the index is merged).
    func recordSceneInstantiation(_ node: FunctionCallExprSyntax) {
        guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "instantiate",
              node.arguments.allSatisfy({ $0.label?.text == "creator" }),
              let scene = callee.base?.as(MemberAccessExprSyntax.self), scene.declName.argumentNames == nil,
              let first = scene.declName.baseName.text.unicodeScalars.first, first.properties.isLowercase,
              let ownerExpression = scene.base, let owner = typeReference(ownerExpression) else { return }
        let name = scene.declName.baseName.text.strippingBackticks
        let place = position(scene)
        pendingReferences.append(PendingReference(kind: .storyboardName, expression: .scene(base: owner, name: name, identifier: false),
                                                  position: place, framework: .uiKit))
        pendingReferences.append(PendingReference(kind: .viewControllerIdentifier, expression: .scene(base: owner, name: name, identifier: true),
                                                  position: place, framework: .uiKit))
    }
}
