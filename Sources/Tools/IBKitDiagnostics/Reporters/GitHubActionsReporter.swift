import IBKitPlumbing
/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull request's diff.
///
/// `::warning file=App/Main.storyboard,line=12,col=5,title=no-segues::message`. Errors use `::error`, info
/// `::notice`. Paths are made relative to the working directory (the workspace GitHub resolves them against).
public struct GitHubActionsReporter: Reporter {
    public static let identifier = "github-actions"
    public static let summary = "::warning file=…,line=…:: workflow commands; annotations on GitHub pull requests"

    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var out = ""
        for d in diagnostics.sorted(by: Diagnostic.ordered) {
            let path = PathNormalization.relativeIfInside(d.path, base: context.workingDirectory)
                ?? PathNormalization.absolute(d.path, base: context.workingDirectory)
            out += "::\(Self.command(d.severity)) file=\(Self.escapeProperty(path)),line=\(d.line),col=\(d.column),"
                + "title=\(Self.escapeProperty(d.label))::\(Self.escapeData(d.message))\n"
        }
        return out
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// The message part: `%`, CR and LF are percent-encoded (as `@actions/core` does), so one command stays one line.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: like the message, plus `:` and `,`, which would end the value early.
    public static func escapeProperty(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
