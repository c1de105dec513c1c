// IBKit: loading Interface Builder files by type, as a library (docs/RUNTIME.md, docs/conventions.md). Everything that needs UIKit is behind
// `#if canImport(UIKit)`; the names and bookkeeping it relies on are platform-neutral (IBKitNaming,
// IBKitSupport) and re-exported, so `import IBKit` is the one import an app needs.
@_exported import IBKitNaming
@_exported import IBKitSupport
