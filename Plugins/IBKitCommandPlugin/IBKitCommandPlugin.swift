import Foundation
import PackagePlugin

/// `swift package ibkit [lint|check|gen|…] [--target NAME]… [ibkit options and paths]`
///
/// Runs `ibkit` in the package directory, so its default path `.` is the package and `lint` its default subcommand.
/// Each `--target` adds that target's folder to the paths; `gen` with targets writes one file per target,
/// `<target folder>/IBKitGenerated.swift` compiled as that module, unless `--output` is given. A run that fails
/// (findings that are errors, or `--strict` and any finding) makes `swift package` fail.
@main
struct IBKitCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let request = CommandRequest(arguments: arguments)
        let root = context.package.directoryURL
        let selections = try context.package.targets(named: request.targetNames).map { target in
            // `Target.directoryURL` needs tools version 6.1; the source module types have it in 6.0.
            guard let module = target as? SourceModuleTarget,
                  let folder = (target as? SwiftSourceModuleTarget)?.directoryURL ?? (target as? ClangSourceModuleTarget)?.directoryURL
            else { throw CommandRequest.Failure("target '\(target.name)' has no sources") }
            var paths = [CommandRequest.relativePath(of: folder, to: root)]
            if request.subcommand == "check" { paths += CommandRequest.buildToolOutputs(target: target.name, packageRoot: root) }
            return CommandRequest.Selection(name: target.name, module: module.moduleName, paths: paths, folder: folder)
        }
        for run in request.runs(for: selections, cacheFolder: context.pluginWorkDirectoryURL.appending(path: "cache")) {
            try IBKitProcess.run(try context.tool(named: "ibkit").url, arguments: run, in: root)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension IBKitCommandPlugin: XcodeCommandPlugin {
    /// Xcode targets have files, not folders: a selected target stands for its IB, Swift and asset catalog files.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let request = CommandRequest(arguments: arguments)
        let root = context.xcodeProject.directoryURL
        let selections = try request.targetNames.map { name in
            guard let target = context.xcodeProject.targets.first(where: { $0.displayName == name }) else {
                throw CommandRequest.Failure("no target named '\(name)' in \(context.xcodeProject.displayName)")
            }
            let files = CommandRequest.ibkitInputs(target.inputFiles.map(\.url))
            // gen writes next to the first IB file (beside its Base.lproj, not in it); add the file to the target once.
            let ib = files.first { ["storyboard", "xib"].contains($0.pathExtension.lowercased()) }
            var folder = (ib ?? files.first)?.deletingLastPathComponent() ?? root
            if folder.pathExtension == "lproj" { folder.deleteLastPathComponent() }
            return CommandRequest.Selection(
                name: name,
                module: CommandRequest.moduleName(forProduct: target.product?.name ?? name),
                paths: files.map { CommandRequest.relativePath(of: $0, to: root) },
                folder: folder
            )
        }
        for run in request.runs(for: selections, cacheFolder: context.pluginWorkDirectoryURL.appending(path: "cache")) {
            try IBKitProcess.run(try context.tool(named: "ibkit").url, arguments: run, in: root)
        }
    }
}
#endif
