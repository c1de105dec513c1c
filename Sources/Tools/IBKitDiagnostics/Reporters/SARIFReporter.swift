import IBKitPlumbing
/// SARIF 2.1.0 (OASIS), the format GitHub code scanning and most security dashboards import.
///
/// Paths inside the working directory are relative URI references against `%SRCROOT%` (so the log is the same
/// on every machine); paths outside it are absolute `file://` URIs. Columns count Unicode scalars, which SARIF
/// calls `unicodeCodePoints` (its default would be UTF-16 code units). A convention finding carries the tags
/// `convention` and its convention's id, so dashboards can filter it apart from problems.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let summary = "SARIF 2.1.0 log for GitHub code scanning and other static-analysis dashboards"
    public static let readsRuleSummaries = true

    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let sourceRootID = "%SRCROOT%"

    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let diagnostics = diagnostics.sorted(by: Diagnostic.ordered)
        // Every known rule, plus any rule a result names that the catalogue lacks: results point into this list.
        var ruleIDs = Set(context.ruleSummaries.keys)
        ruleIDs.formUnion(diagnostics.map(\.ruleID))
        let rules = ruleIDs.sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })

        let driver: JSONValue = .object([
            ("name", .string(context.toolName)),
            ("version", .string(context.toolVersion)),
            ("semanticVersion", .string(context.toolVersion)),
            ("rules", .array(rules.map { id in
                .object([
                    ("id", .string(id)),
                    ("shortDescription", .object([("text", .string(context.ruleSummaries[id] ?? id))])),
                ])
            })),
        ])
        let results: [JSONValue] = diagnostics.map { d in
            .object([
                ("ruleId", .string(d.ruleID)),
                ("ruleIndex", .int(ruleIndex[d.ruleID]!)),
                ("level", .string(Self.level(d.severity))),
                ("message", .object([("text", .string(d.message))])),
                ("locations", .array([
                    .object([
                        ("physicalLocation", .object([
                            ("artifactLocation", artifactLocation(d.path, workingDirectory: context.workingDirectory)),
                            ("region", .object([
                                ("startLine", .int(max(1, d.line))),
                                ("startColumn", .int(max(1, d.column))),
                            ])),
                        ])),
                    ]),
                ])),
            ] + (d.convention.map { [("properties", JSONValue.object([("tags", .array([.string("convention"), .string($0)]))]))] } ?? []))
        }
        let log: JSONValue = .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([
                .object([
                    ("tool", .object([("driver", driver)])),
                    ("columnKind", .string("unicodeCodePoints")),
                    ("results", .array(results)),
                ]),
            ])),
        ])
        return log.pretty() + "\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    private func artifactLocation(_ path: String, workingDirectory: String) -> JSONValue {
        if let relative = PathNormalization.relativeIfInside(path, base: workingDirectory) {
            return .object([("uri", .string(Self.percentEncoded(relative))), ("uriBaseId", .string(Self.sourceRootID))])
        }
        let absolute = PathNormalization.absolute(path, base: workingDirectory)
        return .object([("uri", .string("file://" + Self.percentEncoded(absolute)))])
    }

    /// A path as a URI path (RFC 3986): unreserved characters, sub-delimiters, `:`, `@` and `/` stay, everything
    /// else (space, `%`, `#`, `?`, non-ASCII as UTF-8 bytes) is percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
        var out = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
