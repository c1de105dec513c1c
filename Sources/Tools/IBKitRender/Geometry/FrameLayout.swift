import IBKitDocument

/// One view placed on the canvas: its absolute rect (top-left origin) and what it inherits from its ancestors.
public struct PlacedView: Sendable {
    public let element: IBElement
    /// Absolute: the frames of the view and its ancestors summed (AppKit's flipped as needed).
    public let rect: RenderRect
    /// The intersection of the clipping ancestors' rects, or nil when nothing clips the view.
    public let clip: RenderRect?
    /// The view or an ancestor is `hidden="YES"`.
    public let isHidden: Bool
    public let depth: Int
}

/// Interface Builder's frames turned into absolute rects. Auto Layout is not solved: the frames are those IB
/// wrote when the file was saved, which is what Xcode's canvas shows.
public enum FrameLayout {
    /// Nesting deeper than this is not drawn: no real file comes near, and it bounds the work for hostile input.
    public static let maximumDepth = 200
    /// Views per scene beyond this are not drawn.
    public static let maximumViews = 20_000

    /// `<rect key="frame">` of an element, relative to its superview; nil when absent.
    public static func frame(of element: IBElement) -> RenderRect? {
        guard let r = element.firstChild(.rect, key: "frame") else { return nil }
        return rect(r)
    }

    /// A `<rect>` element's numbers; absent or unreadable values are 0.
    public static func rect(_ r: IBElement) -> RenderRect {
        func value(_ name: String) -> Double { r.attribute(name).flatMap(Double.init) ?? 0 }
        return RenderRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
    }

    /// Every view of the tree under `root` (root included) in document order. The root is placed at `origin`
    /// with its own frame's size, or `size` when it has no frame (or when `size` is given).
    /// `contentInsetTop` moves the root's subviews down: a scroll view filling a screen under bars shows its
    /// content below them (UIKit's automatic content inset), and its cells' frames are content coordinates.
    public static func layout(root: IBElement, origin: (x: Double, y: Double) = (0, 0), size: RenderSize? = nil,
                              platform: IBPlatform, contentInsetTop: Double = 0) -> [PlacedView] {
        let own = frame(of: root)
        let rootRect = RenderRect(x: origin.x, y: origin.y, width: size?.width ?? own?.width ?? 0, height: size?.height ?? own?.height ?? 0)
        var out: [PlacedView] = []
        // Explicit stack, children pushed in reverse: document order without recursion, however deep the file.
        var stack: [PlacedView] = [PlacedView(element: root, rect: rootRect, clip: nil, isHidden: root.flag("hidden") == true, depth: 0)]
        let appKit = platform == .macOS
        while let placed = stack.popLast() {
            out.append(placed)
            if out.count >= maximumViews { break }
            guard placed.depth < maximumDepth else { continue }
            let parent = placed.element
            let parentRect = placed.rect
            let flipped = !appKit || isFlipped(parent)
            let clipsChildren = clips(parent)
            var childClip = placed.clip
            if clipsChildren { childClip = childClip.map { $0.intersection(parentRect) } ?? parentRect }
            var placedChildren: [PlacedView] = []
            for (child, relative) in childViews(of: parent) {
                var y = flipped ? parentRect.y + relative.y : parentRect.y + parentRect.height - relative.y - relative.height
                if placed.depth == 0 { y += contentInsetTop }
                let absolute = RenderRect(x: parentRect.x + relative.x, y: y, width: relative.width, height: relative.height)
                placedChildren.append(PlacedView(element: child, rect: absolute, clip: childClip,
                                                 isHidden: placed.isHidden || child.flag("hidden") == true, depth: placed.depth + 1))
            }
            stack.append(contentsOf: placedChildren.reversed())
        }
        return out
    }

    /// The subviews of a view with their frames relative to it: `<subviews>`, table and collection cells
    /// (`<prototypes>`, `<cells>`, static `<sections>`), and keyed views with frames (a cell's `contentView`,
    /// a table's header, AppKit's clip view and scrollers). A table cell without a frame is stacked under the
    /// previous one at the table's row height.
    public static func childViews(of element: IBElement) -> [(IBElement, RenderRect)] {
        var out: [(IBElement, RenderRect)] = []
        let isTable = element.is(.tableView)
        // Read only for tables, and the frame only when a child needs it: this runs for every view drawn.
        let rowHeight = isTable ? element.number("rowHeight").flatMap { $0 > 0 ? $0 : nil } ?? 44 : 44
        var nextRowY = isTable ? element.number("sectionHeaderHeight").map { max(0, min($0, 100)) } ?? 0 : 0
        var parentFrameRead: RenderRect??
        func parentFrame() -> RenderRect? {
            if let read = parentFrameRead { return read }
            let read = frame(of: element)
            parentFrameRead = read
            return read
        }
        func add(_ view: IBElement) {
            if let f = frame(of: view) {
                out.append((view, f))
                if isTable, view.is(.tableViewCell) { nextRowY = f.maxY }
            } else if isTable, view.is(.tableViewCell) {
                let height = view.number("rowHeight").flatMap { $0 > 0 ? $0 : nil } ?? rowHeight
                out.append((view, RenderRect(x: 0, y: nextRowY, width: parentFrame()?.width ?? 0, height: height)))
                nextRowY += height
            } else if view.key == "contentView", let parentFrame = parentFrame() {
                // A cell's content view written without a frame fills the cell.
                out.append((view, RenderRect(x: 0, y: 0, width: parentFrame.width, height: parentFrame.height)))
            }
        }
        for child in element.children {
            if child.is(.subviews) || child.is(.prototypes) || child.is(.cells) {
                for view in child.children where !view.is(.rect) { add(view) }
            } else if child.name == "tableColumns" {
                // NSTableView: each column's prototype cell views, drawn in the first row (frames are row-relative).
                for column in child.children where column.name == "tableColumn" {
                    for prototypes in column.children where prototypes.name == "prototypeCellViews" {
                        for view in prototypes.children where !view.is(.rect) { add(view) }
                    }
                }
            } else if child.is(.sections) {
                for section in child.children where section.is(.tableViewSection) {
                    for cells in section.children where cells.is(.cells) {
                        for view in cells.children { add(view) }
                    }
                }
            } else if child.key != nil, !child.is(.rect), !child.is(.variation), child.firstChild(.rect, key: "frame") != nil {
                // (A `<variation key="widthClass=compact">` holds a size class's frame for the same view, not a view.)
                add(child)
            } else if child.key == "contentView", child.name.hasSuffix("ContentView") {
                add(child)
            }
        }
        return out
    }

    /// Views that clip their subviews: `clipsSubviews="YES"`, and the scrolling containers, whose content
    /// outside their bounds is scrolled away rather than shown.
    static func clips(_ element: IBElement) -> Bool {
        if let clips = element.flag("clipsSubviews") { return clips }
        return ["scrollView", "tableView", "collectionView", "clipView", "textView", "outlineView"].contains(element.name)
    }

    /// AppKit views whose frames count from the top: `flipped="YES"`, NSView subclasses whose `isFlipped` is
    /// true (tables, outlines, text views, collection views, stack and split views, scroll views), and a clip
    /// view whose document view is flipped (NSClipView follows its document view).
    public static func isFlipped(_ element: IBElement) -> Bool {
        if let flipped = element.attribute("flipped") { return flipped == "YES" }
        switch element.name {
        case "tableView", "outlineView", "textView", "collectionView", "stackView", "splitView", "scrollView", "matrix":
            return true
        case "clipView":
            return childViews(of: element).first.map { isFlipped($0.0) } ?? false
        default:
            return false
        }
    }
}
