/// A screen size in terminal cells.
public struct ScreenSize: Sendable, Equatable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// The terminal's minimum, and the size scenarios render at unless told otherwise.
    public static let standard = ScreenSize(width: 80, height: 24)
    /// The largest a scenario may draw (`ScenarioBudget` bounds how often).
    public static let maximum = ScreenSize(width: 1000, height: 1000)
    public var description: String { "\(width)x\(height)" }

    /// Why a text is not a screen size, worded after what it was given as (`screen:`, `--screen`).
    public struct ParseError: Error, Sendable {
        public let message: String
    }

    /// Reads `120x40`, from the terminal's minimum to `maximum`: the one reading of a size, for
    /// a scenario's `screen:` and `play --screen` alike.
    public init(parsing text: String) throws(ParseError) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1] else {
            throw ParseError(message: "expected columns x rows such as 120x40, got \(text)")
        }
        let (low, high) = (Self.standard, Self.maximum)
        guard w >= low.width, h >= low.height, w <= high.width, h <= high.height else {
            throw ParseError(message: "\(text) is outside \(low) to \(high) (below \(low) the app shows only a \"make the window larger\" notice)")
        }
        self.init(width: w, height: h)
    }
}
