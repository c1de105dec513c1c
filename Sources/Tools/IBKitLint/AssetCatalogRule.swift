/// A rule that compares IB files with the project's asset catalogs: the engine finds every catalog before
/// linting the first file when one of these is enabled.
public protocol AssetCatalogRule: Rule {}
