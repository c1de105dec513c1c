/// A path pattern of `.ibkit.yml`: `*` and `?` stay within one path component, `**` spans any number of them.
///
/// A pattern also matches everything below what it matches, so `Pods` and `Legacy/**` both exclude the folder's
/// files, as SwiftLint's `excluded` does.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    /// Compiled once: matching runs for every file and, in some rules, for every document.
    private let components: [Component]

    private enum Component: Sendable, Hashable {
        case literal(Substring)
        case wildcard([Unicode.Scalar])
        case anyDepth
    }

    public init(_ pattern: String) {
        var p = pattern
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.hasSuffix("/") && p.count > 1 { p.removeLast() }
        self.pattern = p
        components = p.split(separator: "/", omittingEmptySubsequences: true).map { part in
            if part == "**" { return .anyDepth }
            if part.contains("*") || part.contains("?") { return .wildcard(Array(part.unicodeScalars)) }
            return .literal(part)
        }
    }

    public var description: String { pattern }

    /// Matches a path relative to the configuration's folder (`App/Main.storyboard`).
    public func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(components[...], parts[...])
    }

    /// A pattern also matches everything below what it matches (prefix semantics, as SwiftLint's `excluded`).
    private static func match(_ pattern: ArraySlice<Component>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return true }
        switch first {
        case .anyDepth:
            let rest = pattern.dropFirst()
            var p = path
            while true {
                if match(rest, p) { return true }
                guard !p.isEmpty else { return false }
                p = p.dropFirst()
            }
        case .literal(let literal):
            guard let head = path.first, head == literal else { return false }
        case .wildcard(let scalars):
            guard let head = path.first, componentMatches(scalars[...], Array(head.unicodeScalars)[...]) else { return false }
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func componentMatches(_ p: ArraySlice<Unicode.Scalar>, _ s: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let c = p.first else { return s.isEmpty }
        switch c {
        case "*":
            var rest = s
            while true {
                if componentMatches(p.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case "?":
            return !s.isEmpty && componentMatches(p.dropFirst(), s.dropFirst())
        default:
            return s.first == c && componentMatches(p.dropFirst(), s.dropFirst())
        }
    }
}
