import Foundation
import IBKitDiagnostics

/// The baseline file: what reads must write back the same.
enum BaselineEntry {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard let baseline = try? Baseline(parsing: Data(bytes), path: "fuzz.json") else { return }
        let written = baseline.serialized()
        let again: Baseline
        do {
            again = try Baseline(parsing: Data(written.utf8), path: "written.json")
        } catch {
            throw FuzzFailure("a baseline it wrote does not read back: \(error)")
        }
        guard again == baseline, again.serialized() == written else { throw FuzzFailure("a baseline read back writes differently") }
    }
}
