import Foundation

/// Apple's `SRElectrocardiogramSession`: the ECG recording a sample belongs to, and where in it.
/// It adopts `NSCopying` and `NSSecureCoding`, as SRElectrocardiogramSample.h declares.
///
/// Final, unlike the sample classes a test double stands in for: SRElectrocardiogramSession.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRElectrocardiogramSession: NSObject, NSCopying, NSSecureCoding, Sendable {
    public enum State: Int, Sendable { case begin = 1, active, end }
    public enum SessionGuidance: Int, Sendable { case guided = 1, unguided }

    public let state: State
    public let sessionGuidance: SessionGuidance
    public let identifier: String

    init(state: State, sessionGuidance: SessionGuidance, identifier: String) {
        self.state = state
        self.sessionGuidance = sessionGuidance
        self.identifier = identifier
    }

    // MARK: NSCopying and NSSecureCoding (SRElectrocardiogramSample.h)

    /// The session itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }
    public class var supportsSecureCoding: Bool { true }
    public func encode(with coder: NSCoder) { encode(with: coder, prefix: "") }
    public convenience init?(coder: NSCoder) { self.init(coder: coder, prefix: "") }

    /// Written under `p`, so a sample's archive holds its session.
    func encode(with coder: NSCoder, prefix p: String) {
        coder.encodeRaw(state, forKey: p + "state")
        coder.encodeRaw(sessionGuidance, forKey: p + "guidance")
        coder.encodeText(identifier, forKey: p + "identifier")
    }

    convenience init?(coder: NSCoder, prefix p: String) {
        guard let state = coder.decodeRaw(State.self, forKey: p + "state"),
              let guidance = coder.decodeRaw(SessionGuidance.self, forKey: p + "guidance"),
              let identifier = coder.decodeText(forKey: p + "identifier") else { return nil }
        self.init(state: state, sessionGuidance: guidance, identifier: identifier)
    }
}
