import Foundation

/// An sRGB color with alpha, components in 0…1, as SVG draws it.
public struct RenderColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// `0xRRGGBB`, for the tables.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    static func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }

    /// Display P3 components to sRGB: linearise, convert through the standard matrix, gamma-encode, clip. The
    /// values IB shows in its inspector for a P3 color are these P3 numbers; drawing them as sRGB would dull
    /// saturated colors.
    public static func fromDisplayP3(red: Double, green: Double, blue: Double, alpha: Double) -> RenderColor {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encode(_ c: Double) -> Double {
            let c = min(max(c, 0), 1)
            return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        let r = linear(unit(red)), g = linear(unit(green)), b = linear(unit(blue))
        return RenderColor(red: encode(1.2249401 * r - 0.2249404 * g),
                           green: encode(-0.0420569 * r + 1.0420571 * g),
                           blue: encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                           alpha: alpha)
    }

    /// `#rrggbb` (alpha separately, as `fill-opacity`, which every SVG renderer understands).
    public var hex: String {
        var out: [UInt8] = []
        appendHex(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `#rrggbb` appended as bytes: every painted shape writes a color.
    func appendHex(to out: inout [UInt8]) {
        let digits: StaticString = "0123456789abcdef"
        out.append(UInt8(ascii: "#"))
        digits.withUTF8Buffer { table in
            func component(_ c: Double) {
                let v = Int((min(max(c.isFinite ? c : 0, 0), 1) * 255).rounded())
                out.append(table[v >> 4])
                out.append(table[v & 15])
            }
            component(red)
            component(green)
            component(blue)
        }
    }

    /// Relative brightness, to choose a readable text color on top of this one.
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    public var isClear: Bool { alpha < 0.001 }

    public var description: String { alpha >= 1 ? hex : "\(hex)/\(SVGNumber.format(alpha))" }

    public static let black = RenderColor(white: 0)
    public static let white = RenderColor(white: 1)
    public static let clear = RenderColor(white: 0, alpha: 0)
    /// UIKit's default tint (systemBlue, light).
    public static let systemBlue = RenderColor(hex: 0x007AFF)
}
