@testable import IBKitCLI
import IBKitTestSupport
import Testing

/// The exit status is worked out by a call that returns (`IBKitCommand.status`), and only then does the process
/// exit: nothing a run made is left owned by a frame at exit (which LeakSanitizer reports as leaked).
@Suite struct IBKitCommandTests {
    @Test func statusIsTheDocumentedExitCode() throws {
        #expect(IBKitCommand.status(arguments: ["rules", "parse-error"]) == 0)
        #expect(IBKitCommand.status(arguments: ["lint", "/no/such/folder"]) == 2, "a path that does not exist")
        #expect(IBKitCommand.status(arguments: ["lint", "--no-such-option"]) == 2, "a usage error")
        try withTemporaryFolder { folder in
            try writeFile(folder + "/Broken.storyboard", "<document")
            #expect(IBKitCommand.status(arguments: ["lint", folder, "--quiet"]) == 1, "an error found")
        }
    }
}
