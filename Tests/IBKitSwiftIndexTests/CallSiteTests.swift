import Testing
@testable import IBKitSwiftIndex

private func index(_ source: String, vocabulary: IOVocabulary = .standard) -> FileIndex {
    SwiftIndexer.index(source: source, path: "A.swift", vocabulary: vocabulary)
}

/// `call@line:column` for each I/O call of the file's classes, in order.
private func ioCalls(_ file: FileIndex) -> [String] {
    file.classes.flatMap(\.ioCalls).map { "\($0.call)@\($0.position.line):\($0.position.column)" }
}

@Suite struct IOCallTests {
    @Test func networkingAndPersistenceCallsInMemberBodies() {
        let file = index("""
            import UIKit

            final class PhotosViewController: UIViewController {
                private let defaults = UserDefaults.standard
                var session: URLSession!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let url = URL(string: "https://example.com/photos.json")!
                    URLSession.shared.dataTask(with: url) { data, _, _ in
                        try? data?.write(to: self.cacheURL)
                    }.resume()
                    session.downloadTask(with: url).resume()
                }

                func load() throws -> [Photo] {
                    let data = try Data(contentsOf: cacheURL)
                    let realm = try Realm()
                    try realm.write { realm.add(Photo()) }
                    sqlite3_open(path, &db)
                    AF.request(url).responseDecodable(of: [Photo].self) { _ in }
                    return try JSONDecoder().decode([Photo].self, from: data)
                }
            }
            """)
        #expect(ioCalls(file) == [
            "UserDefaults.standard@4:28",
            "URLSession.shared.dataTask@10:9",
            "data?.write(to:)@11:18",
            "session.downloadTask@13:9",
            "Data(contentsOf:)@17:24",
            "Realm@18:25",
            "realm.write@19:13",
            "sqlite3_open@20:9",
            "AF.request@21:9",
        ])
        let apis = file.classes.flatMap(\.ioCalls).map(\.api)
        #expect(apis == ["UserDefaults", ".dataTask", ".write(to:)", ".downloadTask", "Data(contentsOf:)", "Realm", "realm.write", "sqlite3_*", "AF"])
    }

    @Test func typeAnnotationsLookalikesAndOtherTypesAreNotCalls() {
        let file = index("""
            final class SettingsViewController: UIViewController {
                var defaults: UserDefaults?                       // a type, not a call
                let store: PhotoStore

                func show() {
                    let request: URLRequest? = nil                // a type again
                    let store = PhotoStore(contentsOf: url)       // not Data(contentsOf:)
                    let text = String(describing: store)          // String, but not contentsOf:
                    label.write(text)                             // .write without to:
                    userDefaultsKey.append("x")                   // only a similar name
                }

                struct Cache {
                    func save() { try? data.write(to: url) }      // the nested struct's, not the view controller's
                }
            }

            func helper() { UserDefaults.standard.set(1, forKey: "k") }   // no class
            """)
        #expect(ioCalls(file) == [])
    }

    @Test func extensionsRecordTheirOwnCallsAndTheIndexMergesThem() {
        let files = [
            index("""
                class FeedViewController: UIViewController {
                    func reload() { FileManager.default.fileExists(atPath: path) }
                }
                """),
            SwiftIndexer.index(source: """
                extension FeedViewController {
                    func fetch() {
                        let request = NSFetchRequest<Item>(entityName: "Item")
                        _ = try? context.fetch(request)
                    }
                }
                """, path: "B.swift"),
        ]
        let merged = SwiftIndex(files: files)
        #expect(merged.ioCalls(of: "FeedViewController").map(\.call) == ["FileManager.default.fileExists", "NSFetchRequest"])
        #expect(merged.ioCalls(of: "FeedViewController").map(\.position.path) == ["A.swift", "B.swift"])
    }

    @Test func theVocabularyDecidesWhatIsRecorded() throws {
        let source = """
            class ProfileViewController: UIViewController {
                func load() {
                    APIClient.shared.get("/me") { _ in }
                    UserDefaults.standard.removeObject(forKey: "token")
                    db.execute("DELETE FROM cache")
                }
            }
            """
        let custom = try IOVocabulary.parse(["APIClient", "db.execute"]).get()
        #expect(ioCalls(index(source, vocabulary: custom)) == ["APIClient.shared.get@3:9", "db.execute@5:9"])
        #expect(ioCalls(index(source, vocabulary: .empty)) == [])
        #expect(ioCalls(index(source)) == ["UserDefaults.standard.removeObject@4:9"])
    }

    @Test func bodiesWithoutAKeptWordAreNotWalkedButTheOthersAre() throws {
        // `APIClient` is in no standard pattern: its body holds no standard kept word and is skipped; with the
        // custom vocabulary, the same body is walked.
        let source = """
            class A: UIViewController {
                func a() { APIClient.shared.get() }
            }
            """
        #expect(ioCalls(index(source)).isEmpty)
        #expect(ioCalls(index(source, vocabulary: try IOVocabulary.parse(["APIClient"]).get())) == ["APIClient.shared.get@2:16"])
    }

    @Test func wordOccurrencesAnswerForRanges() {
        let text = Array("f() { a } g() { URLSession.shared } h() { \"x\" } registerX".utf8)
        text.withUnsafeBytes { bytes in
            let words = WordOccurrences(["URLSession", "\"", "register", "URL"], in: bytes)
            #expect(!words.any(in: 4 ..< 9))             // `{ a }`
            #expect(words.any(in: 14 ..< 35))            // `{ URLSession.shared }`
            #expect(words.any(in: 16 ..< 19))            // `URL`, the start of `URLSession`
            #expect(!words.any(in: 17 ..< 26))           // `RLSession`: no word starts inside
            #expect(!words.any(in: 16 ..< 18))           // `UR`: a word cut at its end does not count
            #expect(words.any(in: 40 ..< 47))            // `{ "x" }`
            #expect(words.any(in: 48 ..< text.count))    // `registerX`
        }
    }

    @Test func patterns() throws {
        #expect(IOPattern("URLSession")?.keptWord == "URLSession")
        #expect(IOPattern(" Data(contentsOf:) ")?.spec == "Data(contentsOf:)")
        #expect(IOPattern("Data(contentsOf:)")?.keptWord == "contentsOf")
        #expect(IOPattern(".write(to:)")?.keptWord == "write")
        #expect(IOPattern("realm.write")?.keptWord == "realm")
        #expect(IOPattern("sqlite3_*")?.keptWord == "sqlite3_")
        for bad in ["", "URL Session", "Data(contentsOf)", "Data(:)", ".", "a.b.c", "*", "sqlite3_*(x:)", "1Password"] {
            #expect(IOPattern(bad) == nil, "\(bad)")
        }
        guard case .failure(let invalid) = IOVocabulary.parse(["URLSession", "bad pattern"]) else {
            Issue.record("an invalid pattern was accepted")
            return
        }
        #expect(invalid.texts == ["bad pattern"])
        #expect(IOVocabulary.standard.patterns.count == IOVocabulary.standardSpecs.count)
        // What a body must contain to hold a standard I/O call (for skipping bodies before parsing).
        #expect(IOVocabulary.standard.keptWords == [
            "AF", "Alamofire", "FileManager", "NSFetchRequest", "NSFetchedResultsController", "NSManagedObjectContext",
            "NSPersistentContainer", "Realm", "URLRequest", "URLSession", "UserDefaults", "contentsOf", "contentsOfFile",
            "dataTask", "downloadTask", "realm", "sqlite3_", "uploadTask", "write",
        ])
        #expect(IOVocabulary(try IOVocabulary.parse(["b", "a"]).get().patterns).fingerprint == IOVocabulary(try IOVocabulary.parse(["a", "b", "a"]).get().patterns).fingerprint)
    }
}

@Suite struct ReuseCallTests {
    private func calls(_ body: String) -> [ReuseCall] {
        index("""
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
            \(body)
                }
            }
            """).reuseCalls
    }

    @Test func ibkitAndReusableByTypeForms() {
        let found = calls("""
                    tableView.register(ProfileCell.self)
                    tableView.registerHeaderFooterView(Header.self)
                    gridView.register(Footer.self, ofKind: UICollectionView.elementKindSectionFooter)
                    tableView.register(cellType: Module.NameCell.self)
                    tableView.register(headerFooterViewType: SectionView.self)
                    collectionView.register(supplementaryViewType: Badge.self, ofKind: "badge")
                    let cell = tableView.dequeueReusableCell(ProfileCell.self, for: indexPath)
                    let other = tableView.dequeueReusableCell(for: indexPath, cellType: NameCell.self)
                    let header = tableView.dequeueReusableHeaderFooterView(Header.self)
                    let footer = gridView.dequeueReusableSupplementaryView(Footer.self, ofKind: kind, for: indexPath)
            """)
        #expect(found.map { "\($0.kind.rawValue) \($0.role.rawValue) \($0.typeName ?? "-") \($0.position.line):\($0.position.column)" } == [
            "registerType unknown ProfileCell 3:19",
            "registerType tableHeaderFooter Header 4:19",
            "registerType collectionSupplementary Footer 5:18",
            "registerType unknown NameCell 6:19",
            "registerType tableHeaderFooter SectionView 7:19",
            "registerType collectionSupplementary Badge 8:24",
            "dequeueType unknown ProfileCell 9:30",
            "dequeueType unknown NameCell 10:31",
            "dequeueType tableHeaderFooter Header 11:32",
            "dequeueType collectionSupplementary Footer 12:31",
        ])
    }

    @Test func uikitClassAndNibForms() {
        let found = calls("""
                    tableView.register(PlainCell.self, forCellReuseIdentifier: "Plain")
                    tableView.register(UINib(nibName: "CommentCell", bundle: nil), forCellReuseIdentifier: "commentCell")
                    collectionView.register(UINib(nibName: String(describing: TagCell.self), bundle: .main),
                                            forCellWithReuseIdentifier: String(describing: TagCell.self))
                    tableView.register(ProfileCell.nib, forCellReuseIdentifier: "\\(ProfileCell.self)")
                    tableView.register(UINib.init(nibName: "Header", bundle: nil), forHeaderFooterViewReuseIdentifier: Header.reuseIdentifier)
                    collectionView.register(UINib(nibName: "Badge", bundle: nil), forSupplementaryViewOfKind: kind, withReuseIdentifier: "Badge")
                    tableView.registerNib(UINib(nibName: "Old", bundle: nil), forCellReuseIdentifier: "Old")
                    tableView.register(BadgeCell.uiNib, forCellReuseIdentifier: "Badge")
            """)
        #expect(found.map { "\($0.kind.rawValue) \($0.role.rawValue) \($0.typeName ?? "-") \($0.nibName ?? "-") \($0.identifier ?? "-")" } == [
            "registerClass tableCell PlainCell - Plain",
            "registerNib tableCell - CommentCell commentCell",
            "registerNib collectionCell TagCell TagCell TagCell",
            "registerNib tableCell ProfileCell - ProfileCell",
            "registerNib tableHeaderFooter - Header -",
            "registerNib collectionSupplementary - Badge Badge",
            "registerNib tableCell - Old Old",
            "registerNib tableCell BadgeCell - Badge",
        ])
    }

    @Test func otherRegistersAreNotCells() {
        let found = calls("""
                    container.register(Service.self) { _ in LiveService() }
                    container.register(Service.self, name: "live", factory: { _ in LiveService() })
                    URLProtocol.registerClass(StubProtocol.self)
                    undoManager.registerUndo(withTarget: self) { _ in }
                    tableView.register(cellClass, forCellReuseIdentifier: "Cell")
                    tableView.register(nil, forCellReuseIdentifier: "Cell")
                    tableView.register(type(of: cell).self)
                    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            """)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func genericParametersAndSelfAreNoCellClass() {
        let file = index("""
            extension UITableView {
                func registerCell<Cell: UITableViewCell>(_ type: Cell.Type) {
                    register(UINib(nibName: String(describing: Cell.self), bundle: nil), forCellReuseIdentifier: String(describing: Cell.self))
                }
                func dequeue<T: UITableViewCell>(_: T.Type, for indexPath: IndexPath) -> T { dequeueReusableCell(T.self, for: indexPath) }
            }
            final class Adapter<Item: UICollectionViewCell>: NSObject {
                init(_ view: UICollectionView) { view.register(Item.self) }
                func f(_ view: UICollectionView) { view.register(Item.nib, forCellWithReuseIdentifier: "item") }
            }
            extension Reusable where Self: UITableViewCell {
                static func register(in view: UITableView) { view.register(Self.self) }
            }
            final class Screen: UIViewController {
                func setUp<T>(_ t: T) { tableView.register(MenuCell.self) }
            }
            """)
        #expect(file.reuseCalls.map(\.typeName) == ["MenuCell"], "\(file.reuseCalls)")
    }

    @Test func freeFunctionsCountAndSurviveThePrefilter() {
        // No class, extension, protocol, typealias or string literal: only `register` keeps the file.
        let source = "func setUp(_ tableView: UITableView) {\n    tableView.register(MenuCell.self)\n}\n"
        #expect(Prefilter.mayMatter(Array(source.utf8)))
        #expect(index(source).reuseCalls.map(\.typeName) == ["MenuCell"])
    }
}
