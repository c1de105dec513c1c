import Foundation
import IBKitPlumbing

/// Inputs a caller has read whole — their bytes, and the `stat` taken on the open file just before they were
/// read — for the check's result cache, which then fingerprints them as `InputFingerprints` would without reading
/// them again (`ibkit render` parses every IB file as its walk finds them).
public final class InputsRead: Sendable {
    /// Taken when the reading starts: a record is made only for a file last written before it, as in a pass.
    let horizon: Int64
    private let byPath = Locked<[String: (bytes: [UInt8], status: InputFingerprints.FileStat)]>([:])

    /// Call before the first file is read.
    public convenience init() {
        self.init(racyInterval: InputFingerprints.racyInterval)
    }

    /// Tests shorten the interval, as `CheckRunner.racyInterval`.
    init(racyInterval: Int64) {
        horizon = InputFingerprints.horizon(racyInterval: racyInterval)
    }

    /// `path` as the check's discovery names it; safe from several threads. The bytes are kept, not copied.
    public func add(path: String, bytes: [UInt8], status: stat) {
        let file = (bytes, InputFingerprints.FileStat(status))
        byPath.withLock { $0[path] = file }
    }

    /// The file's fingerprint and record: `known`'s when the file was read with the stat it records (its hash
    /// stands for those bytes, as it would for a `stat` now), else made from the bytes read. Nil when the
    /// caller did not read the file.
    func fingerprint(of path: String, known: InputFingerprints.Record?) -> (InputFingerprints.Fingerprint, InputFingerprints.Record?)? {
        guard let file = byPath.withLock({ $0[path] }) else { return nil }
        if let known, known.stat == file.status { return (known.fingerprint, known) }
        return InputFingerprints.fingerprint(of: file.bytes, status: file.status, horizon: horizon)
    }
}
