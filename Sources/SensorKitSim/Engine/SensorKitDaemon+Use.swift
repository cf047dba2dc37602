extension SensorKitDaemon {
    /// Whether the app has touched SensorKit yet: a reader made, a sensor answered, a sheet up,
    /// a recording started. A test session refuses to change the seed once it has.
    package var hasBeenUsed: Bool {
        !readers.isEmpty || !readerLinks.isEmpty || !statuses.isEmpty || pendingPrompt != nil || !stakes.isEmpty
    }
}
