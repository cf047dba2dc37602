import Foundation

/// Apple's `SRElectrocardiogramSession`: the ECG recording a sample belongs to, and where in it.
public final class SRElectrocardiogramSession: NSObject, Sendable {
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
}
