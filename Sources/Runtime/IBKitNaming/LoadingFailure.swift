/// Why a storyboard or nib could not give the runtime library the object it asked for, as one message that
/// names the class, the expected file and identifier, the bundle searched and the likely fix.
///
/// The runtime library checks before UIKit raises an Objective-C exception (which Swift cannot catch) or a
/// force cast fails, and throws or traps with this message. Building the message is pure Swift, so it is
/// tested on Linux.
public struct LoadingFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Resource: Sendable, Equatable {
        case storyboard
        case nib

        /// The extension of the compiled file in the app bundle (what `Bundle.path(forResource:ofType:)` finds).
        public var compiledExtension: String {
            switch self {
            case .storyboard: "storyboardc"
            case .nib: "nib"
            }
        }

        /// The extension of the file in the project.
        public var sourceExtension: String {
            switch self {
            case .storyboard: "storyboard"
            case .nib: "xib"
            }
        }

        var nameProperty: String {
            switch self {
            case .storyboard: "storyboardName"
            case .nib: "nibName"
            }
        }

        var bundleProperty: String {
            switch self {
            case .storyboard: "storyboardBundle"
            case .nib: "nibBundle"
            }
        }
    }

    public enum Problem: Sendable, Equatable {
        /// No compiled file of that name in the bundle. `nearMisses` are files differing only in case;
        /// `foundIn` are other bundles (paths) that do have the file.
        case missingFile(nearMisses: [String], foundIn: [String])
        /// The storyboard exists, but its initial view controller is not of the class and no scene has the
        /// identifier. `identifiers` are the storyboard's identifiers when known (for the case hint).
        case missingScene(identifier: String, identifiers: [String])
        /// The object UIKit made is of another class: the custom class is not set (or set in another module).
        case unexpectedClass(found: String, identifier: String?)
        /// A nib whose top-level objects include none of the class (`instanceFromNib()`).
        case missingRootObject(found: [String])
        /// A File's Owner xib without a top-level view to install as content (`installNibContent()`).
        case missingContentView(found: [String])
        /// A typed reference to a storyboard's initial scene, and the storyboard has no initial view controller.
        case missingInitialScene
    }

    /// Who named the file, which decides what the message tells the reader to change.
    public enum Source: Sendable, Equatable {
        /// A type through its conformance (`Storyboardable`, `Nibable`): names come from the class and are
        /// changed by overriding `storyboardName` / `nibName` / the bundle property.
        case convention
        /// A typed reference `ibkit gen` wrote from the IB files (`StoryboardScene`, `NibReference`): names come
        /// from the files, so a mismatch means the app was built from other files than the code was generated from.
        case generatedReference
    }

    /// The type asked for, qualified without module (`Outer.Inner`).
    public let typeName: String
    public let resource: Resource
    /// The file's name without extension (`HogeViewController`).
    public let resourceName: String
    public let bundlePath: String
    public let problem: Problem
    public let source: Source

    public init(typeName: String, resource: Resource, resourceName: String, bundlePath: String, problem: Problem,
                source: Source = .convention) {
        self.typeName = typeName
        self.resource = resource
        self.resourceName = resourceName
        self.bundlePath = bundlePath
        self.problem = problem
        self.source = source
    }

    /// What to do when the generated code and the files in the bundle disagree.
    private static func regenerate(_ file: String) -> String {
        "If \(file) changed after the code was generated, run `ibkit gen` again (the build-tool plugin does so on every build)."
    }

    public var description: String {
        let file = "\(resourceName).\(resource.sourceExtension)"
        var lines: [String]
        switch problem {
        case let .missingFile(nearMisses, foundIn):
            lines = ["\(typeName): no \(file) (compiled \(resourceName).\(resource.compiledExtension)) in bundle \(bundlePath)."]
            if !nearMisses.isEmpty {
                lines.append("A file differing only in case exists: \(nearMisses.joined(separator: ", ")). Resource names "
                    + "are case-sensitive on devices even when the simulator's disk is not; rename the file to \(file).")
            }
            if !foundIn.isEmpty {
                let fix = switch source {
                case .convention:
                    "override \(resource.bundleProperty) (in a Swift package: static var \(resource.bundleProperty): Bundle { .module })."
                case .generatedReference:
                    "generate the code into the module that builds that bundle, or pass its bundle to the reference."
                }
                lines.append("\(resourceName).\(resource.compiledExtension) is in \(foundIn.joined(separator: ", ")): " + fix)
            }
            if nearMisses.isEmpty && foundIn.isEmpty {
                switch source {
                case .convention:
                    lines.append("Name the file after the class, add it to the target that builds this bundle, "
                        + "or override \(resource.nameProperty).")
                case .generatedReference:
                    lines.append("Add \(file) to the target that builds this bundle. " + Self.regenerate(file))
                }
            }
        case let .missingScene(identifier, identifiers):
            lines = switch source {
            case .convention:
                ["\(typeName): \(file) in bundle \(bundlePath) has no initial view controller of class \(typeName) "
                    + "and no scene with the Storyboard ID \"\(identifier)\"."]
            case .generatedReference:
                ["\(typeName): \(file) in bundle \(bundlePath) has no scene with the Storyboard ID \"\(identifier)\"."]
            }
            let near = Self.nearMisses(of: identifier, among: identifiers)
            if !near.isEmpty {
                lines.append("An identifier differing only in case exists: \(near.map { "\"\($0)\"" }.joined(separator: ", ")); "
                    + "identifiers are case-sensitive.")
            } else if !identifiers.isEmpty {
                lines.append("Its identifiers: \(identifiers.map { "\"\($0)\"" }.joined(separator: ", ")).")
            }
            switch source {
            case .convention:
                lines.append("Set the scene's Storyboard ID to \"\(identifier)\" or mark it Is Initial View Controller.")
            case .generatedReference:
                lines.append(Self.regenerate(file))
            }
        case let .unexpectedClass(found, identifier):
            let scene = identifier.map { "the scene \"\($0)\"" } ?? "the initial view controller"
            lines = ["\(typeName): \(scene) of \(file) in bundle \(bundlePath) is a \(found), not a \(typeName).",
                     "Set its Custom Class to \(ClassName.conventional(fromQualified: typeName)) (and Module, or Inherit "
                         + "Module From Target) in the Identity inspector."]
        case let .missingRootObject(found):
            let objects = found.isEmpty ? "none" : found.joined(separator: ", ")
            lines = ["\(typeName): \(file) in bundle \(bundlePath) has no top-level object of class \(typeName) "
                + "(top-level objects: \(objects)).",
                     "Set the root view's Custom Class to \(ClassName.conventional(fromQualified: typeName)), "
                         + "or conform to NibOwner and call installNibContent() if the class is the xib's File's Owner."]
        case let .missingContentView(found):
            let objects = found.isEmpty ? "none" : found.joined(separator: ", ")
            lines = ["\(typeName): \(file) in bundle \(bundlePath) has no top-level view to load as content "
                + "(top-level objects: \(objects)).",
                     "Give the xib one root view and set File's Owner to \(ClassName.conventional(fromQualified: typeName))."]
        case .missingInitialScene:
            lines = ["\(typeName): \(file) in bundle \(bundlePath) has no initial view controller.",
                     "Mark the scene Is Initial View Controller. " + Self.regenerate(file)]
        }
        return lines.joined(separator: " ")
    }

    /// The names among `candidates` equal to `name` except for letter case: what a case-sensitive lookup
    /// misses and a case-insensitive disk hides. Sorted, so messages are deterministic.
    public static func nearMisses(of name: String, among candidates: [String]) -> [String] {
        let folded = name.lowercased()
        return Set(candidates.filter { $0 != name && $0.lowercased() == folded }).sorted()
    }
}
