import IBKitRuleModel

/// Every built-in check, sorted by id.
public enum CheckRegistry {
    public static let all: [any CheckRule.Type] = ([
        UnknownClassCheck.self, CustomModuleCheck.self, MissingOutletCheck.self, MissingActionCheck.self,
        UnconnectedOutletCheck.self, RuntimeAttributeKeyPathCheck.self, StoryboardableSceneCheck.self,
        NibableXibCheck.self, RegisteredCellCheck.self, NibViewControllerCheck.self, UnknownIdentifierCheck.self,
        UnusedIdentifierCheck.self, DesignableModuleCheck.self, ViewControllerLengthCheck.self,
        ViewControllerDataSourceCheck.self, ViewControllerOutletsCheck.self, ViewControllerFactoryCheck.self, ViewControllerIOCheck.self,
        UnreadableSourceCheck.self, InNoTargetCheck.self, StoryboardReferenceCheck.self, CodeRegisteredXibCellCheck.self, BindingKeyPathCheck.self,
        DefaultNibCheck.self,
    ] as [any CheckRule.Type]).sorted { $0.description.id < $1.description.id }

    /// The check with the given id or IBLinter alias (`custom_module` finds `custom-module`).
    public static func check(id: String) -> (any CheckRule.Type)? {
        all.first { $0.description.isNamed(id) }
    }
}
