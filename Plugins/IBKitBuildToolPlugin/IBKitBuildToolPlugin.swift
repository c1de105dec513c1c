import Foundation
import PackagePlugin

/// Runs `ibkit gen --lint` on a target's .storyboard and .xib files during the build: the generated Swift is
/// compiled into the target, and lint findings appear as build warnings and errors.
///
/// A build command, not a prebuild command: it declares its inputs (the target's IB and Swift files and the
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
        return [try invocation.command(ibkit: try context.tool(named: "ibkit").url)]
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
        return [try invocation.command(ibkit: try context.tool(named: "ibkit").url)]
    }
}
#endif
