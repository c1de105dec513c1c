import Foundation
@testable import IBKitSwiftIndex
import Testing

private func elided(_ source: String) -> BodyElision.Skeleton? {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBytes { BodyElision.skeleton($0) }
}

/// What remains of the bodies: `source` with the elided bytes shown as `~` (line breaks stay).
private func skeleton(_ source: String) -> String? {
    let bytes = Array(source.utf8)
    guard let ranges = bytes.withUnsafeBytes({ BodyElision.elidableRanges($0) }) else { return nil }
    var out = bytes
    for range in ranges {
        for i in range where out[i] != 0x0A && out[i] != 0x0D { out[i] = UInt8(ascii: "~") }
    }
    return String(decoding: out, as: UTF8.self)
}

/// Hand-written sources with every construct the lexer must get right. Each is indexed with and without elision.
enum TrickySources {
    static let all: [(name: String, source: String)] = [
        ("raw strings", ##"""
        final class RawViewController: UIViewController {
            func pattern() -> String { #"{ "quoted" \(notInterpolated) }"# }
            func twoHashes() -> String { ##"a "# } still inside"## }
            func interpolatedRaw(x: Int) -> String { #"value \#(x + 1) }"# }
            func plain() -> Int { let a = 1; return a }
            override func viewDidLoad() {
                super.viewDidLoad()
                let sb = UIStoryboard(name: #"Raw"#, bundle: nil)
            }
        }
        """##),
        // `#"""#` holds one quote: a one-line raw string, not the start of a multi-line one (swift-syntax's own tests).
        ("raw strings that start with three quotes", ###"""
        final class QuoteViewController: UIViewController {
            func quote() -> String { #"""# }
            func quoteSpace() -> String { #"" ""# }
            @IBAction func tapped(_ sender: Any) {}
            func block() -> String {
                #"""
                text
                """#
            }
            @IBAction func other(_ sender: Any) {}
        }
        """###),
        ("interpolation with braces and quotes", #"""
        class InterpolationCell: UITableViewCell {
            func label(for items: [Int]) -> String {
                "count: \(items.map { "\($0)" }.joined(separator: ", ")) and \({ () -> String in "}" }())"
            }
            func afterwards() { let y = [1, 2].map { $0 * 2 }; _ = y }
            func multiline(_ name: String) -> String {
                """
                Hello \(name.isEmpty ? "{" : "}")
                \"""
                """
            }
            func untouched() { reload() }
        }
        """#),
        ("nested comments", #"""
        /* outer { /* inner } */ still a comment { */
        class CommentView: UIView {
            // a line comment with { and "
            func layout() {
                /* { */ frame = .zero // }
            }
            /// doc comment }
            func other() { /* } */ }
        }
        """#),
        ("closures in default arguments and trailing closures", #"""
        class ClosureViewController: UIViewController {
            func run(completion: @escaping () -> Void = { print("done") }, other: () -> Int = { 42 }) { completion() }
            func animate() {
                UIView.animate(withDuration: 0.3) { self.view.alpha = 0 } completion: { _ in self.dismiss(animated: true) }
            }
            lazy var handler: () -> Void = { [weak self] in self?.animate() }
            let made = Factory.init { value in value + 1 }
            let implicit: Factory = .init { value in value }
        }
        """#),
        ("#if inside bodies and around members", #"""
        class ConditionalViewController: UIViewController {
            #if DEBUG
            @IBOutlet var debugLabel: UILabel!
            func debugOnly() { log() }
            #endif
            func body() {
                #if os(iOS)
                setup()
                #else
                other()
                #endif
            }
            func after() { count += 1 }
        }
        """#),
        ("local types and typealiases", #"""
        func makeView() -> UIView {
            final class Local: UIView { @IBOutlet var label: UILabel! }
            return Local()
        }
        func makeAlias() {
            typealias Screen = UIViewController
            struct Inner { class Deep: UIView {} }
        }
        func nothing() { let x = 1 }
        """#),
        ("computed properties and accessors", #"""
        final class PropertyViewController: UIViewController, Storyboardable {
            static var storyboardName: String { "Property" }
            static var nibName: String { return "PropertyView" }
            var computed: Int { 1 + 2 }
            var observed = 0 { didSet { update() } willSet { prepare() } }
            var both: Int {
                get { storage }
                set { storage = newValue }
            }
            subscript(index: Int) -> Int { get { index } set { storage = newValue } }
            subscript(key key: String) -> Int { 0 }
        }
        protocol Requirements {
            func required() -> Int
            var property: Int { get set }
            init(value: Int)
            subscript(i: Int) -> Int { get }
        }
        """#),
        ("initializers", #"""
        class InitView: UIView {
            init?(value: Int) { guard value > 0 else { return nil }; super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
            convenience init() { self.init(value: 1)! }
            init<T: Numeric>(number: T) where T: Comparable { super.init(frame: .zero) }
            deinit { NotificationCenter.default.removeObserver(self) }
        }
        """#),
        ("operators named with slash", #"""
        struct Vector { var x: Double }
        extension Vector {
            static func / (lhs: Vector, rhs: Double) -> Vector { Vector(x: lhs.x / rhs) }
            static func /= (lhs: inout Vector, rhs: Double) { lhs = lhs / rhs }
            static func </> (lhs: Vector, rhs: Vector) -> Vector { lhs }
            func half() -> Vector { self / 2 }
            func ratio(a: Double, b: Double) -> Double { a/b + (a) / b }
        }
        infix operator </>: MultiplicationPrecedence
        """#),
        ("result builders", #"""
        @resultBuilder struct ViewBuilder {
            static func buildBlock(_ parts: UIView...) -> [UIView] { parts }
        }
        class BuilderView: UIView {
            @ViewBuilder func content() -> [UIView] {
                UILabel()
                UIButton()
            }
            func build() { addSubviews { content() } }
        }
        """#),
        ("allman braces and multi-line signatures", #"""
        class AllmanViewController: UIViewController
        {
            func configure(
                title: String,
                count: Int
            ) -> Bool
            {
                count > 0
            }
            func generic<T>(_ value: T)
                where T: Equatable,
                      T: Hashable
            {
                use(value)
            }
            func throwing() async
                throws -> Int
            {
                try await load()
            }
        }
        """#),
        ("segues and identifiers in bodies", #"""
        class SegueViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "showDetail" { }
                switch segue.identifier { case "a": break; default: break }
            }
            func register() { tableView.register(Cell.self, forCellReuseIdentifier: Cell.reuseIdentifier) }
            func nothingHere() { tableView.reloadData() }
        }
        """#),
        ("objc members and actions", #"""
        @objcMembers class ObjCView: UIView {
            func exposed(_ x: Any) { helper() }
            @objc func target() { helper() }
            @IBAction func tap(_ sender: Any) { helper() }
            @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
        }
        """#),
        ("strings that are not references", #"""
        class StringsViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.text = "Strings"
                print("loaded \(view.bounds)")
            }
            func open() {
                let next = UIStoryboard(name: "Next", bundle: nil).instantiateInitialViewController()
                show(next!, sender: nil)
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard segue.identifier == "detail" else { return }
            }
            func dequeue(_ tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "StringCell", for: indexPath)
            }
        }
        """#),
        ("members after bodies on the same line", #"""
        class SameLineViewController: UIViewController { func a() { x() }; @IBOutlet var b: UIView!; func c() {
            y()
        }; @IBAction func d(_ sender: Any) { z() } }; class After: UIView { func e() { w() } }
        """#),
        ("windows line breaks", "class CRLF: UIView {\r\n    func a() {\r\n        x()\r\n    }\r\n    func b() {\r        y()\r    }\r\n}\r\n"),
        ("non-ASCII", """
        class Ünïcödé: UIView {
            func grüß() { let café = "☕️"; _ = café }
            func 東京() { let π = 3.14; _ = π }
            let emoji = "🙂"
        }
        """),
        ("keywords as member names", """
        class Members: UIView {
            func a() { let f = Foo.init; let g = x.subscript; _ = (f, g) }
            func b() { tableView.`default`() }
            func `func`() { }
        }
        """),
        ("accessors", """
        final class AccessorViewController: UIViewController, Storyboardable {
            static var storyboardName: String { "Accessors" }
            static var sceneIdentifier: String {
                get { "Scene" }
            }
            @IBOutlet private weak var titleLabel: UILabel! {
                didSet { titleLabel.textColor = .red }
            }
            @IBInspectable var cornerRadius: CGFloat {
                get { layer.cornerRadius }
                set { layer.cornerRadius = newValue }
            }
            override var isEditing: Bool { didSet { reload() } }
            var count: Int { items.count }
            var summary: String { let parts = ["id", "name"]; return parts.joined(separator: ", ") }
            var nibName: String { return "AccessorView" }
            var factory: Int {
                final class Local: UIView {}
                return 1
            }
            private(set) var value: Int = 1
            var observed = 0 { didSet { reload() } }
            var cellType: UITableViewCell.Type { tableView.register(ProfileCell.self); return ProfileCell.self }
            func check() {
                if var x = optional { x += 1 }
                do { try work() } catch var error { print(error) }
            }
        }
        """),
        ("syntax error outside bodies", """
        class Broken: UIView {
            func fine() { work() }
            var x: = 1
        }
        """),
    ]
}

/// Swift files of the project's example apps and UIKit runtime library, the Swift sources written as `"""`
/// literals in the tests, and the tricky sources above. `IBKIT_ELISION_CORPUS` (folders separated by `:`) adds
/// every `.swift` file below those folders, for sweeps too slow for a debug build (a generated app, swift-syntax).
enum DifferentialCorpus {
    static let root: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0 ..< 3 { dir.deleteLastPathComponent() }
        return dir
    }()

    static var files: [(name: String, source: String)] {
        var result: [(String, String)] = []
        for folder in ["Examples", "Sources/Runtime/IBKit", "Sources/Runtime/IBKitSupport"] {
            result += swiftFiles(below: root.appendingPathComponent(folder).path, named: folder)
        }
        for (path, text) in swiftFiles(below: root.appendingPathComponent("Tests").path, named: "Tests") {
            for (offset, literal) in multilineLiterals(text).enumerated() { result.append(("\(path) literal \(offset)", literal)) }
        }
        return result.sorted { $0.0 < $1.0 } + TrickySources.all + extraFiles
    }

    /// `CallSiteTests`' sources as written, and each also inside the view controller its `calls` helper puts it in.
    static var callSiteSources: [(name: String, source: String)] {
        let path = root.appendingPathComponent("Tests/IBKitSwiftIndexTests/CallSiteTests.swift").path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var result: [(String, String)] = []
        for (offset, literal) in multilineLiterals(text).enumerated() {
            result.append(("CallSiteTests literal \(offset)", literal))
            let wrapped = "final class ListViewController: UIViewController {\n    override func viewDidLoad() {\n"
                + literal + "\n    }\n}\n"
            result.append(("CallSiteTests literal \(offset) in viewDidLoad", wrapped))
        }
        return result
    }

    static var extraFiles: [(name: String, source: String)] {
        guard let folders = ProcessInfo.processInfo.environment["IBKIT_ELISION_CORPUS"] else { return [] }
        return folders.split(separator: ":").flatMap { swiftFiles(below: String($0), named: String($0)) }
    }

    static func swiftFiles(below folder: String, named name: String) -> [(name: String, source: String)] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            guard let text = try? String(contentsOfFile: folder + "/" + path, encoding: .utf8) else { continue }
            result.append((name + "/" + path, text))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// The contents of `"""` literals, dedented as Swift does (by the closing delimiter's indentation).
    static func multilineLiterals(_ text: String) -> [String] {
        var literals: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if var lines = current {
                if trimmed.hasPrefix("\"\"\"") {
                    let indent = line.count - trimmed.count
                    literals.append(lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }.joined(separator: "\n"))
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if line.hasSuffix("\"\"\"") || line.hasSuffix("\"\"\"#") || line.hasSuffix("\"\"\")") {
                if trimmed.hasPrefix("\"\"\"") && trimmed.count > 3 { continue }  // a one-line closing `""")`
                current = []
            }
        }
        return literals
    }
}

@Suite struct BodyElisionLexerTests {
    @Test func elidesOnlyTheInsideOfPlainFunctionBodies() {
        let source = "class A: UIView {\n    func f() {\n        let x = 1\n        _ = x\n    }\n}\n"
        #expect(skeleton(source) == "class A: UIView {\n    func f() {\n~~~~~~~~~~~~~~~~~\n~~~~~~~~~~~~~\n~~~~}\n}\n")
    }

    /// The skeleton is the file with each elided inside replaced by one line break when it had any (so each `}` starts
    /// a line as before), and the offset map sends every skeleton byte back to where it was.
    @Test func skeletonsDropTheInsidesAndMapBackToTheOriginal() throws {
        var checked = 0
        for (name, source) in TrickySources.all {
            let original = Array(source.utf8)
            guard let skeleton = elided(source) else { continue }
            let ranges = try #require(original.withUnsafeBytes { BodyElision.elidableRanges($0) })
            var expected: [UInt8] = []
            var insertedLineBreaks: Set<Int> = []
            var copied = 0
            for range in ranges {
                expected += original[copied ..< range.lowerBound]
                if original[range].contains(where: { $0 == 0x0A || $0 == 0x0D }) {
                    insertedLineBreaks.insert(expected.count)
                    expected.append(0x0A)
                }
                copied = range.upperBound
            }
            expected += original[copied...]
            #expect(skeleton.bytes == expected, "\(name)")
            #expect(skeleton.elidedBytes == ranges.reduce(0) { $0 + $1.count }, "\(name)")
            for (offset, byte) in skeleton.bytes.enumerated() {
                let back = skeleton.offsets.original(offset)
                if insertedLineBreaks.contains(offset) {
                    #expect(ranges.contains { $0.upperBound - 1 == back }, "\(name) \(offset)")
                } else {
                    #expect(original[back] == byte, "\(name) \(offset)")
                }
            }
            checked += 1
        }
        #expect(checked > 10)
    }

    @Test func bodiesHoldingWhatTheIndexRecordsAreKept() {
        let kept = [
            "final class Local: UIView {}", "struct S {}", "enum E {}", "typealias T = Int", "extension X {}",
            "protocol P {}", "@IBOutlet var a: UIView!", "@objc func g() {}", "#if DEBUG\nx()\n#endif",
            "tableView.register(Cell.self)", "URLSession.shared.dataTask(with: url)", "UserDefaults.standard.set(1)",
            "let r = NSFetchRequest<Item>()", "FileManager.default.removeItem(at: u)", "AF.request(u)",
            "try Realm()", "let c: NSManagedObjectContext", "URLRequest(url: u)", "Alamofire.request(u)",
            "// a comment that mentions class",
            #"_ = UIStoryboard(name: "Main", bundle: nil)"#, #"performSegue(withIdentifier: "next", sender: nil)"#,
            #"if segue.identifier == "next" {}"#, #"switch segue.identifier { case "a": break; default: break }"#,
            #"_ = UINib(nibName: "Cell", bundle: nil)"#, #"_ = Detail(nibName: "Detail", bundle: nil)"#,
            #"_ = Bundle.main.loadNibNamed("View", owner: nil)"#, #"_ = sb.instantiateViewController(withIdentifier: "x")"#,
            #"_ = tableView.dequeueReusableCell(withIdentifier: "c", for: i)"#, #"_ = UIStoryboard.init(name: "S", bundle: nil)"#,
        ]
        for body in kept {
            let source = "func f() {\n\(body)\n}\n"
            #expect(skeleton(source) == source, "\(body)")
        }
        // A literal is recorded only beside one of those names; alone, or a name without a literal, holds nothing.
        #expect(skeleton("func f() {\nreload()\n}\n") == "func f() {\n~~~~~~~~\n}\n")
        #expect(skeleton(#"func f() { label.text = "Hello" }"#) == #"func f() {~~~~~~~~~~~~~~~~~~~~~~}"#)
        #expect(skeleton("func f() { _ = cell.identifier }") == "func f() {~~~~~~~~~~~~~~~~~~~~~}")
    }

    @Test func typeBodiesPropertiesClosuresAndLabelsAreNotBodies() {
        for source in [
            "class A { let x = 1 }",
            "var y = 0 { didSet { update() } }",
            "let c = Factory.init { 1 }",
            "let d: Factory = .init { 1 }",
            "self.init { 1 }",
            "run(init: { 1 })",
            "let s = [subscript: { 1 }]",
            "func f(x: () -> Int = { 1 }) -> Int",
            "protocol P {\n    func f()\n    var x: Int { get }\n    init()\n    var y: Int { get }\n}",
            "func f()\nrun { work() }",
            "func f(); run { work() }",
            "func f() async\nlet x = { 1 }",
            "#if X\nfunc f()\n#endif\n{ 1 }",
        ] {
            #expect(skeleton(source) == source, "\(source)")
        }
    }

    @Test func accessorBodiesAreBodies() {
        let cases: [(String, String)] = [
            ("struct S { var x: Int { 1 } }", "struct S { var x: Int {~~~} }"),
            ("var x: Int { get { 1 } set { } }", "var x: Int { get {~~~} set {~} }"),
            ("var x: Int { -1 }", "var x: Int {~~~~}"),
            ("@IBInspectable var r: CGFloat {\n    get { layer.cornerRadius }\n    set(v) { layer.cornerRadius = v }\n}",
             "@IBInspectable var r: CGFloat {\n    get {~~~~~~~~~~~~~~~~~~~~}\n    set(v) {~~~~~~~~~~~~~~~~~~~~~~~~}\n}"),
            ("override var isEditing: Bool { didSet { reload() } }", "override var isEditing: Bool { didSet {~~~~~~~~~~} }"),
            ("class C {\n    static var v: Int {\n        mutating get { 1 }\n    }\n}", "class C {\n    static var v: Int {\n        mutating get {~~~}\n    }\n}"),
            ("var x: Int // a comment\n{\n    1\n}", "var x: Int // a comment\n{\n~~~~~\n}"),
            ("x(); var y: Int { 1 }", "x(); var y: Int {~~~}"),
            // A literal that is not the getter's first token is not recorded.
            (#"var s: String { let p = ["a"].map { $0 }; return p.joined() }"#, #"var s: String {"# + String(repeating: "~", count: 45) + "}"),
            (#"var s: String { returnValue("a") }"#, #"var s: String {"# + String(repeating: "~", count: 18) + "}"),
        ]
        for (source, expected) in cases {
            #expect(skeleton(source) == expected, "\(source)")
        }
        // Left alone: what the index reads in a getter (a literal), observers after an initializer, patterns of
        // statements, attributes or `#if` first in the block, and modifiers with arguments.
        for source in [
            #"static var storyboardName: String { "Main" }"#,
            #"var title: String { get { "Title" } }"#,
            #"var title: String { return "Title" }"#,
            "var title: String {\n    // the title\n    return #\"Title\"#\n}",
            #"var title: String { /* the title */ "Title" }"#,
            "var x: Int { class Local {}; return 1 }",
            "var y = 0 { didSet { update() } }",
            "lazy var v: UIView = { UIView() }()",
            "if var x {\n    work()\n}",
            "if x,\n    var y {\n    work()\n}",
            "do { try work() } catch var error { recover() }",
            "for var x in xs { work() }",
            "var x: Int { @inline(__always) get { 1 } }",
            "var x: Int {\n#if A\n1\n#else\n2\n#endif\n}",
            "private(set) var x: Int { 1 }",
            "protocol P { var x: Int { get set } }",
            "let x: Int = f { 1 }",
            "x.var { 1 }",
        ] {
            #expect(skeleton(source) == source, "\(source)")
        }
    }

    @Test func headersMayGoOnAcrossLines() {
        #expect(skeleton("func f()\n{\nwork()\n}") == "func f()\n{\n~~~~~~\n}")
        #expect(skeleton("func f() ->\nInt {\n1\n}") == "func f() ->\nInt {\n~\n}")
        #expect(skeleton("func f<T>(_ t: T)\nwhere T: P,\nT: Q {\nt\n}") == "func f<T>(_ t: T)\nwhere T: P,\nT: Q {\n~\n}")
        #expect(skeleton("init?(coder: NSCoder) { nil }") == "init?(coder: NSCoder) {~~~~~}")
        #expect(skeleton("deinit { stop() }") == "deinit {~~~~~~~~}")
        #expect(skeleton("subscript(i: Int) -> Int { get { i } }") == "subscript(i: Int) -> Int {~~~~~~~~~~~}")
        #expect(skeleton("func f() -> some View { Text() }") == "func f() -> some View {~~~~~~~~}")
        #expect(skeleton("func f() throws(E) -> [Int: (A) -> B] { [:] }") == "func f() throws(E) -> [Int: (A) -> B] {~~~~~}")
    }

    @Test func nestedBodiesAreBlankedOnceAndKeptWhenTheOuterOneMatters() {
        #expect(skeleton("func f() { func g() { 1 } }") == "func f() {~~~~~~~~~~~~~~~~}")
        #expect(skeleton("func f() { func g() { 1 }; class C {} }") == "func f() { func g() {~~~}; class C {} }")
    }

    @Test func tokensThatLookLikeBracketsInStringsAndCommentsAreSkipped() {
        #expect(skeleton(#"let a = "}"; func f() { x }"#) == #"let a = "}"; func f() {~~~}"#)
        #expect(skeleton(##"let a = #"}"#; func f() { x }"##) == ##"let a = #"}"#; func f() {~~~}"##)
        #expect(skeleton(#"let a = "\("}")"; func f() { x }"#) == #"let a = "\("}")"; func f() {~~~}"#)
        #expect(skeleton("let a = \"\"\"\n}\n\"\"\"\nfunc f() { x }") == "let a = \"\"\"\n}\n\"\"\"\nfunc f() {~~~}")
        #expect(skeleton("/* } /* } */ } */ func f() { x }") == "/* } /* } */ } */ func f() {~~~}")
        #expect(skeleton("// }\nfunc f() { x }") == "// }\nfunc f() {~~~}")
        #expect(skeleton("let `func` = 1; func f() { x }") == "let `func` = 1; func f() {~~~}")
        #expect(skeleton("#!/usr/bin/swift\nfunc f() { x }") == "#!/usr/bin/swift\nfunc f() {~~~}")
    }

    @Test func divisionIsNotARegex() {
        #expect(skeleton("func f() { a / b }") == "func f() {~~~~~~~}")
        #expect(skeleton("func f() { a/b }") == "func f() {~~~~~}")
        #expect(skeleton("func f() { (a) / 2 }") == "func f() {~~~~~~~~~}")
        #expect(skeleton("func f() { x /= 2 }") == "func f() {~~~~~~~~}")
        #expect(skeleton("static func / (a: V, b: V) -> V { a }") == "static func / (a: V, b: V) -> V {~~~}")
    }

    /// Whatever swift-syntax might lex differently stops all elision in the file.
    @Test func uncertainFilesAreNotElided() {
        for source in [
            "func f() { let r = /a{/ }",
            "func f() { return /x/ }",
            "func f() { let r = #/a}/# }",
            "func f() { x = 'a' }",
            "func f() { <#code#> }",
            "func f() { ) }",
            "func f() {",
            "func f() { \"unterminated\n }",
            "func f() { \"\\(a\n)\" }",
            "func f() {\n#if A\nif x {\n#else\nif y {\n#endif\n}\n}",
            "func f() { x */ y }",
            "/* unterminated func f() { }",
            "func f() { `unterminated\n }",
            "func f() { x \u{01} }",
            "func f() { label.text = \u{201C}Profile\u{201D} }",
            "func f() { let\u{3000}x = 1 }",
            "func f() { let\u{A0}x = 1 }",
            "func f() {\n<<<<<<< HEAD\n    a()\n=======\n    b()\n>>>>>>> topic\n}",
            "func f() {\n    a()\n||||||| base\n}",
            "func f() {\n=======\n}",
        ] {
            let bytes = Array(source.utf8)
            #expect(bytes.withUnsafeBytes { BodyElision.scan($0) } == nil, "\(source)")
        }
    }

    @Test func wordScannerKeepsAWordOrAQuoteBesideAReference() {
        let scanner = WordScanner([(.always, ["ab"]), (.quote, ["\""]), (.reference, ["cd"])])
        func keeps(_ text: String) -> Bool { Array(text.utf8).withUnsafeBytes { scanner.mustKeep($0) } }
        #expect(keeps("xxabx") && keeps("ab") && keeps("\"cd") && keeps("c\"xxcd"))
        #expect(!keeps("x\"x") && !keeps("xcdx") && !keeps("a") && !keeps("") && !keeps("c\"d"))
    }
}

@Suite struct BodyElisionDifferentialTests {
    /// The proof in `BodyElision`, checked: the index of every available source is the same with and without
    /// elision, and elision does happen.
    /// With the standard vocabulary (the default) and with none (what is indexed when no check reads I/O calls,
    /// so more bodies are elided).
    @Test(arguments: [("standard", IOVocabulary.standard), ("empty", IOVocabulary.empty)])
    func indexingElidedSourcesGivesTheSameIndex(vocabulary: (name: String, words: IOVocabulary)) throws {
        let corpus = DifferentialCorpus.files
        #expect(corpus.count > 100)
        let scanner = try #require(WordScanner.forVocabulary(vocabulary.words))
        var totalBytes = 0
        var elidedBytes = 0
        var filesElided = 0
        var uncertain: [String] = []
        for (name, source) in corpus {
            let bytes = Array(source.utf8)
            totalBytes += bytes.count
            guard let ranges = bytes.withUnsafeBytes({ BodyElision.elidableRanges($0, scanner: scanner) }) else {
                uncertain.append(name)
                continue
            }
            // Nothing elided: the indexer parses the original bytes, as without elision.
            guard !ranges.isEmpty else { continue }
            filesElided += 1
            elidedBytes += ranges.reduce(0) { $0 + $1.count }
            let full = SwiftIndexer.index(source: source, path: name, vocabulary: vocabulary.words, elidingBodies: false)
            let fast = SwiftIndexer.index(source: source, path: name, vocabulary: vocabulary.words, elidingBodies: true)
            #expect(full == fast, "\(name) (\(vocabulary.name) vocabulary)")
        }
        if ProcessInfo.processInfo.environment["IBKIT_ELISION_CORPUS"] != nil {
            print("elision (\(vocabulary.name) vocabulary): \(corpus.count) sources, \(totalBytes) bytes; \(filesElided) elided, "
                + "\(elidedBytes) bytes elided; \(uncertain.count) left whole as uncertain: \(uncertain.prefix(20))")
        }
        // Not vacuous: a good part of the bytes is elided.
        #expect(filesElided * 4 > corpus.count)
        #expect(elidedBytes * 20 > totalBytes)
    }

    /// The call-site tests' sources (I/O calls, registrations, dequeues), also as their `calls` helper wraps the
    /// bodies: each indexes the same with elision, and what they record survives it.
    @Test func callSiteSourcesGiveTheSameIndex() throws {
        let sources = DifferentialCorpus.callSiteSources
        #expect(sources.count > 10)
        var recorded = 0
        for vocabulary in [IOVocabulary.standard, .empty] {
            for (name, source) in sources {
                let full = SwiftIndexer.index(source: source, path: name, vocabulary: vocabulary, elidingBodies: false)
                let fast = SwiftIndexer.index(source: source, path: name, vocabulary: vocabulary, elidingBodies: true)
                #expect(full == fast, "\(name)")
                recorded += full.reuseCalls.count + full.classes.reduce(0) { $0 + $1.ioCalls.count }
            }
        }
        #expect(recorded > 20)
    }

    /// Constants whose values live in accessor bodies, and loading calls with non-literal arguments in function
    /// bodies (issue 13): recorded the same with elision, and recorded at all.
    @Test func constantsAndPendingReferencesSurviveElision() {
        let source = #"""
            enum Names {
                static let prefix = "Pro"
                static var a: String { "A" }
                static var b: String { return String(describing: self) }
                static var c: NSStoryboard.Name { .init("C") }
                static var d: String { prefix + "D" }
                static var e: String { (prefix) }
                static var f: String { get { Self.prefix } }
                static var g: String { get { "G" } }
                static var h: String {
                    // a comment first
                    return "\(prefix)H"
                }
                static var i: String { NSStoryboard.Name("I") }
            }
            final class Screen: UIViewController {
                var title2: String { title ?? "" }
                func load() {
                    _ = UIStoryboard(name: Names.a, bundle: nil)
                    _ = NSStoryboard(name: .main, bundle: nil)
                    performSegue(withIdentifier: Segue.show.rawValue, sender: nil)
                }
                func other() {
                    let x = Names.b
                    print(x)
                }
                convenience init() { self.init(windowNibName: Names.c) }
            }
            """#
        let full = SwiftIndexer.index(source: source, path: "N.swift", elidingBodies: false)
        let fast = SwiftIndexer.index(source: source, path: "N.swift", elidingBodies: true)
        #expect(full == fast)
        // `c` (`.init(…)`) is a getter `BodyElision` does not keep: not read. `d` (a bare name before `+`) is kept
        // and read; `title2` (a bare name before `??`) is not kept.
        #expect(full.constants.map(\.name) == ["prefix", "a", "b", "d", "e", "f", "g", "h", "i"])
        #expect(full.pendingReferences.count == 4)
        #expect(Array(source.utf8).withUnsafeBytes { BodyElision.skeleton($0) } != nil)
    }

    /// Bodies whose only recorded content is a by-type dequeue or an I/O call of a configured pattern are kept;
    /// the same body is elided when the vocabulary does not name the call.
    @Test func bodiesHoldingReuseCallsOrVocabularyWordsAreKept() throws {
        let source = """
            final class ListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(MenuCell.self, for: indexPath)
                    return cell
                }

                func save() {
                    Keychain.store(token)
                }
            }
            """
        let keychain = try IOVocabulary.parse(["Keychain"]).get()
        for vocabulary in [keychain, .standard] {
            let full = SwiftIndexer.index(source: source, path: "A.swift", vocabulary: vocabulary, elidingBodies: false)
            let fast = SwiftIndexer.index(source: source, path: "A.swift", vocabulary: vocabulary, elidingBodies: true)
            #expect(full == fast)
            #expect(fast.reuseCalls.map(\.typeName) == ["MenuCell"])
        }
        let withKeychain = SwiftIndexer.index(source: source, path: "A.swift", vocabulary: keychain)
        #expect(withKeychain.classes.first?.ioCalls.map(\.call) == ["Keychain.store"])
        #expect(Array(source.utf8).withUnsafeBytes { BodyElision.skeleton($0, vocabulary: keychain) } == nil)
        #expect(Array(source.utf8).withUnsafeBytes { BodyElision.skeleton($0, vocabulary: .standard) } != nil)
    }

    /// A vocabulary with more words than the scanner holds elides nothing rather than losing calls.
    @Test func aVocabularyTooLargeToScanForElidesNothing() throws {
        // `StoreNx`: none holds another (a word holding another is dropped, as it keeps nothing more).
        let vocabulary = try IOVocabulary.parse((0 ..< 64).map { "Store\($0)x" }).get()
        #expect(WordScanner.forVocabulary(vocabulary) == nil)
        let source = "final class A: UIViewController {\n    func f() {\n        Store7x.save()\n    }\n}\n"
        #expect(Array(source.utf8).withUnsafeBytes { BodyElision.skeleton($0, vocabulary: vocabulary) } == nil)
        let file = SwiftIndexer.index(source: source, path: "A.swift", vocabulary: vocabulary)
        #expect(file.classes.first?.ioCalls.map(\.call) == ["Store7x.save"])
    }

    @Test func everyTrickySourceIsElidedSomewhere() {
        for (name, source) in TrickySources.all where name != "syntax error outside bodies" {
            #expect(elided(source) != nil, "\(name)")
        }
    }

    /// Errors outside bodies survive elision, so the file is parsed again whole and reports them where it did.
    @Test func syntaxErrorsOutsideBodiesAreReportedAsBefore() throws {
        let source = TrickySources.all.first { $0.name == "syntax error outside bodies" }!.source
        #expect(elided(source) != nil)
        let file = SwiftIndexer.index(source: source, path: "Broken.swift")
        let problem = try #require(file.problems.first)
        #expect(problem.position.line == 3)
        #expect(file == SwiftIndexer.index(source: source, path: "Broken.swift", elidingBodies: false))
    }

    /// Conflict markers in a body are reported as without elision (the file is parsed whole).
    @Test func conflictMarkersInsideABodyAreReported() throws {
        let source = "class A: UIView {\n    func f() {\n<<<<<<< HEAD\n        a()\n=======\n        b()\n>>>>>>> topic\n    }\n}\n"
        let file = SwiftIndexer.index(source: source, path: "A.swift")
        let problem = try #require(file.problems.first)
        #expect(problem.position.line == 3)
        #expect(file == SwiftIndexer.index(source: source, path: "A.swift", elidingBodies: false))
        // Operators made of those characters, not at a line start, are not markers.
        #expect(elided("class A {\n    func f() { x = a <<<<<<< b }\n}\n") != nil)
    }

    /// The one documented difference: an error wholly inside an elided body is not seen (the body held nothing the
    /// index records).
    @Test func anErrorInsideABlankedBodyIsNotSeen() {
        let source = "class A: UIView {\n    func f() { let = 1 }\n}\n"
        #expect(!SwiftIndexer.index(source: source, path: "A.swift", elidingBodies: false).problems.isEmpty)
        let file = SwiftIndexer.index(source: source, path: "A.swift")
        #expect(file.problems.isEmpty)
        #expect(file.classes.map(\.name) == ["A"])
    }
}
