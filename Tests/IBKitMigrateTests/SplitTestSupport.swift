import Foundation
import IBKitCheck
import IBKitDocument
import IBKitEdit
import IBKitLint
@testable import IBKitMigrate
import IBKitProject
import IBKitSwiftIndex
import IBKitWorkspace

/// A temporary folder for one test, removed afterwards; optionally a copy of a folder of the repository.
final class SplitTempFolder {
    let root: String
    /// The folder this made, the only one it removes (the copy, when there is one, is inside it).
    private let base: String

    init(copying source: String? = nil) {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-split-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        if let source {
            root = base + "/" + URL(fileURLWithPath: source).lastPathComponent
            try? FileManager.default.copyItem(atPath: source, toPath: root)
        } else {
            root = base
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    func path(_ relative: String) -> String { root + "/" + relative }

    @discardableResult
    func write(_ relative: String, _ content: String) -> String {
        write(relative, Array(content.utf8))
    }

    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) -> String {
        let p = path(relative)
        try? FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: p, contents: Data(bytes))
        return p
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }
}

enum SplitFixture {
    /// `Examples/Legacy` in this repository.
    static let legacy: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Examples/Legacy").path
    }()

    /// The app under `root` as `ibkit check` reads it; Swift indexed without a cache, no project modules.
    static func context(_ root: String, policy: MigratePolicy = MigratePolicy(), indexSwift: Bool = true) -> MigrationContext {
        let provider = CheckInputProvider(
            indexSources: { _, paths, vocabulary in indexSwift ? SwiftIndexer.index(paths: paths, cache: nil, vocabulary: vocabulary).files : [] },
            resolveModules: { _, _, _ in ModuleMap() })
        let inputs = CheckInputs.load(paths: [root], configuration: Configuration(rootDirectory: root), provider: provider)
        return MigrationContext(root: root, inputs: inputs, policy: policy)
    }

    /// The split's plan of the app under `root`.
    static func plan(_ context: MigrationContext) throws -> MigrationPlan {
        var plan = MigrationPlan(root: context.root)
        try SplitStep().plan(&plan, context)
        return plan
    }

    /// The relative paths of the files the plan writes.
    static func written(_ plan: MigrationPlan) -> [String] {
        plan.changes.changes.map { plan.changes.displayPath($0.path) }
    }

    static func content(_ plan: MigrationPlan, _ relative: String) -> String? {
        plan.changes.content(of: relative).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Storyboards written the way Xcode writes them, for the tests' own apps.
enum StoryboardText {
    static func document(initial: String?, _ scenes: [String], resources: String = "") -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initialAttribute)>
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <deployment identifier="iOS"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
                </dependencies>
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            \(resources)</document>

            """
    }

    /// A scene with a view controller (`kind`), its root view holding `content`, and `connections` of the controller.
    static func scene(_ sceneID: String, _ id: String, kind: String = "viewController", customClass: String? = nil,
                      storyboardIdentifier: String? = nil, title: String? = nil, view: String? = nil, connections: [String] = []) -> String {
        let identifier = storyboardIdentifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        let custom = customClass.map { " customClass=\"\($0)\" customModule=\"App\" customModuleProvider=\"target\"" } ?? ""
        var lines = [
            "        <!--\(title ?? customClass ?? "View Controller")-->",
            "        <scene sceneID=\"\(sceneID)\">",
            "            <objects>",
            "                <\(kind)\(identifier) id=\"\(id)\"\(custom) sceneMemberID=\"viewController\">",
        ]
        if let view { lines.append(view) }
        if !connections.isEmpty {
            lines.append("                    <connections>")
            lines += connections.map { "                        " + $0 }
            lines.append("                    </connections>")
        }
        lines += [
            "                </\(kind)>",
            "                <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(sceneID)-fr\" userLabel=\"First Responder\" customClass=\"UIResponder\" sceneMemberID=\"firstResponder\"/>",
            "            </objects>",
            "            <point key=\"canvasLocation\" x=\"\(sceneID.count * 10)\" y=\"0\"/>",
            "        </scene>",
        ]
        return lines.joined(separator: "\n")
    }

    /// A root view with one label (`labelID`), for `.strings` keys.
    static func view(_ id: String, labelID: String, text: String, color: String? = nil) -> String {
        let background = color.map { "\n                        <color key=\"backgroundColor\" name=\"\($0)\"/>" } ?? ""
        return """
                            <view key="view" contentMode="scaleToFill" id="\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="\(text)" id="\(labelID)"/>
                                </subviews>\(background)
                            </view>
            """
    }

    static func segue(to destination: String, kind: String = "show", id: String, identifier: String? = nil) -> String {
        "<segue destination=\"\(destination)\" kind=\"\(kind)\"\(identifier.map { " identifier=\"\($0)\"" } ?? "") id=\"\(id)\"/>"
    }

    static func root(_ destination: String, id: String) -> String {
        "<segue destination=\"\(destination)\" kind=\"relationship\" relationship=\"rootViewController\" id=\"\(id)\"/>"
    }
}
