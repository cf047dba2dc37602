extension MotionDaemon {
    /// Sets the app's Motion & Fitness status as the participant left it before now (an earlier
    /// version, a saved state). Unlike Settings it may be `restricted`, as Screen Time or a
    /// profile leaves it, and it relaunches nothing: it is where the phone starts.
    package func restoreStatus(_ status: CMAuthorizationStatus) {
        storedStatus = status
    }
}
