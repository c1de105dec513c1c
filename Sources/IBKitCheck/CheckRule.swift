import IBKitLint
import IBKitSwiftIndex

/// A check of IB files against the Swift sources (placeholder; see issue 4).
public enum IBKitCheckModule {}
