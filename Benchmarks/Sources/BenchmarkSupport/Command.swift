import Foundation

/// Prints `<tool>: message` and exits with status 2.
public func fail(_ message: String) -> Never {
    let tool = URL(fileURLWithPath: CommandLine.arguments.first ?? "benchmark").lastPathComponent
    FileHandle.standardError.write(Data("\(tool): \(message)\n".utf8))
    exit(2)
}

/// The command line's arguments one by one, with the value that follows an option.
public struct Arguments {
    private var rest: IndexingIterator<ArraySlice<String>>

    public init() { rest = CommandLine.arguments.dropFirst().makeIterator() }

    public mutating func next() -> String? { rest.next() }

    public mutating func value(of option: String) -> String {
        guard let v = rest.next() else { fail("\(option) needs a value") }
        return v
    }

    public mutating func number<T: LosslessStringConvertible>(of option: String) -> T {
        guard let v = T(value(of: option)) else { fail("\(option) needs a number") }
        return v
    }
}
