import Testing
@testable import IBKitSwiftIndex

/// Merged queries over several files, as `ibkit check` asks them.
@Suite struct SwiftIndexQueryTests {
    /// A class, so a failed expectation does not print the whole index.
    final class Box: Sendable, CustomStringConvertible {
        let index: SwiftIndex
        init(_ index: SwiftIndex) { self.index = index }
        var description: String { "index" }
        func conforms(_ c: String, to p: String) -> Bool { index.conforms(c, to: p) }
        func hasOutlet(_ o: String, in c: String) -> Bool? { index.hasOutlet(o, in: c) }
        func hasAction(_ a: String, in c: String) -> Bool? { index.hasAction(a, in: c) }
        func hasProperty(_ a: String, in c: String) -> Bool? { index.hasProperty(a, in: c) }
        func origin(of c: String) -> SwiftIndex.Origin? { index.origin(of: c) }
        func declaration(of c: String) -> ClassDeclaration? { index.declaration(of: c) }
        func superclassChain(of c: String) -> (names: [String], complete: Bool) { index.superclassChain(of: c) }
        func outlets(of c: String) -> [OutletDeclaration] { index.outlets(of: c) }
    }

    let index = Box(SwiftIndex(files: [
        SwiftIndexer.index(source: """
            class BaseViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBAction func close(_ sender: Any) {}
            }
            """, path: "Base.swift"),
        SwiftIndexer.index(source: """
            final class ProfileViewController: BaseViewController {
                @IBOutlet weak var avatar: UIImageView!
                var name = ""
            }
            extension ProfileViewController: ListScreen {
                @IBAction func save(_ sender: UIButton) {}
            }
            typealias ListScreen = UITableViewDataSource & Reloadable
            protocol Reloadable: Refreshable {}
            class Unknown: SomeFrameworkView {}
            class Aliased: BaseAlias {}
            typealias BaseAlias = BaseViewController
            class Rooted: Reloadable {}
            @objc(LegacyName) class Renamed: UIView {}
            extension UIView { @IBInspectable var cornerRadius: CGFloat { get { 0 } set {} } }
            extension UIViewController: Storyboardable {}
            """, path: "Profile.swift"),
        FileIndex(path: "Old.h", objcInterfaces: ["OldCell"]),
    ]))

    @Test func origins() {
        guard case .swift(let found)? = index.origin(of: "ProfileViewController") else {
            Issue.record("not a Swift class")
            return
        }
        #expect(found.map(\.name) == ["ProfileViewController"])
        #expect(index.origin(of: "MyApp.ProfileViewController") == .swift(found))
        #expect(index.origin(of: "OldCell") == .objectiveC)
        #expect(index.origin(of: "UITableViewCell") == .system(SystemClasses.table["UITableViewCell"]!))
        #expect(index.origin(of: "LegacyName") != nil)
        #expect(index.origin(of: "Nowhere") == nil)
        #expect(index.declaration(of: "Renamed")?.objcName == "LegacyName")
    }

    @Test func superclassChainAcrossFilesIntoSystemClasses() {
        let chain = index.superclassChain(of: "ProfileViewController")
        #expect(chain.names == ["ProfileViewController", "BaseViewController", "UIViewController", "UIResponder", "NSObject"])
        #expect(chain.complete)
        #expect(index.superclassChain(of: "Aliased").names.prefix(2) == ["Aliased", "BaseViewController"])
    }

    @Test func unknownChainIsIncomplete() {
        let chain = index.superclassChain(of: "Unknown")
        #expect(chain.names == ["Unknown", "SomeFrameworkView"])
        #expect(!chain.complete)
        #expect(index.hasOutlet("anything", in: "Unknown") == nil)
        #expect(index.hasAction("anything:", in: "Unknown") == nil)
        #expect(index.hasOutlet("anything", in: "OldCell") == nil)
    }

    @Test func aProtocolInTheSuperclassPositionEndsTheChain() {
        let chain = index.superclassChain(of: "Rooted")
        #expect(chain.names == ["Rooted"])
        #expect(chain.complete)
    }

    @Test func outletsFromSuperclassesAndSystemClasses() {
        #expect(index.hasOutlet("avatar", in: "ProfileViewController") == true)
        #expect(index.hasOutlet("titleLabel", in: "ProfileViewController") == true)
        #expect(index.hasOutlet("name", in: "ProfileViewController") == true)
        #expect(index.hasOutlet("view", in: "ProfileViewController") == true)
        #expect(index.hasOutlet("missing", in: "ProfileViewController") == false)
        #expect(index.hasOutlet("dataSource", in: "UITableView") == true)
        #expect(index.hasOutlet("delegate", in: "UIScrollView") == true)
        #expect(index.hasOutlet("dataSource", in: "UIView") == false)
        #expect(index.outlets(of: "ProfileViewController").map(\.name) == ["avatar", "titleLabel"])
    }

    @Test func propertiesOfExtensionsOfSystemClasses() {
        #expect(index.hasOutlet("cornerRadius", in: "Renamed") == true)
        #expect(index.hasProperty("cornerRadius", in: "UIButton") == true)
        // `layer` is a UIView property Apple's headers declare (SystemClasses.members).
        #expect(index.hasProperty("layer", in: "Renamed") == true)
    }

    /// Apple's headers tell every property of a system class, readonly ones and the NSObject accessibility
    /// category's included; a name they do not declare is missing, unless a system class of the chain is not listed.
    @Test func propertiesOfSystemSuperclassesFromTheHeaders() {
        let index = SwiftIndex(files: [SwiftIndexer.index(source: """
            final class TitleCell: UITableViewCell { @IBOutlet weak var badge: UILabel! }
            """, path: "TitleCell.swift")])
        for name in ["textLabel", "imageView", "detailTextLabel", "contentView", "badge", "layer", "hidden", "isHidden",
                     "accessibilityElementsHidden", "accessibilityViewIsModal", "isAccessibilityElement",
                     "accessibilityElement", "accessibilityIdentifier", "inputAccessoryView"] {
            #expect(index.hasOutlet(name, in: "TitleCell") == true, "\(name)")
            #expect(index.hasProperty(name, in: "TitleCell") == true, "\(name)")
            #expect(index.declaresMember(name, in: "TitleCell") == true, "\(name)")
        }
        #expect(index.hasOutlet("textLable", in: "TitleCell") == false)
        #expect(index.hasProperty("textLable", in: "TitleCell") == false)
        #expect(index.declaresMember("textLable", in: "TitleCell") == false)
        // Key-value coding's setter for a declared property.
        #expect(index.hasAction("setTextLabel:", in: "TitleCell") == true)
        #expect(index.hasAction("setTextLable:", in: "TitleCell") == false)
        // A system class whose members are not listed leaves a runtime attribute's answer unknown; an outlet is
        // judged by the outlets IB offers on it, as before the list.
        let unlisted = SwiftIndex(files: index.files, systemMembers: SystemClasses.members.filter { $0.key != "UITableViewCell" })
        #expect(unlisted.hasOutlet("textLable", in: "TitleCell") == false)
        #expect(unlisted.hasProperty("textLable", in: "TitleCell") == nil)
        #expect(unlisted.declaresMember("textLable", in: "TitleCell") == nil)
        #expect(unlisted.hasOutlet("badge", in: "TitleCell") == true)
    }

    /// The generated list covers UIKit's and AppKit's classes beyond the first few: their own properties, their
    /// superclasses' and NSObject's accessibility categories (iOS and macOS).
    @Test func propertiesOfUIKitAndAppKitClassesFromTheHeaders() {
        let index = SwiftIndex(files: [])
        let declared = [
            "UIButton": ["titleLabel", "imageView", "configuration", "enabled", "accessibilityLabel"],
            "UICollectionViewCell": ["contentView", "backgroundView", "selectedBackgroundView", "selected", "isSelected"],
            "UILabel": ["text", "font", "adjustsFontForContentSizeCategory", "layer"],
            "UITextField": ["keyboardType", "secureTextEntry", "isSecureTextEntry", "placeholder"],
            "NSTableCellView": ["textField", "imageView", "objectValue", "identifier", "wantsLayer"],
            "NSWindowController": ["window", "document", "contentViewController"],
            "NSCollectionViewItem": ["textField", "imageView", "sourceItemView", "view"],
            "NSButton": ["title", "image", "accessibilityLabel", "accessibilityIdentifier"],
        ]
        for (className, names) in declared {
            for name in names { #expect(index.hasProperty(name, in: className) == true, "\(className).\(name)") }
            #expect(index.hasProperty("nothing", in: className) == false, "\(className)")
        }
    }

    @Test func actionsFromClassExtensionsAndSuperclasses() {
        #expect(index.hasAction("save:", in: "ProfileViewController") == true)
        #expect(index.hasAction("close:", in: "ProfileViewController") == true)
        #expect(index.hasAction("copy:", in: "ProfileViewController") == true)
        #expect(index.hasAction("close", in: "ProfileViewController") == false)
    }

    @Test func conformances() {
        #expect(index.conforms("ProfileViewController", to: "ListScreen"))
        #expect(index.conforms("ProfileViewController", to: "UITableViewDataSource"))
        #expect(index.conforms("ProfileViewController", to: "Reloadable"))
        #expect(index.conforms("ProfileViewController", to: "Refreshable"))
        #expect(index.conforms("ProfileViewController", to: "Storyboardable"))
        #expect(!index.conforms("ProfileViewController", to: "UICollectionViewDataSource"))
        #expect(!index.conforms("Renamed", to: "Storyboardable"))
    }

    @Test func systemTableIsConsistent() {
        for entry in SystemClasses.entries {
            if let superclass = entry.superclass {
                #expect(SystemClasses.table[superclass] != nil, "\(entry.name)'s superclass \(superclass) is not in the table")
            }
            #expect(Set(entry.outlets).count == entry.outlets.count, "\(entry.name) lists an outlet twice")
        }
        #expect(Set(SystemClasses.entries.map(\.name)).count == SystemClasses.entries.count, "a class is listed twice")
        for name in ["UIApplication", "UIButton", "UITableViewController", "NSWindow", "NSMenuItem", "NSApplication"] {
            let chain = SwiftIndex(files: []).superclassChain(of: name)
            #expect(chain.complete && chain.names.last == "NSObject", "\(name)")
        }
    }
}
