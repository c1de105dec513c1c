import Foundation
@testable import IBKitCLI
import Testing

/// `ibkit lint --fix`: corrects what correctable rules find, says so, lints again; leaves everything else alone.
struct LintFixTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="44" id="h1"/>
                        <constraint firstAttribute="height" constant="44" id="h2"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """

    @Test func fixesWritesOnlyTheCorrectionAndLintsAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Badge.xib")
        let untouched = folder.appendingPathComponent("Plain.xib")
        try Data(Self.xib.utf8).write(to: file)
        let plain = Self.xib.replacingOccurrences(of: "\n                <constraint firstAttribute=\"height\" constant=\"44\" id=\"h2\"/>", with: "")
        try Data(plain.utf8).write(to: untouched)
        let modified = try FileManager.default.attributesOfItem(atPath: untouched.path)[.modificationDate] as? Date

        let before = try LintCommand.parse([folder.path]).execute()
        #expect(before.standardOutput.contains("duplicate-constraint"))
        let outcome = try LintCommand.parse([folder.path, "--fix"]).execute(workingDirectory: folder.path)
        #expect(outcome.standardError.contains("Fixed Badge.xib: duplicate-constraint ×1"))
        #expect(!outcome.standardOutput.contains("duplicate-constraint"))
        #expect(try String(contentsOf: file, encoding: .utf8) == plain)
        #expect(try FileManager.default.attributesOfItem(atPath: untouched.path)[.modificationDate] as? Date == modified)
        // Nothing left to correct: a second run writes nothing.
        let again = try LintCommand.parse([folder.path, "--fix"]).execute(workingDirectory: folder.path)
        #expect(!again.standardError.contains { $0.hasPrefix("Fixed") })
    }
}
