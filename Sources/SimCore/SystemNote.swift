/// A system event that is only a line of text, for hosts that record something no framework
/// has a typed case for.
public struct SystemNote: SystemEventDetail, Equatable {
    public let kind: SystemEvent.Kind
    public let text: String

    public init(_ kind: SystemEvent.Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    public var description: String { text }
}
