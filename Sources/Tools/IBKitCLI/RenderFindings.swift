import Foundation
import IBKitCheck
import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitPlumbing
import IBKitRuleModel
import IBKitWorkspace

/// The lint and check findings `ibkit render` marks on its pages. The check runs first, on the files the command
/// found (served from its result cache when nothing changed); lint runs on each page's document as the page is
/// drawn, so each file is parsed once for its findings and its page.
struct RenderFindings: Sendable {
    /// Lint's rules for each file, in the order of the files; nil when the configuration's rules cannot be made
    /// (then there are no lint findings, as a failed lint run would give none).
    let lintRules: [[ConfiguredRule]]?
    /// What lint's resource rules compare with: the catalogs the pages draw from.
    let assets: AssetCatalogIndex
    /// Check findings, by absolute path.
    let check: [String: [Diagnostic]]

    /// Plans lint for the IB files of `inputs` and runs the check on them (`read`: what the walk read, for the
    /// check's result cache; `cacheDirectory`: the check's caches, `CacheOptions`).
    static func prepare(_ inputs: Workspace, read: InputsRead?, assets: AssetCatalogIndex, cacheDirectory: String?,
                        workingDirectory: String) -> RenderFindings {
        let configuration = inputs.configuration
        let lintRules = try? LintEngine(configuration: configuration).rules(for: inputs.found.files)
        var check: [String: [Diagnostic]] = [:]
        if let checks = try? CheckEngine.makeChecks(configuration), let overrides = try? ConfigurationLoader.checkModules(configuration) {
            let runner = CheckRunner(configuration: configuration, checks: checks, moduleOverrides: overrides,
                                     provider: .standard(cacheDirectory: cacheDirectory),
                                     cache: cacheDirectory.map(CheckResultCache.init(directory:)))
            for diagnostic in runner.run(inputs, read: read).diagnostics {
                check[PathNormalization.absolute(diagnostic.path, base: workingDirectory), default: []].append(diagnostic)
            }
        }
        return RenderFindings(lintRules: lintRules, assets: assets, check: check)
    }

    /// The findings on the `index`th file (`path` as discovered, `absolute` its absolute path), lint's first. A
    /// file that does not parse has none: its page shows where reading stopped, once (lint and the check each
    /// report it as a `parse-error`).
    func of(file index: Int, path: String, absolute: String, loaded: Result<IBDocument, IBParseError>) -> [Diagnostic] {
        let lint = lintRules.map { LintEngine.lint(loaded: loaded, path: path, rules: $0[index], assets: assets) } ?? []
        let all = lint + (check[absolute] ?? [])
        guard case .failure = loaded else { return all }
        return all.filter { $0.ruleID != Diagnostic.parseErrorRuleID }
    }
}
