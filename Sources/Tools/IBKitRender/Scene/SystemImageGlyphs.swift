/// AppKit's named template images (`NSAddTemplate`, …) and a few common SF Symbols as one character each: a
/// segment or an image button then reads as what it shows, not as a truncated image name.
enum SystemImageGlyphs {
    static let glyphs: [String: String] = [
        "NSAddTemplate": "+", "NSRemoveTemplate": "−", "NSActionTemplate": "⚙", "NSShareTemplate": "⇪",
        "NSGoLeftTemplate": "‹", "NSGoRightTemplate": "›", "NSGoBackTemplate": "‹", "NSGoForwardTemplate": "›",
        "NSRefreshTemplate": "↻", "NSStopProgressTemplate": "✕", "NSStopProgressFreestandingTemplate": "✕",
        "NSMenuOnStateTemplate": "✓", "NSLockLockedTemplate": "🔒", "NSLockUnlockedTemplate": "🔓",
        "NSRevealFreestandingTemplate": "→", "NSFollowLinkFreestandingTemplate": "→", "NSInfo": "ⓘ",
        "NSSmartBadgeTemplate": "▾", "NSListViewTemplate": "☰", "NSIconViewTemplate": "▦", "NSFlowViewTemplate": "▥",
        "NSColumnViewTemplate": "▥", "NSPathTemplate": "›", "NSQuickLookTemplate": "👁", "NSSlideshowTemplate": "▶",
        "NSEnterFullScreenTemplate": "⤢", "NSExitFullScreenTemplate": "⤡", "NSBookmarksTemplate": "📖",
        "NSTouchBarAddTemplate": "+", "NSTouchBarDeleteTemplate": "⌫", "NSCaution": "⚠",
        "plus": "+", "minus": "−", "xmark": "✕", "checkmark": "✓", "gear": "⚙", "gearshape": "⚙", "trash": "🗑",
        "square.and.arrow.up": "⇪", "chevron.left": "‹", "chevron.right": "›", "chevron.down": "⌄", "chevron.up": "⌃",
        "magnifyingglass": "⌕", "ellipsis": "…", "ellipsis.circle": "…", "heart": "♡", "heart.fill": "♥", "star": "☆",
        "star.fill": "★", "info.circle": "ⓘ", "house": "⌂", "arrow.clockwise": "↻", "play.fill": "▶", "pause.fill": "❚❚",
    ]

    static func glyph(for name: String) -> String? { glyphs[name] }
}
