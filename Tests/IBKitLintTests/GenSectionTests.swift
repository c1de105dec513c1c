import Foundation
@testable import IBKitLint
import Testing
import IBKitPlumbing
import IBKitRuleModel
import IBKitWorkspace

/// The `gen:` section of `.ibkit.yml`: read only by `ibkit gen`, validated key by key like the rest.
@Suite struct GenSectionTests {
    /// A root other than the working directory, so paths come back joined to it.
    static let root = "/project"

    func outputs(_ yaml: String) throws(ConfigurationError) -> [GenOutputSetting] {
        let configuration = try ConfigurationLoader.parse(yaml: yaml, path: "/project/.ibkit.yml", rootDirectory: Self.root, rules: .lint)
        return try ConfigurationLoader.genOutputs(configuration)
    }

    func error(_ yaml: String) -> ConfigurationError? {
        do { _ = try outputs(yaml); return nil } catch { return error }
    }

    @Test func readsEveryKeyOfEveryOutput() throws {
        let result = try outputs("""
            gen:
              outputs:
                - module: App
                  paths: [App, Shared/Views]
                  output: App/Generated/IBKitGenerated.swift
                  access: public
                  template: Templates/scenes.stencil
                  params: {bundle: Bundle.main, names: [a, b], nested: {key: 1}}
                - output: Other.swift
                  template: ibkit
            """)
        #expect(result == [
            GenOutputSetting(output: "/project/App/Generated/IBKitGenerated.swift", paths: ["/project/App", "/project/Shared/Views"],
                             module: "App", access: "public", template: "/project/Templates/scenes.stencil",
                             params: ["bundle=Bundle.main", "names=a", "names=b", "nested.key=1"],
                             location: SourcePosition(path: "/project/.ibkit.yml", line: 3, column: 7)),
            GenOutputSetting(output: "/project/Other.swift", paths: ["/project"], template: "ibkit",
                             location: SourcePosition(path: "/project/.ibkit.yml", line: 9, column: 7)),
        ])
    }

    @Test func noSectionMeansNoOutputs() throws {
        #expect(try outputs("excluded: [Pods]").isEmpty)
    }

    @Test func unknownKeysAreErrorsWithTheirPosition() throws {
        let inOutput = try #require(error("""
            gen:
              outputs:
                - output: A.swift
                  modul: App
            """))
        #expect(inOutput.description.hasPrefix("/project/.ibkit.yml:4:7: error: unknown key of a 'gen' output 'modul'; did you mean 'module'?"))
        let inSection = try #require(error("gen:\n  output: A.swift\n"))
        #expect(inSection.description.hasPrefix("/project/.ibkit.yml:2:3: error: unknown key of 'gen' 'output'; did you mean 'outputs'?"))
    }

    @Test func badValuesAreErrorsAtTheValue() throws {
        #expect(error("gen:\n  outputs:\n    - module: App\n")?.description
            == "/project/.ibkit.yml:3:7: error: a 'gen' output needs 'output' (the file to write)")
        #expect(error("gen:\n  outputs:\n    - {output: A.swift, access: open}\n")?.description
            == "/project/.ibkit.yml:3:33: error: 'access' must be internal or public; found 'open'")
        #expect(error("gen:\n  outputs:\n    - {output: A.swift, module: 2App}\n")?.description.hasPrefix(
            "/project/.ibkit.yml:3:33: error: 'module' must be a module name") == true)
        #expect(error("gen:\n  outputs:\n    - {output: A.swift}\n    - {output: A.swift}\n")?.description
            == "/project/.ibkit.yml:4:7: error: two outputs write /project/A.swift (the first at line 3)")
        #expect(error("gen: [a]\n")?.description.hasPrefix("/project/.ibkit.yml:1:6: error: 'gen' must be a mapping") == true,
                "the section's shape is checked when the file is loaded, by any command")
    }
}
