import Foundation
@testable import IBKitDocument
import IBKitTestSupport
import Testing

/// The shared corpus of ~1,300 real IB files, when present beside the project.
enum Corpus {
    static let root: URL? = SharedFixtures.corpus

    static var files: [String] {
        root.map(SharedFixtures.interfaceBuilderFiles(below:)) ?? []
    }
}

@Suite struct CorpusTests {
    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: corpus tests skipped"))
    func everyModernCorpusFileParsesAndArchivesAreRecognised() throws {
        let files = Corpus.files
        #expect(files.count > 1_000)
        var archives = 0
        var failures: [String] = []
        // Counted independently of the parser: files whose first element is <archive>.
        let expectedArchives = files.filter { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
            return text.prefix(200).contains("<archive ")
        }.count
        for path in files {
            switch IBDocumentLoader.load(path: path) {
            case .success(let doc):
                #expect(doc.root.is(.document))
                #expect(doc.elementCount > 1)
            case .failure(let error):
                if error.reason == .unsupportedFormat { archives += 1 } else { failures.append(error.description) }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
        #expect(expectedArchives >= 15)
        #expect(archives == expectedArchives)
    }
}

@Suite struct NamePresenceTests {
    /// `mayContain` must never say "absent" for a name that occurs (rules would skip real findings), and for
    /// known names it is exact.
    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: corpus tests skipped"))
    func mayContainIsExactForKnownNamesOnEveryCorpusFile() throws {
        var checked = 0
        for path in Corpus.files {
            guard case .success(let doc) = IBDocumentLoader.load(path: path) else { continue }
            var present = Set<String>()
            for e in doc.elements {
                present.insert(e.name)
                for (name, _) in e.attributes { present.insert(name) }
            }
            for (symbol, name) in IBName.knownNames.enumerated() {
                #expect(doc.mayContain(IBName(symbol: Int32(symbol))) == present.contains(name), "\(name) in \(path)")
            }
            checked += 1
        }
        #expect(checked > 1_000)
    }

    /// `having` finds exactly the elements whose attributes include the name.
    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: corpus tests skipped"))
    func havingAgreesWithTheAttributesOnEveryCorpusFile() throws {
        var found = 0
        for path in Corpus.files {
            guard case .success(let doc) = IBDocumentLoader.load(path: path) else { continue }
            for name in [IBName.reuseIdentifier, .customClass, .storyboardIdentifier] {
                let expected = doc.elements.filter { e in e.attributes.contains { $0.name == name.description } }
                #expect(doc.elements.having(name) == expected, "\(name) in \(path)")
                found += expected.count
            }
        }
        #expect(found > 1_000)
    }

    @Test func mayContainOnASmallDocument() throws {
        let doc = try IBDocument(string: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view misplaced="YES"/></objects></document>"#)
        #expect(doc.mayContain(.misplaced))
        #expect(doc.mayContain(.view))
        #expect(!doc.mayContain(.ambiguous))
        #expect(!doc.mayContain(.segue))
    }
}
