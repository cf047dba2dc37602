extension Study {
    /// The version participants see in the App Store (`CFBundleShortVersionString`), else the
    /// build number (`CFBundleVersion`), else nil: what an update names on either side.
    public var version: String? {
        root["CFBundleShortVersionString"]?.string ?? root["CFBundleVersion"]?.string
    }
}
