import Foundation
import IBKitEdit
@testable import IBKitMigrate
import IBKitProject
import IBKitTestSupport
import Testing

/// The Xcode project's side: Xcode 16 synchronized folders (nothing to list, but membership exceptions name
/// files), and `ProjectFiles.addSibling`, the hook `split` adds its new files to the project with.
@Suite struct FileNamesProjectTests {
    /// An Xcode 16 project whose `App` folder is synchronized; `AppTests` builds Settings.storyboard through an
    /// exception of the folder.
    static let synchronizedProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\t3C0000000000000000000E01 /* Exceptions for "App" folder in "AppTests" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tSettings/Settings.storyboard,
        \t\t\t);
        \t\t\ttarget = 3C00000000000000000007A2 /* AppTests */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\t3C0000000000000000000D11 /* App */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\texceptions = (
        \t\t\t\t3C0000000000000000000E01 /* Exceptions for "App" folder in "AppTests" target */,
        \t\t\t);
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\t3C0000000000000000000D00 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t3C0000000000000000000D11 /* App */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\t3C00000000000000000007A1 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\t3C0000000000000000000D11 /* App */,
        \t\t\t);
        \t\t\tname = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\t3C00000000000000000007A2 /* AppTests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tname = AppTests;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t3C00000000000000000006A1 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = 3C0000000000000000000D00;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\t3C00000000000000000007A1 /* App */,
        \t\t\t\t3C00000000000000000007A2 /* AppTests */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */
        \t};
        \trootObject = 3C00000000000000000006A1 /* Project object */;
        }

        """

    @Test func aSynchronizedFolderNeedsOnlyItsExceptionsFollowing() throws {
        try withTemporaryFolder { root in
            let legacy = examplesFolder + "/Legacy/Legacy"
            try writeFile(root + "/App/Settings/Settings.storyboard", try #require(readFile(legacy + "/Settings/Settings.storyboard")))
            try writeFile(root + "/App/SettingsViewController.swift", try #require(readFile(legacy + "/Controllers/SettingsViewController.swift"))
                + "\nfunc makeSettings() -> UIViewController? { UIStoryboard(name: \"Settings\", bundle: nil).instantiateInitialViewController() }\n")
            try writeFile(root + "/App.xcodeproj/project.pbxproj", Self.synchronizedProject)
            let fixture = try MigrationFixture(root: root)
            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration)])
            #expect(plan.printedNotes == [
                "change App.xcodeproj/project.pbxproj:13:5: Settings.storyboard → SettingsViewController.storyboard: the synchronized folder's membership exceptions follow",
                #"change App/Settings/Settings.storyboard:15:17: App/Settings/Settings.storyboard → SettingsViewController.storyboard (its class)"#,
                #"change App/SettingsViewController.swift:19:63: "Settings" → "SettingsViewController" (loads Settings.storyboard, renamed)"#,
            ])
            try plan.changes.apply(validators: [FileNamesStep.validator(fixture.context)])
            #expect(readFile(root + "/App.xcodeproj/project.pbxproj") == Self.synchronizedProject.replacingOccurrences(
                of: "Settings/Settings.storyboard,", with: "Settings/SettingsViewController.storyboard,"))
            let project = try XcodeProject.load(xcodeproj: root + "/App.xcodeproj")
            for target in project.targets {
                #expect(target.files.contains(root + "/App/Settings/SettingsViewController.storyboard"), "\(target.name)")
            }
            #expect(try MigrationFixture(root: root).plan([FileNamesStep()]).changes.isEmpty)
        }
    }

    @Test func synchronizedFoldersWithoutExceptionsAreNotTouched() throws {
        try withTemporaryFolder { root in
            try writeFile(root + "/App/Settings/Settings.storyboard", try #require(readFile(examplesFolder + "/Legacy/Legacy/Settings/Settings.storyboard")))
            let project = Self.synchronizedProject.replacingOccurrences(of: "\t\t\t\tSettings/Settings.storyboard,\n", with: "")
            try writeFile(root + "/App.xcodeproj/project.pbxproj", project)
            let fixture = try MigrationFixture(root: root)
            let plan = try fixture.plan([FileNamesStep()])
            #expect(plan.changes.changes.map { plan.changes.displayPath($0.path) } == ["App/Settings/SettingsViewController.storyboard"])
            var addition = plan
            #expect(try ProjectFiles.addSibling(newPath: "App/Settings/Other.storyboard", like: "App/Settings/Settings.storyboard", in: &addition)
                .map(\.outcome) == [.synchronized])
            #expect(addition.changes.changes.count == plan.changes.changes.count)
        }
    }

    @Test func addSiblingListsANewFileLikeAnExistingOne() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            let pbxproj = root + "/Legacy.xcodeproj/project.pbxproj"
            let before = try #require(readFile(pbxproj))
            var plan = MigrationPlan(root: root)
            let outcomes = try ProjectFiles.addSibling(newPath: "Legacy/Views/ProfileCard.xib", like: "Legacy/Views/ProfileHeader.xib", in: &plan)
            #expect(outcomes.map(\.project) == ["Legacy.xcodeproj/project.pbxproj"] && outcomes.map(\.outcome) == [.added])
            let after = String(decoding: try #require(plan.changes.content(of: pbxproj)), as: UTF8.self)
            let added = UnifiedDiffLines.added(from: before, to: after)
            #expect(added.count == 4, "\(added)")
            #expect(added.contains { $0.hasSuffix(" /* ProfileCard.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = ProfileCard.xib; sourceTree = \"<group>\"; };") })
            #expect(added.contains { $0.contains(" /* ProfileCard.xib in Resources */ = {isa = PBXBuildFile; fileRef = ") })
            #expect(added.filter { $0.hasPrefix("\t\t\t\t") && $0.hasSuffix(" /* ProfileCard.xib */,") }.count == 1, "the Views group")
            #expect(added.filter { $0.hasPrefix("\t\t\t\t") && $0.hasSuffix(" /* ProfileCard.xib in Resources */,") }.count == 1, "the Resources phase")
            #expect(UnifiedDiffLines.removed(from: before, to: after).isEmpty)

            let project = try XcodeProject(pbxproj: try PropertyListParser.parse(after), xcodeproj: root + "/Legacy.xcodeproj")
            #expect(project.targets.first?.files.contains(root + "/Legacy/Views/ProfileCard.xib") == true)
            // Each new object is in the section of its kind.
            let lines = after.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (kind, label) in [("PBXBuildFile", "ProfileCard.xib in Resources */ = {"), ("PBXFileReference", "ProfileCard.xib */ = {")] {
                let begin = try #require(lines.firstIndex(of: "/* Begin \(kind) section */"))
                let end = try #require(lines.firstIndex(of: "/* End \(kind) section */"))
                let line = try #require(lines.firstIndex { $0.contains(label) })
                #expect(begin < line && line < end, "\(kind)")
            }
            // Twice is once; the same plan again gives the same ids.
            #expect(try ProjectFiles.addSibling(newPath: "Legacy/Views/ProfileCard.xib", like: "Legacy/Views/ProfileHeader.xib", in: &plan)
                .map(\.outcome) == [.alreadyListed])
            var again = MigrationPlan(root: root)
            try ProjectFiles.addSibling(newPath: "Legacy/Views/ProfileCard.xib", like: "Legacy/Views/ProfileHeader.xib", in: &again)
            #expect(again.changes.content(of: pbxproj) == plan.changes.content(of: pbxproj))
            #expect(plan.changes.validate([FileNamesStep.validator(try MigrationFixture(root: root).context)]).isEmpty)
        }
    }

    @Test func addSiblingMakesAVariantGroupForALocalizedFile() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            try FileNamesLocalizedTests.localize(root)
            var plan = MigrationPlan(root: root)
            let folder = "Legacy/Settings/"
            try ProjectFiles.addSibling(newPath: folder + "Base.lproj/AccountViewController.storyboard", like: folder + "Base.lproj/Settings.storyboard", in: &plan)
            try ProjectFiles.addSibling(newPath: folder + "fr.lproj/AccountViewController.strings", like: folder + "fr.lproj/Settings.strings", in: &plan)
            let pbxproj = root + "/Legacy.xcodeproj/project.pbxproj"
            let after = String(decoding: try #require(plan.changes.content(of: pbxproj)), as: UTF8.self)
            let added = UnifiedDiffLines.added(from: try #require(readFile(pbxproj)), to: after)
            #expect(added.contains { $0.hasSuffix(" /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/AccountViewController.storyboard; sourceTree = \"<group>\"; };") })
            #expect(added.contains { $0.hasSuffix(" /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/AccountViewController.strings; sourceTree = \"<group>\"; };") })
            #expect(added.contains("\t\t\tname = AccountViewController.storyboard;"))
            #expect(added.contains { $0.contains(" /* AccountViewController.storyboard in Resources */ = {isa = PBXBuildFile;") })
            let project = try XcodeProject(pbxproj: try PropertyListParser.parse(after), xcodeproj: root + "/Legacy.xcodeproj")
            let files = try #require(project.targets.first).files
            #expect(files.contains(root + "/" + folder + "Base.lproj/AccountViewController.storyboard"))
            #expect(files.contains(root + "/" + folder + "fr.lproj/AccountViewController.strings"))
            // One variant group holds both.
            let file = try PBXProjectFile(xcodeproj: root + "/Legacy.xcodeproj", bytes: Array(after.utf8))
            let groups = file.objectIDs(isa: "PBXVariantGroup").filter { file.objects[$0]?["name"]?.string == "AccountViewController.storyboard" }
            #expect(groups.count == 1)
            #expect(groups.first.flatMap { file.objects[$0]?["children"]?.strings.count } == 2)
        }
    }
}

/// Added and removed lines between two texts (as multisets, order ignored): enough to say what an edit added.
enum UnifiedDiffLines {
    static func added(from before: String, to after: String) -> [String] { difference(after, before) }
    static func removed(from before: String, to after: String) -> [String] { difference(before, after) }

    private static func difference(_ a: String, _ b: String) -> [String] {
        var remaining: [Substring: Int] = [:]
        for line in b.split(separator: "\n", omittingEmptySubsequences: false) { remaining[line, default: 0] += 1 }
        var out: [String] = []
        for line in a.split(separator: "\n", omittingEmptySubsequences: false) {
            if let count = remaining[line], count > 0 { remaining[line] = count - 1 } else { out.append(String(line)) }
        }
        return out
    }
}
