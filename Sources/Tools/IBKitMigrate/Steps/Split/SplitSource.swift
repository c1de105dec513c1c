import IBKitDocument
import IBKitEdit

/// One `<scene>` of the storyboard being split, with the bytes that move with it.
struct SceneUnit {
    let scene: IBScene
    let sceneID: String
    /// The scene's controller (or storyboard reference); nil for a scene without one.
    let controller: IBViewController?
    /// The scene's whole lines, and the `<!--Title-->` line Xcode writes before every scene.
    let chunk: Range<Int>

    var isReference: Bool { controller?.isStoryboardReference == true }
    var controllerID: String? { controller?.id }

    /// `PhotosViewController`, or `UINavigationController` for a controller without a class, for notes.
    var displayName: String {
        guard let controller else { return "scene \(sceneID)" }
        if let customClass = controller.customClass, !customClass.isEmpty { return customClass }
        return controller.defaultClassName
    }
}

/// The storyboard being split, as scenes: which scene each id belongs to, and where each scene's lines are.
struct SplitSource {
    let document: IBDocument
    let path: String
    let units: [SceneUnit]
    /// Every id of the file (the ids a new placeholder must not take).
    let ids: Set<String>
    /// The scene each id is in (ids outside scenes are not listed).
    let unitOfID: [String: Int]
    /// Element index ranges of the scenes, in order, for `unit(of:)`.
    private let elementRanges: [Range<Int>]

    /// Nil when a scene does not sit on lines of its own (a file not written by Xcode): splitting it could not
    /// keep the bytes around it as they are.
    init?(document: IBDocument, path: String) {
        self.document = document
        self.path = path
        var units: [SceneUnit] = []
        var ranges: [Range<Int>] = []
        for scene in document.scenes {
            guard let chunk = Self.chunk(of: scene.element, in: document.bytes) else { return nil }
            units.append(SceneUnit(scene: scene, sceneID: scene.sceneID ?? "", controller: scene.viewController, chunk: chunk))
            ranges.append(scene.element.index..<(scene.element.index + 1 + scene.element.descendants.count))
        }
        var ids = Set<String>()
        var unitOfID: [String: Int] = [:]
        for element in document.elements {
            guard let id = element.id else { continue }
            ids.insert(id)
        }
        for (n, range) in ranges.enumerated() {
            for k in range {
                if let id = document.elements[k].id, unitOfID[id] == nil { unitOfID[id] = n }
            }
        }
        self.units = units
        self.ids = ids
        self.unitOfID = unitOfID
        elementRanges = ranges
    }

    /// The scene holding the element, nil outside every scene.
    func unit(of element: IBElement) -> Int? {
        var low = 0
        var high = elementRanges.count
        while low < high {
            let mid = (low + high) / 2
            if elementRanges[mid].upperBound <= element.index { low = mid + 1 } else { high = mid }
        }
        return low < elementRanges.count && elementRanges[low].contains(element.index) ? low : nil
    }

    /// The unit whose controller has this id.
    func unit(ofController id: String) -> Int? {
        guard let n = unitOfID[id], units[n].controllerID == id else { return nil }
        return n
    }

    var initialControllerID: String? { document.initialViewControllerID }

    /// The scene's lines (from the start of its first line through the line break of its last), widened to the
    /// comment line before it when that line holds only a comment; nil when other text shares its lines.
    static func chunk(of scene: IBElement, in bytes: [UInt8]) -> Range<Int>? {
        let lines = IBEdits.removeElement(scene).range
        guard lines.lowerBound == 0 || bytes[lines.lowerBound - 1] == 0x0A,
              lines.upperBound == bytes.count || bytes[lines.upperBound - 1] == 0x0A else { return nil }
        guard lines.lowerBound > 0 else { return lines }
        var start = lines.lowerBound - 1 // the line break ending the previous line
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var text = bytes[start..<(lines.lowerBound - 1)].drop { $0 == 0x20 || $0 == 0x09 }
        while let last = text.last, last == 0x20 || last == 0x09 || last == 0x0D { text = text.dropLast() }
        let open = Array("<!--".utf8)
        let close = Array("-->".utf8)
        guard text.starts(with: open), text.count >= 7, Array(text.suffix(3)) == close,
              !containsBytes(Array(text.dropFirst(4).dropLast(3)), close) else { return lines }
        return start..<lines.upperBound
    }

    private static func containsBytes(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        for i in 0...(haystack.count - needle.count) where haystack[i..<(i + needle.count)].elementsEqual(needle) { return true }
        return false
    }
}
