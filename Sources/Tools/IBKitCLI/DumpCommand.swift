import ArgumentParser
import Foundation
import IBKitDocument

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the parsed model of an IB file as JSON.",
        discussion: "Document attributes, scenes, view controllers, connections, bindings (each view's Binding with its nearest owner), constraints, resources, and the whole element tree with lines and columns."
    )

    @Argument(help: "A .storyboard or .xib file.", completion: .file(extensions: ["storyboard", "xib"]))
    var file: String

    func run() throws {
        switch IBDocumentLoader.load(path: file) {
        case .success(let document):
            FileHandle.standardOutput.write(Data(document.jsonDump().utf8))
        case .failure(let error):
            printError("\(error.path):\(error.location.line):\(error.location.column): error: \(error.message) (parse-error)")
            throw ExitCode.violations
        }
    }
}
