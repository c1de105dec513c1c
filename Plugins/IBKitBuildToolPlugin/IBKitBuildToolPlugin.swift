import Foundation
import PackagePlugin

/// Runs `ibkit gen --lint` and `ibkit check` on a target's .storyboard and .xib files during the build: the generated
/// Swift is compiled into the target, and lint and check findings appear as build warnings and errors.
///
/// Build commands, not prebuild commands: each declares its inputs (the target's IB and Swift files and the
/// `.ibkit.yml` that applies) and its one output, so the build runs it only when one of them changed, and
/// `ibkit` itself is built from source as a dependency.
@main
struct IBKitBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let invocation = GenInvocation(
            files: target.sourceFiles.map(\.url),
            module: target.moduleName,
            workDirectory: context.pluginWorkDirectoryURL
        )
        guard let invocation else { return [] }
        let ibkit = try context.tool(named: "ibkit").url
        return [try invocation.command(ibkit: ibkit), try invocation.checkCommand(ibkit: ibkit)]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension IBKitBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let invocation = GenInvocation(
            files: target.inputFiles.map(\.url),
            module: GenInvocation.moduleName(forProduct: target.product?.name ?? target.displayName),
            workDirectory: context.pluginWorkDirectoryURL
        )
        guard let invocation else { return [] }
        let ibkit = try context.tool(named: "ibkit").url
        return [try invocation.command(ibkit: ibkit), try invocation.checkCommand(ibkit: ibkit)]
    }
}
#endif
