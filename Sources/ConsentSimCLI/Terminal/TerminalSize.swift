/// A terminal's size in cells.
package struct TerminalSize: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
