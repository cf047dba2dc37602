/// A screen size in terminal cells.
public struct ScreenSize: Sendable, Equatable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// The terminal's minimum, and the size scenarios render at unless told otherwise.
    public static let standard = ScreenSize(width: 80, height: 24)
    public var description: String { "\(width)x\(height)" }
}
