/// A rectangle in points, top-left origin, as drawn (AppKit frames are converted before they get here).
public struct RenderRect: Equatable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Coordinates beyond this are not drawn as given: a frame of 1e300 (seen in hand-edited files) would make
    /// the SVG unreadable and the browser's layout useless.
    public static let limit = 100_000.0

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = Self.clamp(x)
        self.y = Self.clamp(y)
        self.width = max(0, Self.clamp(width))
        self.height = max(0, Self.clamp(height))
    }

    public static let zero = RenderRect(x: 0, y: 0, width: 0, height: 0)

    /// NaN and infinities become 0, everything else is kept within ±limit.
    static func clamp(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(value, -limit), limit)
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    public func offsetBy(dx: Double, dy: Double) -> RenderRect {
        RenderRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public func insetBy(dx: Double, dy: Double) -> RenderRect {
        RenderRect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The overlap of two rectangles; empty (zero size) when they do not meet.
    public func intersection(_ other: RenderRect) -> RenderRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return RenderRect(x: left, y: top, width: 0, height: 0) }
        return RenderRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// A size in points.
public struct RenderSize: Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = max(0, RenderRect.clamp(width))
        self.height = max(0, RenderRect.clamp(height))
    }
}
