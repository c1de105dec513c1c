/// The look shared by scene drawings and pages.
enum PageStyle {
    /// System UI fonts first, then a CJK font so Japanese text is drawn with Japanese glyphs where the page is
    /// opened (Debian's `fonts-noto-cjk` provides "Noto Sans CJK JP").
    static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Hiragino Sans', 'Noto Sans CJK JP', 'Noto Sans JP', sans-serif"

    static let css = """
    :root { color-scheme: light; }
    body { font-family: \(fontFamily); margin: 0; padding: 16px 24px; color: #1d1d1f; background: #fff; }
    :lang(ja) { font-family: 'Hiragino Sans', 'Noto Sans CJK JP', 'Noto Sans JP', \(fontFamily); }
    h1 { font-size: 22px; margin: 8px 0 4px; word-break: break-all; }
    h2 { font-size: 17px; margin: 24px 0 8px; }
    .meta { color: #6e6e73; font-size: 13px; }
    .scenes { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    figure { margin: 0; }
    figcaption { font-size: 13px; color: #424245; margin-top: 4px; }
    figure > svg.scene { border: 1px solid #d2d2d7; background: #fff; max-width: 100%; height: auto; }
    svg.map { border: 1px solid #d2d2d7; background: #fafafa; max-width: 100%; height: auto; max-height: 80vh; }
    table { border-collapse: collapse; font-size: 13px; }
    td, th { border-bottom: 1px solid #e5e5ea; padding: 4px 8px; text-align: left; vertical-align: top; }
    .error { color: #d92d20; }
    .warning { color: #b57900; }
    .parse-error { background: #fff1f0; border: 1px solid #f5c2bd; padding: 12px; font-family: ui-monospace, Menlo, monospace; white-space: pre-wrap; }
    a { color: #0066cc; }
    svg.map a:hover rect { stroke: #0066cc; }
    g.hidden-marker, rect.hidden-marker { pointer-events: none; }
    .added { color: #1a7f37; } .removed { color: #d92d20; } .changed { color: #d97706; } .conflict { color: #9b30d9; }
    ul.changes { font-size: 13px; padding-left: 20px; }
    li.geometry { color: #6e6e73; }
    li.geometry summary { cursor: pointer; }
    .diff-scene figure { min-width: 200px; }
    .absent { border: 1px dashed #d2d2d7; color: #6e6e73; font-size: 13px; padding: 48px 24px; }
    """
}
