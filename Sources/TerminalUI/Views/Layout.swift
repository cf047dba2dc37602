/// A rectangle of cells.
public struct Rect: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    public func contains(_ px: Int, _ py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows at top and bottom.
    public func inset(_ dx: Int, _ dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// A `width`×`height` rectangle centred in this one.
    public func centred(width w: Int, height h: Int) -> Rect {
        Rect(x: x + max(0, (width - w) / 2), y: y + max(0, (height - h) / 2), width: min(w, width), height: min(h, height))
    }
}

/// Where the phone's panel, the dashboard and the status line go for a terminal size.
///
/// Wide terminals show the phone as a panel beside the dashboard, so consent and its effects
/// are seen together. Narrow ones have room for one at a time: the panel while the phone shows
/// something to answer, the dashboard otherwise.
public struct Layout: Equatable, Sendable {
    public static let minimumWidth = 80
    public static let minimumHeight = 24
    /// From this width on, the panel and the dashboard sit side by side.
    public static let sideBySideWidth = 120
    /// The panel's width beside the dashboard at 120 columns; it grows by a column for every
    /// four more, up to `panelMaxWidth`, so text reflows on a wide window.
    public static let panelWidth = 46
    /// The widest phone: wider lines would read like a web page, not a phone.
    public static let panelMaxWidth = 64
    /// The panel's width when it covers the dashboard: a phone, not a full-width page.
    public static let coveringPanelWidth = 60
    /// A phone is taller than wide, but not endless: on tall terminals its buttons stay near
    /// its text. A wider phone may be taller by as much as it is wider.
    public static let panelMaxHeight = 32

    /// The side-by-side panel's width for a terminal `width` columns wide.
    static func sidePanelWidth(_ width: Int) -> Int {
        min(panelMaxWidth, panelWidth + max(0, width - sideBySideWidth) / 4)
    }

    /// Where the phone is drawn.
    public let panel: Rect?
    public let dashboard: Rect?
    /// The row of the status line.
    public let statusLine: Int

    /// The layout for a `width`×`height` terminal; `panelUp` when the phone shows something
    /// other than its home screen. Terminals below the minimum get no layout.
    public static func of(width: Int, height: Int, panelUp: Bool) -> Layout? {
        guard width >= minimumWidth, height >= minimumHeight else { return nil }
        let body = height - 1
        if width >= sideBySideWidth {
            let w = sidePanelWidth(width)
            return Layout(panel: Rect(x: 0, y: 0, width: w, height: min(body, panelMaxHeight + w - panelWidth)),
                          dashboard: Rect(x: w + 1, y: 0, width: width - w - 1, height: body),
                          statusLine: body)
        }
        if panelUp {
            let w = min(coveringPanelWidth, width)
            return Layout(panel: Rect(x: (width - w) / 2, y: 0, width: w, height: min(body, panelMaxHeight + w - panelWidth)),
                          dashboard: nil, statusLine: body)
        }
        return Layout(panel: nil, dashboard: Rect(x: 0, y: 0, width: width, height: body), statusLine: body)
    }
}
