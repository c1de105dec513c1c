#if canImport(UIKit)
import IBKitBinding

/// The binding types an app names, reachable with `import IBKit` alone.
public typealias BindingFormatters = IBKitBinding.BindingFormatters
public typealias BoundViewKind = IBKitBinding.BoundViewKind
#endif
