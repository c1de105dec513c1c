import IBKitDiagnostics
import IBKitDocument
import IBKitEdit
import IBKitPlumbing
import IBKitSwiftIndex

/// Everything that names a file the files step would rename, as the plan leaves it: what follows the new name
/// (an edit) and what stops the rename (a reason for a person). A rename goes ahead only when nothing stops it,
/// so code and IB never disagree.
struct FileNameUses {
    /// An edit of a file that names the renamed file, with where it is and what it says.
    struct Edit {
        var path: String
        var edit: TextEdit
        var place: String
        var message: String
    }

    /// Something that names the file and cannot follow: the rename is left to a person.
    struct Blocker {
        var place: String
        var why: String
    }

    var edits: [Edit] = []
    var blockers: [Blocker] = []

    /// The uses of each rename's old name, by index in `renames`.
    static func collect(_ renames: [FileRename], ibPaths: [String], plan: inout MigrationPlan, context: MigrationContext) -> [FileNameUses] {
        var uses = [FileNameUses](repeating: FileNameUses(), count: renames.count)
        let index = PlannedApp.index(&plan, context)
        let holders = swiftHolders(renames, index: index, plan: &plan, context: context, into: &uses)
        swiftReferences(renames, index: index, holders: holders, plan: &plan, into: &uses)
        objectiveC(renames, index: index, plan: &plan, context: context, into: &uses)
        interfaceBuilder(renames, ibPaths: ibPaths, plan: &plan, into: &uses)
        let files = PlannedApp.files(plan, context, names: ["Package.swift"], extensions: ["plist"])
        propertyLists(renames, paths: files.filter { Paths.fileExtension($0) == "plist" }, plan: &plan, into: &uses)
        packages(renames, paths: files.filter { Paths.lastComponent($0) == "Package.swift" }, plan: &plan, into: &uses)
        return uses
    }

    // MARK: - Swift

    /// The index's references by name: a literal at the call (or at a call of the app's loading helper) follows
    /// the rename; a name reached through a constant or an expression does not, and stops it.
    /// `holders` (name → the constants holding it, with where) say where a constant a reference reaches is defined.
    static func swiftReferences(_ renames: [FileRename], index: SwiftIndex, holders: [String: [(holder: String, place: String)]],
                                plan: inout MigrationPlan, into uses: inout [FileNameUses]) {
        for reference in index.references.sorted(by: { $0.position < $1.position }) where reference.framework != .appKit {
            for (i, rename) in renames.enumerated() where reference.value == rename.oldName && reference.kind == rename.referenceKind {
                let path = plan.changes.absolutePath(reference.position.path)
                let place = "\(plan.changes.displayPath(path)):\(reference.position.line):\(reference.position.column)"
                if let via = reference.via, via != "\"\(reference.value)\"" {
                    // `Storyboards.settings`, `Storyboard.main.rawValue`: the member named is the holder.
                    let member = via.split(separator: ".").map(String.init).last { $0 != "rawValue" } ?? via
                    let defined = holders[rename.oldName]?.first { $0.holder == member }.map { ", a constant defined at \($0.place)" } ?? ""
                    uses[i].blockers.append(Blocker(place: place, why: "\"\(rename.oldName)\" reaches the loading call here through \(via)\(defined), which IBKit does not change"))
                    continue
                }
                guard let bytes = try? plan.changes.read(path),
                      let edit = SwiftLiteral.edit(in: bytes, line: reference.position.line, column: reference.position.column,
                                                   from: rename.oldName, to: rename.newName) else {
                    uses[i].blockers.append(Blocker(place: place, why: "the literal \"\(rename.oldName)\" here cannot be rewritten in place"))
                    continue
                }
                uses[i].edits.append(Edit(path: path, edit: edit, place: place,
                                          message: "\"\(rename.oldName)\" → \"\(rename.newName)\" (loads \(rename.oldFileName), renamed)"))
            }
        }
    }

    /// Names held where the index's references do not show them (`SwiftNameScan`): constants, getters, enum
    /// raw values, default arguments, helpers it could not follow, names built at run time.
    @discardableResult
    static func swiftHolders(_ renames: [FileRename], index: SwiftIndex, plan: inout MigrationPlan, context: MigrationContext,
                             into uses: inout [FileNameUses]) -> [String: [(holder: String, place: String)]] {
        var holders: [String: [(holder: String, place: String)]] = [:]
        let names = Set(renames.map(\.oldName))
        let helpers = Set(index.files.flatMap { $0.helpers.map(\.name) })
        // Literals the index recorded (a helper's argument it followed) are references, not holders.
        let recorded = Set(index.references.filter { names.contains($0.value) }.map {
            "\(plan.changes.absolutePath($0.position.path)):\($0.position.line):\($0.position.column)"
        })
        var files: [(path: String, bytes: [UInt8])] = []
        for path in PlannedApp.swiftPaths(plan, context) {
            if let bytes = try? plan.changes.read(path) { files.append((path, bytes)) }
        }
        // Side by side: each file that may hold a name is parsed.
        let found = Parallel.map(files) { file in SwiftNameScan.uses(of: names, in: file.bytes, helpers: helpers) }
        for (file, fileUses) in zip(files, found) {
            let path = file.path
            for use in fileUses where !recorded.contains("\(path):\(use.line):\(use.column)") {
                let place = "\(plan.changes.displayPath(path)):\(use.line):\(use.column)"
                if let holder = use.holder { holders[use.name, default: []].append((holder, place)) }
                for (i, rename) in renames.enumerated() where rename.oldName == use.name {
                    uses[i].blockers.append(Blocker(place: place, why: "\"\(use.name)\" \(use.reason)"))
                }
            }
        }
        return holders
    }

    /// Objective-C's loads by name (`ObjCLoadScanner`): `@"Settings"` at the call follows the rename; a constant
    /// (`kSettings`) stops it. Any other `@"Settings"` (a helper's argument, a property) may load the file through
    /// a call IBKit does not follow, and stops it too.
    static func objectiveC(_ renames: [FileRename], index: SwiftIndex, plan: inout MigrationPlan, context: MigrationContext,
                           into uses: inout [FileNameUses]) {
        var followed = Set<String>()
        for reference in index.objectiveCReferences.sorted(by: { $0.position < $1.position }) where reference.framework != .appKit {
            for (i, rename) in renames.enumerated() where reference.value == rename.oldName && reference.kind == rename.referenceKind {
                let path = plan.changes.absolutePath(reference.position.path)
                let place = "\(plan.changes.displayPath(path)):\(reference.position.line):\(reference.position.column)"
                followed.insert("\(path):\(reference.position.line):\(reference.position.column)")
                if let via = reference.via {
                    uses[i].blockers.append(Blocker(place: place, why: "\"\(rename.oldName)\" reaches the loading call here through \(via), which IBKit does not change"))
                } else if let bytes = try? plan.changes.read(path),
                          let edit = ObjCLiteral.edit(in: bytes, line: reference.position.line, column: reference.position.column,
                                                      from: rename.oldName, to: rename.newName) {
                    uses[i].edits.append(Edit(path: path, edit: edit, place: place,
                                              message: "@\"\(rename.oldName)\" → @\"\(rename.newName)\" (loads \(rename.oldFileName), renamed)"))
                } else {
                    uses[i].blockers.append(Blocker(place: place, why: "the literal @\"\(rename.oldName)\" here cannot be rewritten in place"))
                }
            }
        }
        for path in PlannedApp.objectiveCPaths(plan, context) {
            guard let bytes = try? plan.changes.read(path) else { continue }
            for (i, rename) in renames.enumerated() {
                for offset in occurrences(of: Array("@\"\(rename.oldName)\"".utf8), in: bytes) {
                    let (line, column) = lineAndColumn(of: offset, in: bytes)
                    guard !followed.contains("\(path):\(line):\(column)") else { continue }
                    uses[i].blockers.append(Blocker(place: "\(plan.changes.displayPath(path)):\(line):\(column)",
                                                    why: "the Objective-C string @\"\(rename.oldName)\" here is passed to no loading call IBKit reads, and may load it"))
                }
            }
        }
    }

    // MARK: - Interface Builder

    /// Storyboard references (`storyboardName`) and view controllers' nib names (`nibName`) follow; a reference
    /// into another bundle and a runtime attribute holding the name stop the rename.
    static func interfaceBuilder(_ renames: [FileRename], ibPaths: [String], plan: inout MigrationPlan, into uses: inout [FileNameUses]) {
        let names = Set(renames.map(\.oldName))
        var documents: [(path: String, document: IBDocument)] = []
        for path in ibPaths {
            guard let document = plan.document(path), [.iOS, .tvOS, .unknown].contains(document.platform) else { continue }
            documents.append((path, document))
        }
        // Every element of every file is looked at: side by side, then taken in order.
        let named = Parallel.map(documents) { path, document -> [IBElement] in
            // Only these attributes name a file; an attribute name the file never uses has no symbol in it.
            let nibName = document.name("nibName")
            return document.elements.filter { element in
                element[.storyboardName].map(names.contains) == true || nibName.flatMap { element[$0] }.map(names.contains) == true
                    || (element.is(.userDefinedRuntimeAttribute) && element[.value].map(names.contains) == true)
            }
        }
        for ((path, _), elements) in zip(documents, named) {
            let display = plan.changes.displayPath(path)
            for element in elements {
                let place = "\(display):\(element.location.line):\(element.location.column)"
                for (i, rename) in renames.enumerated() {
                    let attribute = rename.kind == .storyboard ? "storyboardName" : "nibName"
                    if element.attribute(attribute) == rename.oldName {
                        if element.attribute("bundleIdentifier") != nil {
                            uses[i].blockers.append(Blocker(place: place, why: "a storyboard reference here names \"\(rename.oldName)\" in the bundle \(element.attribute("bundleIdentifier") ?? "")"))
                        } else if let edit = try? IBEdits.setAttribute(attribute, to: rename.newName, of: element) {
                            uses[i].edits.append(Edit(path: path, edit: edit, place: place,
                                                      message: "\(attribute)=\"\(rename.oldName)\" → \"\(rename.newName)\" (\(rename.oldFileName), renamed)"))
                        }
                    }
                    if element.is(.userDefinedRuntimeAttribute), element[.value] == rename.oldName {
                        uses[i].blockers.append(Blocker(place: place, why: "the runtime attribute '\(element[.keyPath] ?? "")' holds \"\(rename.oldName)\""))
                    }
                }
            }
        }
    }

    // MARK: - Property lists and packages

    /// Info.plist's launch storyboards and nibs (`UIMainStoryboardFile`, `NSMainNibFile`…) follow; a binary
    /// property list holding the name stops the rename.
    static func propertyLists(_ renames: [FileRename], paths: [String], plan: inout MigrationPlan, into uses: inout [FileNameUses]) {
        for path in paths {
            guard let bytes = try? plan.changes.read(path) else { continue }
            for (i, rename) in renames.enumerated() {
                let display = plan.changes.displayPath(path)
                if InfoPlistNames.isBinary(bytes) {
                    if !occurrences(of: Array(rename.oldName.utf8), in: bytes).isEmpty {
                        uses[i].blockers.append(Blocker(place: display, why: "this binary property list may name it, and IBKit edits only XML property lists"))
                    }
                    continue
                }
                let keys = rename.kind == .storyboard ? InfoPlistNames.storyboardKeys : InfoPlistNames.nibKeys
                for (key, range) in InfoPlistNames.values(in: bytes, keys: keys, equalTo: rename.oldName) {
                    let (line, column) = lineAndColumn(of: range.lowerBound, in: bytes)
                    uses[i].edits.append(Edit(path: path, edit: TextEdit(range: range, replacement: XMLEscaping.text(rename.newName)),
                                              place: "\(display):\(line):\(column)", message: "\(key) \(rename.oldName) → \(rename.newName)"))
                }
            }
        }
    }

    /// A `Package.swift` that lists the file by name (`resources: [.process("Settings.storyboard")]`). Only a
    /// manifest in a folder holding the file can list it: resources lie inside their package.
    static func packages(_ renames: [FileRename], paths: [String], plan: inout MigrationPlan, into uses: inout [FileNameUses]) {
        for path in paths {
            guard let bytes = try? plan.changes.read(path) else { continue }
            let folder = plan.changes.absolutePath(Paths.parent(path)) + "/"
            for (i, rename) in renames.enumerated() where plan.changes.absolutePath(rename.path).hasPrefix(folder) {
                for needle in ["\"\(rename.oldFileName)\"", "/\(rename.oldFileName)\""] {
                    for offset in occurrences(of: Array(needle.utf8), in: bytes) {
                        let (line, column) = lineAndColumn(of: offset, in: bytes)
                        uses[i].blockers.append(Blocker(place: "\(plan.changes.displayPath(path)):\(line):\(column)",
                                                        why: "the package manifest lists \(rename.oldFileName) by name"))
                    }
                }
            }
        }
    }

    // MARK: - Bytes

    static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard let first = needle.first, needle.count <= bytes.count else { return [] }
        var found: [Int] = []
        var i = 0
        while i <= bytes.count - needle.count {
            if bytes[i] == first, bytes[i..<(i + needle.count)].elementsEqual(needle) {
                found.append(i)
                i += needle.count
            } else {
                i += 1
            }
        }
        return found
    }

    /// 1-based line and byte column of an offset.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var start = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            start = i + 1
        }
        return (line, offset - start + 1)
    }
}

extension FileRename {
    /// The kind of the index's references that load a file of this kind by name.
    var referenceKind: StringReference.Kind { kind == .storyboard ? .storyboardName : .nibName }
}
