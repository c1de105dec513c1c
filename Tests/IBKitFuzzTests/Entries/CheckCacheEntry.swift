@testable import IBKitCheck
import IBKitSwiftIndex

/// `ibkit check`'s result cache: a damaged, truncated or foreign file is a miss. The checksum guards the rest of
/// the decoder from random bytes, so each input is also tried with its last eight bytes made the right checksum.
enum CheckCacheEntry {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        try roundTrip(CheckResultCache.decode(bytes))
        guard bytes.count >= 8 else { return }
        var fixed = Array(bytes.dropLast(8))
        var checksum = BinaryWriter()
        checksum.uint64(ContentHash.hash(fixed))
        fixed += checksum.bytes
        try roundTrip(CheckResultCache.decode(fixed))
    }

    static func roundTrip(_ entry: CheckResultCache.Entry?) throws(FuzzFailure) {
        guard let entry else { return }
        guard CheckResultCache.decode(CheckResultCache.encode(entry)) == entry else {
            throw FuzzFailure("a decoded entry does not survive being written and read again")
        }
    }
}
